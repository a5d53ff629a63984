import TimerMaskCore
import TimerMaskRender

/// What a scene's picture depends on at an instant: the string every timer in it shows and
/// the angle every clock-hand effect turns to.
///
/// A `SceneRenderer` draws the same picture for the same readings (its images are fixed and
/// only timers and clock-hand effects read the clock), so two instants with equal readings
/// need only one render.
public struct TimerReadings: Sendable {
    private let timers: [TimerSpec]
    private let clockHands: [ClockHandRotation]
    private let reference: Instant
    private let clock: any TimerClock
    private let environment: SceneEnvironment

    public init(_ renderer: SceneRenderer) {
        var timers: [TimerSpec] = []
        var clockHands: [ClockHandRotation] = []
        renderer.scene.walkTrees { node, _ in
            if case .text(let text) = node.content {
                for case .timer(let spec) in text.runs { timers.append(spec) }
            }
            for case .clockHandRotation(let effect) in node.modifiers { clockHands.append(effect) }
        }
        self.timers = timers
        self.clockHands = clockHands
        reference = renderer.scene.reference
        clock = renderer.clock
        environment = renderer.environment
    }

    /// Every timer's string at `t`, in tree order (masks included), then every clock-hand angle.
    public func strings(at t: Instant) -> [String] {
        timers.map { clock.string(for: $0, reference: reference, at: t) }
            + clockHands.map { "\($0.degrees(at: t, environment: environment))°" }
    }
}
