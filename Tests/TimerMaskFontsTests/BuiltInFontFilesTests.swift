import Foundation
import Testing
import TestFixtures
@testable import TimerMaskFonts

/// The built-in fonts are package resources read through the module's bundle (issue 22, point 4),
/// found from the build folder by the tests as by the command line.
struct BuiltInFontFilesTests {
    @Test func theBuiltInBlinkMaskIsTheFontToolsMakeFontsWrites() throws {
        let fixture = try Data(contentsOf: Fixtures.font("BlinkMask-TT.ttf"))
        #expect(try BuiltInFontFiles.bytes(BuiltInFontFiles.blinkMask) == [UInt8](fixture))
    }

    @Test func eachFrameFontHoldsItsFifteenFrameGlyphs() throws {
        let frameFonts = try FontFace.frameFonts
        #expect(frameFonts.count == 16)
        for (k, face) in frameFonts.enumerated() {
            let ranks = (0..<60).compactMap { pair in face.shape(String(format: "%02d", pair)).last.flatMap { face.svgGlyphRank($0.glyphID) } }
            #expect(Set(ranks) == Set(0..<15), "FrameFont\(k)")
        }
    }

    /// A program installed without its resource bundle says so in one sentence; SwiftPM's own
    /// `Bundle.module` would stop the process instead.
    @Test func aMissingResourceIsOneSentenceNotATrap() {
        #expect(throws: FontError(.unreadableFile, "the built-in font NoSuchFont.ttf is not installed: put the folder TimerMask_TimerMaskFonts.resources (made by swift build beside the timermask binary) next to the program")) {
            try BuiltInFontFiles.bytes("NoSuchFont")
        }
    }
}
