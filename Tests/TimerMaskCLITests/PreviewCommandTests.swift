import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskRaster

/// `timermask preview` and `timermask frames`, run as a user runs them (40 pt @1x to stay quick).
struct PreviewCommandTests {
    static let small = ["--size", "40", "--scale", "1"]

    @Test func writesAGIFAndSaysWhatItHolds() throws {
        let dir = try Fixtures.temporaryDirectory()
        let gif = dir.appendingPathComponent("demo.gif")
        let r = try CLI.run(["preview"] + Self.small + ["-o", gif.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "no progress when standard error is not a terminal")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("demo.gif: 30 frames (30 samples at 15 fps, 30 renders), 2 s, ") == true, "\(r.stdout)")
        let animation = try GIFCodec.decodeAnimation([UInt8](Data(contentsOf: gif)), source: "demo.gif")
        #expect(animation.frames.count == 30 && animation.plays == 0)
        #expect(animation.frames.map(\.delayCentiseconds).reduce(0, +) == 200)
    }

    /// ffmpeg, gifski and img2webp users read --fps as the output's rate: on preview it is, and
    /// the widget keeps playing at its own 15 fps (a 60 fps file of one 2 s loop, not 4 loops).
    @Test func fpsIsThePreviewFilesRateAndTheWidgetKeepsItsSpeed() throws {
        let dir = try Fixtures.temporaryDirectory()
        let fast = dir.appendingPathComponent("fast.gif"), same = dir.appendingPathComponent("same.gif")
        let r = try CLI.run(["preview"] + Self.small + ["--fps", "60", "-o", fast.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("(120 samples at 60 fps"), "\(r.stdout)")
        let animation = try GIFCodec.decodeAnimation([UInt8](Data(contentsOf: fast)), source: "fast.gif")
        #expect(animation.frames.map(\.delayCentiseconds).reduce(0, +) == 200, "one 2 s loop, at the widget's own speed")
        #expect(animation.frames.count == 30, "60 samples a second of a 15 fps widget merge into its 30 pictures")
        // --sample-fps is the same flag; --widget-fps is the preset's own rate here.
        #expect(try CLI.run(["preview"] + Self.small + ["--sample-fps", "60", "-q", "-o", same.path]).status == 0)
        #expect(try Data(contentsOf: fast) == Data(contentsOf: same))
        let slow = try CLI.run(["preview"] + Self.small + ["--widget-fps", "5", "-q", "-o", same.path])
        #expect(slow.status == 0, "\(slow.stderr)")
        let slower = try GIFCodec.decodeAnimation([UInt8](Data(contentsOf: same)), source: "same.gif")
        #expect(slower.frames.map(\.delayCentiseconds).reduce(0, +) == 600, "30 frames at 5 fps loop in 6 s")
        let refused = try CLI.run(["preview"] + Self.small + ["--fps", "0", "-o", same.path])
        #expect(refused.status != 0)
        #expect(CLI.errorLine(refused) == "Error: --fps: 0 must be above 0 and at most 240")
    }

    @Test func quietWebPLoopsAsToldAndListsBackAsFrames() throws {
        let dir = try Fixtures.temporaryDirectory()
        let webp = dir.appendingPathComponent("two.webp")
        let r = try CLI.run(["preview"] + Self.small + ["--duration", "1s", "--sample-fps", "30", "--loop-count", "2", "-q", "-o", webp.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty && r.stderr.isEmpty, "--quiet prints nothing")
        let frames = dir.appendingPathComponent("frames")
        let listed = try CLI.run(["frames", webp.path, "-o", frames.path])
        #expect(listed.status == 0, "\(listed.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        #expect(files.count == 15 && files.first == "frame_00.png")
        #expect(listed.stdout.hasSuffix("two.webp: WEBP, 15 frames, 1 s, plays 2 times\n"), "\(listed.stdout)")
        #expect(listed.stdout.hasPrefix("frame_00.png  frame 0  67 ms\nframe_01.png  frame 1  67 ms\nframe_02.png  frame 2  66 ms\n"))
    }

    /// A GIF whose delays were all 65535 cs wanted 1.18 million PNGs at --fps 60, and 20,000
    /// frames at --fps 240 wrote 100,673 files before being killed (issue 13): the output frames
    /// are counted first, and refused over --max-files in one sentence.
    @Test func framesCountsItsOutputBeforeWritingAny() throws {
        let dir = try Fixtures.temporaryDirectory()
        let dot = RGBAImage(width: 1, height: 1, filledWith: .white)
        let slow = dir.appendingPathComponent("slow.gif"), six = dir.appendingPathComponent("six.gif")
        try Data(GIFCodec.encode([GIFFrame(image: dot, delayCentiseconds: 65535), GIFFrame(image: .init(width: 1, height: 1), delayCentiseconds: 65535)])).write(to: slow)
        try Data(GIFCodec.encode((0..<6).map { GIFFrame(image: $0 % 2 == 0 ? dot : RGBAImage(width: 1, height: 1), delayCentiseconds: 10) })).write(to: six)
        let out = dir.appendingPathComponent("out")
        for (arguments, expected) in [
            ([slow.path, "--fps", "60"], "Error: --fps: 60 frames a second over one play of slow.gif (1310.7 s) make 78642 frames, over the limit of 10000 (--max-files)"),
            ([six.path, "--max-files", "5"], "Error: six.gif holds 6 frames, over the limit of 5 (--max-files); use --fps to sample fewer"),
            ([six.path, "--fps", "20", "--max-files", "11"], "Error: --fps: 20 frames a second over one play of six.gif (0.6 s) make 12 frames, over the limit of 11 (--max-files)"),
        ] {
            let r = try CLI.run(["frames"] + arguments + ["-o", out.path])
            #expect(r.status == 1)
            #expect(CLI.errorLine(r) == expected)
            #expect(!FileManager.default.fileExists(atPath: out.path), "nothing written")
        }
        #expect(try CLI.run(["frames", six.path, "--fps", "20", "--max-files", "12", "-q", "-o", out.path]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).count == 12)
    }

    @Test func framesReadsAGIFMadeByAnotherTool() throws {
        let dir = try Fixtures.temporaryDirectory()
        let gif = Fixtures.url("Images/pillow-disposal.gif")
        let r = try CLI.run(["frames", gif.path, "-o", dir.appendingPathComponent("f").path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix("pillow-disposal.gif: GIF, 4 frames, 0.5 s, plays forever\n"), "\(r.stdout)")
        let second = try PNGCodec.decode([UInt8](Data(contentsOf: dir.appendingPathComponent("f/frame_01.png"))), source: "frame_01.png")
        #expect(second.width == 8 && second.height == 6)
        #expect(second.pixel(x: 5, y: 3) == RGBA(r: 0, g: 255, b: 0) && second.pixel(x: 0, y: 0) == .clear,
                "the red frame before was cleared, only the green block shows")
    }

    @Test func framesComparesAnAnimationWithTheRendersItWasMadeFrom() throws {
        let dir = try Fixtures.temporaryDirectory()
        let gif = dir.appendingPathComponent("d.gif"), renders = dir.appendingPathComponent("renders")
        let made = try CLI.run(["preview"] + Self.small + ["--sample-fps", "60", "-q", "-o", gif.path])
        #expect(made.status == 0, "\(made.stderr)")
        let dumped = try CLI.run(["preview"] + Self.small + ["--sample-fps", "60", "--samples-to", renders.path])
        #expect(dumped.status == 0, "\(dumped.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: renders.path).count == 120)
        let r = try CLI.run(["frames", gif.path, "--fps", "60", "--compare", renders.path])
        #expect(r.status == 0, "\(r.stderr)")
        let summary = String(r.stdout.split(separator: "\n").last ?? "")
        #expect(summary.hasPrefix("d.gif: GIF, 30 frames, 2 s, plays forever; PSNR mean "), "\(summary)")
        #expect(summary.hasSuffix(" over 120 frames"), "\(summary)")
        let mean = Double(summary.components(separatedBy: "PSNR mean ")[1].components(separatedBy: " dB")[0]) ?? 0
        #expect(mean > 35, "\(summary)")
    }

    /// What the terminal shows while `preview` runs under script(1), which gives it a terminal.
    func onATerminal(_ arguments: [String]) throws -> String {
        let dir = try Fixtures.temporaryDirectory()
        let script = "/usr/bin/script"
        try #require(FileManager.default.isExecutableFile(atPath: script), "script(1) from util-linux gives the CLI a terminal")
        let command = ([CLI.binary.path, "preview"] + Self.small + arguments + ["-o", dir.appendingPathComponent("t.gif").path])
            .map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["-qec", command, "/dev/null"]
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        return text
    }

    @Test func aTerminalSeesRenderingThenEncodingUnlessQuiet() throws {
        let shown = try onATerminal([])
        #expect(shown.contains("t.gif: rendering 30/30 (100%)"), "\(shown)")
        #expect(shown.contains("t.gif: encoding 30/30 (100%)"), "the GIF's encoding pass is shown too: \(shown)")
        #expect(shown.range(of: "rendering")!.lowerBound < shown.range(of: "encoding")!.lowerBound)
        #expect(try onATerminal(["-q"]).isEmpty, "--quiet prints nothing, even on a terminal")
    }

    @Test func lossyWebPIsVP8AndCloseToTheRenders() throws {
        let dir = try Fixtures.temporaryDirectory()
        let webp = dir.appendingPathComponent("lossy.webp"), renders = dir.appendingPathComponent("renders")
        let made = try CLI.run(["preview"] + Self.small + ["--lossy", "--quality", "80", "-q", "-o", webp.path])
        #expect(made.status == 0, "\(made.stderr)")
        let bytes = [UInt8](try Data(contentsOf: webp))
        func occurrences(_ name: String) -> Int {
            let tag = Array(name.utf8)
            return (0..<bytes.count - 3).filter { bytes[$0..<$0 + 4].elementsEqual(tag) }.count
        }
        #expect(occurrences("VP8L") == 0, "no lossless frames")
        #expect(occurrences("VP8 ") >= 1)
        #expect(occurrences("ANMF") == 30)
        let dumped = try CLI.run(["preview"] + Self.small + ["--samples-to", renders.path])
        #expect(dumped.status == 0, "\(dumped.stderr)")
        let r = try CLI.run(["frames", webp.path, "--fps", "15", "--compare", renders.path])
        #expect(r.status == 0, "\(r.stderr)")
        let summary = String(r.stdout.split(separator: "\n").last ?? "")
        let mean = Double(summary.components(separatedBy: "PSNR mean ").last?.components(separatedBy: " dB").first ?? "") ?? 0
        // Measured 27.9 dB: VP8 halves chroma resolution, which costs coloured 40 px text most.
        #expect(mean > 25, "\(summary)")
        let lossless = dir.appendingPathComponent("lossless.webp")
        #expect(try CLI.run(["preview"] + Self.small + ["-q", "-o", lossless.path]).status == 0)
        #expect(bytes.count < (try Data(contentsOf: lossless)).count, "lossy is smaller than lossless")
    }

    @Test func helpStatesTheSampleLimit() throws {
        let r = try CLI.run(["preview", "--help"])
        #expect(r.stdout.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: "").contains("at most 10000 samples in all"), "\(r.stdout)")
    }

    func expectFailure(_ arguments: [String], output: String = "out.gif", _ expected: String) throws {
        let dir = try Fixtures.temporaryDirectory()
        let out = output.hasPrefix("/") ? URL(fileURLWithPath: output) : dir.appendingPathComponent(output)
        let r = try CLI.run(["preview"] + Self.small + arguments + ["-o", out.path])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r) == expected.replacingOccurrences(of: "OUT", with: out.path))
        #expect(!FileManager.default.fileExists(atPath: out.path), "no output on failure")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(leftovers.isEmpty, "nothing half-written is left: \(leftovers)")
    }

    @Test func badSpansAreNamed() throws {
        try expectFailure(["--duration", "0"], "Error: --duration: 0 must be above zero")
        try expectFailure(["--duration", "-1s"], "Error: --duration: -1s must be above zero")
        try expectFailure(["--sample-fps", "0"], "Error: --fps: 0 must be above 0 and at most 240")
        try expectFailure(["--sample-fps", "-15"], "Error: --fps: -15 must be above 0 and at most 240")
        try expectFailure(["--loops", "-1"], "Error: --loops: -1 is outside 1…1000")
        try expectFailure(["--loop-count", "-1"], "Error: --loop-count: -1 is outside 0…65535")
        try expectFailure(["--quality", "-5"], output: "out.webp", "Error: --quality: -5.0 is outside 0…100")
        try expectFailure(["--method", "-1"], output: "out.webp", "Error: --method: -1 is outside 0…6")
        try expectFailure(["--keyframe-spacing", "-1"], output: "out.webp", "Error: --keyframe-spacing: -1 must be 0 or more")
        try expectFailure(["--duration", "200s", "--sample-fps", "60"],
                          "Error: --duration: 200 s at 60 fps is 12000 frames, over the limit of 10000")
    }

    @Test func badOutputsAreNamed() throws {
        try expectFailure([], output: "out.png", "Error: -o: 'OUT' must end in .gif or .webp (or name the format with --format)")
        try expectFailure(["--format", "webp"], "Error: --format webp contradicts the .gif extension of -o 'OUT'")
        try expectFailure(["--lossy"], "Error: --lossy applies to WebP; a GIF is always quantised to 255 colours")
        try expectFailure(["--dither", "floyd"], "Error: --dither: 'floyd' is not one of none, fs, ordered")
        let r = try CLI.run(["preview"] + Self.small + ["-o", "/proc/timermask-preview.gif"])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r) == "Error: -o: the folder /proc of '/proc/timermask-preview.gif' is not writable")
    }

    @Test func framesNamesWhatItCannotRead() throws {
        let dir = try Fixtures.temporaryDirectory()
        let png = dir.appendingPathComponent("still.png")
        try Data(PNGCodec.encode(RGBAImage(width: 2, height: 2, filledWith: .white))).write(to: png)
        let r = try CLI.run(["frames", png.path, "-o", dir.appendingPathComponent("f").path])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r) == "Error: still.png is not a GIF or WebP animation")
        let missing = try CLI.run(["frames", "/nope/a.gif", "-o", dir.appendingPathComponent("f").path])
        #expect(CLI.errorLine(missing) == "Error: the animation /nope/a.gif does not exist")
    }
}
