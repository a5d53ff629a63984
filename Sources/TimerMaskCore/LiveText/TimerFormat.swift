/// Which SwiftUI live text a timer piece is, with what only that text takes. The piece's own
/// `date` is the one date every kind has: the style's date, the interval's start, the stopwatch's
/// start.
public enum TimerFormat: Hashable, Sendable {
    /// `Text(date, style: .timer)` (`TimerText`).
    case style
    /// `Text(timerInterval: date...end, pauseTime:, countsDown:, showsHours:)` (iOS 16).
    case interval(end: InstantSpec, pauseTime: InstantSpec?, countsDown: Bool, showsHours: Bool)
    /// `Text(.currentDate, format: .timer(countingUpIn:/countingDownIn: date..<end, showsHours:,
    /// maxFieldCount:, maxPrecision:))` (iOS 18).
    case timer(end: InstantSpec, countsDown: Bool, showsHours: Bool, maxFieldCount: Int, maxPrecision: Seconds)
    /// `Text(.currentDate, format: .stopwatch(startingAt: date, showsHours:, maxFieldCount:,
    /// maxPrecision:))` (iOS 18).
    case stopwatch(showsHours: Bool, maxFieldCount: Int, maxPrecision: Seconds)
    /// `Text(date, style: .relative)` (`offset` false) or `.offset` (`RelativeDateText`).
    case relative(offset: Bool)

    /// Apple's defaults: the timer format shows 3 fields to the second, the stopwatch 4 to 10 ms.
    public static let timerFieldCount = 3
    public static let timerPrecision = Rational.one
    public static let stopwatchFieldCount = 4
    public static let stopwatchPrecision = Rational(1, 100)

    /// The name scene files and `timermask timer --format` give this kind.
    public var name: String {
        switch self {
        case .style: "style"
        case .interval: "interval"
        case .timer: "timer"
        case .stopwatch: "stopwatch"
        case .relative(let offset): offset ? "offset" : "relative"
        }
    }

    /// Why this format cannot start at `start` (given the scene's reference for relative
    /// instants), in words, or nil when it can.
    public func problem(start: Instant, reference: Instant) -> String? {
        switch self {
        case .style, .relative: return nil
        case .interval(let end, _, _, _):
            // `ClosedRange` traps on a reversed range; the start may equal the end.
            if end.resolved(reference: reference) < start { return "the interval ends (\(end)) before it starts" }
            return nil
        case .timer(let end, _, _, let fields, let precision):
            if end.resolved(reference: reference) < start { return "the interval ends (\(end)) before it starts" }
            return Self.problem(fields: fields, precision: precision)
        case .stopwatch(_, let fields, let precision):
            return Self.problem(fields: fields, precision: precision)
        }
    }

    static func problem(fields: Int, precision: Seconds) -> String? {
        if !DurationPattern.fieldCounts.contains(fields) { return "maxFieldCount \(fields) is outside 1…4" }
        return DurationPattern.problem(precision: precision)
    }
}

/// A timer piece resolved to exact instants: what it shows and where that changes.
public enum LiveTimerText: Hashable, Sendable {
    case style(TimerText)
    case duration(LiveDurationText)
    case relative(RelativeDateText)

    public func string(at now: Instant) -> String {
        switch self {
        case .style(let text): text.string(at: now)
        case .duration(let text): text.string(at: now)
        case .relative(let text): text.string(at: now)
        }
    }

    /// The first instant after `now` where the string may change; nil when it never will.
    public func nextChange(after now: Instant) -> Instant? {
        switch self {
        case .style(let text): text.nextChange(after: now)
        case .duration(let text): text.nextChange(after: now)
        case .relative(let text): text.nextChange(after: now)
        }
    }
}

extension TimerSpec {
    /// The piece with its instants resolved against `reference` and moved by `shift` (a skew),
    /// read under `rounding`. The format must have passed `TimerFormat.problem`.
    public func liveText(reference: Instant, rounding: TimerRounding = .default, shift: Seconds = .zero) -> LiveTimerText {
        let start = date.resolved(reference: reference) + shift
        func resolved(_ spec: InstantSpec) -> Instant { spec.resolved(reference: reference) + shift }
        switch format {
        case .style:
            return .style(TimerText(date: start, rounding: rounding))
        case .interval(let end, let pause, let countsDown, let showsHours):
            return .duration(.timerInterval(start, resolved(end), pauseTime: pause.map(resolved), countsDown: countsDown,
                                            showsHours: showsHours, rounding: rounding))
        case .timer(let end, let countsDown, let showsHours, let fields, let precision):
            return .duration(.timer(start, resolved(end), countsDown: countsDown, showsHours: showsHours,
                                    maxFieldCount: fields, maxPrecision: precision, rounding: rounding))
        case .relative(let offset):
            return .relative(RelativeDateText(date: start, offset: offset, rounding: rounding))
        case .stopwatch(let showsHours, let fields, let precision):
            return .duration(.stopwatch(startingAt: start, showsHours: showsHours, maxFieldCount: fields,
                                        maxPrecision: precision, rounding: rounding))
        }
    }
}

extension LiveDurationText {
    /// `Text(timerInterval: start...end, pauseTime:, countsDown:, showsHours:)`: the timer style's
    /// `M:SS` / `H:MM:SS` to the second, counting within the interval, held at `pauseTime`.
    public static func timerInterval(_ start: Instant, _ end: Instant, pauseTime: Instant? = nil, countsDown: Bool = true,
                                     showsHours: Bool = true, rounding: TimerRounding = .default) -> LiveDurationText {
        LiveDurationText(running: RunningDuration(start: start, end: end, pause: pauseTime, countsDown: countsDown),
                         pattern: DurationPattern(leading: .unpadded, showsHours: showsHours, maxFieldCount: 3, precision: .one),
                         rounding: rounding)
    }

    /// `.timer(countingUpIn:/countingDownIn: start..<end, showsHours:, maxFieldCount:, maxPrecision:)`.
    public static func timer(_ start: Instant, _ end: Instant, countsDown: Bool, showsHours: Bool = true,
                             maxFieldCount: Int = TimerFormat.timerFieldCount, maxPrecision: Seconds = TimerFormat.timerPrecision,
                             rounding: TimerRounding = .default) -> LiveDurationText {
        LiveDurationText(running: RunningDuration(start: start, end: end, countsDown: countsDown),
                         pattern: DurationPattern(leading: .unpadded, showsHours: showsHours, maxFieldCount: maxFieldCount, precision: maxPrecision),
                         rounding: rounding)
    }

    /// `.stopwatch(startingAt:, showsHours:, maxFieldCount:, maxPrecision:)`: counts up from its
    /// start for ever, `00:00.00` before it.
    public static func stopwatch(startingAt start: Instant, showsHours: Bool = true,
                                 maxFieldCount: Int = TimerFormat.stopwatchFieldCount, maxPrecision: Seconds = TimerFormat.stopwatchPrecision,
                                 rounding: TimerRounding = .default) -> LiveDurationText {
        LiveDurationText(running: RunningDuration(start: start, end: nil, countsDown: false),
                         pattern: DurationPattern(leading: .padded, showsHours: showsHours, maxFieldCount: maxFieldCount, precision: maxPrecision),
                         rounding: rounding)
    }
}
