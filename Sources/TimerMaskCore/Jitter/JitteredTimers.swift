/// A scene's timers under a jitter model: the string each one really shows at an instant, and
/// every instant where what the screen shows may change.
///
/// A timer's string changes at boundaries `b_n = date + phase + n` (phase ½ s under `.nearest`
/// rounding). Under latency the flip at `b_n` happens at `b_n + L(n)`, `L` drawn from
/// (seed, timer, n); until then the previous string stays. A skew moves the timer's date. A
/// display refresh shows at `t` whatever was true at the last tick at or before `t`.
public struct JitteredTimers: Sendable {
    public let model: JitterModel
    public let rounding: TimerRounding
    let latencyTargets: Set<TimerIdentity>
    let skewTargets: Set<TimerIdentity>

    /// Binds `model` to the timers of `scene`; throws when a selector names no timer.
    public init(_ model: JitterModel, scene: WidgetScene, rounding: TimerRounding = .default) throws {
        self.model = model
        self.rounding = rounding
        latencyTargets = try model.latency?.on.resolve(in: scene) ?? []
        skewTargets = try model.skew?.on.resolve(in: scene) ?? []
    }

    /// The date `timer` really counts from: its own, moved by the skew when it is selected.
    public func date(of timer: TimerSpec, date: Instant) -> Instant {
        guard let skew = model.skew, skewTargets.contains(TimerIdentity(timer)) else { return date }
        return date + skew.offset
    }

    /// The delay of `timer`'s flip at boundary `n` (zero when latency does not apply to it).
    public func latency(of timer: TimerSpec, boundary n: Int128) -> Seconds {
        delay(of: TimerIdentity(timer), index: Int64(truncatingIfNeeded: n))
    }

    /// The delay of a newer live text's flip at `flip`: its draw is indexed by the flip's
    /// millisecond since 1970, as no two of its flips are less than 1 ms apart.
    public func latency(of timer: TimerSpec, flipAt flip: Instant) -> Seconds {
        delay(of: TimerIdentity(timer), index: Int64(truncatingIfNeeded: (flip.sinceEpoch * Rational(1000)).floor))
    }

    func delay(of identity: TimerIdentity, index n: Int64) -> Seconds {
        guard let latency = model.latency, latencyTargets.contains(identity) else { return .zero }
        let stream = SeededRandom.stableHash(identity.key)
        let index = latency.draw == .perFlip ? n : Int64.min
        return latency.distribution.delay(
            unit: { SeededRandom.unit(seed: model.seed, stream: stream, index: index) },
            gaussian: { SeededRandom.normal(seed: model.seed, stream: stream, index: index) })
    }

    var phase: Seconds { rounding == .nearest ? Rational(1, 2) : .zero }

    /// The string `timer` (dated `date` in the scene) shows on screen at `t`.
    public func string(for timer: TimerSpec, date sceneDate: Instant, at now: Instant) -> String {
        let t = model.refresh?.lastTick(atOrBefore: now) ?? now
        let date = date(of: timer, date: sceneDate)
        let text = TimerText(date: date, rounding: rounding)
        guard model.latency != nil, latencyTargets.contains(TimerIdentity(timer)) else { return text.string(at: t) }
        // Draws stay within ±½ s, so the last flip that has happened is one of these three.
        let n0 = (t - date - phase).floor
        for n in [n0 + 1, n0, n0 - 1] {
            let boundary = date + phase + Rational(n)
            let delay = latency(of: timer, boundary: n)
            if boundary + delay <= t {
                // The string of boundary n, read on the timer's own lagging clock but never past
                // the middle of its second (the next flip has its own delay).
                return text.string(at: min(t - delay, boundary + Rational(1, 2)))
            }
        }
        return text.string(at: date + phase + Rational(n0 - 1) + Rational(1, 2))
    }

    /// Instants in [start, end) where `timer`'s contribution to the screen may change: its flips,
    /// moved onto refresh ticks when the display has them. A superset is harmless.
    public func changeInstants(for timer: TimerSpec, date sceneDate: Instant, from start: Instant, to end: Instant) -> [Instant] {
        let date = date(of: timer, date: sceneDate)
        let limit = LatencyDistribution.limit / Rational(1000)
        let first = (start - limit - date - phase).floor
        let last = (end + limit - date - phase).ceil
        var flips: [Instant] = []
        var n = first
        while n <= last {
            flips.append(date + phase + Rational(n) + latency(of: timer, boundary: n))
            n += 1
        }
        return onScreen(flips, from: start, to: end)
    }

    /// Flips as the screen shows them: on refresh ticks when the display has them.
    func onScreen(_ flips: [Instant], from start: Instant, to end: Instant) -> [Instant] {
        var out: [Instant] = []
        for flip in flips {
            if let refresh = model.refresh {
                // A string that changes just after a tick shows one tick later: keep both.
                let tick = refresh.firstTick(atOrAfter: flip)
                out.append(tick)
                if tick == flip { out.append(tick + refresh.period) }
            } else {
                out.append(flip)
            }
        }
        return out.filter { start <= $0 && $0 < end }
    }

    // MARK: - Every kind of timer piece

    /// The most flips one timer piece may list for a span: above any scan's render limit, so a
    /// scan refuses the span in its own words instead of collecting flips without end.
    public static let maximumFlips = 250_000

    /// `timer` resolved against `reference`, its instants moved by the skew when it is selected.
    public func liveText(of timer: TimerSpec, reference: Instant) -> LiveTimerText {
        let shift = model.skew.flatMap { skewTargets.contains(TimerIdentity(timer)) ? $0.offset : nil } ?? .zero
        return timer.liveText(reference: reference, rounding: rounding, shift: shift)
    }

    /// The string any timer piece shows on screen at `t`. `Text(date, style: .timer)` reads as
    /// `string(for:date:at:)`; a newer live text shows the string after its latest flip that has
    /// happened, each flip delayed by its own draw.
    public func string(for timer: TimerSpec, reference: Instant, at now: Instant) -> String {
        if timer.format == .style { return string(for: timer, date: timer.date.resolved(reference: reference), at: now) }
        let t = model.refresh?.lastTick(atOrBefore: now) ?? now
        let text = liveText(of: timer, reference: reference)
        guard model.latency != nil, latencyTargets.contains(TimerIdentity(timer)) else { return text.string(at: t) }
        // Draws stay within ±limit: every flip up to t − limit has shown, none after t + limit has.
        let limit = LatencyDistribution.limit / Rational(1000)
        var flips: [Instant] = []
        var cursor = t - limit
        while let flip = text.nextChange(after: cursor), flip <= t + limit {
            flips.append(flip)
            cursor = flip
        }
        // The string on screen after flip i is the one between flip i and flip i + 1.
        func after(_ i: Int) -> String {
            let from = i < 0 ? t - limit : flips[i]
            let to = i + 1 < flips.count ? flips[i + 1] : from + Rational(1, 2000)
            return text.string(at: from + (to - from) / Rational(2))
        }
        let shown = flips.indices.last { flips[$0] + latency(of: timer, flipAt: flips[$0]) <= t }
        return after(shown ?? -1)
    }

    /// Instants in [start, end) where any timer piece may change what shows.
    public func changeInstants(for timer: TimerSpec, reference: Instant, from start: Instant, to end: Instant) -> [Instant] {
        if timer.format == .style {
            return changeInstants(for: timer, date: timer.date.resolved(reference: reference), from: start, to: end)
        }
        let text = liveText(of: timer, reference: reference)
        let limit = LatencyDistribution.limit / Rational(1000)
        var flips: [Instant] = []
        var cursor = start - limit - .one
        while flips.count <= Self.maximumFlips, let flip = text.nextChange(after: cursor), flip <= end + limit {
            flips.append(flip + latency(of: timer, flipAt: flip))
            cursor = flip
        }
        return onScreen(flips, from: start, to: end)
    }

    /// Every instant in [start, end) where some timer of `scene` may change what shows, sorted.
    public func changeInstants(in scene: WidgetScene, from start: Instant, to end: Instant) -> [Instant] {
        var seen = Set<TimerIdentity>()
        var all = Set<Instant>()
        for timer in scene.timers where seen.insert(TimerIdentity(timer)).inserted {
            all.formUnion(changeInstants(for: timer, reference: scene.reference, from: start, to: end))
        }
        // Live progress views move in steps of their interval, shown on refresh ticks.
        for value in Set(scene.progressValues) {
            all.formUnion(onScreen(value.changeInstants(reference: scene.reference, from: start, to: end), from: start, to: end))
        }
        return all.sorted()
    }
}
