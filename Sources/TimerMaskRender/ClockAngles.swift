import TimerMaskCore

/// The clock-hand angles of one instant, worked out once: the instant's evaluation and those of
/// the masks drawn for it share one. The arc widget's 58 bands each turn by the same effect, in
/// a mask of its own, and an angle is exact rational arithmetic on 128-bit integers.
final class ClockAngles {
    let t: Instant
    private let environment: SceneEnvironment
    /// The last effect asked and its angle (every band of a wheel asks the same one).
    private var last: (effect: ClockHandRotation, degrees: Double)?

    init(at t: Instant, environment: SceneEnvironment) {
        self.t = t
        self.environment = environment
    }

    /// The angle `effect` turns a view by at `t`, in degrees.
    func degrees(of effect: ClockHandRotation) -> Double {
        if let last, last.effect == effect { return last.degrees }
        let degrees = effect.degrees(at: t, environment: environment)
        last = (effect, degrees)
        return degrees
    }
}
