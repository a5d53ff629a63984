/// What device quirks the clock-hand effect shows (domain.md section 10); both off by default.
public struct ClockHandBehaviour: Equatable, Sendable {
    /// Phase rounded down to 1/60 s, as reported when the update interval is 1 s or more and
    /// the period at most 60 s.
    public var roundsPhaseToSixtieth: Bool
    /// No rotation at all: what iOS 26.1 does to apps built with Xcode 26.1 that call the
    /// effect through the old wrapper.
    public var standsStill: Bool
    public init(roundsPhaseToSixtieth: Bool = false, standsStill: Bool = false) {
        self.roundsPhaseToSixtieth = roundsPhaseToSixtieth
        self.standsStill = standsStill
    }
}
