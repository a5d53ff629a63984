/// Why a widget's Swift source cannot be simulated: one sentence naming the construct and its
/// `file:line:column`, and a `kind` a caller can switch on.
public struct SwiftImportError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
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
    }

    public let kind: Kind
    public let description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
