/// A display that changes only on refresh ticks: what shows at `t` is the picture computed at
/// the last tick at or before `t`. Ticks fall every 1/hz second from the epoch, plus `phase`.
public struct DisplayRefresh: Equatable, Sendable, CustomStringConvertible {
    public var hz: Int
    public var phase: Seconds

    public static let allowedRates = 1...1000

    public init(hz: Int, phase: Seconds = .zero) {
        precondition(Self.allowedRates.contains(hz), "a refresh rate must be 1…1000 Hz")
        self.hz = hz
        self.phase = phase.modulo(Rational.one / Rational(hz))
    }

    public var period: Seconds { Rational.one / Rational(hz) }

    /// The tick whose picture is on screen at `t`.
    public func lastTick(atOrBefore t: Instant) -> Instant {
        let k = ((t.sinceEpoch - phase) * Rational(hz)).floor
        return Instant(sinceEpoch: phase + Rational(k, Int128(hz)))
    }

    /// The first tick that can show something that happened at `t`.
    public func firstTick(atOrAfter t: Instant) -> Instant {
        let k = ((t.sinceEpoch - phase) * Rational(hz)).ceil
        return Instant(sinceEpoch: phase + Rational(k, Int128(hz)))
    }

    public var description: String {
        phase == .zero ? "\(hz) Hz" : "\(hz) Hz (phase \((phase * Rational(1000)).decimalString(maxFractionDigits: 3)) ms)"
    }
}
