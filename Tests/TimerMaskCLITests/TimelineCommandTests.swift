import Foundation
import Testing
import TestFixtures

/// Timelines and the live-timer preset through the command line: bad input is one sentence
/// naming the JSON path or the flag, a non-zero exit and no output file.
struct TimelineCommandTests {
    static func scene(_ body: String) -> String {
        """
        {"format": 2, "width": 100, "height": 40, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", \(body)}
        """
    }
    static let text = #""root": {"type": "text", "font": "system", "size": 12, "runs": [{"value": "w"}]}"#

    @Test(arguments: [
        (scene(#""timeline": {"entries": [{"date": "2", "values": {"w": "a"}}, {"date": "1"}]}, "# + text),
         "timeline.entries[1].date: R+1s comes before entry 0's date R+2s; entries must be in date order"),
        (scene(#""timeline": {"entries": [{"date": "1", "values": {"w": "a"}}, {"date": "1"}]}, "# + text),
         "timeline.entries[1].date: R+1s is the date of entry 0 too; each entry needs a date of its own"),
        (scene(#""timeline": {"entries": [{"date": "1", "values": {"w": "a"}}], "policy": {"after": "0"}}, "# + text),
         "timeline.policy.after: the reload date R+0s is before the first entry's date R+1s"),
        (scene(#""root": {"type": "text", "size": 12, "runs": [{"timerInterval": {"start": "10", "end": "5"}}]}"#),
         "root.runs[0].timerInterval:"),
        (scene(#""root": {"type": "text", "size": 12, "runs": [{"stopwatch": {"startingAt": "0", "maxFieldCount": 0}}]}"#),
         "root.runs[0].stopwatch.maxFieldCount:"),
        (scene(#""root": {"type": "color", "color": "white"}"#).replacingOccurrences(of: #""format": 2"#, with: #""format": 3"#),
         "format:"),
    ])
    func badScenesAreOneSentenceWithTheirPath(scene: String, expected: String) throws {
        let dir = try Fixtures.temporaryDirectory()
        let file = dir.appendingPathComponent("bad.json"), out = dir.appendingPathComponent("out.png")
        try Data(scene.utf8).write(to: file)
        let result = try CLI.run(["render", "--scene", file.path, "--at", "1", "-o", out.path])
        #expect(result.status != 0)
        #expect(CLI.errorLine(result).contains("bad.json: \(expected)"), "\(CLI.errorLine(result))")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test(arguments: [
        (["--entry-latency", "constant:-5"], "--entry-latency: -5 ms is negative; an entry never shows before its date"),
        (["--entry-latency", "soon"], "--entry-latency:"),
        (["--entry-cadence", "0s"], "--entry-cadence: 0s must be at least 1 ms and at most 1 h"),
        (["--day-total", "-1s"], "--day-total: -1s must be at least 0 and at most 366 days"),
        (["--started-at", "tomorrow"], "--started-at:"),
        (["--font-size", "1e9"], "--font-size:"),
    ])
    func badFlagsAreOneSentenceNamingTheFlag(flags: [String], expected: String) throws {
        let out = try Fixtures.temporaryDirectory().appendingPathComponent("out.png")
        let result = try CLI.run(["render", "--preset", "live-timer", "--at", "1"] + flags + ["-o", out.path])
        #expect(result.status != 0)
        #expect(CLI.errorLine(result).contains(expected), "\(CLI.errorLine(result))")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func jitterReportsALateMarkAsWrongTextNamingTheMark() throws {
        let result = try CLI.run(["jitter", "--preset", "live-timer", "--start", "598", "--duration", "4s",
                                  "--entry-latency", "constant:250", "--json"])
        #expect(result.status == 1)
        struct Report: Decodable {
            struct Glitch: Decodable {
                struct Text: Decodable { let shown: String; let expected: String? }
                struct Entry: Decodable { let due: Int; let dueLabel: String? }
                let kind: String; let startMs: Double; let durationMs: Double; let texts: [Text]?; let entry: Entry?
            }
            let glitches: [Glitch]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        #expect(report.glitches.count == 1)
        let glitch = try #require(report.glitches.first)
        #expect(glitch.kind == "wrong-text" && glitch.startMs == 600_000 && glitch.durationMs == 250)
        #expect(glitch.texts?.map(\.shown) == ["00:010:00", "00:010:00"])
        #expect(glitch.texts?.map(\.expected) == ["00:10:00", "00:10:00"])
        #expect(glitch.entry?.dueLabel == "day 10 min mark, week 10 min mark")
    }

    @Test func explainJSONListsEveryTextWithWhatItShouldRead() throws {
        let out = try Fixtures.temporaryDirectory().appendingPathComponent("w.png")
        let result = try CLI.run(["render", "--preset", "live-timer", "--day-total", "50min", "--at", "600", "--explain", "--json", "-o", out.path])
        #expect(result.status == 0)
        struct Explanation: Decodable { struct Text: Decodable { let path: String; let shown: String; let expected: String? }; let texts: [Text] }
        let texts = try JSONDecoder().decode(Explanation.self, from: Data(result.stdout.utf8)).texts
        #expect(texts.map(\.shown) == ["Today", "01:00:00", "This week", "00:10:00"])
        #expect(texts.map(\.expected) == [nil, "01:00:00", nil, "00:10:00"])
    }

    /// `scene --preset live-timer` writes the preset as a scene file with its timeline: the file
    /// renders the preset's bytes on both sides of a mark, and its late entries read the same.
    @Test func theExportedSceneFileIsThePreset() throws {
        let dir = try Fixtures.temporaryDirectory()
        let flags = ["--day-total", "50min", "--week-total", "590min"]
        let scene = dir.appendingPathComponent("live.json")
        let export = try CLI.run(["scene", "--preset", "live-timer"] + flags + ["-o", scene.path])
        #expect(export.status == 0, "\(export.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: scene)) as? [String: Any]
        let entries = (json?["timeline"] as? [String: Any])?["entries"] as? [Any]
        #expect((entries?.count ?? 0) > 3)
        for at in ["599.5", "600", "3600.25"] {
            let a = dir.appendingPathComponent("preset-\(at).png"), b = dir.appendingPathComponent("file-\(at).png")
            #expect(try CLI.run(["render", "--preset", "live-timer"] + flags + ["--at", at, "-o", a.path]).status == 0)
            let r = try CLI.run(["render", "--scene", scene.path, "--at", at, "-o", b.path])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(try Data(contentsOf: a) == Data(contentsOf: b), "at \(at) s")
        }
        let jitter = ["jitter", "--start", "598", "--duration", "4s", "--entry-latency", "constant:300"]
        let fromPreset = try CLI.run(jitter + ["--preset", "live-timer"] + flags)
        let fromFile = try CLI.run(jitter + ["--scene", scene.path])
        #expect(fromPreset.status == 1 && fromFile.status == 1)
        // The same glitch lines (the title names the scene's source, so it is left out).
        #expect(fromPreset.stdout.split(separator: "\n").dropFirst() == fromFile.stdout.split(separator: "\n").dropFirst())
        // At 600 s the day total reaches 1 h and the week total 10 h: both prefixes are late.
        #expect(fromFile.stdout.contains("\"00:1:00:00\"") && fromFile.stdout.contains("\"010:00:00\""))
    }
}
