/// What a `Text` should read at an instant, stated with the widget so a check can hold the
/// rendered string to it (`render --explain`, `jitter`'s `wrong-text`).
public enum TextExpectation: Equatable, Sendable {
    /// Always this string.
    case literal(String)
    /// The text value of that name in the entry due at the instant.
    case value(String)
    /// The distance from `since`, as a timer reads it, zero padded: `HH:MM:SS` with at least
    /// two hour digits (`00:09:59`, `10:00:00`, `123:04:05`). `since` may name a value.
    case paddedElapsed(since: InstantSpec)

    /// The string expected at `t`, in the entry due then (nil outside a timeline).
    public func string(at t: Instant, reference: Instant, entry: EntryContext?, rounding: TimerRounding = .default) -> String {
        switch self {
        case .literal(let s): return s
        case .value(let name): return entry?.text(name) ?? ""
        case .paddedElapsed(let since):
            let date = since.resolved(reference: reference, entry: entry)
            return Self.padded(wholeSeconds: TimerText(date: date, rounding: rounding).shownSeconds(at: t))
        }
    }

    /// The instant after `t` where the expected string may change (nil: never on its own).
    public func nextChange(after t: Instant, reference: Instant, entry: EntryContext?, rounding: TimerRounding = .default) -> Instant? {
        guard case .paddedElapsed(let since) = self else { return nil }
        return TimerText(date: since.resolved(reference: reference, entry: entry), rounding: rounding).nextChange(after: t)
    }

    /// `HH:MM:SS` with at least two hour digits.
    public static func padded(wholeSeconds: Int128) -> String {
        let s = wholeSeconds % 60, m = wholeSeconds / 60 % 60, h = wholeSeconds / 3600
        func two(_ v: Int128) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(two(h)):\(two(m)):\(two(s))"
    }
}
