import Foundation
import Testing
import TestFixtures
@testable import TimerMaskFonts

/// The built-in fonts are package resources read through the module's bundle (issue 22, point 4),
/// found from the build folder by the tests as by the command line.
struct BuiltInFontFilesTests {
    @Test func theBuiltInBlinkMaskIsTheFontToolsMakeFontsWrites() throws {
        let fixture = try Data(contentsOf: Fixtures.font("BlinkMask-TT.ttf"))
        #expect(BuiltInFontFiles.bytes(BuiltInFontFiles.blinkMask) == [UInt8](fixture))
    }

    @Test func eachFrameFontHoldsItsFifteenFrameGlyphs() {
        #expect(FontFace.frameFonts.count == 16)
        for (k, face) in FontFace.frameFonts.enumerated() {
            let ranks = (0..<60).compactMap { pair in face.shape(String(format: "%02d", pair)).last.flatMap { face.svgGlyphRank($0.glyphID) } }
            #expect(Set(ranks) == Set(0..<15), "FrameFont\(k)")
        }
    }
}
