import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskCompositor
import TimerMaskCore
import TimerMaskRaster
import TimerMaskRender
@testable import TimerMaskLoader

struct SceneBundleTests {
    /// A scene file whose image views name `images`, each in its own child of the root stack
    /// (children[1] on; [2] on with a font), over a text in `font` when one is given.
    func sceneFile(images: [String], in dir: URL, name: String = "widget.json", font: String? = nil) throws -> URL {
        var children = [#"{ "type": "color", "color": "white" }"#]
        children += images.map { #"{ "type": "image", "image": "\#($0)", "modifiers": [ { "frame": { "width": 10, "height": 10 } } ] }"# }
        if let font {   // under the images, so they show
            children.insert(#"{ "type": "text", "font": "\#(font)", "size": 10, "runs": [ { "text": "0" } ] }"#, at: 1)
        }
        let json = """
        { "format": 2, "width": 10, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z",
          "root": { "type": "zstack", "children": [ \(children.joined(separator: ", ")) ] } }
        """
        let url = dir.appendingPathComponent(name)
        try Data(json.utf8).write(to: url)
        return url
    }

    func solid(_ colour: RGBA, count: Int) -> [RGBAImage] {
        Array(repeating: RGBAImage(width: 4, height: 4, filledWith: colour), count: count)
    }

    @Test func aFramePastTheLastIsRefusedNamingItsJSONPath() throws {
        let dir = try Fixtures.temporaryDirectory()
        let url = try sceneFile(images: ["frame:0", "frame:30"], in: dir)
        #expect(throws: SceneLoadError(.frameOutOfRange, "widget.json: root.children[2].image: 'frame:30' is past the last frame: 30 frames were given, frame:0…frame:29")) {
            try SceneBundle.load(sceneFile: url, frames: .images(solid(.white, count: 30)))
        }
        // frame:29 is the last of 30, so it loads.
        let last = try sceneFile(images: ["frame:29"], in: dir, name: "last.json")
        #expect(try SceneBundle.load(sceneFile: last, frames: .images(solid(.white, count: 30))).images.names.count == 30)
    }

    @Test func aFrameNameThatIsNotFrameKIsRefused() throws {
        let dir = try Fixtures.temporaryDirectory()
        for name in ["frame:07", "frame:-1", "frame:x", "frame:"] {
            let url = try sceneFile(images: [name], in: dir)
            #expect { try SceneBundle.load(sceneFile: url, frames: .images(solid(.white, count: 8))) } throws: { error in
                (error as? SceneLoadError)?.kind == .malformedFrameName
                    && "\(error)".hasPrefix("widget.json: root.children[1].image: '\(name)' is not a frame name")
            }
        }
    }

    @Test func theBuiltInDemoDrawsAsManyFramesAsTheHighestFrameNeeds() throws {
        let dir = try Fixtures.temporaryDirectory()
        let url = try sceneFile(images: ["frame:4", "frame:1"], in: dir)
        let bundle = try SceneBundle.load(sceneFile: url)
        #expect(bundle.images.names == (0...4).map(FrameName.name).sorted())
        #expect(try bundle.images.original("frame:4") == BuiltInDemo.frames(count: 5)[4])
    }

    @Test func otherImagesAndFontsAreFilesBesideTheSceneFile() throws {
        let dir = try Fixtures.temporaryDirectory()
        let red = RGBAImage(width: 10, height: 10, filledWith: RGBA(r: 255, g: 0, b: 0))
        try Data(PNGCodec.encode(red)).write(to: dir.appendingPathComponent("photo.png"))
        try FileManager.default.copyItem(at: Fixtures.font("BlinkMask-TT.ttf"), to: dir.appendingPathComponent("mask.ttf"))
        let url = try sceneFile(images: ["photo.png"], in: dir, font: "mask.ttf")
        // Loaded from another working directory: the names still resolve beside the scene file.
        let renderer = try SceneBundle.load(sceneFile: url).renderer()
        #expect(renderer.images.names == ["photo.png"])
        #expect(try renderer.render(at: SceneDefaults.reference).image.pixel(x: 5, y: 5) == RGBA(r: 255, g: 0, b: 0))
        #expect(throws: (any Error).self) { try FontLibrary().face("mask.ttf") }
        #expect(throws: Never.self) { try renderer.fonts.face("mask.ttf") }
    }

    @Test func anUnreadableImageIsNamedWithTheSceneFileAndJSONPath() throws {
        let dir = try Fixtures.temporaryDirectory()
        let url = try sceneFile(images: ["frame:0", "missing.png"], in: dir)
        #expect { try SceneBundle.load(sceneFile: url) } throws: { error in
            (error as? SceneLoadError)?.kind == .unreadableImage
                && "\(error)".hasPrefix("widget.json: root.children[2] names image 'missing.png': ")
        }
        #expect { try SceneBundle.load(sceneFile: dir.appendingPathComponent("nothing.json")) } throws: { error in
            (error as? SceneLoadError)?.kind == .unreadableSceneFile
        }
    }

    @Test func theWidgetnimationPresetTakesItsFrameCountFromTheFramesAndFillsTheView() throws {
        let demo = try SceneBundle.widgetnimation()
        #expect(demo.scene == WidgetnimationPreset().scene)
        #expect(demo.images.names.count == 30)
        let first = try #require(try demo.images.original("frame:0"))
        #expect(first.width == 510 && first.height == 510)

        var small = WidgetnimationPreset()
        small.size = 20
        small.displayScale = 2
        let given = try SceneBundle.widgetnimation(small, frames: .images(solid(.white, count: 16)))
        small.frameCount = 16
        #expect(given.scene == small.scene)
        #expect(try given.images.original("frame:15")?.width == 40)
    }

    @Test func theArcPlaysTheBuiltInDemoPingPongAndOtherFramesStraight() throws {
        #expect(try SceneBundle.widgetnimationArc().scene == WidgetnimationArcPreset().scene)
        var arc = WidgetnimationArcPreset()
        arc.size = 10
        arc.displayScale = 1
        let straight = try SceneBundle.widgetnimationArc(arc, frames: .images(solid(.white, count: 10)))
        var straightArc = arc
        straightArc.bandFrames = Array(0..<10)
        #expect(straight.scene == straightArc.scene)
        let pingPong = try SceneBundle.widgetnimationArc(arc, frames: .images(solid(.white, count: 10)), pingPong: true)
        arc.bandFrames = WidgetnimationArcPreset.pingPong(10)
        #expect(pingPong.scene == arc.scene)
    }

    @Test func aJitterModelReachesTheRenderersClock() throws {
        let bundle = try SceneBundle.widgetnimation(frames: .builtInDemo(count: 4))
        #expect(try bundle.renderer().clock is IdealTimerClock)
        let late = JitterModel(latency: .init(.constant(ms: Rational(20))))
        #expect(try bundle.renderer(jitter: late).clock is JitterClock)
        #expect(try bundle.renderer(rounding: .floor).clock.rounding == .floor)
    }
}
