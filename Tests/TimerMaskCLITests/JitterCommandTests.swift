import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskRaster

/// `timermask sheet`, `timeline` and `jitter`, and the jitter options every renderer takes.
struct JitterCommandTests {
    static let small = ["--size", "24", "--scale", "1"]

    @Test func aCleanScanExitsZeroAndAGlitchyOneExitsOne() throws {
        let clean = try CLI.run(["jitter"] + Self.small)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.contains("glitches: none"))
        #expect(clean.stdout.contains("frames on screen: min 66.667 ms, median 66.667 ms, max 66.667 ms"))

        let late = try CLI.run(["jitter", "--latency", "constant:8", "--latency-on", "layer:7"] + Self.small)
        #expect(late.status == 1)
        #expect(late.stdout.contains("glitches: 2, total 16 ms, worst 8 ms"))
        #expect(late.stdout.contains("466.667–474.667 ms  8 ms  frame 6 instead of frame 7"))

        let tolerated = try CLI.run(["jitter", "--latency", "constant:8", "--latency-on", "layer:7", "--max-glitch-ms", "16"] + Self.small)
        #expect(tolerated.status == 0, "\(tolerated.stdout)")
    }

    @Test func jsonReportHasTheDocumentedKeys() throws {
        let r = try CLI.run(["jitter", "--json", "--latency", "uniform:0,20", "--latency-on", "masks", "--seed", "5", "--refresh", "120",
                             "--max-glitch-ms", "10000"] + Self.small)
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        for key in ["glitches", "totalGlitchMs", "worstGlitchMs", "onScreen", "frames", "droppedFrames", "doubledFrames", "effectiveFps", "pass", "seed", "jitter"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        let glitches = try #require(object["glitches"] as? [[String: Any]])
        #expect(!glitches.isEmpty)
        #expect(glitches.allSatisfy { ($0["endMs"] as! Double) > ($0["startMs"] as! Double) })
        #expect(object["pass"] as? Bool == true)
        #expect(object["jitter"] as? String == "latency uniform 0…20 ms per flip on group masks, refresh 120 Hz")
    }

    @Test func sheetBytesDependOnTheSeedAlone() throws {
        let dir = try Fixtures.temporaryDirectory()
        func sheet(_ seed: String, _ name: String) throws -> Data {
            let out = dir.appendingPathComponent(name)
            let r = try CLI.run(["sheet", "--latency", "normal:15,10", "--latency-on", "masks", "--seed", seed, "--cells", "30",
                                 "--step", "1/30s", "--thumb", "24", "-o", out.path] + Self.small)
            #expect(r.status == 0, "\(r.stderr)")
            return try Data(contentsOf: out)
        }
        let a = try sheet("9", "a.png"), b = try sheet("9", "b.png"), c = try sheet("10", "c.png")
        #expect(a == b)
        #expect(a != c)
    }

    @Test func timelineWritesAReadableDiagram() throws {
        let out = try Fixtures.temporaryDirectory().appendingPathComponent("t.png")
        let r = try CLI.run(["timeline", "--latency", "constant:10", "--latency-on", "layer:3", "--width", "800", "-o", out.path] + Self.small)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try ImageFile.read(url: out).width == 800)
    }

    @Test func renderWithoutJitterFlagsIsUnchangedAndLatencyChangesIt() throws {
        let dir = try Fixtures.temporaryDirectory()
        func render(_ extra: [String], _ name: String) throws -> Data {
            let out = dir.appendingPathComponent(name)
            let r = try CLI.run(["render", "--at", "7/15+0.004"] + extra + Self.small + ["-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            return try Data(contentsOf: out)
        }
        let plain = try render([], "plain.png")
        #expect(plain == (try render(["--latency", "constant:0"], "zero.png")))
        #expect(plain == (try render(["--refresh", "60"], "tick.png")), "7/15 s is a 60 Hz tick; 4 ms later shows the same picture")
        #expect(plain != (try render(["--latency", "constant:8", "--latency-on", "layer:7"], "late.png")))
        let explain = try CLI.run(["render", "--at", "7/15+0.004", "--latency", "constant:8", "--latency-on", "layer:7", "--json"] + Self.small)
        #expect(explain.stdout.contains("\"topFrame\" : 6"))
    }

    @Test func refreshChangesARenderBetweenTicks() throws {
        // 0.129 s at 8 fps is frame 1 (from 0.125 s); the last 60 Hz tick, 0.1167 s, still shows frame 0.
        func top(_ extra: [String]) throws -> String {
            let r = try CLI.run(["render", "--fps", "8", "--count", "16", "--at", "0.129", "--json"] + extra + Self.small)
            #expect(r.status == 0, "\(r.stderr)")
            return r.stdout
        }
        #expect(try top([]).contains("\"topFrame\" : 1"))
        #expect(try top(["--refresh", "60"]).contains("\"topFrame\" : 0"))
    }

    @Test func runtimeErrorsExitTwoSoCICanTellThemFromGlitches() throws {
        let cases: [([String], String)] = [
            (["--latency", "constant:40", "--latency-on", "layer:40"], "Error: --latency-on: layer 40 is not in the scene (it has layers 0…29)"),
            (["--skew", "4ms", "--skew-on", "nosuch"], "Error: --skew-on: no timer belongs to group 'nosuch'; the scene's groups are: masks"),
            (["--resolution", "1us"], "Error: --resolution: a step of 0.001 ms makes 4000000 samples, over the limit of 200000; use a larger step or a shorter span"),
        ]
        for (arguments, sentence) in cases {
            let r = try CLI.run(["jitter"] + arguments + Self.small)
            #expect(r.status == 2, "\(arguments): \(r.status)")
            #expect(CLI.errorLine(r) == sentence)
        }
        #expect(try CLI.run(["jitter", "--help"]).stdout.contains("2 when the scan could not run"))
        #expect(try CLI.run(["jitter", "--resolution", "0ms"] + Self.small).status == 64, "a malformed flag is a usage error")
    }

    @Test func sheetHelpTellsCellsFromCount() throws {
        // Help text is wrapped to the terminal: compare with single spaces.
        let help = try CLI.run(["sheet", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("--cells sets how many pictures; --count is the scene's number of frame layers"))
    }

    @Test func noJitterIsGlitchFreeUnderEveryRoundingRule() throws {
        for rule in ["ceil", "floor", "nearest"] {
            let r = try CLI.run(["jitter", "--rounding", rule] + Self.small)
            #expect(r.status == 0, "\(rule): \(r.stdout)")
            #expect(r.stdout.contains("glitches: none"), "\(rule)")
        }
    }

    /// The `effective fps: 15.051` line's number.
    func effectiveFPS(_ arguments: [String]) throws -> Double {
        let r = try CLI.run(["jitter", "--max-glitch-ms", "100000"] + arguments + Self.small)
        #expect(r.status == 0, "\(r.stderr)")
        let line = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("effective fps: ") })
        return try #require(Double(line.dropFirst("effective fps: ".count).prefix { $0 != " " }))
    }

    @Test func effectiveFpsLeavesOutShowingsTheSpanCuts() throws {
        #expect(try effectiveFPS([]) == 15)
        // No frame dropped or doubled: about 15 fps, not the 15.25 the cut showings at the edges gave.
        #expect(abs(try effectiveFPS(["--latency", "uniform:0,30", "--seed", "7"]) - 15) < 0.1)
    }

    @Test func jsonReportOfAGlitchyScanFailsTheGate() throws {
        let r = try CLI.run(["jitter", "--json", "--latency", "constant:8", "--latency-on", "layer:7"] + Self.small)
        #expect(r.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["pass"] as? Bool == false)
        #expect(object["totalGlitchMs"] as? Double == 16)
    }

    /// The bytes `command` writes to `name` with `extra` flags.
    func output(_ command: String, _ extra: [String], _ name: String, in dir: URL) throws -> Data {
        let out = dir.appendingPathComponent(name)
        let r = try CLI.run([command] + extra + Self.small + ["-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        return try Data(contentsOf: out)
    }

    @Test func previewFollowsTheJitterFlags() throws {
        let dir = try Fixtures.temporaryDirectory()
        let span = ["--duration", "1s"]
        let plain = try output("preview", span, "plain.gif", in: dir)
        #expect(plain == (try output("preview", span + ["--latency", "constant:0"], "zero.gif", in: dir)))
        #expect(plain != (try output("preview", span + ["--latency", "constant:30"], "late.gif", in: dir)))
    }

    @Test func timelineFollowsTheJitterFlags() throws {
        let dir = try Fixtures.temporaryDirectory()
        // The title line names the jitter model, so only the diagram below it is compared.
        func diagram(_ extra: [String], _ name: String) throws -> [UInt8] {
            _ = try output("timeline", ["--width", "800"] + extra, name, in: dir)
            let image = try ImageFile.read(url: dir.appendingPathComponent(name))
            return Array(image.pixels[(40 * image.width * 4)...])
        }
        let plain = try diagram([], "plain.png")
        #expect(plain == (try diagram(["--latency", "constant:0"], "zero.png")))
        #expect(plain != (try diagram(["--latency", "constant:30"], "late.png")))
    }

    @Test func skewOnTheMasksShowsUpInTheReport() throws {
        let r = try CLI.run(["jitter", "--skew", "10ms", "--skew-on", "masks"] + Self.small)
        #expect(r.status == 1, "\(r.stderr)")
        // Every mask flips 10 ms late, so each of the 60 frame changes in two loops comes 10 ms late.
        #expect(r.stdout.contains("glitches: 60, total 600 ms, worst 10 ms"), "\(r.stdout)")
        let dir = try Fixtures.temporaryDirectory()
        let plain = try output("render", ["--at", "7/15+0.004"], "plain.png", in: dir)
        #expect(plain != (try output("render", ["--at", "7/15+0.004", "--skew", "10ms", "--skew-on", "layer:7"], "skew.png", in: dir)))
    }

    func expectFailure(_ command: String, _ arguments: [String], _ expectedLine: String) throws {
        let dir = try Fixtures.temporaryDirectory()
        let out = dir.appendingPathComponent("out.png")
        let r = try CLI.run([command] + arguments + Self.small + ["-o", out.path])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r) == expectedLine)
        #expect(!FileManager.default.fileExists(atPath: out.path), "no output on failure")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "no temporary file left either")
    }

    @Test func badInputIsOneSentenceAndWritesNothing() throws {
        try expectFailure("sheet", ["--step", "0"], "Error: --step: 0 must be above zero")
        try expectFailure("sheet", ["--step", "-1/60s"], "Error: --step: -1/60s must be above zero")
        try expectFailure("sheet", ["--cells", "5000"], "Error: --cells: 5000 is outside 1…1000")
        try expectFailure("sheet", ["--latency", "gauss:8,3"],
                          "Error: --latency: unknown distribution 'gauss' in 'gauss:8,3'; use constant:MS, uniform:MIN,MAX or normal:MEAN,SD (milliseconds)")
        try expectFailure("sheet", ["--latency", "constant:8", "--latency-on", "layer:40"],
                          "Error: --latency-on: layer 40 is not in the scene (it has layers 0…29)")
        try expectFailure("timeline", ["--duration", "0s"], "Error: --duration: 0s must be above zero")
        try expectFailure("timeline", ["--duration", "-2s"], "Error: --duration: -2s must be above zero")
        try expectFailure("timeline", ["--duration", "1h"], "Error: --duration: '1h' is not a duration (such as 1/15s, 66.667ms, 2s or 500us)")
        try expectFailure("timeline", ["--skew", "-11s"], "Error: --skew: -11s is more than 10 s either way")
        try expectFailure("timeline", ["--refresh", "0"], "Error: --refresh: 0 Hz is outside 1…1000 Hz")
        try expectFailure("render", ["--latency-per", "frame"], "Error: --latency-per applies only with --latency; add --latency constant:MS (or uniform/normal)")
        try expectFailure("render", ["--latency", "normal:8,2", "--latency-per", "frame"], "Error: --latency-per: 'frame' is not flip or timer")
        let jitter = try CLI.run(["jitter", "--resolution", "0ms"] + Self.small)
        #expect(jitter.status != 0 && jitter.status != 1, "a usage error is not a glitch verdict")
        #expect(CLI.errorLine(jitter) == "Error: --resolution: 0ms must be above zero")
    }
}
