import TimerMaskCompositor
import TimerMaskCore
import TimerMaskLoader
import TimerMaskPreview
import TimerMaskRaster
import TimerMaskRender

/// The built-in keyring demo in the 30-layer stack, small (40 pt @1x) so tests stay quick.
enum PreviewDemo {
    static let frames: [RGBAImage] = BuiltInDemo.frames(count: 30)

    static func renderer(side: Double = 40, frameBackground: SceneColor? = .white,
                         canvas: SceneColor = .white) throws -> SceneRenderer {
        var preset = WidgetnimationPreset()
        preset.size = side
        preset.displayScale = 1
        preset.frameBackground = frameBackground
        preset.canvasBackground = canvas
        let library = ImageLibrary(frames: frames)
        library.prepareForFill(width: Int(side), height: Int(side))
        return try SceneRenderer(scene: preset.scene, images: library)
    }

    static func settings(_ format: PreviewFormat, renderer: SceneRenderer, start: Seconds = .zero,
                         duration: Seconds = Rational(2), fps: Rational = Rational(15)) throws -> PreviewSettings {
        PreviewSettings(format: format, sampling: try PreviewSampling(start: renderer.scene.reference + start,
                                                                      duration: duration, fps: fps))
    }

    /// The render a decoded frame should show: the sample whose tick-rounded start begins the frame.
    static func expectedRenders(_ animation: DecodedAnimation, settings: PreviewSettings,
                                renderer: SceneRenderer) throws -> [RGBAImage] {
        let sampling = settings.sampling
        let tick = Rational(Int128(animation.ticksPerSecond))
        var start = Seconds.zero
        return try animation.frames.map { frame in
            // The first sample due at or after this frame's start (in ticks) is what it shows.
            var k = 0
            while k + 1 < sampling.count && Rational(((sampling.offset(k) * tick).ceil)) / tick < start { k += 1 }
            start += frame.duration
            return try renderer.render(at: sampling.instant(k)).image
        }
    }
}
