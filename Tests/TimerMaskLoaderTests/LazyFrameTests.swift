import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskCompositor
import TimerMaskCore
import TimerMaskRaster
import TimerMaskRender
import TimerMaskLoader

/// One instant reads the frames it shows and no others: sizes come from headers, pixels from
/// the frames that reach the picture.
struct LazyFrameTests {
    /// The frames of `library` whose pixels have been read, by index.
    func loadedFrames(_ library: ImageLibrary, count: Int = 30) -> [Int] {
        (0..<count).filter { library.source(FrameName.name($0))?.isLoaded == true }
    }

    @Test func theBuiltInDemoDrawsOnlyTheFramesAnInstantShows() throws {
        let bundle = try SceneBundle.widgetnimation()
        #expect(loadedFrames(bundle.images).isEmpty, "loading reads no pixels")
        let renderer = try bundle.renderer()
        #expect(loadedFrames(bundle.images).isEmpty, "nor does making the renderer")
        let rendering = try renderer.render(at: SceneDefaults.reference + Rational(1, 2))
        #expect(rendering.topFrame == 7)
        #expect(loadedFrames(bundle.images) == [7])
        // Frame 7 drawn alone is the frame the whole set draws.
        let all = ImageLibrary(frames: BuiltInDemo.frames(count: 30))
        all.prepareForFill(width: 510, height: 510)
        #expect(try bundle.images.original("frame:7") == all.original("frame:7"))
        _ = try renderer.render(at: SceneDefaults.reference + Rational(61, 15))
        #expect(loadedFrames(bundle.images) == [1, 7])
    }

    @Test func theArcWidgetReadsOnlyTheBandsOverTheView() throws {
        let bundle = try SceneBundle.widgetnimationArc()
        _ = try bundle.renderer().render(at: SceneDefaults.reference + Rational(1, 10))
        let loaded = loadedFrames(bundle.images)
        #expect((1...2).contains(loaded.count), "read \(loaded)")
    }

    /// 30 small opaque frames as PNG files, frame `damaged` with its pixel data (not its header) broken.
    func frameFolder(damaged: Int) throws -> URL {
        let dir = try Fixtures.temporaryDirectory()
        for k in 0..<30 {
            var bytes = try PNGCodec.encode(RGBAImage(width: 12, height: 12, filledWith: RGBA(r: UInt8(k * 8), g: 90, b: 200)))
            if k == damaged {
                let idat = try #require(bytes.indices.first { bytes[$0..<$0 + 4].elementsEqual("IDAT".utf8) })
                for i in idat + 4 ..< min(bytes.count - 12, idat + 24) { bytes[i] ^= 0x5A }
            }
            try Data(bytes).write(to: dir.appendingPathComponent(String(format: "f_%02d.png", k)))
        }
        return dir
    }

    @Test func frameFilesAreDecodedWhenFirstShownAndABrokenOneIsNamedThen() throws {
        let dir = try frameFolder(damaged: 12)
        var preset = WidgetnimationPreset()
        preset.size = 12
        preset.displayScale = 1
        let bundle = try SceneBundle.widgetnimation(preset, frames: .files(dir.path))
        #expect(bundle.images.size(of: "frame:12")! == (12, 12), "its header is whole")
        let renderer = try bundle.renderer()
        let seven = try renderer.render(at: preset.reference + Rational(7, 15))
        #expect(seven.image.pixel(x: 5, y: 5) == RGBA(r: 56, g: 90, b: 200))
        #expect(loadedFrames(bundle.images) == [7])
        let error = try #require(throws: RenderError.self) { try renderer.render(at: preset.reference + Rational(12, 15)) }
        #expect(error.kind == .unreadableImage)
        #expect(error.description.hasPrefix("root.children[1].children[12] names image 'frame:12': \(dir.appendingPathComponent("f_12.png").path) "),
                "\(error)")
    }

    @Test func framesAtTheViewsPixelSizeAreNotResampled() throws {
        let frame = ImageSource(width: 510, height: 510) { RGBAImage(width: 510, height: 510, filledWith: .white) }
        #expect(ImageLibrary.filled(frame, width: 510, height: 510) === frame)
        #expect(ImageLibrary.filled(frame, width: 420, height: 420) !== frame)
        let library = ImageLibrary(frameSources: [frame])
        library.prepareForFill(width: 510, height: 510)
        #expect(library.source("frame:0") === frame)
    }
}
