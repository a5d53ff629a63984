/// The duration a live text shows before it is written: it runs one second per second from
/// `start` until `end` or the pause (whichever comes first) and holds still outside that span.
///
/// Counting up it is the time since `start` (0 before it); counting down, the time left until
/// `end` (the whole interval before `start`). It never decreases counting up and never increases
/// counting down, which is what lets `nextChange` find every change without sampling.
public struct RunningDuration: Hashable, Sendable {
    public var start: Instant
    /// Where the count stops; nil for a stopwatch, which runs for ever.
    public var end: Instant?
    /// Where the count holds (`pauseTime`); nil to run to `end`.
    public var pause: Instant?
    public var countsDown: Bool

    public init(start: Instant, end: Instant?, pause: Instant? = nil, countsDown: Bool) {
        precondition(end.map { $0 >= start } ?? !countsDown, "a count down needs an end not before its start")
        self.start = start
        self.end = end
        self.pause = pause
        self.countsDown = countsDown
    }

    /// The last instant the count moves at, or nil when it never stops.
    public var stop: Instant? {
        let stops = [end, pause].compactMap { $0 }
        return stops.min().map { max($0, start) }
    }

    /// The duration shown at `now`, before rounding to the precision.
    public func value(at now: Instant) -> Seconds {
        var clock = max(now, start)
        if let stop { clock = min(clock, stop) }
        return countsDown ? end! - clock : clock - start
    }

    /// Every instant and duration moved by `offset` (a skew).
    public func shifted(by offset: Seconds) -> RunningDuration {
        RunningDuration(start: start + offset, end: end.map { $0 + offset }, pause: pause.map { $0 + offset }, countsDown: countsDown)
    }
}

/// A live text whose string is a `RunningDuration` quantised to a precision and written by a
/// `DurationPattern`: `Text(timerInterval:…)`, `.timer(countingUpIn:/countingDownIn:…)` and
/// `.stopwatch(startingAt:…)`.
///
/// Quantising follows the timer's `TimerRounding` at the pattern's precision p: under the
/// default `ceil`, a count up shows `floor(d/p)` steps and a count down `ceil(d/p)`, so every
/// value shows for exactly one step and a count down reads zero only from its end on; `floor`
/// floors both, `nearest` rounds both, halves up.
public struct LiveDurationText: Hashable, Sendable {
    public var running: RunningDuration
    public var pattern: DurationPattern
    public var rounding: TimerRounding

    public init(running: RunningDuration, pattern: DurationPattern, rounding: TimerRounding = .default) {
        self.running = running
        self.pattern = pattern
        self.rounding = rounding
    }

    /// Steps of the precision shown at `now`.
    public func shownUnits(at now: Instant) -> Int128 { units(of: running.value(at: now)) }

    func units(of duration: Seconds) -> Int128 {
        let steps = duration / pattern.precision
        switch rounding {
        case .ceil: return running.countsDown ? steps.ceil : steps.floor
        case .floor: return steps.floor
        case .nearest: return steps.roundedHalfUp
        }
    }

    public func string(at now: Instant) -> String { pattern.string(units: shownUnits(at: now)) }

    /// The first instant after `now` where the string changes (at it or, for a count down
    /// rounded by `floor` or `nearest`, just after it), or nil when it never changes again.
    /// Between `now` and that instant the string is the one just after `now`.
    public func nextChange(after now: Instant) -> Instant? {
        var shown = shownUnits(at: now)
        // At most two rounds: a count down that flips just after `now` shows its next value first.
        for _ in 0..<3 {
            guard let target = nextDifferentUnits(from: shown) else { return nil }
            guard let boundary = instant(reaching: target) else { return nil }
            if boundary > now { return boundary }
            shown = target
        }
        return nil
    }

    /// The first step count, in the direction the count runs, whose string differs from `units`'.
    func nextDifferentUnits(from units: Int128) -> Int128? {
        let p = pattern.precision
        let unit = pattern.lastUnit(units: units)
        let shown = (p * Rational(units) / unit).floor   // whole units of the last field
        if running.countsDown {
            // The largest count whose last field reads less: count · p < shown · unit.
            let target = (Rational(shown) * unit / p).ceil - 1
            return target >= 0 ? target : nil
        }
        // The smallest count whose last field reads more: count · p ≥ (shown + 1) · unit.
        return (Rational(shown + 1) * unit / p).ceil
    }

    /// Where the shown step count first reaches `target` (a change at or, for a count down under
    /// `floor`/`nearest`, just after the returned instant), or nil when the count stops before.
    func instant(reaching target: Int128) -> Instant? {
        let p = pattern.precision, t = Rational(target)
        let stop = running.stop
        if running.countsDown {
            let end = running.end!
            switch rounding {
            case .ceil:
                // ceil(d/p) ≤ target from d = target·p on.
                let at = end - t * p
                if let stop, at > stop { return nil }
                return at
            case .floor, .nearest:
                // floor(d/p) ≤ target once d < (target + 1)·p (nearest: target + ½): just after.
                let at = end - (t + (rounding == .floor ? .one : Rational(1, 2))) * p
                if let stop, at >= stop { return nil }
                return max(at, running.start)
            }
        }
        // floor(d/p) ≥ target from d = target·p on (nearest: target − ½).
        let at = running.start + (rounding == .nearest ? t - Rational(1, 2) : t) * p
        if let stop, at > stop { return nil }
        return at
    }
}
