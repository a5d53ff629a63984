import Foundation
import Synchronization
import TimerMask

/// After each load, the widget's animation loop is rendered once in the background, light and
/// dark, so the page's first drags across it find its pictures drawn (a frame font's glyphs are
/// drawn once each, then kept by the glyph caches; a keyring frame's composite
/// over its background, by the renderer). Only a scene with an animation loop is warmed, two
/// loops of it and at most `longestLoop` instants, and a newer load stops the one in progress.
/// The page comes first: no instant is drawn here while a picture it asked for is being made,
/// nor within `quiet` of the last one. A drag asks for picture after picture, each as soon as the
/// one before is shown; drawn between them, the loop only took the cores those pictures and the
/// browser need (a cold drag of the 16-font stack draws its own frame, 14 ms at @1x alone, and
/// took 25–35 ms in the server beside the loop). Playing, the page asks once a frame (125 ms at
/// the stack's 8 fps, 67 ms at 15 fps), so the loop still runs between frames. Until the page
/// first asks, the loop is drawn on every core (`workers`), then on one thread.
enum PreviewWarmUp {
    /// The most instants warmed: the 16-font stack's loop is 240.
    static let longestLoop = 1_000

    /// How long after the page's last picture the loop waits before drawing an instant.
    static let quiet = Duration.milliseconds(40)

    /// How many threads draw the loop until the page asks for a picture: one a core, at most
    /// four (from then on one draws). The loop's instants are independent, and until a page
    /// opened on the server asks for its first picture the cores are idle: on two cores the
    /// keyring presets' loops are drawn in 0.31–0.33 s instead of 0.52–0.55 s after a start.
    static var workers: Int { min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

    /// From how many pixels a picture's loop is drawn on one thread all the same: each render in
    /// flight holds its canvas and the pictures it draws (the 16-font stack at @3x, 1092 px a
    /// side, 4.8 MB each), and a page of any preset at @3x must stay within 300 MB (issue 25).
    /// Two threads drawing its whole loop raised that stack's peak by 20–40 MB, to 272–286 MB
    /// in five runs.
    static let oneThreadFromPixels = 1_000_000

    /// Renders each instant of the loop of `source`'s first family, light then dark, on
    /// `workers` threads until the page asks for a picture, then on this one alone (on this one
    /// alone throughout for a picture of `oneThreadFromPixels`), while `source` is still at
    /// `generation` and the server has not `stopped`; `draw` renders one (tests record instead).
    static func warm(_ source: PreviewSource, generation: Int, quiet: Duration = quiet, workers: Int = workers,
                     stopped: @escaping @Sendable () -> Bool,
                     draw: @escaping @Sendable (SceneRenderer, Instant) -> Void = { _ = try? $0.render(at: $1) }) {
        let pixels = (try? source.renderer(.light).get()).map { $0.pixelWidth * $0.pixelHeight } ?? 0
        let threads = pixels >= oneThreadFromPixels ? 1 : max(1, workers)
        let plan = instants(source, parts: threads)
        let next = Mutex(0)
        let work: @Sendable (_ helper: Bool) -> Void = { helper in
            while true {
                // The page's pictures first: an instant is drawn here only while the page asks
                // for none. A helper ends as soon as the page asks: drawn beside a drag's pictures
                // it took their cores (and, in session 41, a frame font's lock, since no longer
                // held while a picture is drawn: a cold drag of the 16-font stack waited 51 ms in
                // the server behind two instants in flight, against 18–30 ms behind one).
                if helper, source.isServingPictures(quiet: quiet) { return }
                while source.isServingPictures(quiet: quiet), !stopped() { Thread.sleep(forTimeInterval: 0.001) }
                guard !stopped(), source.generation == generation else { return }
                guard let k = next.withLock({ n -> Int? in
                    defer { n += 1 }
                    return n < plan.count ? n : nil
                }) else { return }
                draw(plan[k].renderer, plan[k].instant)
            }
        }
        let helpers = DispatchGroup()
        for _ in 1..<threads {
            helpers.enter()
            Thread { work(true); helpers.leave() }.start()
        }
        work(false)
        helpers.wait()
        // Drawn whole when every instant was handed out: a thread draws each it takes before it
        // asks again, and none takes one once the pass is stopped or the widget reloaded.
        if next.withLock({ $0 >= plan.count }), !stopped(), source.generation == generation { source.warmed(generation) }
    }

    /// The instants the pass draws, in order: two loops of the first family in light, then in
    /// dark, each loop in `parts` interleaved parts (`interleaved`).
    static func instants(_ source: PreviewSource, parts: Int = workers) -> [(renderer: SceneRenderer, instant: Instant)] {
        var plan: [(renderer: SceneRenderer, instant: Instant)] = []
        for scheme in [ColorSchemeSetting.light, .dark] {
            guard case .success(let renderer) = source.renderer(scheme), let animation = renderer.scene.animation else { break }
            // Two loops: a timer's string past the first loop differs (0:31 is not 0:01), and
            // what it first draws there would otherwise be drawn while a drag waits.
            // Bounded before any conversion to Int: a scene's loop and rate are the user's.
            let perLoop = (animation.loop.doubleValue * animation.fps.doubleValue).rounded(.up)
            guard perLoop.isFinite, perLoop >= 1 else { continue }
            let loop = Int(min(Double(longestLoop), perLoop))
            let count = Int(min(Double(longestLoop), 2 * perLoop))
            for first in stride(from: 0, to: count, by: loop) {
                plan += interleaved(min(loop, count - first), parts: parts).map { k in
                    (renderer, renderer.scene.reference + Rational(Int128(first + k), 1) / animation.fps)
                }
            }
        }
        return plan
    }

    /// 0..<count cut into `parts` runs and taken a run at a time in turn (6 in 2: 0 3 1 4 2 5):
    /// `parts` threads taking the next in this order as each is free draw in different runs at
    /// once, not neighbouring instants. Neighbouring instants often show the same picture (the
    /// arc's 58 instants a loop show 30 frames), and a thread asking for a picture another is
    /// making waits for it. One thread alone goes back and forth between the runs (once the
    /// helpers end): it still draws every instant.
    static func interleaved(_ count: Int, parts: Int) -> [Int] {
        let run = (count + max(1, parts) - 1) / max(1, parts)
        guard run > 0 else { return [] }
        return (0..<run).flatMap { j in stride(from: j, to: count, by: run) }
    }
}
