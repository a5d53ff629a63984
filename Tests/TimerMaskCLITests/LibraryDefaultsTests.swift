import Foundation
import Testing
import TestFixtures
import TimerMask
@testable import TimerMaskCLI

/// The library and the command line are one product: with no flags the CLI must build exactly
/// what the library builds with no arguments, and load scenes through the same calls.
struct LibraryDefaultsTests {
    @Test func theLibrarysDefaultsAreTheCommandLinesWithNoFlags() throws {
        let scene = try SceneOptions.parse([])
        #expect(try scene.widgetnimationPreset() == WidgetnimationPreset())
        #expect(try scene.arcPreset() == WidgetnimationArcPreset())
        #expect(try scene.environment() == SceneEnvironment())
        #expect(try scene.roundingRule() == TimerRounding.default)
        #expect(try scene.referenceDate() == SceneDefaults.reference)
        #expect(try scene.presetScene(frameCount: 30) == WidgetnimationPreset().scene)
        #expect(scene.frameSource().isBuiltInDemo)
        #expect(try JitterOptions.parse([]).model() == JitterModel())
        // With a latency flag, the seed the CLI draws with is the library's default.
        #expect(try JitterOptions.parse(["--latency", "uniform:0,20"]).model().seed == JitterModel().seed)
    }

    @Test func theArcPresetsSceneIsTheLibrarysForTheSameFrames() throws {
        let options = try SceneOptions.parse(["--preset", "widgetnimation-arc"])
        #expect(try options.presetScene(frameCount: 30) == SceneBundle.widgetnimationArc().scene)
        let straight = try SceneOptions.parse(["--preset", "widgetnimation-arc", "--no-pingpong", "--count", "12"])
        var arc = WidgetnimationArcPreset()
        arc.play(frameCount: 12, pingPong: false)
        #expect(try straight.presetScene(frameCount: 12) == arc.scene)
    }

    @Test func aSceneFramePastTheLastIsRefusedNamingTheJSONPath() throws {
        let dir = try Fixtures.temporaryDirectory()
        let scene = dir.appendingPathComponent("widget.json")
        try Data(#"{"width": 10, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "zstack", "children": [{"type": "color", "color": "white"}, {"type": "image", "image": "frame:30"}]}}"#.utf8).write(to: scene)
        let out = dir.appendingPathComponent("out.png")
        let r = try CLI.run(["render", "--scene", scene.path, "--count", "30", "-o", out.path])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r) == "Error: widget.json: root.children[1].image: 'frame:30' is past the last frame: 30 frames were given, frame:0…frame:29")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // Without --count the built-in demo draws as many frames as the scene needs.
        #expect(try CLI.run(["render", "--scene", scene.path, "-o", out.path]).status == 0)
    }
}
