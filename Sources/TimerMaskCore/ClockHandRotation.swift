/// WidgetKit's clock-hand effect (`_clockHandRotationEffect(period, in: timeZone, anchor:)`,
/// domain.md section 10): a view turned by the wall clock with no timeline entry.
///
/// `phase = (t + zone offset) mod |period|`, `angle = 360° · phase / period`: clockwise as
/// time grows, backwards for a negative period, following the wall clock in the zone (for
/// periods dividing a day, time since local midnight), never restarting when the view appears.
public struct ClockHandRotation: Equatable, Sendable {
    /// One turn; negative turns the other way. `.secondHand` 60 s, `.minuteHand` 3600 s,
    /// `.hourHand` 43200 s.
    public var period: Seconds
    /// The zone the wall clock is read in; nil reads the render's zone (`--time-zone`).
    public var timeZone: TimeZoneSpec?
    public var anchor: UnitPointValue

    public init(period: Seconds, timeZone: TimeZoneSpec? = nil, anchor: UnitPointValue = .center) {
        self.period = period
        self.timeZone = timeZone
        self.anchor = anchor
    }

    /// The named periods of the public wrappers.
    public static let namedPeriods: [String: Seconds] = [
        "secondHand": Rational(60), "minuteHand": Rational(3600), "hourHand": Rational(43200),
    ]

    /// The angle in degrees at `t`, 0 ≤ |angle| < 360.
    public func degrees(at t: Instant, environment: SceneEnvironment) -> Double {
        if environment.clockHand.standsStill { return 0 }
        let zone = timeZone ?? environment.timeZone
        let magnitude = period < .zero ? .zero - period : period
        guard magnitude > .zero else { return 0 }
        var phase = (t.sinceEpoch + Rational(Int128(zone.secondsFromGMT(at: t)))).modulo(magnitude)
        if environment.clockHand.roundsPhaseToSixtieth, magnitude <= Rational(60) {
            phase = Rational((phase * Rational(60)).floor) / Rational(60)
        }
        let turn = (phase / magnitude).doubleValue
        return period < .zero ? -360 * turn : 360 * turn
    }
}
