import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskRaster

struct RenderCommandTests {
    /// A folder of small opaque frames, each a flat colour.
    func frameFolder(count: Int = 30, side: Int = 16) throws -> URL {
        let dir = try Fixtures.temporaryDirectory()
        for k in 0..<count {
            let image = RGBAImage(width: side, height: side, filledWith: RGBA(r: UInt8(k * 8), g: 90, b: 200))
            try Data(PNGCodec.encode(image)).write(to: dir.appendingPathComponent(String(format: "f_%02d.png", k)))
        }
        return dir
    }

    @Test func rendersTheScheduledFrameFromAFolderAndAPattern() throws {
        let frames = try frameFolder()
        let out = try Fixtures.temporaryDirectory()
        for source in [frames.path, frames.appendingPathComponent("f_%02d.png").path] {
            let png = out.appendingPathComponent("r.png")
            let r = try CLI.run(["render", "--frames", source, "--size", "16", "--scale", "1", "--at", "61/15", "-o", png.path])
            #expect(r.status == 0, "\(r.stderr)")
            let image = try ImageFile.read(url: png)
            #expect(image.pixel(x: 8, y: 8) == RGBA(r: 8, g: 90, b: 200), "frame 1 at 61/15 s (u = 1/15)")
        }
    }

    @Test func pngCompressionTradesSizeForTimeAndKeepsThePixels() throws {
        let out = try Fixtures.temporaryDirectory()
        var sizes: [String: Int] = [:]
        var pictures: [String: RGBAImage] = [:]
        for setting in ["fast", "default", "smallest", "0"] {
            let png = out.appendingPathComponent("\(setting).png")
            let r = try CLI.run(["render", "--size", "40", "--at", "0.5", "--png-compression", setting, "-o", png.path])
            #expect(r.status == 0, "\(r.stderr)")
            sizes[setting] = try Data(contentsOf: png).count
            pictures[setting] = try ImageFile.read(url: png)
        }
        #expect(pictures.values.allSatisfy { $0 == pictures["default"] }, "every setting writes the same pixels")
        #expect(sizes["smallest"]! <= sizes["default"]! && sizes["default"]! <= sizes["fast"]! && sizes["fast"]! < sizes["0"]!, "\(sizes)")
        let bad = try CLI.run(["render", "--at", "0.5", "--png-compression", "10", "-o", out.appendingPathComponent("x.png").path])
        #expect(bad.status == 64 && bad.stderr.contains("--png-compression"), "\(bad.stderr)")
    }

    @Test func explainJSONHasTheDocumentedKeys() throws {
        let frames = try frameFolder()
        let r = try CLI.run(["render", "--frames", frames.path, "--size", "16", "--scale", "1", "--at", "1.533", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        #expect(object["topFrame"] as? Int == 22)
        let layers = object["layers"] as! [[String: Any]]
        #expect(layers.count == 30)
        #expect(layers[22]["frame"] as? Int == 22)
        #expect(layers[22]["timer"] as? String == "0:00")
        #expect(layers[22]["maskCoverage"] as? Double == 1)
        #expect(layers[22]["contributes"] as? Bool == true)
        #expect(layers.filter { $0["contributes"] as? Bool == true }.count == 1)
    }

    @Test func theDefaultRenderNeedsNoInputFiles() throws {
        let out = try Fixtures.temporaryDirectory().appendingPathComponent("demo.png")
        let r = try CLI.run(["render", "--at", "0.7", "--size", "60", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try ImageFile.read(url: out).width == 180)
    }

    func expectFailure(_ arguments: [String], _ expectedLine: String, prefixOnly: Bool = false) throws {
        let dir = try Fixtures.temporaryDirectory()
        let out = dir.appendingPathComponent("out.png")
        let r = try CLI.run(["render"] + arguments + ["-o", out.path])
        #expect(r.status != 0)
        let line = CLI.errorLine(r)
        if prefixOnly { #expect(line.hasPrefix(expectedLine), "\(line)") } else { #expect(line == expectedLine) }
        #expect(!FileManager.default.fileExists(atPath: out.path), "no output on failure")
    }

    /// A reference with an 18-digit fraction plus an instant in steps just as fine overflows
    /// 128 bits: every command that reads an instant refuses it in one sentence instead of trapping.
    @Test func instantsTooFineForTheReferenceAreRefusedNotTrapped() throws {
        let reference = ["--reference", "2026-11-21T10:00:00.000000000000000001Z", "--size", "24", "--scale", "1"]
        let runs: [(String, [String])] = [
            ("--at", ["render", "--at", "1/999999999999999989"] + reference + ["--json"]),
            ("--start", ["preview", "--start", "1/999999999999999989", "-o", "/tmp/never-written.gif"] + reference),
            ("--start", ["jitter", "--start", "1/999999999999999989"] + reference),
        ]
        for (flag, arguments) in runs {
            let r = try CLI.run(arguments)
            #expect(r.status != 0 && r.status < 128, "\(arguments[0]): a refusal, not a trap: \(r.status)")
            #expect(CLI.errorLine(r).hasPrefix("Error: \(flag): '1/999999999999999989' is not a time TimerMask can hold exactly"),
                    "\(arguments[0]): \(CLI.errorLine(r))")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.gif"))
    }

    /// Negative numbers are values, not flags: they reach validation and its one sentence.
    @Test func negativeSceneNumbersGetTheirOwnSentence() throws {
        let cases: [([String], String)] = [
            (["--fps", "-15"], "Error: --fps: -15 must be above 0 and at most 1000"),
            (["--count", "-1"], "Error: --count: -1 frames is outside 1…1000"),
            (["--size", "-3"], "Error: --size: -3 pt must be above 0 and at most 2048"),
            (["--scale", "-2"], "Error: --scale: -2 must be above 0 and at most 8"),
        ]
        for (arguments, sentence) in cases {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("negative-\(arguments[0]).png")
            let r = try CLI.run(["render"] + arguments + ["-o", out.path])
            #expect(r.status == 64, "\(arguments)")
            #expect(CLI.errorLine(r) == sentence)
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    /// A side or a scale that is not a number is quoted as typed, with what a number looks like;
    /// one out of range is quoted as typed too (not as the Double it read as: "0.0", "inf").
    @Test func sceneSizesAreQuotedAsTyped() throws {
        try expectFailure(["--scale", "abc"], "Error: --scale: 'abc' is not a number (such as 15, 29.97 or 30000/1001)")
        try expectFailure(["--size", "1e400"], "Error: --size: '1e400' is not a number (such as 15, 29.97 or 30000/1001)")
        try expectFailure(["--scale", "0"], "Error: --scale: 0 must be above 0 and at most 8")
        try expectFailure(["--size", "4096"], "Error: --size: 4096 pt must be above 0 and at most 2048")
    }

    @Test func missingFramesAreNamed() throws {
        try expectFailure(["--frames", "/nope/frames"], "Error: --frames: frames folder /nope/frames does not exist")
        try expectFailure(["--frames", "/nope/k_%02d.png"],
                          "Error: --frames: no file matches frame pattern '/nope/k_%02d.png' (tried /nope/k_00.png and /nope/k_01.png)")
    }

    @Test func mixedSizesNameTheOddFrame() throws {
        let frames = try frameFolder()
        try Data(PNGCodec.encode(RGBAImage(width: 9, height: 16))).write(to: frames.appendingPathComponent("f_07.png"))
        try expectFailure(["--frames", frames.path], "Error: --frames: frame f_07.png is 9×16 but f_00.png is 16×16; all frames must share one size")
    }

    @Test func anOddFirstFrameIsNamedItself() throws {
        let frames = try frameFolder()
        try Data(PNGCodec.encode(RGBAImage(width: 9, height: 16))).write(to: frames.appendingPathComponent("f_00.png"))
        try expectFailure(["--frames", frames.path], "Error: --frames: frame f_00.png is 9×16 but f_01.png is 16×16; all frames must share one size")
    }

    @Test func aFrameThatIsNotAnImageIsNamed() throws {
        let frames = try frameFolder()
        try Data("not a picture".utf8).write(to: frames.appendingPathComponent("f_03.png"))
        try expectFailure(["--frames", frames.path], "Error: --frames: \(frames.appendingPathComponent("f_03.png").path)", prefixOnly: true)
    }

    @Test func malformedSceneFileNamesTheJSONPath() throws {
        let dir = try Fixtures.temporaryDirectory()
        let scene = dir.appendingPathComponent("widget.json")
        try Data(#"{"width": 10, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "zstack", "children": [{"type": "color", "color": "tael"}]}}"#.utf8).write(to: scene)
        try expectFailure(["--scene", scene.path],
                          "Error: widget.json: root.children[0].color: 'tael' is not a colour (use #RRGGBB, #RRGGBBAA, white, black, clear, or a system colour, NAME or NAME@OPACITY with NAME one of blue, brown, cyan, gray, green, indigo, mint, orange, pink, primary, purple, quaternary, quaternarySystemFill, red, secondary, secondarySystemBackground, secondarySystemFill, secondarySystemGroupedBackground, separator, systemBackground, systemFill, systemGroupedBackground, teal, tertiary, tertiarySystemBackground, tertiarySystemFill, tertiarySystemGroupedBackground, yellow)")
    }

    static let sceneHead = #"{"format": 2, "width": 10, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": "#

    /// Every command that renders refuses these scene files in one sentence with the JSON path,
    /// exits non-zero and leaves no output file; none traps.
    @Test(arguments: [
        (#"{"type": "hexagon"}}"#, "Error: widget.json: root.type: 'hexagon' is not a view type"),
        (#"{"type": "color", "color": "red", "modifiers": [{"blur": 3, "opaque": "yes"}]}}"#, "Error: widget.json: root.modifiers[0].opaque: expected true or false, found a string"),
        (#"{"type": "color", "color": "red", "modifiers": [{"rotation3DEffect": 30}]}}"#, "Error: widget.json: root.modifiers[0]: 'rotation3DEffect' is not a modifier"),
        (#"{"type": "color", "color": "red", "modifiers": [{"blur": 1e9}]}}"#, "Error: widget.json: root.modifiers[0].blur: 1000000000 is outside [0, 1000]"),
        (#"{"type": "color", "color": "red", "modifiers": [{"shadow": {"radius": 2, "spread": 1}}]}}"#, "Error: widget.json: root.modifiers[0].shadow: "),
        (#"{"type": "color", "color": "red", "modifiers": [{"grayscale": 2}]}}"#, "Error: widget.json: root.modifiers[0].grayscale: 2 is outside [0, 1]"),
        (#"{"type": "color", "color": "red", "modifiers": [{"rotationEffect": "30 degrees"}]}}"#, "Error: widget.json: root.modifiers[0].rotationEffect: '30 degrees' is not an angle"),
        (#"{"type": "color", "color": "red", "modifiers": [{"clockHandRotationEffect": "fast"}]}}"#, "Error: widget.json: root.modifiers[0].clockHandRotationEffect: 'fast' is not"),
        (#"{"type": "color", "color": "red", "modifiers": [{"frame": {"width": 1e300}}]}}"#, "Error: widget.json: root.modifiers[0].frame.width: 1e+300 is outside"),
        (#"{"type": "color", "color": "red", "modifiers": [{"opacity": "NaN"}]}}"#, "Error: widget.json: root.modifiers[0].opacity: expected a number"),
        (#"{"type": "roundedRectangle", "cornerRadius": -4}}"#, "Error: widget.json: root.cornerRadius: -4 is outside"),
    ])
    func malformedSceneNumbersAndNamesAreRefusedWithTheirPath(root: String, prefix: String) throws {
        let scene = try Fixtures.temporaryDirectory().appendingPathComponent("widget.json")
        try Data((Self.sceneHead + root).utf8).write(to: scene)
        for command in ["render", "sheet", "preview"] {
            let out = scene.deletingLastPathComponent().appendingPathComponent(command == "preview" ? "x.gif" : "x.png")
            let r = try CLI.run([command, "--scene", scene.path, "-o", out.path])
            #expect(r.status != 0, "\(command)")
            #expect(CLI.errorLine(r).hasPrefix(prefix), "\(command): \(CLI.errorLine(r))")
            #expect(r.stderr.split(separator: "\n").count <= 2, "one sentence and at most a hint")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    @Test func aSceneNestedWithoutEndIsRefusedNotCrashed() throws {
        let scene = try Fixtures.temporaryDirectory().appendingPathComponent("deep.json")
        let depth = 100_000
        let nest = String(repeating: #"{"type": "zstack", "children": ["#, count: depth) + #"{"type": "color", "color": "red"}"#
            + String(repeating: "]}", count: depth)
        try Data((Self.sceneHead + nest + "}").utf8).write(to: scene)
        try expectFailure(["--scene", scene.path], "Error: deep.json nests deeper than 300 levels at line 1, column", prefixOnly: true)
    }

    @Test func unparsableInstantIsNamed() throws {
        try expectFailure(["--at", "1:05"], "Error: --at: '1:05' is not an instant", prefixOnly: true)
        try expectFailure(["--reference", "61.5"],
                          "Error: --reference: '61.5' must be a date-time such as 2026-11-21T10:00:00Z")
    }

    @Test func aSceneFileRendersLikeThePreset() throws {
        let dir = try Fixtures.temporaryDirectory()
        let frames = try frameFolder()
        let sceneFile = dir.appendingPathComponent("preset.json")
        let presetPNG = dir.appendingPathComponent("a.png"), scenePNG = dir.appendingPathComponent("b.png")
        let export = try CLI.run(["scene", "--size", "16", "--scale", "1", "-o", sceneFile.path])
        #expect(export.status == 0, "\(export.stderr)")
        _ = try CLI.run(["render", "--frames", frames.path, "--size", "16", "--scale", "1", "--at", "1.3", "-o", presetPNG.path])
        let r = try CLI.run(["render", "--scene", sceneFile.path, "--frames", frames.path, "--at", "1.3", "-o", scenePNG.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: presetPNG) == Data(contentsOf: scenePNG))
    }
}

/// Bad input the audit found unnamed or untested: each one sentence naming the flag or file.
extension RenderCommandTests {
    @Test func aMaskFontThatIsNotAFontNamesTheFlag() throws {
        let dir = try Fixtures.temporaryDirectory()
        let notAFont = dir.appendingPathComponent("mask.otf")
        try Data("certainly not a font".utf8).write(to: notAFont)
        try expectFailure(["--mask-font", notAFont.path], "Error: --mask-font: mask.otf", prefixOnly: true)
    }

    @Test func aMissingImageInASceneNamesTheSceneFileTheJSONPathAndTheImage() throws {
        let dir = try Fixtures.temporaryDirectory()
        let scene = dir.appendingPathComponent("widget.json")
        try Data(#"{"width": 10, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "zstack", "children": [{"type": "color", "color": "white"}, {"type": "image", "image": "photo.png"}]}}"#.utf8).write(to: scene)
        try expectFailure(["--scene", scene.path],
                          "Error: widget.json: root.children[1] names image 'photo.png': \(dir.appendingPathComponent("photo.png").path) does not exist.")
    }

    /// A folder named like a frame cannot be read as one, whoever runs the test (root included,
    /// which reads files whatever their permissions).
    @Test func aFrameThatCannotBeReadIsNamed() throws {
        let frames = try frameFolder()
        let frame = frames.appendingPathComponent("f_03.png")
        try FileManager.default.removeItem(at: frame)
        try FileManager.default.createDirectory(at: frame, withIntermediateDirectories: false)
        try expectFailure(["--frames", frames.path], "Error: --frames: \(frame.path) cannot be read (it is a folder).")
    }
}
