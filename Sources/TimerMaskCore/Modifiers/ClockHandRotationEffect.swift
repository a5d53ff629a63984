/// WidgetKit's `_clockHandRotationEffect(period, in: timeZone, anchor:)`: the drawing turned by
/// the wall clock (domain.md section 10, `ClockHandRotation`); the layout is unchanged.
public struct ClockHandRotationModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.clockHandRotation
    public var effect: ClockHandRotation

    public static let sceneNames = [(name: "clockHandRotationEffect", options: ["timeZone", "anchor"])]
    enum Keys: String, CodingKey, CaseIterable { case clockHandRotationEffect, timeZone, anchor }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        return .clockHandRotation(ClockHandRotation(period: try period(c), timeZone: try c.decodeIfPresent(TimeZoneSpec.self, forKey: .timeZone),
                                                    anchor: try c.anchor(.anchor)))
    }

    /// `"secondHand"`, `"minuteHand"`, `"hourHand"`, or a duration (`"2s"`, `"-30s"`, `2`).
    static func period(_ c: KeyedDecodingContainer<Keys>) throws -> Seconds {
        let key = Keys.clockHandRotationEffect
        let period: Seconds
        if let text = try? c.decode(String.self, forKey: key), let named = ClockHandRotation.namedPeriods[text] {
            period = named
        } else {
            period = try c.decode(Rational.self, forKey: key)
        }
        let magnitude = period < .zero ? .zero - period : period
        guard magnitude >= SceneLimits.shortestPeriod, magnitude <= SceneLimits.longestPeriod,
              period.denominator <= 1_000_000_000 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c,
                debugDescription: "a clock-hand period must be 1 ms to 10000000 s either way, in steps of 1 ns (\(period) s is not)")
        }
        return period
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(effect.period, forKey: .clockHandRotationEffect)
        try c.encodeIfPresent(effect.timeZone, forKey: .timeZone)
        try c.encodeAnchor(effect.anchor, forKey: .anchor)
    }

    public var modifier: SceneModifier { .clockHandRotation(effect) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.turned(by: effect, of: rect).drawContent(in: rect)
    }
}

extension ClockHandRotationModifier {
    public static let support = [
        SupportEntry("`.clockHandRotationEffect(period:in:anchor:)`, `._clockHandRotationEffect(_:in:anchor:)`", .approximated, "Turned by the wall clock in the given zone (domain.md section 10); the quirks of iOS (phase rounded to a sixtieth, a hand that stands still) are settings of `--clock-hand`.",
                     pinnedBy: ["StackAndGroupRenderTests.aSecondHandFifteenSecondsPastTheMinuteIsTurnedAQuarter", "ConstructTests.clockHandEffectUnderItsWrappersNames"]),
    ]
}
