import Foundation
import Testing
import TestFixtures
import TimerMaskCompositor
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
import TimerMaskTesting
@testable import TimerMaskRender

/// The built-in keyring in the 30-layer stack at the instants that matter, held to
/// `Goldens/render/`.
struct RenderGoldenTests {
    static let frames = BuiltInDemo.frames(count: 30)

    func render(_ ms: Rational, size: Double = 170, scale: Double = 3, background: SceneColor? = .white,
                frames: [RGBAImage] = RenderGoldenTests.frames) throws -> Rendering {
        var preset = WidgetnimationPreset()
        preset.size = size
        preset.displayScale = scale
        preset.frameBackground = background
        let library = ImageLibrary(frames: frames)
        let pixels = Int((size * scale).rounded(.up))
        library.prepareForFill(width: pixels, height: pixels)
        let renderer = try SceneRenderer(scene: preset.scene, images: library)
        return try renderer.render(at: preset.reference + ms / Rational(1000))
    }

    func check(_ name: String, _ rendering: Rendering, topFrame: Int) throws {
        #expect(rendering.topFrame == topFrame, "\(name)")
        try GoldenImage(Fixtures.golden("render/\(name).png")).verify(rendering.image)
    }

    @Test func midFrameSeven() throws {
        try check("mid-frame-7", try render(Rational(7500, 15)), topFrame: 7)
    }

    @Test func exactlyOnTheFirstFrameBoundary() throws {
        try check("boundary-at-1-15s", try render(Rational(1000, 15)), topFrame: 1)
        try check("boundary-before-1-15s", try render(Rational(1000, 15) - Rational(1, 1000)), topFrame: 0)
    }

    @Test func loopWrapsAtTwoSeconds() throws {
        try check("wrap-before-2s", try render(Rational(1999)), topFrame: 29)
        try check("wrap-at-2s", try render(Rational(2000)), topFrame: 0)
    }

    @Test func secondStackTakesOverAtOneSecond() throws {
        try check("handover-before-1s", try render(Rational(999)), topFrame: 14)
        try check("handover-at-1s", try render(Rational(1000)), topFrame: 15)
    }

    @Test func transparentFramesGhost() throws {
        let rendering = try render(Rational(500), background: nil)
        #expect(rendering.contributingCount == 8, "frames 0…7 are all on at 0.5 s")
        try check("ghosting-transparent-frames", rendering, topFrame: 7)
    }

    @Test func twoXAndThreeX() throws {
        try check("scale-2x", try render(Rational(1250), scale: 2), topFrame: 18)
        try check("scale-3x", try render(Rational(1250), scale: 3), topFrame: 18)
    }

    @Test func fractionalPixelSizeShowsPartialCoverageStrips() throws {
        // 100.5 pt @1x: each mask's square ends half way through the last column and row, so
        // every layer that is on shows through there, half covered by the ones above. Flat
        // colour frames make the strip visible.
        let frames = WidgetnimationRenderTests.opaqueFrames(side: 101)
        let rendering = try render(Rational(500), size: 100.5, scale: 1, frames: frames)
        #expect(rendering.image.width == 101)
        let partial = rendering.layers.filter { $0.maskCoverage > 0 && $0.maskCoverage < 1 }
        #expect(partial.count == 7, "frames 1…7 are half masked along the edge")
        #expect(rendering.image.pixel(x: 50, y: 50) == frames[7].pixel(x: 50, y: 50))
        #expect(rendering.image.pixel(x: 100, y: 50) != frames[7].pixel(x: 100, y: 50), "the edge column is a blend")
        #expect(rendering.image.pixel(x: 50, y: 100) != frames[7].pixel(x: 50, y: 100), "the edge row is a blend")
        try check("fractional-100.5px-strips", rendering, topFrame: 7)
    }

    @Test func opaqueFramesRenderAsTheFrameOverWhite() throws {
        // Independent of the goldens: the picture is exactly the scheduled frame on white.
        let rendering = try render(Rational(7500, 15))
        var expected = RGBAImage(width: 510, height: 510, filledWith: .white)
        let library = ImageLibrary(frames: Self.frames)
        library.prepareForFill(width: 510, height: 510)
        expected.draw(try library.original("frame:7")!)
        #expect(rendering.image.pixels == expected.pixels)
    }
}
