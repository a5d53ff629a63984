import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskRaster

/// `--preset widgetnimation-arc` through every command that renders.
struct ArcPresetCommandTests {
    static let arc = ["--preset", "widgetnimation-arc", "--size", "16", "--scale", "1"]

    @Test func jitterCountsEverySweepAsASplitApartFromGlitches() throws {
        // At R the view's centre is mid-band (a quarter turn is 14.5 bands), so no sweep is cut.
        let r = try CLI.run(["jitter", "--json", "--duration", "2s"] + Self.arc)
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["glitchCount"] as? Int == 0)
        #expect(object["splitCount"] as? Int == 58, "58 bands, one boundary sweep each per cycle")
        let splits = try #require(object["splits"] as? [[String: Any]])
        let sweepMs = 2 * atan(0.5 / 49.5) / (2 * .pi) * 2000
        #expect(splits.allSatisfy { abs(($0["durationMs"] as! Double) - sweepMs) < 1e-5 })
        let text = try CLI.run(["jitter", "--duration", "2s"] + Self.arc)
        #expect(text.stdout.contains("glitches: none"))
        #expect(text.stdout.contains("splits (two frames while a band boundary crosses the view; expected, not glitches): 58"))
    }

    @Test func sheetAndTimelineDrawTheArcWidget() throws {
        let dir = try Fixtures.temporaryDirectory()
        for (command, span) in [("sheet", ["--cells", "8", "--step", "1ms", "--start", "0.014"]), ("timeline", ["--duration", "200ms"])] {
            let out = dir.appendingPathComponent("\(command).png")
            let r = try CLI.run([command] + span + ["-o", out.path] + Self.arc)
            #expect(r.status == 0, "\(command): \(r.stderr)")
            #expect(try ImageFile.read(url: out).width > 100)
        }
    }

    @Test func thePresetAndItsSceneFileRenderTheSameBytes() throws {
        let dir = try Fixtures.temporaryDirectory()
        let scene = dir.appendingPathComponent("arc.json"), a = dir.appendingPathComponent("a.png"), b = dir.appendingPathComponent("b.png")
        #expect(try CLI.run(["scene", "-o", scene.path] + Self.arc).status == 0)
        #expect(try CLI.run(["render", "--at", "0.4999", "-o", a.path] + Self.arc).status == 0)
        #expect(try CLI.run(["render", "--scene", scene.path, "--at", "0.4999", "-o", b.path]).status == 0)
        #expect(try Data(contentsOf: a) == Data(contentsOf: b))
    }

    /// A zone west of Greenwich starts with a minus: it is the flag's value, not another flag.
    @Test func aNegativeZoneOffsetIsAValue() throws {
        let dir = try Fixtures.temporaryDirectory()
        let west = dir.appendingPathComponent("west.png"), utc = dir.appendingPathComponent("utc.png")
        let r = try CLI.run(["render", "--time-zone", "-05:30", "--cycle", "7s", "--at", "0.25", "-o", west.path] + Self.arc)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLI.run(["render", "--cycle", "7s", "--at", "0.25", "-o", utc.path] + Self.arc).status == 0)
        // −19800 s is 7 · (−2829) + 3: the zone's wall clock is 3 s further into the 7 s cycle.
        #expect(try Data(contentsOf: west) != Data(contentsOf: utc))
        let later = dir.appendingPathComponent("later.png")
        #expect(try CLI.run(["render", "--cycle", "7s", "--at", "3.25", "-o", later.path] + Self.arc).status == 0)
        #expect(try Data(contentsOf: west) == Data(contentsOf: later))
    }

    @Test(arguments: [
        (["--cycle", "0"], "Error: --cycle: 0 must be at least 1 ms and at most 1 h"),
        (["--cycle", "NaN"], "Error: --cycle: 'NaN' is not a duration (such as 1/15s, 66.667ms, 2s or 500us)"),
        (["--time-zone", "Mars/Base"], "Error: --time-zone: 'Mars/Base' is not a time zone (an IANA name such as Asia/Seoul, or an offset such as +09:00)"),
        (["--color-scheme", "grey"], "Error: --color-scheme: 'grey' is not light or dark"),
        (["--preset", "arc"], "Error: --preset: 'arc' is not one of widgetnimation, widgetnimation-arc, framefonts, live-timer"),
    ])
    func badFlagsGiveOneSentenceAndNoFile(arguments: [String], expected: String) throws {
        let out = try Fixtures.temporaryDirectory().appendingPathComponent("x.png")
        let r = try CLI.run(["render"] + Self.arc + arguments + ["-o", out.path])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r) == expected)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
