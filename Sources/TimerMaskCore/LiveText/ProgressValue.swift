/// How full a progress view or gauge is: a fixed fraction, or a span of time it runs through
/// by itself (`ProgressView(timerInterval:countsDown:)`, iOS 16), which the system redraws as
/// the clock moves, like a live timer text.
public enum ProgressValue: Hashable, Sendable, CustomStringConvertible {
    /// `value / total`, already clamped to 0…1.
    case fraction(Double)
    /// From `start` to `end`: empties as time passes when `countsDown` (Apple's default), fills otherwise.
    case interval(start: InstantSpec, end: InstantSpec, countsDown: Bool)

    /// `value / total` clamped to 0…1, as SwiftUI draws a value outside its range (a total of 0 or
    /// less draws empty).
    public static func of(value: Double, total: Double) -> ProgressValue {
        guard total > 0, value.isFinite, total.isFinite else { return .fraction(0) }
        return .fraction(min(1, max(0, value / total)))
    }

    /// Whether what it shows changes as time passes.
    public var isLive: Bool {
        if case .interval = self { true } else { false }
    }

    /// The steps a live interval is drawn in: the share elapsed is rounded down to 1/4096 of
    /// the interval, finer than a pixel of any bar or ring a widget can hold at @3x (the widest
    /// widget is 1092 px), so every instant where the picture may change can be listed.
    public static let steps = 4096

    /// The fraction shown at wall-clock `t`, relative instants counted from `reference`. An
    /// interval's progress is linear in time, in `steps`; before the start nothing has elapsed,
    /// after the end all of it; a start equal to its end is all elapsed from then.
    public func fraction(reference: Instant, at t: Instant) -> Double {
        switch self {
        case .fraction(let f): return f
        case .interval(let startSpec, let endSpec, let countsDown):
            let start = startSpec.resolved(reference: reference), end = endSpec.resolved(reference: reference)
            let elapsed: Double
            if end <= start { elapsed = t >= start ? 1 : 0 }
            else if t <= start { elapsed = 0 }
            else if t >= end { elapsed = 1 }
            else {
                let step = ((t - start) / (end - start) * Rational(Int128(Self.steps))).floor
                elapsed = Double(step) / Double(Self.steps)
            }
            return countsDown ? 1 - elapsed : elapsed
        }
    }

    /// The instants in [from, to) where the fraction shown may change: the interval's step
    /// boundaries (none for a fixed fraction).
    public func changeInstants(reference: Instant, from: Instant, to: Instant) -> [Instant] {
        guard case .interval(let startSpec, let endSpec, _) = self else { return [] }
        let start = startSpec.resolved(reference: reference), end = endSpec.resolved(reference: reference)
        guard end > start else { return from <= start && start < to ? [start] : [] }
        let span = end - start, n = Rational(Int128(Self.steps))
        let first = max(1, ((from - start) / span * n).floor), last = min(Int128(Self.steps), ((to - start) / span * n).ceil)
        guard first <= last else { return [] }
        return (first...last).map { start + span * Rational($0) / n }.filter { from <= $0 && $0 < to }
    }

    public var description: String {
        switch self {
        case .fraction(let f): "\(SceneLength.format(f * 100))%"
        case .interval(let start, let end, let countsDown): "\(start)…\(end) \(countsDown ? "counting down" : "counting up")"
        }
    }
}
