/// A text broken into lines for the frame it was offered: each line a text of its own (one
/// literal run in the text's font), `lineHeight` apart, and the width of the longest.
public struct WrappedText: Equatable, Sendable {
    public var lines: [TextContent]
    public var lineHeight: Double
    public var width: Double
    /// `.lineSpacing`: added between lines, not after the last.
    public var lineSpacing: Double

    public init(lines: [TextContent], lineHeight: Double, width: Double, lineSpacing: Double = 0) {
        self.lines = lines; self.lineHeight = lineHeight; self.width = width; self.lineSpacing = lineSpacing
    }

    /// From one line's top to the next's.
    public var rowPitch: Double { lineHeight + lineSpacing }

    public var size: ViewSize {
        ViewSize(width: width, height: max(0, lineHeight * Double(lines.count) + lineSpacing * Double(max(0, lines.count - 1))))
    }
}
