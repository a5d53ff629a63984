import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs

/// `glyphs` and `render` with colour fonts: OT-SVG pictures, colour kept on a clear
/// background, and a warning (never a silent blank) for what TimerMask does not draw.
struct ColourGlyphsCommandTests {
    @Test func colrGlyphsAreNamedInAWarning() throws {
        let dir = try Fixtures.temporaryDirectory()
        let out = dir.appendingPathComponent("colr.png")
        let r = try CLI.run(["glyphs", "--font", Fixtures.font("COLRBlink.ttf").path, "--text", "10", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == """
            warning: COLRBlink.ttf: glyph 3 has colour data in its 'COLR' table, which TimerMask does not draw; it draws its outline instead, which is empty, so nothing shows.
            warning: COLRBlink.ttf: glyph 2 has colour data in its 'COLR' table, which TimerMask does not draw; it draws its outline instead, which is empty, so nothing shows.

            """)
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test func renderWarnsForAMaskFontItCannotDraw() throws {
        let dir = try Fixtures.temporaryDirectory()
        let r = try CLI.run(["render", "--mask-font", Fixtures.font("COLRBlink.ttf").path, "--at", "1.5",
                             "-o", dir.appendingPathComponent("w.png").path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("warning: COLRBlink.ttf: glyph "), "\(r.stderr)")
        #expect(r.stderr.contains("'COLR' table, which TimerMask does not draw"))
    }

    @Test func externalReferencesAreReportedAndTheRestIsDrawn() throws {
        let dir = try Fixtures.temporaryDirectory()
        let out = dir.appendingPathComponent("ext.png")
        let r = try CLI.run(["glyphs", "--font", Fixtures.font("SVGExternal.ttf").path, "--text", "0", "--size", "100",
                             "--transparent", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "warning: SVGExternal.ttf: the SVG document of glyph 2 refers outside itself ('/etc/hostname' and 1 more); TimerMask never follows such references and draws them as nothing.\n")
        let image = try ImageFile.read(url: out)
        // The square x 25..75 px (after the 50 px margin) is drawn; the em around it is not.
        #expect(image.pixel(x: 50 + 50, y: 50).a == 255)
        #expect(image.pixel(x: 50 + 10, y: 10).a == 0)
    }

    @Test func transparentKeepsAColourGlyphsColours() throws {
        let dir = try Fixtures.temporaryDirectory()
        for font in ["FramePairs-sbix.ttf", "SVGFramePairs.ttf"] {
            let out = dir.appendingPathComponent("\(font).png")
            let r = try CLI.run(["glyphs", "--font", Fixtures.font(font).path, "--text", "07", "--size", "64",
                                 "--transparent", "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            let image = try ImageFile.read(url: out)
            // The picture over the second digit's em (after the 32 px margin), away from its corners and bar.
            let p = image.pixel(x: 32 + 64 + 32, y: 58)
            #expect(p.a == 255 && (p.r, p.g, p.b) != (0, 0, 0), "\(font): \(p) should keep its colour")
            #expect(image.pixel(x: 10, y: 32).a == 0, "\(font): the background stays clear")
        }
    }

    @Test func pairSheetShowsOTSVGPictures() throws {
        let dir = try Fixtures.temporaryDirectory()
        let out = dir.appendingPathComponent("pairs.png")
        let r = try CLI.run(["glyphs", "--font", Fixtures.font("SVGFramePairs.ttf").path, "--pairs", "--size", "32", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        let sheet = try ImageFile.read(url: out)
        // Cell 00: frame 0 (hue 0) fills the second em of the first cell.
        let p = sheet.pixel(x: 8 + 16 + 32 + 16, y: 8 + 16)
        #expect(p.r > 200 && p.g < 100 && p.b < 100, "\(p)")
    }

    @Test(arguments: [
        ("0", "Error: SVGHostile.ttf: the SVG document of glyph 2 is not an SVG document librsvg can read"),
        ("1", "Error: SVGHostile.ttf: the SVG document of glyph 3 declares a DOCTYPE or entities"),
        ("2", "Error: SVGHostile.ttf: the SVG document of glyph 4 would be drawn 51200 × 51200 pixels"),
        ("3", "Error: SVGHostile.ttf: the SVG document of glyph 5 is not an SVG document librsvg can read (XML parse error"),
        ("4", "Error: SVGHostile.ttf: the SVG document of glyph 6 has no element id=\"glyph6\" to draw."),
    ])
    func hostileDocumentsGiveOneSentenceAndNoFile(text: String, expected: String) throws {
        let dir = try Fixtures.temporaryDirectory()
        let r = try CLI.run(["glyphs", "--font", Fixtures.font("SVGHostile.ttf").path, "--text", text, "--size", "512",
                             "-o", "out.png"], in: dir)
        #expect(r.status != 0)
        #expect(CLI.errorLine(r).hasPrefix(expected), "\(CLI.errorLine(r))")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// A truncated font and a corrupt `SVG ` table, given to `glyphs` and as the frame fonts of
    /// `render --preset framefonts`: one sentence naming the file, non-zero exit, no file written.
    @Test func damagedSVGFontsGiveOneSentenceAndNoFile() throws {
        let dir = try Fixtures.temporaryDirectory()
        let original = try [UInt8](Data(contentsOf: Fixtures.font("SVGDigits.ttf")))
        func u16(_ at: Int) -> Int { Int(original[at]) << 8 | Int(original[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        let record = try #require((0..<u16(4)).map { 12 + 16 * $0 }.first { Array(original[$0..<($0 + 4)]) == Array("SVG ".utf8) })
        let table = u32(record + 8)
        var corrupt = original
        corrupt[table + 2] = 0x7F   // the document index far outside the table
        let truncated = Array(original.prefix(table + 8))
        try Data(corrupt).write(to: dir.appendingPathComponent("corrupt.ttf"))
        try Data(truncated).write(to: dir.appendingPathComponent("truncated.ttf"))
        for name in ["corrupt.ttf", "truncated.ttf"] {
            for arguments in [["glyphs", "--font", name, "--text", "0123", "-o", "out.png"],
                              ["render", "--preset", "framefonts", "--fonts", name, "--count", "2", "--size", "16", "--at", "3", "-o", "out.png"]] {
                let r = try CLI.run(arguments, in: dir)
                #expect(r.status != 0, "\(arguments)")
                #expect(CLI.errorLine(r).contains(name) && CLI.errorLine(r).contains("damaged"), "\(CLI.errorLine(r))")
                #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
                #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
            }
        }
    }
}
