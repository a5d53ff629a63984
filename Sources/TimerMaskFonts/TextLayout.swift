import TimerMaskRaster

/// How a line sits in its frame horizontally (`multilineTextAlignment`).
public enum LineAlignment: String, Codable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// Where a frame's origin starts before `.offset`: at the parent's top-left (inside a
/// GeometryReader) or centred in the parent (a plain ZStack).
public enum FrameAnchor: String, Codable, CaseIterable, Sendable {
    case topLeading, center
}

/// A piece of one `Text`, or of `Text + Text`: its string, font and size in points.
public struct TextRun: Sendable {
    public var text: String
    public var font: FontFace
    public var pointSize: Double
    /// Digits of one advance (the font's `tnum` feature), as `.monospacedDigit()` asks.
    public var tabularDigits: Bool
    /// Points added after each character cluster (`.tracking`, `.kerning`), the last one too.
    public var tracking: Double
    /// Which of its text's runs this piece is (emoji fallback splits one run into pieces).
    public var tag: Int
    public init(_ text: String, font: FontFace, pointSize: Double, tabularDigits: Bool = false, tracking: Double = 0, tag: Int = 0) {
        self.tag = tag
        self.text = text
        self.font = font
        self.pointSize = pointSize
        self.tabularDigits = tabularDigits
        self.tracking = tracking
    }
}

/// One glyph placed on the line, in points from the line's start (x) and baseline.
public struct PlacedGlyph: Sendable {
    public let runIndex: Int
    public let glyph: ShapedGlyph
    /// Pen position of the glyph origin and its advance, in points.
    public let x: Double
    public let advance: Double
    public let y: Double
}

/// A shaped line of text, measured in points: no pixels yet.
public struct TextLine: Sendable {
    public let runs: [TextRun]
    public let glyphs: [PlacedGlyph]
    /// Sum of advances.
    public let width: Double
    /// Tallest ascent and deepest descent of the runs' fonts (hhea), plus the line gap.
    public let ascent: Double
    public let descent: Double
    public let lineGap: Double
    /// The line box: ascent + descent + line gap.
    public var height: Double { ascent + descent + lineGap }

    init(runs: [TextRun], glyphs: [PlacedGlyph], width: Double, ascent: Double, descent: Double, lineGap: Double) {
        self.runs = runs; self.glyphs = glyphs; self.width = width
        self.ascent = ascent; self.descent = descent; self.lineGap = lineGap
    }

    /// This line with only the glyphs of the runs `keep` picks, each where it was, and the
    /// line's measures unchanged: one colour's part of a line of several.
    public func keeping(runs keep: (Int) -> Bool) -> TextLine {
        TextLine(runs: runs, glyphs: glyphs.filter { keep($0.runIndex) }, width: width, ascent: ascent, descent: descent, lineGap: lineGap)
    }

    public init(runs: [TextRun]) {
        self.runs = runs
        var glyphs: [PlacedGlyph] = []
        var pen = 0.0
        var ascent = 0.0, descent = 0.0, gap = 0.0
        for (index, run) in runs.enumerated() {
            let font = run.font
            let unit = run.pointSize / Double(font.unitsPerEm)
            ascent = max(ascent, Double(font.ascender) * unit)
            descent = max(descent, Double(-font.descender) * unit)
            gap = max(gap, Double(font.lineHeight - font.ascender + font.descender) * unit)
            let shaped = font.shape(run.text, tabularDigits: run.tabularDigits)
            for (k, g) in shaped.enumerated() {
                // Tracking goes after the last glyph of each cluster (a ligature or a base with its marks).
                let endsCluster = run.tracking != 0 && (k + 1 == shaped.count || shaped[k + 1].cluster != g.cluster)
                let advance = Double(g.xAdvance) * unit + (endsCluster ? run.tracking : 0)
                glyphs.append(PlacedGlyph(runIndex: index, glyph: g, x: pen + Double(g.xOffset) * unit,
                                          advance: advance, y: -Double(g.yOffset) * unit))
                pen += advance
            }
        }
        self.glyphs = glyphs
        self.width = pen
        self.ascent = ascent
        self.descent = descent
        self.lineGap = gap
    }
}

/// What a `Text` draws in its view's pixel grid: coverage always (a mask's opacity), and a
/// colour picture when any glyph is a colour bitmap.
public struct TextRaster: Sendable {
    public var coverage: CoverageMask
    public var color: RGBAImage?
    /// The view pixel both start at: a window of the view when only part of it was asked for.
    public var x = 0
    public var y = 0
}

/// Where a text line is laid out, in points, as the SwiftUI modifiers of domain.md section 4
/// place it: `.frame(width:height:)`, `.multilineTextAlignment`, `.offset`, inside a view of
/// `viewWidth` × `viewHeight` that clips it, drawn at `displayScale` pixels per point.
public struct TextPlacement: Sendable, Hashable {
    public var viewWidth: Double
    public var viewHeight: Double
    public var displayScale: Double
    /// The offered frame; `nil` takes the line's own width or height.
    public var frameWidth: Double?
    public var frameHeight: Double?
    public var alignment: LineAlignment
    public var anchor: FrameAnchor
    public var offsetX: Double
    public var offsetY: Double

    public init(viewWidth: Double, viewHeight: Double, displayScale: Double = 1,
                frameWidth: Double? = nil, frameHeight: Double? = nil,
                alignment: LineAlignment = .leading, anchor: FrameAnchor = .topLeading,
                offsetX: Double = 0, offsetY: Double = 0) {
        self.viewWidth = viewWidth
        self.viewHeight = viewHeight
        self.displayScale = displayScale
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
        self.alignment = alignment
        self.anchor = anchor
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// The timer mask of domain.md section 4 for a square view of side `s` points: a frame
    /// nine characters wide, trailing aligned, moved left by eight so its last glyph covers the view.
    public static func timerMask(side s: Double, displayScale: Double, anchor: FrameAnchor = .topLeading) -> TextPlacement {
        TextPlacement(viewWidth: s, viewHeight: s, displayScale: displayScale,
                      frameWidth: 9 * s, frameHeight: s, alignment: .trailing, anchor: anchor,
                      offsetX: anchor == .topLeading ? -8 * s : -4 * s, offsetY: 0)
    }

    /// The view in whole pixels (a fractional edge rounds up; coverage there is partial).
    public var pixelWidth: Int { Int((viewWidth * displayScale - 1e-9).rounded(.up)) }
    public var pixelHeight: Int { Int((viewHeight * displayScale - 1e-9).rounded(.up)) }

    /// The line's start and baseline in view points.
    public func origin(of line: TextLine) -> (x: Double, baseline: Double) {
        let fw = frameWidth ?? line.width, fh = frameHeight ?? line.height
        var fx = offsetX, fy = offsetY
        if anchor == .center {
            fx += (viewWidth - fw) / 2
            fy += (viewHeight - fh) / 2
        }
        let slack = fw - line.width
        let x: Double
        switch alignment {
        case .leading: x = fx
        case .center: x = fx + slack / 2
        case .trailing: x = fx + slack
        }
        // The line box is centred vertically in the frame; the line gap sits below the descent,
        // as Apple's text system puts a line's leading (TheModel, "Where a line's gap goes").
        return (x, fy + (fh - line.height) / 2 + line.ascent)
    }
}

/// Turns a line and its placement into pixels: where a glyph becomes coverage.
public enum TextRasterizer {
    /// Largest glyph size accepted, in pixels per em.
    public static let maximumPixelsPerEm = 8192.0

    /// One glyph as it lands in the view's pixel grid: everything its raster depends on.
    public struct PlacedRaster: Hashable, Sendable {
        public let font: ObjectIdentifier
        public let glyph: UInt32
        public let pixelsPerEm: UInt64
        /// Whole pixel of the pen and the subpixel steps (256ths) beyond it.
        public let x: Int, y: Int, subX: Int, subY: Int
    }

    /// The glyphs whose ink reaches `clip` (the view when nil), placed in whole pixels and subpixel steps.
    /// Two lines with the same visible glyphs draw the same pixels there, whatever their strings.
    /// Outline glyphs are judged by their boxes: none is drawn here.
    public static func visibleGlyphs(_ line: TextLine, placement: TextPlacement, clip: PixelRect? = nil) throws -> [PlacedRaster] {
        let view = clip ?? PixelRect(x: 0, y: 0, width: placement.pixelWidth, height: placement.pixelHeight)
        return try placements(line, placement: placement).filter { try reaches($0.key, font: $0.font, view) }.map(\.key)
    }

    /// Whether the glyph's ink, where `key` puts it, touches `view`.
    private static func reaches(_ key: PlacedRaster, font: FontFace, _ view: PixelRect) throws -> Bool {
        try inkReaching(key, font: font, view) != nil
    }

    /// The glyph's ink box from its pen (`FontFace.inkBox`) when some of it lands in `view`, else nil.
    private static func inkReaching(_ key: PlacedRaster, font: FontFace, _ view: PixelRect) throws -> PixelRect? {
        let ink = try font.inkBox(glyph: key.glyph, pixelsPerEm: Double(bitPattern: key.pixelsPerEm),
                                  subpixelX: key.subX, subpixelY: key.subY)
        guard !ink.isEmpty,
              !PixelRect(x: key.x + ink.x, y: key.y + ink.y, width: ink.width, height: ink.height).intersection(view).isEmpty
        else { return nil }
        return ink
    }

    /// Every glyph near enough the view to matter, with its placement key and font; nothing drawn.
    static func placements(_ line: TextLine, placement: TextPlacement) throws -> [(key: PlacedRaster, font: FontFace, run: Int)] {
        let scale = placement.displayScale
        let origin = placement.origin(of: line)
        let width = placement.pixelWidth
        var out: [(key: PlacedRaster, font: FontFace, run: Int)] = []
        for placed in line.glyphs {
            let run = line.runs[placed.runIndex]
            let ppem = run.pointSize * scale
            guard ppem > 0, ppem <= maximumPixelsPerEm else {
                throw FontError(.outOfRange, "a font size of \(ppem) px is outside 0 < size <= \(Int(maximumPixelsPerEm)) px.")
            }
            let px = (origin.x + placed.x) * scale, py = (origin.baseline + placed.y) * scale
            let (ix, subX) = splitSubpixel(px), (iy, subY) = splitSubpixel(py)
            // Skip glyphs whose whole advance cell lies far outside the view (cheap cull).
            if Double(ix) > Double(width) + ppem * 4 || Double(ix) + (placed.advance * scale) + ppem * 4 < 0 { continue }
            out.append((PlacedRaster(font: ObjectIdentifier(run.font), glyph: placed.glyph.glyphID,
                                     pixelsPerEm: ppem.bitPattern, x: ix, y: iy, subX: subX, subY: subY),
                        run.font, placed.runIndex))
        }
        return out
    }

    /// Every glyph whose ink reaches the view with its placement key and (cached) raster: glyphs
    /// off the view are not drawn, which changes no pixel.
    static func placedGlyphs(_ line: TextLine, placement: TextPlacement) throws -> [(key: PlacedRaster, raster: GlyphRaster, run: Int)] {
        let view = PixelRect(x: 0, y: 0, width: placement.pixelWidth, height: placement.pixelHeight)
        return try placements(line, placement: placement).filter { try reaches($0.key, font: $0.font, view) }.map { placed in
            let key = placed.key
            let raster = try placed.font.raster(glyph: key.glyph, pixelsPerEm: Double(bitPattern: key.pixelsPerEm),
                                                subpixelX: key.subX, subpixelY: key.subY)
            return (key, raster, placed.run)
        }
    }

    /// The one colour picture a line shows in its view, when exactly one of its glyphs reaches
    /// the view and that glyph is a picture (a frame font's pair glyph), with where its top-left
    /// pixel goes and whether it is opaque: compositing it there draws what `render` would,
    /// without a view-sized copy first. Nil for any other line.
    public static func lonePicture(_ line: TextLine, placement: TextPlacement) throws -> (image: RGBAImage, x: Int, y: Int, opaque: Bool)? {
        var found: (key: PlacedRaster, raster: GlyphRaster)? = nil
        for (key, raster, _) in try placedGlyphs(line, placement: placement) where !raster.isEmpty {
            guard found == nil, raster.color != nil else { return nil }
            found = (key, raster)
        }
        guard let (key, raster) = found, let color = raster.color else { return nil }
        return (color, key.x + raster.left, key.y + raster.top, raster.isOpaque)
    }

    /// The one OT-SVG glyph a line shows in its view (a frame font's pair glyph), found from the
    /// glyphs' boxes alone, so that its picture is drawn only where it is seen: a layer its mask
    /// hides, or one under an opaque layer, never draws it. Nil when not exactly one glyph
    /// reaches the view or that one has no SVG document (`lonePicture` then decides).
    /// An SVG glyph not drawn yet has no box to read (a document's box is known only by drawing
    /// it): it is taken to reach the view, with no box (`LoneGlyph.box` nil), so that measuring a
    /// layer an opaque one covers does not draw its picture either.
    public static func loneSVGGlyph(_ line: TextLine, placement: TextPlacement) throws -> LoneGlyph? {
        let view = PixelRect(x: 0, y: 0, width: placement.pixelWidth, height: placement.pixelHeight)
        var found: LoneGlyph? = nil
        for placed in try placements(line, placement: placement) {
            let key = placed.key
            if placed.font.hasSVGDocument(glyph: key.glyph),
               placed.font.drawnPictureBox(glyph: key.glyph, pixelsPerEm: Double(bitPattern: key.pixelsPerEm),
                                           subpixelX: key.subX, subpixelY: key.subY) == nil {
                guard found == nil else { return nil }
                found = LoneGlyph(font: placed.font, key: key, box: nil)
                continue
            }
            guard let ink = try inkReaching(key, font: placed.font, view) else { continue }
            guard found == nil, placed.font.hasSVGDocument(glyph: key.glyph) else { return nil }
            found = LoneGlyph(font: placed.font, key: key, box: ink)
        }
        return found
    }

    /// An OT-SVG glyph where a line puts it, not drawn yet (see `loneSVGGlyph`).
    public struct LoneGlyph: Sendable {
        public let font: FontFace
        let key: PlacedRaster
        /// The glyph's box from its pen (`FontFace.inkBox`); nil when the glyph has not been drawn
        /// yet, so its box is not known.
        let box: PixelRect?
        /// Where the picture's top-left pixel goes, and its size: the glyph's box in view pixels
        /// (nil until the glyph has been drawn once).
        public var frame: PixelRect? { box.map { PixelRect(x: key.x + $0.x, y: key.y + $0.y, width: $0.width, height: $0.height) } }

        /// The glyph's picture (drawn now unless the glyph cache holds it), whether it is opaque,
        /// and where its top-left pixel goes in view pixels.
        public func picture() throws -> (image: RGBAImage, opaque: Bool, x: Int, y: Int) {
            let raster = try font.raster(glyph: key.glyph, pixelsPerEm: Double(bitPattern: key.pixelsPerEm),
                                         subpixelX: key.subX, subpixelY: key.subY)
            return (raster.color ?? RGBAImage(width: raster.coverage.width, height: raster.coverage.height), raster.isOpaque,
                    key.x + raster.left, key.y + raster.top)
        }
    }

    /// The largest view a line is drawn into, in pixels: the scene renderer's own 8192 × 8192
    /// limit, so every scene passes, while a view measured from a damaged font is refused before
    /// its coverage is allocated.
    public static let maximumViewPixels = 8192 * 8192

    public static func render(_ line: TextLine, placement: TextPlacement, color: RGBA = .black) throws -> TextRaster {
        try render(line, placement: placement, color: color, within: nil) { _ in }
    }

    /// The line drawn over only the pixels of `clip` (view pixels) its glyphs touch, or over the
    /// whole view when `clip` is nil: a small text in a big view keeps a small raster. The same
    /// pixels as the whole view's, from `x`, `y` on. `allocating` sees the window before its
    /// buffers are made, and may refuse it.
    public static func render(_ line: TextLine, placement: TextPlacement, color: RGBA = .black, within clip: PixelRect?,
                              allocating: (PixelRect) throws -> Void) throws -> TextRaster {
        let width = placement.pixelWidth, height = placement.pixelHeight
        try checkView(width: width, height: height, line: line)
        let glyphs = try placedGlyphs(line, placement: placement)
        let view = PixelRect(x: 0, y: 0, width: width, height: height)
        var window = view
        if let clip {
            let inked = glyphs.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { bounds, glyph in
                glyph.raster.isEmpty ? bounds : bounds.union(PixelRect(x: glyph.key.x + glyph.raster.left, y: glyph.key.y + glyph.raster.top,
                                                                       width: glyph.raster.coverage.width, height: glyph.raster.coverage.height))
            }
            window = inked.intersection(view).intersection(clip)
        }
        try allocating(window)
        var coverage = CoverageMask(width: window.width, height: window.height)
        let hasColorGlyphs = line.runs.contains { $0.font.hasColorGlyphs }
        var picture = hasColorGlyphs ? RGBAImage(width: window.width, height: window.height) : nil
        for (key, raster, _) in glyphs where !raster.isEmpty {
            let gx = key.x + raster.left - window.x, gy = key.y + raster.top - window.y
            coverage.composite(raster.coverage, atX: gx, y: gy)
            if picture != nil {
                if let glyphColor = raster.color {
                    picture!.draw(glyphColor, atX: gx, y: gy)
                } else {
                    picture!.fill(color, through: raster.coverage, atX: gx, y: gy)
                }
            }
        }
        return TextRaster(coverage: coverage, color: picture, x: window.x, y: window.y)
    }

    /// Refuses a view of negative size or over `maximumViewPixels`, naming the line's fonts.
    static func checkView(width: Int, height: Int, line: TextLine) throws {
        let count = width.multipliedReportingOverflow(by: height)
        guard width < 0 || height < 0 || count.overflow || count.partialValue > maximumViewPixels else { return }
        let fonts = Array(Set(line.runs.map(\.font.name))).sorted().joined(separator: ", ")
        let text = line.runs.map(\.text).joined()
        throw FontError(.outOfRange, "the text '\(text)' in \(fonts) would be drawn into a \(width) × \(height) px view, outside 0…\(maximumViewPixels) pixels; its font's metrics are out of range or the view is too large.")
    }

    /// A pixel coordinate as a whole pixel and subpixel steps, the grid glyphs are rasterised on.
    static func splitSubpixel(_ value: Double) -> (Int, Int) {
        let n = FontFace.subpixelSteps
        let steps = Int((value * Double(n)).rounded())
        let whole = steps >= 0 ? steps / n : -((-steps + n - 1) / n)
        return (whole, steps - whole * n)
    }
}
