import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskRaster

/// `--preset framefonts` through the commands that render.
struct FrameFontsCommandTests {
    static let stack = ["--preset", "framefonts", "--size", "16"]

    func json(_ arguments: [String], status: Int32 = 0) throws -> [String: Any] {
        let r = try CLI.run(arguments)
        #expect(r.status == status, "\(arguments): \(r.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    }

    /// A whole loop without jitter shows every frame for exactly 1/8 s.
    @Test func aLoopWithoutJitterHasNoGlitches() throws {
        let report = try json(["jitter", "--json", "--loops", "1"] + Self.stack)
        #expect(report["glitchCount"] as? Int == 0)
        #expect(report["spanMs"] as? Int == 30_000, "the built-in stack loops in 30 s")
        let onScreen = try #require(report["onScreen"] as? [String: Any])
        #expect(onScreen["minMs"] as? Int == 125 && onScreen["maxMs"] as? Int == 125)
    }

    /// `--skew` moves the masks' reference date against the frames' (the two `Date() - 60`s):
    /// 30 ms of skew puts the wrong layer on top for 30 ms of every 125 ms frame.
    @Test func skewedMasksShowWrongFramesForTheSkew() throws {
        let r = try CLI.run(["jitter", "--duration", "4s", "--start", "2", "--skew", "30ms"] + Self.stack)
        #expect(r.status == 1 && r.stderr.isEmpty, "a failing gate exits 1 and its report says why: \(r.stderr)")
        #expect(r.stdout.contains("result: FAIL"))
        let report = try json(["jitter", "--json", "--duration", "4s", "--start", "2", "--skew", "30ms"] + Self.stack, status: 1)
        let glitches = try #require(report["glitches"] as? [[String: Any]])
        #expect(glitches.count == 32, "one per 1/8 s frame over 4 s")
        #expect(glitches.allSatisfy { $0["kind"] as? String == "wrong-frame" && $0["durationMs"] as? Double == 30 })
    }

    /// `render --explain` names each layer's font, its timer string and the frame glyph chosen.
    @Test func explainNamesFontTimerAndGlyphPerLayer() throws {
        let dir = try Fixtures.temporaryDirectory()
        let report = try json(["render", "--explain", "--json", "--at", "7.385", "-o", dir.appendingPathComponent("x.png").path] + Self.stack)
        #expect(report["topFrame"] as? Int == 43)
        let layers = try #require(report["layers"] as? [[String: Any]])
        #expect(layers.count == 16)
        let top = layers[11]
        #expect(top["font"] as? String == "builtin:FrameFont11" && top["string"] as? String == "0:05")
        #expect(top["frame"] as? Int == 43 && top["glyph"] is Int && top["contributes"] as? Bool == true)
    }

    /// The abandoned sbix version: thirty pair fonts at 15 fps, white behind each frame, from the
    /// command line; its loop is the 60 s the pairs take to repeat.
    @Test func sbixFrameFontsFromTheCommandLine() throws {
        let font = Fixtures.font("FramePairs-sbix.ttf").path
        let flags = ["--preset", "framefonts", "--fonts", font, "--count", "30", "--fps", "15", "--frame-background", "white", "--size", "16"]
        let report = try json(["jitter", "--json", "--loops", "1"] + flags)
        #expect(report["glitchCount"] as? Int == 0 && report["spanMs"] as? Int == 60_000)
        let dir = try Fixtures.temporaryDirectory()
        let explained = try json(["render", "--explain", "--json", "--at", "3.1", "-o", dir.appendingPathComponent("s.png").path] + flags)
        #expect(explained["topFrame"] as? Int == 46)
    }

    @Test func sheetTimelineAndPreviewDrawTheStack() throws {
        let dir = try Fixtures.temporaryDirectory()
        for (command, span) in [("sheet", ["--cells", "8", "--start", "2"]), ("timeline", ["--duration", "1s"]),
                                ("preview", ["--duration", "1s", "--fps", "8"])] {
            let out = dir.appendingPathComponent("\(command).\(command == "preview" ? "gif" : "png")")
            let r = try CLI.run([command] + span + ["-o", out.path] + Self.stack)
            #expect(r.status == 0, "\(command): \(r.stderr)")
            #expect(FileManager.default.fileExists(atPath: out.path), "\(command) wrote nothing")
        }
    }
}
