import TimerMaskCore
import TimerMaskRender

/// What a scene's picture depends on at an instant: the string every timer in it shows.
///
/// A `SceneRenderer` draws the same picture for the same strings (its images are fixed and only
/// timers read the clock), so two instants with equal readings need only one render.
public struct TimerReadings: Sendable {
    private let timers: [TimerSpec]
    private let reference: Instant
    private let clock: any TimerClock

    public init(_ renderer: SceneRenderer) {
        var timers: [TimerSpec] = []
        renderer.scene.root.walk { node, _ in
            if case .text(let text) = node.content {
                for case .timer(let spec) in text.runs { timers.append(spec) }
            }
        }
        self.timers = timers
        reference = renderer.scene.reference
        clock = renderer.clock
    }

    /// Every timer's string at `t`, in tree order (masks included).
    public func strings(at t: Instant) -> [String] {
        timers.map { clock.string(for: $0, date: $0.date.resolved(reference: reference), at: t) }
    }
}
