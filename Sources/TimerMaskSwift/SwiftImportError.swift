import SwiftDiagnostics
import SwiftSyntax

/// Why a widget's Swift source cannot be simulated: one sentence naming the construct, the place
/// in the source it is about (when there is one), and a `kind` a caller can switch on.
///
/// A swift-syntax `DiagnosticMessage`, so the problem carries its syntax node and prints the way
/// `swiftc` prints (`swiftcText`).
public struct SwiftImportError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Which kind of problem: an unreadable file, a syntax error, an unsupported construct, a missing value or font, a limit, no view, or a failure while evaluating.
    public enum Kind: String, Equatable, Sendable {
        /// A file cannot be read.
        case unreadable
        /// swift-syntax reports a syntax error.
        case syntax
        /// The view reaches a construct the evaluator does not understand.
        case unsupported
        /// A value the source cannot compute by itself was not given with `--let`.
        case missingValue
        /// `Font.custom(name, size:)` names a font found nowhere.
        case unknownFont
        /// Evaluation went over its step or recursion limit.
        case limit
        /// No view to render (none in the files, several without `--view`, or the name is wrong).
        case noView
        /// The code does something Swift itself would stop on (a nil unwrapped, an index past the end).
        case runtime
        /// A `--let` value cannot be read.
        case badLet
        /// An option is out of its range (a negative launch skew).
        case badOption
        /// A warning, never thrown: the construct is drawn, but not as iOS draws it (`.bold()`
        /// in one weight, `.lineLimit` on one line).
        case approximated

        /// Whether `swift-check` lists a problem of this kind and goes on past it: what it is
        /// about can be skipped, and nothing after depends on its having worked.
        var letsCheckingGoOn: Bool {
            switch self {
            case .unsupported, .missingValue, .unknownFont: true
            case .unreadable, .syntax, .limit, .noView, .runtime, .badLet, .badOption, .approximated: false
            }
        }
    }

    public let kind: Kind
    /// The sentence without its place.
    public let message: String
    /// Where in the source the problem is, or nil for a problem of no one place (a file, an option).
    public let place: SwiftSourcePlace?
    /// Sentences that help, printed after the problem as `note:` lines.
    public let notes: [String]
    /// The construct at fault.
    public let node: Syntax?
    /// For a missing value: the `--let` path it needs, so `swift-check` lists each path once.
    let missingPath: String?

    /// `file:line:column: message`, or the message alone.
    public var description: String { place.map { "\($0): \(message)" } ?? message }

    /// A problem of no one place in the source.
    public init(_ kind: Kind, _ message: String) {
        self.init(kind, message, place: nil, node: nil)
    }

    init(_ kind: Kind, _ message: String, place: SwiftSourcePlace?, node: Syntax?, notes: [String] = [], missingPath: String? = nil) {
        self.kind = kind
        self.message = message
        self.place = place
        self.node = node
        self.notes = notes
        self.missingPath = missingPath
    }

    /// A problem at `node` of `file`.
    init(_ kind: Kind, _ message: String, at node: some SyntaxProtocol, in file: SwiftSourceFile, notes: [String] = [], missingPath: String? = nil) {
        self.init(kind, message, at: node, in: file.name, file.converter, notes: notes, missingPath: missingPath)
    }

    init(_ kind: Kind, _ message: String, at node: some SyntaxProtocol, in file: String, _ converter: SourceLocationConverter,
         notes: [String] = [], missingPath: String? = nil) {
        self.init(kind, message, place: SwiftSourcePlace(Syntax(node), in: file, converter), node: Syntax(node), notes: notes, missingPath: missingPath)
    }

    public static func == (a: SwiftImportError, b: SwiftImportError) -> Bool {
        a.kind == b.kind && a.message == b.message && a.place == b.place && a.notes == b.notes
    }
}

extension SwiftImportError: DiagnosticMessage {
    public var diagnosticID: MessageID { MessageID(domain: "TimerMaskSwift", id: kind.rawValue) }
    public var severity: DiagnosticSeverity { kind == .approximated ? .warning : .error }

    /// The problem as swift-syntax's `Diagnostic`, for tools that print or collect those; nil
    /// for a problem of no one place.
    public var diagnostic: Diagnostic? {
        guard let node, let place else { return nil }
        return Diagnostic(node: node, position: place.position, message: self,
                          notes: notes.map { Note(node: node, position: place.position, message: SwiftImportNote(message: $0)) })
    }
}

/// A `note:` line of a problem.
struct SwiftImportNote: NoteMessage {
    let message: String
    var noteID: MessageID { MessageID(domain: "TimerMaskSwift", id: "note") }
}
