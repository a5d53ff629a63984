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
