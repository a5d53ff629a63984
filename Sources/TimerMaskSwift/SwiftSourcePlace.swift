import SwiftSyntax

/// Where a problem is in a widget's source: `file:line:column` and the source line, with the
/// columns of the construct at fault on it (for the caret and `~` under it).
public struct SwiftSourcePlace: Equatable, Sendable, CustomStringConvertible {
    public let file: String
    /// 1-based, as `swiftc` counts: the column in UTF-8 bytes.
    public let line: Int
    public let column: Int
    /// The whole line the construct starts on, without its line break.
    public let sourceLine: String
    /// The characters of `sourceLine` the construct covers (to the line's end when it goes on).
    public let highlight: Range<Int>
    /// Where the construct starts in its file.
    let position: AbsolutePosition

    public var description: String { "\(file):\(line):\(column)" }

    init(file: String, line: Int, column: Int, sourceLine: String, highlight: Range<Int>, position: AbsolutePosition) {
        self.file = file
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
        self.highlight = highlight
        self.position = position
    }

    /// The place of `node` in `file`: at the construct itself (`SwiftSourcePlace.span`).
    init(_ node: Syntax, in file: String, _ converter: SourceLocationConverter) {
        let (start, end) = Self.span(node)
        self.init(start: start, end: end, in: file, converter)
    }

    /// The place from `start` to `end` in `file`.
    init(start: AbsolutePosition, end: AbsolutePosition, in file: String, _ converter: SourceLocationConverter) {
        let at = converter.location(for: start)
        let lines = converter.sourceLines
        let raw = at.line - 1 < lines.count ? lines[at.line - 1] : ""
        let text = String(raw.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" })
        // Columns are UTF-8 bytes; the caret line counts characters.
        let startCharacter = Self.characters(in: text, beforeByte: at.column - 1)
        let endLocation = converter.location(for: end)
        let endCharacter = endLocation.line == at.line ? Self.characters(in: text, beforeByte: endLocation.column - 1) : text.count
        self.init(file: file, line: at.line, column: at.column, sourceLine: text,
                  highlight: startCharacter..<max(startCharacter + 1, endCharacter), position: start)
    }

    static func characters(in text: String, beforeByte byte: Int) -> Int {
        var bytes = 0, count = 0
        for c in text {
            guard bytes < byte else { break }
            bytes += c.utf8.count
            count += 1
        }
        return count
    }

    /// The construct a problem at `node` is about: a modifier or method is its `.name(…)`, not
    /// the start of the chain it ends (`Text("a").blur(radius: 2)` points at `.blur`); a
    /// property is its `.name`; anything else is the node itself.
    static func span(_ node: Syntax) -> (AbsolutePosition, AbsolutePosition) {
        let end = node.endPositionBeforeTrailingTrivia
        if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            return (member.period.positionAfterSkippingLeadingTrivia, end)
        }
        if let member = node.as(MemberAccessExprSyntax.self), member.base != nil {
            return (member.period.positionAfterSkippingLeadingTrivia, end)
        }
        return (node.positionAfterSkippingLeadingTrivia, end)
    }

    /// The source line and, under it, a caret at the construct's start and `~` along the rest of
    /// it, as `swiftc` draws them (tabs kept, so the caret lines up).
    public var caretLines: String {
        var marks = ""
        for (i, c) in sourceLine.enumerated() {
            guard i < highlight.upperBound else { break }
            if i < highlight.lowerBound { marks.append(c == "\t" ? "\t" : " ") }
            else { marks.append(i == highlight.lowerBound ? "^" : "~") }
        }
        if highlight.lowerBound >= sourceLine.count { marks += String(repeating: " ", count: highlight.lowerBound - sourceLine.count) + "^" }
        return sourceLine + "\n" + marks
    }
}

extension SwiftImportError {
    /// The problem as `swiftc` prints one: `file:line:column: error: message`, the source line
    /// with a caret under the construct, and a `note:` line for each note.
    public var swiftcText: String {
        let label = severity == .warning ? "warning" : "error"
        guard let place else { return (["\(label): \(message)"] + notes.map { "note: \($0)" }).joined(separator: "\n") }
        return (["\(place): \(label): \(message)", place.caretLines] + notes.map { "\(place): note: \($0)" }).joined(separator: "\n")
    }
}
