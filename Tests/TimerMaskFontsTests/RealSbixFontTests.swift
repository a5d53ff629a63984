import Foundation
import Testing
import TestFixtures
@testable import TimerMaskFonts

/// The seed's own sbix frame fonts (github:giljihun/Widgetnimation, `Font/KeyringAnim00.ttf` and
/// `KeyringAnim29.ttf` before commit 2b6a14f, MIT, `Tests/Fixtures/Fonts/Widgetnimation/LICENSE`),
/// made by the widget's author and drawn by iOS. Their strike ends with a colon whose record runs
/// from the last picture's end back to 0, and `.notdef` holds a picture header with no picture:
/// quirks FreeType and Core Text read, which must not refuse the font (issue 44, point 1).
struct RealSbixFontTests {
    static let fonts = ["KeyringAnim00.ttf", "KeyringAnim29.ttf"]

    @Test(arguments: fonts) func theSeedsKeyringFontLoadsAndDrawsItsPairPicture(font: String) throws {
        let face = try FontFace(contentsOf: Fixtures.font("Widgetnimation/\(font)"))
        // "12" is one ligature glyph, the frame's picture.
        let shaped = face.shape("12")
        #expect(shaped.count == 1)
        let picture = try face.raster(glyph: shaped[0].glyphID, pixelsPerEm: 170)
        #expect(picture.color != nil)
        // Its 420 px PNG sits 46 px in from the corner of the 512 ppem strike's em, scaled to 170 ppem.
        let side = 420.0 * 170 / 512
        #expect(abs(Double(picture.coverage.width) - side) <= 1 && abs(Double(picture.coverage.height) - side) <= 1,
                "\(picture.coverage.width) × \(picture.coverage.height)")
        #expect(face.warnings.isEmpty)
    }

    /// The colon of a timer string ("0:12") draws nothing and says why once, naming font and glyph.
    @Test(arguments: fonts) func theColonWithABackwardsRecordDrawsNothingWithAWarning(font: String) throws {
        let face = try FontFace(contentsOf: Fixtures.font("Widgetnimation/\(font)"))
        let colon = face.shape(":")[0].glyphID
        #expect(try face.raster(glyph: colon, pixelsPerEm: 170).isEmpty)
        _ = try face.raster(glyph: colon, pixelsPerEm: 340)
        #expect(face.warnings.count == 1)
        #expect(face.warnings.first?.hasPrefix("\(font): glyph \(colon)'s record in its 'sbix' table (512 ppem strike) runs backwards") == true,
                "\(face.warnings)")
    }
}
