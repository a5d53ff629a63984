import TimerMaskRaster

/// Renders a string on its own (no timer placement), for font designers: the picture and,
/// per glyph, how much of its advance cell it covers.
public struct GlyphRun: Sendable {
    /// One shaped glyph: its id, the character it came from, its pen position and advance, and its coverage of its cell.
    public struct Glyph: Sendable, Equatable {
        public let glyphID: UInt32
        public let cluster: Int
        /// Pen position and advance in pixels, from the picture's left edge.
        public let x: Double
        public let advance: Double
        /// Share of the glyph's advance × line-height cell that the rendered picture covers, 0…1.
        public let coveredFraction: Double
    }

    public let image: RGBAImage
    public let coverage: CoverageMask
    public let glyphs: [Glyph]
    /// Margin left of the pen start, in pixels, so ink that overflows the advance shows.
    public let margin: Int

    /// The largest picture a run or a sheet may be, in pixels (about 160 MB of RGBA): sizes
    /// that pass the per-glyph limit can still ask for a picture no machine should allocate.
    public static let maximumPixels = 40_000_000

    /// A picture over `maximumPixels`: the size asked for is the thing to change.
    public struct TooLarge: Error, CustomStringConvertible {
        public let description: String
    }

    /// Throws one sentence when a `width` × `height` picture of `what` is over `maximumPixels`.
    public static func checkBudget(width: Int, height: Int, of what: String, pixelSize: Double) throws {
        let count = width.multipliedReportingOverflow(by: height)
        guard count.overflow || count.partialValue > maximumPixels else { return }
        let sizeText = pixelSize == pixelSize.rounded() ? "\(Int(pixelSize))" : "\(pixelSize)"
        throw TooLarge(description: "\(what) at \(sizeText) px would be \(width) × \(height) = \(width * height) pixels, over the limit of \(maximumPixels); use a smaller size.")
    }

    /// The shaped line, its side margin and its picture's placement: measured, nothing drawn.
    static func layout(_ text: String, font: FontFace, pixelSize: Double) throws -> (line: TextLine, margin: Int, placement: TextPlacement) {
        guard !text.isEmpty else { throw FontError(.outOfRange, "the text to render is empty; give at least one character.") }
        guard pixelSize > 0, pixelSize <= TextRasterizer.maximumPixelsPerEm else {
            throw FontError(.outOfRange, "a font size of \(pixelSize) px is outside 0 < size <= \(Int(TextRasterizer.maximumPixelsPerEm)) px.")
        }
        let line = TextLine(runs: [TextRun(text, font: font, pointSize: pixelSize)])
        try checkMeasurable(line, text: text, font: font, pixelSize: pixelSize)
        let margin = Int((pixelSize / 2).rounded(.up))
        let placement = TextPlacement(viewWidth: (line.width + 2 * Double(margin)).rounded(.up),
                                      viewHeight: line.height.rounded(.up),
                                      offsetX: Double(margin))
        return (line, margin, placement)
    }

    /// Refuses a line whose size no picture can have: a negative or non-finite width or height
    /// comes only from a damaged font (a flipped byte in `hmtx` gave HarfBuzz an advance of
    /// -24064 units). Core Text would not clamp such an advance either, so the font is named.
    static func checkMeasurable(_ line: TextLine, text: String, font: FontFace, pixelSize: Double) throws {
        func usable(_ length: Double) -> Bool { length.isFinite && length >= 0 }
        if usable(line.width) && usable(line.height) { return }
        func px(_ length: Double) -> String { length.isFinite ? "\(Int(length.rounded())) px" : "\(length) px" }
        let sizeText = pixelSize == pixelSize.rounded() ? "\(Int(pixelSize))" : "\(pixelSize)"
        let what = usable(line.width) ? "\(px(line.height)) tall" : "\(px(line.width)) wide"
        throw FontError(.damaged, "\(font.name) is damaged: the string '\(text)' at \(sizeText) px measures \(what), so its advance widths (hmtx) or line metrics (hhea) are out of range.")
    }

    /// `text` shaped in `font` at `pixelSize`, black on `background` (clear: coverage as alpha).
    public init(text: String, font: FontFace, pixelSize: Double, background: RGBA = .white) throws {
        let (line, margin, placement) = try GlyphRun.layout(text, font: font, pixelSize: pixelSize)
        try GlyphRun.checkBudget(width: placement.pixelWidth, height: placement.pixelHeight,
                                 of: "the string '\(text)'", pixelSize: pixelSize)
        let raster = try TextRasterizer.render(line, placement: placement)
        var image = RGBAImage(width: placement.pixelWidth, height: placement.pixelHeight, filledWith: background)
        if let picture = raster.color { image.draw(picture) } else { image.fill(.black, through: raster.coverage) }
        self.image = image
        self.coverage = raster.coverage
        self.margin = margin
        let top = Int(((placement.origin(of: line).baseline - line.ascent)).rounded())
        self.glyphs = line.glyphs.map { placed in
            let x0 = Double(margin) + placed.x
            let fraction = GlyphRun.coveredFraction(of: raster.coverage, x0: x0, x1: x0 + placed.advance,
                                                    y0: top, y1: top + Int(line.height.rounded()))
            return Glyph(glyphID: placed.glyph.glyphID, cluster: placed.glyph.cluster,
                         x: placed.x, advance: placed.advance, coveredFraction: fraction)
        }
    }

    static func coveredFraction(of mask: CoverageMask, x0: Double, x1: Double, y0: Int, y1: Int) -> Double {
        let left = max(0, Int(x0.rounded())), right = min(mask.width, Int(x1.rounded()))
        let top = max(0, y0), bottom = min(mask.height, y1)
        guard left < right, top < bottom else { return 0 }
        var sum = 0
        for y in top..<bottom { for x in left..<right { sum += Int(mask[x: x, y: y]) } }
        return Double(sum) / Double(255 * (right - left) * (bottom - top))
    }
}

/// Every two-digit pair `00`…`59` drawn in one font, so a designer sees all the states a
/// timer's seconds can put on screen at once. The last em of each pair (the part a timer mask
/// places over the view) is outlined in grey.
public enum PairSheet {
    public static let columns = 10

    public static func render(font: FontFace, pixelSize: Double, labelFont: FontFace) throws -> RGBAImage {
        let pad = 8, labelSize = 12.0, labelHeight = 16
        let texts = (0..<60).map { n in n < 10 ? "0\(n)" : "\(n)" }
        // Measure first: an absurd sheet is refused before any glyph is drawn.
        let placements = try texts.map { try GlyphRun.layout($0, font: font, pixelSize: pixelSize).placement }
        let cellWidth = placements.map(\.pixelWidth).max()!, cellHeight = placements.map(\.pixelHeight).max()!
        let rows = (texts.count + columns - 1) / columns
        let width = pad + columns * (cellWidth + pad)
        let height = pad + rows * (cellHeight + labelHeight + pad)
        try GlyphRun.checkBudget(width: width, height: height, of: "the pair sheet", pixelSize: pixelSize)
        let runs = try texts.map { try GlyphRun(text: $0, font: font, pixelSize: pixelSize) }
        var sheet = RGBAImage(width: width, height: height, filledWith: RGBA(r: 235, g: 235, b: 235))
        let em = Int(pixelSize.rounded())
        for (n, run) in runs.enumerated() {
            let x = pad + (n % columns) * (cellWidth + pad)
            let y = pad + (n / columns) * (cellHeight + labelHeight + pad)
            sheet.draw(run.image, atX: x, y: y)
            // The view a timer mask covers: the last em before the line's end.
            let lineEnd = x + run.margin + Int((run.glyphs.last.map { $0.x + $0.advance } ?? 0).rounded())
            sheet.strokeRect(x: lineEnd - em, y: y, width: em, height: min(em, run.image.height),
                             color: RGBA(r: 150, g: 150, b: 150, a: 200))
            try sheet.drawText(n < 10 ? "0\(n)" : "\(n)", font: labelFont, pixelSize: labelSize,
                               x: x, y: y + cellHeight + 1, color: RGBA(r: 60, g: 60, b: 60))
        }
        return sheet
    }
}
