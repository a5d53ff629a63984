import Foundation
import Testing
import TestFixtures
import TimerMaskRaster
@testable import TimerMaskFonts

/// The timer mask of domain.md section 4, drawn in each blink font.
struct TimerMaskCoverageTests {
    static let blinkFonts = ["BlinkMask-CFF.otf", "BlinkMask-TT.ttf", "built-in"]

    func font(_ name: String) throws -> FontFace {
        try name == "built-in" ? FontFace.blinkMask : FontFace(contentsOf: Fixtures.font(name))
    }

    func mask(_ text: String, font: FontFace, side: Double, scale: Double) throws -> CoverageMask {
        let line = TextLine(runs: [TextRun(text, font: font, pointSize: side)])
        return try TextRasterizer.render(line, placement: .timerMask(side: side, displayScale: scale)).coverage
    }

    @Test(arguments: blinkFonts)
    func evenSecondsCoverTheWholeViewAndOddSecondsNothing(fontName: String) throws {
        let face = try font(fontName)
        for second in 0..<10 {
            let m = try mask("1:0\(second)", font: face, side: 40, scale: 3)
            #expect(m.width == 120 && m.height == 120)
            if second % 2 == 0 {
                #expect(m.isFull, "\(fontName) second \(second) should cover the view")
            } else {
                #expect(m.isEmpty, "\(fontName) second \(second) should cover nothing")
            }
        }
    }

    @Test func longTimerStringsStillPinTheLastDigitToTheView() throws {
        for text in ["584:00:00", "32:13:36", "1:53:52"] {
            #expect(try mask(text, font: .blinkMask, side: 30, scale: 2).isFull, "\(text)")
        }
        #expect(try mask("583:59:59", font: .blinkMask, side: 30, scale: 2).isEmpty)
    }

    @Test func centredOriginPlacesTheLastGlyphTheSameWay() throws {
        let line = TextLine(runs: [TextRun("0:02", font: try FontFace.blinkMask, pointSize: 20)])
        let centred = try TextRasterizer.render(line, placement: .timerMask(side: 20, displayScale: 2, anchor: .center))
        #expect(centred.coverage.isFull)
    }

    /// (side in points, display scale): a 64th-aligned size, arbitrary ones, and fractional scales.
    static let fractionalSizes: [[Double]] = [[33 + 21.0 / 64, 1], [10.1, 1], [10.9, 1], [47.77, 1], [17.77, 3.3], [170.3, 3]]

    @Test(arguments: blinkFonts, fractionalSizes)
    func fractionalSizeGivesPartialEdgeCoverageEqualToTheArea(fontName: String, sideAndScale: [Double]) throws {
        let size = (side: sideAndScale[0], scale: sideAndScale[1])
        // Glyphs are rasterised at 4× and box-filtered, so an edge lands on 1/256 px (not
        // FreeType's 1/64): the right column and bottom row are covered by the fractional
        // part of the size, the corner by its square, to within 1/255.
        let pixels = size.side * size.scale
        let whole = Int(pixels.rounded(.down)), f = pixels - pixels.rounded(.down)
        let m = try mask("0:00", font: try font(fontName), side: size.side, scale: size.scale)
        #expect(m.width == whole + 1 && m.height == whole + 1)
        func close(_ value: UInt8, _ fraction: Double) -> Bool { abs(Double(value) - fraction * 255) <= 1 }
        #expect(close(m[x: whole / 2, y: whole / 2], 1))
        #expect(close(m[x: whole, y: 5], f), "right column at \(pixels) px: \(m[x: whole, y: 5]) for \(f * 255)")
        #expect(close(m[x: 5, y: whole], f), "bottom row at \(pixels) px: \(m[x: 5, y: whole]) for \(f * 255)")
        #expect(close(m[x: whole, y: whole], f * f), "corner at \(pixels) px: \(m[x: whole, y: whole]) for \(f * f * 255)")
        #expect(close(m[x: whole - 1, y: whole - 1], 1))
    }

    @Test func aFractionalScaleGivesPartialStripsToo() throws {
        // 25 pt at @2.5 = 62.5 px.
        let m = try mask("0:04", font: .blinkMask, side: 25, scale: 2.5)
        #expect(m.width == 63)
        #expect(abs(Int(m[x: 62, y: 0]) - 128) <= 1)
        #expect(m[x: 61, y: 61] == 255)
    }

    @Test func ligatureFontDrawsOnlyThroughShaping() throws {
        let face = try FontFace(contentsOf: Fixtures.font("LigatureBlink.otf"))
        #expect(try mask("1:05", font: face, side: 30, scale: 2).isEmpty)
        #expect(try mask("1:06", font: face, side: 30, scale: 2).isFull)
        #expect(try mask("12:48", font: face, side: 30, scale: 2).isFull)
        #expect(try mask("12:49", font: face, side: 30, scale: 2).isEmpty)
        // Shaping made one glyph of the last two digits.
        #expect(face.shape("1:06").count == 3)
    }

    @Test func overflowingNeighbourBleedsIntoTheView() throws {
        // Each digit draws 0.7..1.3 em: the last digit covers the view's right 30 %, and the
        // digit before it reaches 0.3 em into the view from the left.
        let face = try FontFace(contentsOf: Fixtures.font("Overflow.ttf"))
        let m = try mask("0:00", font: face, side: 100, scale: 1)
        #expect(m[x: 10, y: 50] == 255, "the neighbour's overflow")
        #expect(m[x: 50, y: 50] == 0)
        #expect(m[x: 85, y: 50] == 255, "the last digit")
        #expect(abs(m.coveredFraction - 0.6) < 0.01)
    }
}
