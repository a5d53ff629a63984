import Foundation
import Testing
import TestFixtures
import TimerMaskRaster
@testable import TimerMaskFonts

/// Line layout of domain.md section 4: alignment in the frame, offsets, vertical centring of the
/// line box, and a line box built from a font's ascender, descender and line gap.
struct TextLayoutTests {
    /// The first and last column and row with ink (coverage over half).
    func inkBox(_ m: CoverageMask) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<m.height { for x in 0..<m.width where m[x: x, y: y] > 127 { xs.append(x); ys.append(y) } }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    func render(_ text: String, font: FontFace? = nil, size: Double = 20, _ placement: TextPlacement) throws -> CoverageMask {
        try TextRasterizer.render(TextLine(runs: [TextRun(text, font: font ?? FontFace.blinkMask, pointSize: size)]), placement: placement).coverage
    }

    @Test(arguments: [(LineAlignment.leading, 0...59), (.center, 20...79), (.trailing, 40...99)])
    func alignmentPlacesTheLineInItsFrame(alignment: LineAlignment, columns: ClosedRange<Int>) throws {
        // "0:00" in BlinkMask at 20 pt is three 20 pt squares: 60 pt in a 100 pt frame.
        let placement = TextPlacement(viewWidth: 100, viewHeight: 20, frameWidth: 100, frameHeight: 20, alignment: alignment)
        let box = try #require(inkBox(try render("0:00", placement)))
        #expect(box.columns == columns)
        #expect(box.rows == 0...19)
    }

    @Test func anEmptyRunShapesToNoGlyphsAndDrawsNothing() throws {
        // `{"text": ""}` in a scene once trapped inside the HarfBuzz wrapper (issue 13).
        let blinkMask = try FontFace.blinkMask
        #expect(blinkMask.shape("").isEmpty)
        let line = TextLine(runs: [TextRun("", font: blinkMask, pointSize: 20), TextRun("0", font: blinkMask, pointSize: 20)])
        #expect(line.glyphs.count == 1 && line.width == 20)
        let mask = try render("", TextPlacement(viewWidth: 20, viewHeight: 20))
        #expect(mask.width == 20 && mask.isEmpty)
    }

    @Test func aViewOrGlyphBoxOutsideItsBudgetIsRefusedNamingTheFont() throws {
        // Sizes measured from a damaged font reached CoverageMask's precondition (issue 13).
        let negative = TextPlacement(viewWidth: -64, viewHeight: 20)
        #expect(throws: FontError.self) { try render("0", negative) }
        let huge = TextPlacement(viewWidth: 8193, viewHeight: 8192)
        do { _ = try render("0", huge); Issue.record("a view over 8192 × 8192 px was drawn") } catch {
            #expect("\(error)".hasPrefix("the text '0' in BlinkMask (built-in) would be drawn into a 8193 × 8192 px view"))
        }
        #expect(throws: FontError.self) {
            try FreeTypeFace.checkGlyphBox(width: 65_536, height: 65_536, glyph: 3, pixelsPerEm: 64, font: "Flipped.ttf")
        }
        try FreeTypeFace.checkGlyphBox(width: 8192, height: 8192 * 2, glyph: 3, pixelsPerEm: 8192, font: "Big.ttf")
    }

    @Test func displayScaleMultipliesEveryPlacement() throws {
        let placement = TextPlacement(viewWidth: 100, viewHeight: 20, displayScale: 3, frameWidth: 100, frameHeight: 20,
                                      alignment: .center)
        #expect(inkBox(try render("0:00", placement))?.columns == 60...239)
    }

    @Test func verticalOffsetMovesTheLineAndTheViewClipsIt() throws {
        let down = TextPlacement(viewWidth: 100, viewHeight: 40, frameHeight: 20, offsetY: 5)
        #expect(inkBox(try render("0", down))?.rows == 5...24)
        let up = TextPlacement(viewWidth: 100, viewHeight: 40, frameHeight: 20, offsetX: 30, offsetY: -7)
        let box = try #require(inkBox(try render("0", up)))
        #expect(box.rows == 0...12, "the seven rows above the view are clipped")
        #expect(box.columns == 30...49)
    }

    @Test func aTallerFrameCentresTheLineBox() throws {
        let placement = TextPlacement(viewWidth: 100, viewHeight: 40, frameHeight: 40)
        #expect(inkBox(try render("0", placement))?.rows == 10...29)
    }

    @Test func theLineBoxComesFromAscenderDescenderAndLineGap() throws {
        let face = try FontFace(contentsOf: Fixtures.font("Descender.ttf"))
        #expect(face.ascender == 800 && face.descender == -200 && face.lineHeight == 1100)
        let line = TextLine(runs: [TextRun("0", font: face, pointSize: 100)])
        #expect(line.ascent == 80 && line.descent == 20 && line.lineGap == 10 && line.height == 110)
        // Without a frame the line box is the frame: ascent on top, the gap below the descent.
        let own = TextPlacement(viewWidth: 100, viewHeight: 110)
        #expect(inkBox(try render("0", font: face, size: 100, own))?.rows == 0...99)
        // In a 200 pt frame the 110 pt line box is centred: baseline at 45 + 80 = 125.
        let framed = TextPlacement(viewWidth: 100, viewHeight: 200, frameHeight: 200)
        #expect(framed.origin(of: line).baseline == 125)
        #expect(inkBox(try render("0", font: face, size: 100, framed))?.rows == 45...144)
    }
}
