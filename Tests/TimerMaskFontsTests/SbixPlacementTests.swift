import Foundation
import Testing
import TestFixtures
import TimerMaskRaster
@testable import TimerMaskFonts

/// Where an sbix picture lands (Digits-sbix.ttf, tools/make-fonts): its lower-left corner
/// `originOffset` strike pixels from the glyph's origin, y up, or from the lower-left of the
/// glyph's contour box when it has contours, as Core Text draws it; scaled from the nearest
/// strike (the smallest at least as large as the size drawn, else the largest).
struct SbixPlacementTests {
    static let face = try! FontFace(contentsOf: Fixtures.font("Digits-sbix.ttf"))
    static let red = RGBA(r: 255, g: 0, b: 0, a: 255), blue = RGBA(r: 0, g: 0, b: 255, a: 255)

    func raster(_ digit: Int, ppem: Double) throws -> GlyphRaster {
        let glyphs = Self.face.shape("\(digit)")
        try #require(glyphs.count == 1)
        return try Self.face.raster(glyph: glyphs[0].glyphID, pixelsPerEm: ppem)
    }

    /// The picture's box in pixels, x right and y *up* from the pen, and its centre colour.
    func placed(_ digit: Int, ppem: Double) throws -> (left: Int, bottom: Int, side: Int, colour: RGBA) {
        let r = try raster(digit, ppem: ppem)
        let color = try #require(r.color, "digit \(digit) should be a picture")
        #expect(color.width == color.height)
        return (r.left, -(r.top + color.height), color.width, color.pixel(x: color.width / 2, y: color.height / 2))
    }

    @Test func strikesAreTheOnesTheFontHas() {
        #expect(Self.face.colorStrikeSizes.sorted() == [20, 80])
    }

    /// No contours: the corner is the offset itself, (8, 4) px at ppem 80; a positive
    /// originOffsetY moves the picture up (FreeType alone would move it down).
    @Test func withoutContoursTheOffsetIsFromTheOrigin() throws {
        let p = try placed(0, ppem: 80)
        #expect(p.left == 8 && p.bottom == 4 && p.side == 40 && p.colour == Self.blue)
    }

    /// Contours x 100…900, y −200…800 in 1000 units: at 80 ppem the box's lower-left is
    /// (8, −16) px, and the offset (8, 4) is added to it.
    @Test func withContoursTheOffsetIsFromTheBoxCorner() throws {
        let p = try placed(1, ppem: 80)
        #expect(p.left == 16 && p.bottom == -12 && p.side == 40)
        let zero = try placed(2, ppem: 80)
        #expect(zero.left == 8 && zero.bottom == -16, "offset (0, 0) puts the corner on the box's lower-left")
    }

    /// Between the strikes the larger one is scaled down: at 40 ppem the 80-ppem picture at
    /// half size, its offset halved too; below the smallest strike, that strike scaled down.
    @Test func picturesScaleFromTheNearestStrike() throws {
        let half = try placed(1, ppem: 40)
        #expect(half.side == 20 && half.colour == Self.blue)
        #expect(half.left == 4 + 4 && half.bottom == -8 + 2)
        let exact = try placed(1, ppem: 20)
        #expect(exact.side == 10 && exact.colour == Self.red)
        #expect(exact.left == 2 + 2 && exact.bottom == -4 + 1)
        let above = try placed(0, ppem: 160)
        #expect(above.side == 80 && above.colour == Self.blue && above.left == 16 && above.bottom == 8,
                "above the largest strike, that strike scaled up")
    }

    /// A digit with no picture in the strike is drawn as nothing, whatever its outline.
    @Test func aGlyphWithoutAPictureDrawsNothing() throws {
        #expect(try raster(5, ppem: 80).isEmpty)
    }
}
