/// What `Text(date, style: .relative)` and `Text(date, style: .offset)` read at an instant: the
/// distance to the date, redrawn by the system as time passes. Apple gives examples, not rules:
/// `.relative` reads "2 hours, 23 minutes" or "1 year, 1 month", `.offset` "+2 hours" or
/// "-3 months". TimerMask's model: whole seconds as the timer style counts them
/// (`TimerRounding`), in days, hours, minutes and seconds (no weeks, months or years: 45 days
/// reads "45 days"); `.relative` the largest non-zero unit and, when not zero, the next one
/// down, in full English names; `.offset` the largest unit alone, signed `+` for a date to come
/// and `-` for one past.
public struct RelativeDateText: Hashable, Sendable {
    public var date: Instant
    public var offset: Bool
    public var rounding: TimerRounding

    public init(date: Instant, offset: Bool, rounding: TimerRounding = .default) {
        self.date = date; self.offset = offset; self.rounding = rounding
    }

    /// The warning where a source uses one: Apple gives examples, not rules.
    public static let modelNote = "Text(date, style: .relative/.offset) is drawn by TimerMask's model of Apple's examples (\"2 hours, 23 minutes\", \"+2 hours\"): days, hours, minutes and seconds, in English, no weeks, months or years"

    static let units: [(name: String, seconds: Int128)] = [("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)]

    public func string(at now: Instant) -> String {
        let total = TimerText(date: date, rounding: rounding).shownSeconds(at: now)
        func named(_ count: Int128, _ unit: String) -> String { "\(count) \(unit)\(count == 1 ? "" : "s")" }
        var rest = total
        var parts: [(Int128, String)] = []
        for (name, seconds) in Self.units {
            parts.append((rest / seconds, name))
            rest %= seconds
        }
        guard let first = parts.firstIndex(where: { $0.0 > 0 }) else { return "0 seconds" }
        if offset { return (date > now ? "+" : "-") + named(parts[first].0, parts[first].1) }
        var shown = [named(parts[first].0, parts[first].1)]
        if first + 1 < parts.count, parts[first + 1].0 > 0 { shown.append(named(parts[first + 1].0, parts[first + 1].1)) }
        return shown.joined(separator: ", ")
    }

    /// The strings change only where the whole seconds do.
    public func nextChange(after now: Instant) -> Instant {
        TimerText(date: date, rounding: rounding).nextChange(after: now)
    }
}
