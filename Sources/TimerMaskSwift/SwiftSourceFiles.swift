import Foundation
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import TimerMaskCore

/// One Swift file, parsed, its operators folded, with a converter for `file:line:column`.
struct SwiftSourceFile {
    let name: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// Tokens as `SourceTextScan` counts them.
    let tokens: Int

    /// The largest file read, and the deepest its folded syntax tree may nest: a widget's
    /// source is far below both, and bounding them bounds how deep parsing, folding and
    /// evaluation recurse.
    static let largestFile = 4 << 20
    static let deepestNesting = 512
    /// The most tokens a widget's files hold together, and the deepest `[`s nest: swift-syntax's
    /// memory grows with the first and its time doubles with each level of the second.
    static let mostTokens = 500_000
    static let deepestBrackets = 12

    /// Parses `text`; a syntax error is one sentence with swift-syntax's message and position.
    /// Runs on a thread with a large stack, as evaluation does. `tokenBudget`: what the
    /// widget's files read before this one leave of `mostTokens`.
    init(name: String, text: String, tokenBudget: Int = mostTokens) throws {
        guard text.utf8.count <= Self.largestFile else {
            throw SwiftImportError(.limit, "\(name) is \(text.utf8.count) bytes, more than the \(Self.largestFile >> 20) MB TimerMask reads as a widget's source")
        }
        // Read before parsing: what swift-syntax would spend on the text is bounded first.
        let scan = SourceTextScan(text, tokenBudget: tokenBudget, deepestBrackets: Self.deepestBrackets)
        if let (finding, offset) = scan.finding {
            let at = SourceTextScan.location(of: offset, in: text, name: name)
            switch finding {
            case .bracketsTooDeep:
                throw SwiftImportError(.limit, "\(at): square brackets nest more than \(Self.deepestBrackets) deep here (array and dictionary literals, subscripts and types count), more than TimerMask parses")
            case .tooManyTokens:
                throw SwiftImportError(.limit, "\(at): the widget's Swift source passes \(Self.mostTokens) tokens here (names, numbers, operator characters and string pieces), more than TimerMask parses")
            }
        }
        self = try LargeStack.run { try SwiftSourceFile(parsing: name, text: text, tokens: scan.tokens) }
    }

    private init(parsing name: String, text: String, tokens: Int) throws {
        // swift-syntax's release limit in every build (its debug builds stop at 20 levels), so
        // tests meet what users meet; the large stack holds it.
        var parser = Parser(text, maximumNestingLevel: 256)
        let parsed = SourceFileSyntax.parse(from: &parser)
        let converter = SourceLocationConverter(fileName: name, tree: parsed)
        if parsed.hasError {
            // swift-syntax 602 traps building the Fix-It for an '=' whose sides differ only by an
            // invalid character (`a \u{1E}= b`): that error is named here, before its diagnostics run.
            if let equal = parsed.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides }) {
                throw SwiftImportError(.syntax, "syntax error: '=' must have consistent whitespace on both sides", at: equal, in: name, converter)
            }
            if let first = ParseDiagnosticsGenerator.diagnostics(for: parsed).first(where: { $0.diagMessage.severity == .error }) {
                let place = SwiftSourcePlace(start: first.position, end: max(first.position, first.node.endPositionBeforeTrailingTrivia), in: name, converter)
                throw SwiftImportError(.syntax, "syntax error: \(first.message)", place: place, node: first.node,
                                       notes: first.notes.map(\.message))
            }
        }
        // `a + b * c` arrives as a flat sequence; the standard operator table gives it its shape.
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        self.name = name
        self.tokens = tokens
        self.tree = folded.as(SourceFileSyntax.self) ?? parsed
        self.converter = SourceLocationConverter(fileName: name, tree: self.tree)
        if let deep = Self.nodeDeeperThan(Self.deepestNesting, in: Syntax(tree)) {
            throw SwiftImportError(.limit, "the code nests more than \(Self.deepestNesting) levels deep here (operators and calls included), more than TimerMask reads", at: deep, in: name, self.converter)
        }
    }

    /// The first node deeper than `limit` in `root`, found without recursion.
    static func nodeDeeperThan(_ limit: Int, in root: Syntax) -> Syntax? {
        var stack: [(Syntax, Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    func location(_ node: some SyntaxProtocol) -> String {
        let at = node.startLocation(converter: converter)
        return "\(name):\(at.line):\(at.column)"
    }
}

/// The Swift files a widget is written in: `--swift FILE` (repeatable) or a folder of `.swift` files.
public struct SwiftWidgetSource: Sendable {
    let files: [SwiftSourceFileBox]

    /// The names of the files, in the order given.
    public var fileNames: [String] { files.map(\.file.name) }

    /// Reads and parses every file (folders: their `.swift` files, sorted, recursively, hidden
    /// ones skipped). Files are named in messages by their path as given.
    public static func load(_ urls: [URL]) throws -> SwiftWidgetSource {
        var paths: [URL] = []
        for url in urls {
            if let problem = InputFile.problem(at: url.path, allowingFolder: true) {
                throw SwiftImportError(.unreadable, "Swift file \(url.relativePath) \(problem.problem)")
            }
            if InputFile.isFolder(url.path) {
                let found = try swiftFiles(in: url)
                guard !found.isEmpty else { throw SwiftImportError(.unreadable, "folder \(url.relativePath) holds no .swift file") }
                paths += found
            } else {
                paths.append(url)
            }
        }
        var sources: [(String, String)] = []
        for url in paths {
            let data: Data
            do { data = try InputFile.read(url.path, atMost: InputFile.SizeLimit(bytes: SwiftSourceFile.largestFile, kind: "a Swift file")) } catch let error as InputFileError {
                throw SwiftImportError(.unreadable, "Swift file \(url.relativePath) \(error.problem)")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw SwiftImportError(.unreadable, "Swift file \(url.relativePath) cannot be read as UTF-8 text")
            }
            sources.append((url.relativePath, text))
        }
        return try parse(sources)
    }

    /// The most entries a folder given as a widget's source is searched through: a widget's folder
    /// holds far fewer, and `swift-check /` is refused at once instead of walking the whole disk.
    public static let largestFolder = 10_000

    /// The `.swift` files in `folder` and below, sorted by path: a project's own, without its
    /// test targets, build products and fetched dependencies (`ProjectFolders`), nor a local
    /// package's manifest.
    static func swiftFiles(in folder: URL) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            throw SwiftImportError(.unreadable, "folder \(folder.relativePath) cannot be read")
        }
        var found: [URL] = []
        var seen = 0
        while let entry = walk.nextObject() as? URL {
            seen += 1
            guard seen <= largestFolder else {
                throw SwiftImportError(.limit, "folder \(folder.relativePath) holds more than \(largestFolder) files and folders, the most searched for a widget's .swift files; give the widget's own folder")
            }
            // An asset catalogue holds no Swift: its thousands of image sets are not walked or counted.
            if ProjectFolders.isSkipped(entry.lastPathComponent) || entry.pathExtension == "xcassets", InputFile.isFolder(entry.path) {
                walk.skipDescendants()
            } else if entry.pathExtension == "swift", entry.lastPathComponent != "Package.swift" {
                found.append(entry)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Parses sources held in memory, each `(name, text)`.
    public static func parse(_ sources: [(name: String, text: String)]) throws -> SwiftWidgetSource {
        var files: [SwiftSourceFileBox] = []
        var tokens = 0
        for source in sources {
            let file = try SwiftSourceFile(name: source.name, text: source.text, tokenBudget: SwiftSourceFile.mostTokens - tokens)
            tokens += file.tokens
            files.append(SwiftSourceFileBox(file))
        }
        return SwiftWidgetSource(files: files)
    }

    /// Parses one source held in memory.
    public static func parse(_ text: String, name: String = "Widget.swift") throws -> SwiftWidgetSource {
        try parse([(name, text)])
    }
}

/// A parsed file behind a reference, so a source can be shared between threads as a value.
final class SwiftSourceFileBox: @unchecked Sendable {
    let file: SwiftSourceFile
    init(_ file: SwiftSourceFile) { self.file = file }
}
