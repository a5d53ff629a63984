/// How a timer turns a fractional distance into whole seconds. Apple does not document it.
public enum TimerRounding: String, CaseIterable, Codable, Sendable, SceneWord {
    /// The default: counting up floors the elapsed time, counting down ceils the remaining
    /// time. The string then changes exactly when `now - date` crosses a whole second in both
    /// directions, every value shows for exactly one second, and `0:00` shows only during the
    /// second that starts at the date, as a countdown clock reads.
    case ceil
    /// Both directions floor the magnitude: a countdown reads `0:00` a second early, so `0:00`
    /// shows for two seconds around the date.
    case floor
    /// Both directions round the magnitude to the nearest second (halves up): strings change
    /// at half-second marks.
    case nearest

    public static let `default` = TimerRounding.ceil
}

/// What `Text(date, style: .timer)` reads at an instant (domain.md section 2).
///
/// `M:SS` under an hour and `H:MM:SS` from an hour on, with no leading zero on the leading
/// field; hours never roll into days (`584:00:00`). Counts up from a past date, down to a
/// future one, with no sign either way. The last character is the seconds' last digit.
public struct TimerText: Hashable, Sendable {
    public var date: Instant
    public var rounding: TimerRounding

    public init(date: Instant, rounding: TimerRounding = .default) {
        self.date = date
        self.rounding = rounding
    }

    /// The whole seconds shown at `now`: a distance, never negative.
    public func shownSeconds(at now: Instant) -> Int128 {
        let elapsed = now - date   // negative while counting down
        switch rounding {
        case .ceil: return elapsed.floor.magnitude.asInt128
        case .floor: return elapsed < .zero ? (-elapsed).floor : elapsed.floor
        case .nearest: return (elapsed < .zero ? -elapsed : elapsed).roundedHalfUp
        }
    }

    /// The string shown at `now`.
    public func string(at now: Instant) -> String {
        TimerText.format(wholeSeconds: shownSeconds(at: now))
    }

    /// `0:05`, `9:15`, `1:53:52`, `584:00:00`.
    public static func format(wholeSeconds: Int128) -> String {
        precondition(wholeSeconds >= 0, "a timer shows a distance, never a negative one")
        let s = wholeSeconds % 60, m = wholeSeconds / 60 % 60, h = wholeSeconds / 3600
        func two(_ v: Int128) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// The first instant strictly after `now` at which the string may change. Strings change
    /// only where `now - date` crosses a whole second (a half second under `.nearest`).
    public func nextChange(after now: Instant) -> Instant {
        let phase = rounding == .nearest ? Rational(1, 2) : .zero
        let elapsed = now - date - phase
        return date + phase + Rational(elapsed.floor + 1)
    }
}

extension UInt128 {
    var asInt128: Int128 { Int128(self) }
}
