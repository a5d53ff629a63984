import Foundation
import TimerMask

/// After each load, the widget's animation loop is rendered once in the background, light and
/// dark, so the page's first drags across it find its pictures drawn (a frame font's glyphs are
/// drawn once each through librsvg, then kept by the glyph caches; a keyring frame's composite
/// over its background, by the renderer). Only a scene with an animation loop is warmed, two
/// loops of it and at most `longestLoop` instants, and a newer load stops the one in progress.
/// The page comes first: no instant is drawn here while a picture it asked for is being made,
/// nor within `quiet` of the last one. A drag asks for picture after picture, each as soon as the
/// one before is shown; drawn between them, the loop only took the cores those pictures and the
/// browser need (a cold drag of the 16-font stack draws its own frame, 14 ms at @1x alone, and
/// took 25–35 ms in the server beside the loop). Playing, the page asks once a frame (125 ms at
/// the stack's 8 fps, 67 ms at 15 fps), so the loop still runs between frames.
enum PreviewWarmUp {
    /// The most instants warmed: the 16-font stack's loop is 240.
    static let longestLoop = 1_000

    /// How long after the page's last picture the loop waits before drawing an instant.
    static let quiet = Duration.milliseconds(40)

    /// Renders each instant of the loop of `source`'s first family while `source` is still at
    /// `generation` and the server has not `stopped`.
    static func warm(_ source: PreviewSource, generation: Int, quiet: Duration = quiet, stopped: () -> Bool) {
        for scheme in [ColorSchemeSetting.light, .dark] {
            guard case .success(let renderer) = source.renderer(scheme), let animation = renderer.scene.animation else { break }
            // Two loops: a timer's string past the first loop differs (0:31 is not 0:01), and
            // what it first draws there would otherwise be drawn while a drag waits.
            let instants = (2 * animation.loop.doubleValue * animation.fps.doubleValue).rounded(.up)
            let count = instants.isFinite ? Int(min(Double(longestLoop), max(0, instants))) : 0
            for k in 0..<count {
                // The page's pictures first: an instant is drawn here only while the page asks for none.
                while source.isServingPictures(quiet: quiet), !stopped() { Thread.sleep(forTimeInterval: 0.001) }
                guard !stopped(), source.generation == generation else { return }
                _ = try? renderer.render(at: renderer.scene.reference + Rational(Int128(k), 1) / animation.fps)
            }
        }
        if !stopped() { source.warmed(generation) }
    }
}
