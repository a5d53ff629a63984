import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs

struct TimerCommandTests {
    @Test func printsTheTimerString() throws {
        let r = try CLI.run(["timer", "--reference", "2026-11-21T10:00:00Z", "--at", "2026-11-21T10:01:01.5Z"])
        #expect(r.status == 0)
        #expect(r.stdout == "1:01\n")
        #expect(try CLI.run(["timer", "--at", "-0.25"]).stdout == "0:01\n")
        #expect(try CLI.run(["timer", "--at", "-0.25", "--rounding", "floor"]).stdout == "0:00\n")
        #expect(try CLI.run(["timer", "--at", "584*0"]).status != 0)
    }

    @Test func jsonNamesDirectionAndNextChange() throws {
        let r = try CLI.run(["timer", "--at", "-87840", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        #expect(object["string"] as? String == "24:24:00")
        #expect(object["direction"] as? String == "down")
        #expect(object["nextChange"] as? String == "2025-12-30T23:36:01Z")
    }

    @Test func badInstantNamesTheFlagAndValue() throws {
        let r = try CLI.run(["timer", "--at", "soon"])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r) == "Error: --at: 'soon' is not an instant (an ISO-8601 date-time such as 2026-11-21T10:00:01.533Z, or seconds from the reference such as 61.533, -0.25, 1/15 or 2+7/15)")
        let huge = try CLI.run(["timer", "--at", "1/1000000000000007+1/1000000000000009"])
        #expect(huge.status == 64, "a refusal, not a trap: \(huge.stderr)")
        #expect(CLI.errorLine(huge) == "Error: --at: '1/1000000000000007+1/1000000000000009' is not a time TimerMask can hold exactly (at most 10^12 s, in steps no finer than 10^-18 s)")
        let combined = try CLI.run(["timer", "--reference", "2026-11-21T10:00:00.000000000000000001Z", "--at", "1/999999999999999989", "--json"])
        #expect(combined.status == 64, "\(combined.stderr)")
        #expect(CLI.errorLine(combined).hasPrefix("Error: --at: '1/999999999999999989' is not a time TimerMask can hold exactly"))
        let bad = try CLI.run(["timer", "--at", "1", "--rounding", "up"])
        #expect(CLI.errorLine(bad) == "Error: --rounding: 'up' is not one of ceil, floor, nearest")
    }
}

struct GlyphsCommandTests {
    @Test func writesThePNGAndListsGlyphsAsJSON() throws {
        let dir = try Fixtures.temporaryDirectory()
        let out = dir.appendingPathComponent("lig.png").path
        let r = try CLI.run(["glyphs", "--font", Fixtures.font("LigatureBlink.otf").path, "--text", "1:06",
                             "--size", "40", "--json", "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let glyphs = object["glyphs"] as! [[String: Any]]
        #expect(glyphs.map { $0["id"] as! Int } == [3, 12, 19])
        #expect(glyphs.map { $0["coveredFraction"] as! Double } == [0, 0, 0.5])
        // LigatureBlink advances: a digit 1 em, the colon 0, a two-digit ligature 2 em (40 px each).
        #expect(glyphs.map { $0["advance"] as! Double } == [40, 0, 80])
        #expect(glyphs.map { $0["x"] as! Double } == [0, 40, 40])
        let image = try ImageFile.read(url: URL(fileURLWithPath: out))
        #expect(image.height == 40)
    }

    @Test func pairSheetModeWritesASheet() throws {
        let dir = try Fixtures.temporaryDirectory()
        let out = dir.appendingPathComponent("pairs.png")
        let r = try CLI.run(["glyphs", "--pairs", "--size", "24", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try ImageFile.read(url: out).width > 10 * 24)
    }

    @Test(arguments: [
        (["--font", "/nope/Missing.otf", "--text", "1:00", "-o", "x.png"], "Error: --font: font file /nope/Missing.otf does not exist."),
        (["--text", "", "-o", "x.png"], "Error: --text: the string is empty; give at least one character"),
        (["--text", "1:00", "--size", "-3", "-o", "x.png"], "Error: --size: -3 px is outside 0 < size <= 8192"),
        (["--text", "1:00", "--size", "9000", "-o", "x.png"], "Error: --size: 9000 px is outside 0 < size <= 8192"),
        (["--text", "1:00", "--size", "1e4", "-o", "x.png"], "Error: --size: 1e4 px is outside 0 < size <= 8192"),
        (["--text", "1:00", "--size", "big", "-o", "x.png"], "Error: --size: 'big' is not a number of pixels"),
        (["--pairs", "--size", "8192", "-o", "x.png"], "Error: --size: the pair sheet at 8192 px would be 245848 × 49304 = 12121289792 pixels, over the limit of 40000000; use a smaller size."),
        (["--text", "1:00:00", "--size", "8000", "-o", "x.png"], "Error: --size: the string '1:00:00' at 8000 px would be 48000 × 8000 = 384000000 pixels, over the limit of 40000000; use a smaller size."),
        (["--text", "1:00", "-o", "x.gif"], "Error: -o: 'x.gif' must end in .png"),
    ])
    func badInputGivesOneSentenceAndNoFile(arguments: [String], expected: String) throws {
        let dir = try Fixtures.temporaryDirectory()
        let r = try CLI.run(["glyphs"] + arguments, in: dir)
        #expect(r.status != 0)
        #expect(CLI.errorLine(r) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func truncatedAndNonFontFilesAreRefused() throws {
        let dir = try Fixtures.temporaryDirectory()
        let cut = dir.appendingPathComponent("cut.ttf")
        try Data(try Data(contentsOf: Fixtures.font("BlinkMask-TT.ttf")).prefix(60)).write(to: cut)
        let notFont = dir.appendingPathComponent("notes.otf")
        try Data("hello".utf8).write(to: notFont)
        let halfSbix = dir.appendingPathComponent("half.ttf")
        let sbix = try Data(contentsOf: Fixtures.font("FramePairs-sbix.ttf"))
        try Data(sbix.prefix(sbix.count / 2)).write(to: halfSbix)
        for (file, prefix) in [(cut, "Error: --font: cut.ttf is truncated or damaged: its 'OS/2' table (bytes 296..<392) runs past the end of the file (60 bytes)."),
                               (halfSbix, "Error: --font: half.ttf is truncated or damaged: its 'sbix' table"),
                               (notFont, "Error: --font: notes.otf is not a font FreeType can read")] {
            let r = try CLI.run(["glyphs", "--font", file.path, "--text", "1:00", "-o", "o.png"], in: dir)
            #expect(r.status != 0)
            #expect(CLI.errorLine(r).hasPrefix(prefix), "\(CLI.errorLine(r))")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o.png").path))
        }
    }

    /// BlinkMask-TT.ttf with the advance of glyph 2 in `hmtx` set to 41472 units (0xA200): one
    /// flipped byte, which HarfBuzz reads as -24064 (issue 13; it trapped in CoverageMask).
    static func fontWithFlippedAdvance(in dir: URL) throws -> URL {
        var bytes = [UInt8](try Data(contentsOf: Fixtures.font("BlinkMask-TT.ttf")))
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        let record = try #require((0..<u16(4)).map { 12 + 16 * $0 }.first { String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == "hmtx" })
        let advance = u32(record + 8) + 4 * 2
        (bytes[advance], bytes[advance + 1]) = (0xA2, 0x00)
        let url = dir.appendingPathComponent("Flipped.ttf")
        try Data(bytes).write(to: url)
        return url
    }

    @Test(arguments: [["--text", "1:06"], ["--pairs"]])
    func aDamagedAdvanceIsRefusedNamingTheFont(mode: [String]) throws {
        let dir = try Fixtures.temporaryDirectory()
        let font = try Self.fontWithFlippedAdvance(in: dir)
        let r = try CLI.run(["glyphs", "--font", font.path] + mode + ["-o", "o.png"], in: dir)
        #expect(r.status == 1, "a refusal, not a trap: \(r.stderr)")
        #expect(CLI.errorLine(r).hasPrefix("Error: Flipped.ttf is damaged: the string '"), "\(CLI.errorLine(r))")
        #expect(CLI.errorLine(r).hasSuffix("so its advance widths (hmtx) or line metrics (hhea) are out of range."))
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o.png").path))
    }

    @Test func anExistingOutputSurvivesAFailedRun() throws {
        let dir = try Fixtures.temporaryDirectory()
        let out = dir.appendingPathComponent("keep.png")
        try Data("precious".utf8).write(to: out)
        let r = try CLI.run(["glyphs", "--font", "/nope.otf", "--text", "1", "-o", out.path])
        #expect(r.status != 0)
        #expect(try Data(contentsOf: out) == Data("precious".utf8))
    }
}
