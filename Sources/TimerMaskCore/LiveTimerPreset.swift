/// The time-tracking widget of seed 001 (domain.md section 8): the day and the week totals as
/// `HH:MM:SS`, each `Text(prefix) + Text(start, style: .timer)` in the system font, green while
/// the timer runs. `.timer` writes no leading zeros, so the prefix supplies them: `00:0` under
/// 10 min, `00:` under 1 h, `0` under 10 h, none after; each prefix goes wrong exactly at its
/// mark (`00:010:00`), so the timeline swaps it there. The day total restarts at each midnight
/// and the week total at each Monday 00:00, both read in `timeZone`.
public struct LiveTimerPreset: Equatable, Sendable {
    public var reference = SceneDefaults.reference
    /// When the running timer started; nil for the reference date.
    public var startedAt: Instant? = nil
    /// Time already counted today and this week before the timer started.
    public var dayTotal: Seconds = .zero
    public var weekTotal: Seconds = .zero
    /// The totals' point size (the seed's 24 pt), the widget's side in points and its scale.
    public var fontSize = 24.0
    public var size = 170.0
    public var displayScale = 3.0
    /// The zone midnight and the week's start are read in.
    public var timeZone: TimeZoneSpec = .utc
    /// How far ahead of `startedAt` the timeline reaches: the entries successive reloads at
    /// midnight would give, merged into one timeline.
    public var horizon: Seconds = Rational(2 * 86_400)

    public init() {}

    /// The text group of the day and week timers, for jitter selectors.
    public static let dayGroup = "day", weekGroup = "week"
    /// The marks where a prefix goes wrong, in seconds of a total.
    public static let marks: [(seconds: Int128, name: String)] = [(600, "10 min"), (3600, "1 h"), (36_000, "10 h")]
    /// Durations the totals and the horizon may take: at most a year, never negative.
    public static let longestTotal = Rational(366 * 86_400)

    public var start: Instant { startedAt ?? reference }

    /// The prefix that pads a timer showing `seconds` to `HH:MM:SS`.
    public static func prefix(forElapsed seconds: Int128) -> String {
        seconds < 600 ? "00:0" : seconds < 3600 ? "00:" : seconds < 36_000 ? "0" : ""
    }

    /// The next local midnight after `t` in `zone`, and the next Monday 00:00.
    func nextMidnight(after t: Instant) -> Instant { nextLocalDayStart(after: t) { _ in true } }
    func nextWeekStart(after t: Instant) -> Instant {
        // 1970-01-01 was a Thursday: day d is a Monday when (d + 3) mod 7 == 0.
        nextLocalDayStart(after: t) { day in ((day + 3) % 7 + 7) % 7 == 0 }
    }

    private func nextLocalDayStart(after t: Instant, where accept: (Int128) -> Bool) -> Instant {
        let offset = Rational(Int128(timeZone.secondsFromGMT(at: t)))
        var day = ((t.sinceEpoch + offset) / Rational(86_400)).floor + 1
        while !accept(day) { day += 1 }
        let local = Rational(day * 86_400)
        // The zone's offset at that midnight (it may differ across a daylight-saving change).
        let guess = Instant(sinceEpoch: local - offset)
        return Instant(sinceEpoch: local - Rational(Int128(timeZone.secondsFromGMT(at: guess))))
    }

    /// The timeline: an entry at `startedAt`, then one at every instant a prefix must change
    /// (each mark of either total that lies ahead, every midnight and week start within the
    /// horizon), marks falling together in one entry.
    public var timeline: SceneTimeline {
        let end = start + horizon
        var events: [Instant: (values: [String: TimelineValue], names: [String])] = [:]
        func add(_ t: Instant, _ values: [String: TimelineValue], _ name: String) {
            guard t > start, t <= end else { return }
            events[t, default: ([:], [])].values.merge(values) { _, new in new }
            events[t, default: ([:], [])].names.append(name)
        }
        func track(_ which: String, since first: Instant, restarts: (Instant) -> Instant) {
            var origin = first
            while origin <= end {
                let next = restarts(max(origin, start))
                for mark in Self.marks where origin + Rational(mark.seconds) < next {
                    add(origin + Rational(mark.seconds), ["\(which)Prefix": .text(Self.prefix(forElapsed: mark.seconds))], "\(which) \(mark.name) mark")
                }
                guard next <= end else { break }
                add(next, ["\(which)Prefix": .text(Self.prefix(forElapsed: 0)), "\(which)Start": .instant(.absolute(next))],
                    which == "day" ? "midnight" : "week start")
                origin = next
            }
        }
        let dayStart = start - dayTotal, weekStart = start - weekTotal
        track("day", since: dayStart, restarts: nextMidnight(after:))
        track("week", since: weekStart, restarts: nextWeekStart(after:))
        func prefix(_ since: Instant) -> TimelineValue { .text(Self.prefix(forElapsed: (start - since).floor)) }
        var entries = [TimelineEntry(date: .absolute(start), label: "timer started",
                                     values: ["dayPrefix": prefix(dayStart), "dayStart": .instant(.absolute(dayStart)),
                                              "weekPrefix": prefix(weekStart), "weekStart": .instant(.absolute(weekStart))])]
        for t in events.keys.sorted() {
            let event = events[t]!
            entries.append(TimelineEntry(date: .absolute(t), label: event.names.joined(separator: ", "), values: event.values))
        }
        return SceneTimeline(entries: entries, policy: .atEnd)
    }

    /// One total: `Text(prefix) + Text(start, style: .timer)`, expected to read the zero-padded
    /// time since its start.
    func total(_ which: String) -> SceneNode {
        SceneNode(.text(TextContent(runs: [.value("\(which)Prefix"), .timer(TimerSpec(date: .value("\(which)Start"), group: which))],
                                    font: FontReference.system(size: fontSize), size: fontSize, alignment: .trailing,
                                    color: .system("green"), expected: .paddedElapsed(since: .value("\(which)Start")), monospacedDigit: true)),
                  [.frame(width: SceneLength(size - 24), height: SceneLength(fontSize * 1.4), alignment: .trailing)])
    }

    func caption(_ text: String) -> SceneNode {
        SceneNode(.text(TextContent(runs: [.literal(text)], font: FontReference.system(size: max(1, fontSize / 2)), size: max(1, fontSize / 2),
                                    color: .system("secondary"))),
                  [.frame(width: SceneLength(size - 24), height: SceneLength(fontSize * 0.8), alignment: .leading)])
    }

    public var scene: WidgetScene {
        let column = SceneNode(.vStack(alignment: .leading, spacing: 4, children: [
            caption("Today"), total(Self.dayGroup), caption("This week"), total(Self.weekGroup),
        ]))
        let root = SceneNode(.zStack(alignment: .center, children: [SceneNode(.color(.white)), column]),
                             [.frame(width: SceneLength(size), height: SceneLength(size), alignment: .center), .clipped])
        return WidgetScene(width: size, height: size, displayScale: displayScale, reference: reference,
                           timeline: timeline, root: root)
    }
}
