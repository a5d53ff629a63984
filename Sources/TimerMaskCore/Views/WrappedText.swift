/// A text broken into lines for the frame it was offered: each line a text of its own (one
/// literal run in the text's font), `lineHeight` apart, and the width of the longest.
public struct WrappedText: Equatable, Sendable {
    public var lines: [TextContent]
    public var lineHeight: Double
    public var width: Double

    public init(lines: [TextContent], lineHeight: Double, width: Double) {
        self.lines = lines; self.lineHeight = lineHeight; self.width = width
    }

    public var size: ViewSize { ViewSize(width: width, height: lineHeight * Double(lines.count)) }
}
