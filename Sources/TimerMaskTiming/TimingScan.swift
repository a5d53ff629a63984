import Foundation
import TimerMaskCore
import TimerMaskRender

/// Watches a renderer's screen over a span and records every picture it shows, exactly: the
/// span is cut at each instant where a timer string (with its latency and skew), a refresh
/// tick or the ideal schedule can change, and each piece is rendered once.
public struct TimingScan: Sendable {
    public let renderer: SceneRenderer
    public let schedule: (any ShowSchedule)?

    /// The most pictures one scan may render.
    public static let maximumRenders = 200_000

    public init(renderer: SceneRenderer, schedule: (any ShowSchedule)?) {
        self.renderer = renderer
        self.schedule = schedule
    }

    /// Compares with the schedule the scene states, if any, under the clock's rounding and
    /// in the render's time zone.
    public init(renderer: SceneRenderer) {
        self.init(renderer: renderer, schedule: renderer.showSchedule)
    }

    /// The pieces [start, end) is cut into: at every change when the clock can list them
    /// (`step` nil), or every `step` (also the fallback, at 1 ms, for clocks that cannot).
    public func samplingPlan(from start: Instant, to end: Instant, step: Seconds? = nil) throws -> (cuts: [Instant], sampling: TimingTrace.Sampling) {
        precondition(start < end, "a scan needs a span that ends after it starts")
        // Timers change at instants a clock can list; a clock-hand effect turns all the time, so
        // a turning scene is cut exactly only where its stated schedule says the picture changes.
        let changesListed = !renderer.turnsWithTheClock || schedule is ClockBandSchedule
        if step == nil, changesListed, let changes = renderer.changeInstants(from: start, to: end) {
            var cuts = Set(changes)
            cuts.insert(start)
            if let schedule { cuts.formUnion(schedule.changes(from: start, to: end)) }
            let sorted = cuts.filter { start <= $0 && $0 < end }.sorted()
            try ScanBudget.check(renders: sorted.count, of: renderer)
            guard sorted.count <= Self.maximumRenders else {
                throw RenderError(.overLimit, "the span has \(sorted.count) changes, over the limit of \(Self.maximumRenders) renders; scan a shorter span")
            }
            return (sorted, .events)
        }
        let step = step ?? Rational(1, 1000)
        precondition(step > .zero, "a scan step must be positive")
        let count = ((end - start) / step).ceil
        if count <= Int128(Self.maximumRenders) {
            try ScanBudget.check(renders: Int(count), of: renderer)
        }
        guard count <= Int128(Self.maximumRenders) else {
            throw RenderError(.overLimit, "a step of \((step * Rational(1000)).decimalString(maxFractionDigits: 3)) ms makes \(count) samples, over the limit of \(Self.maximumRenders); use a larger step or a shorter span")
        }
        return ((0..<Int(count)).map { start + step * Rational(Int128($0)) }, .step(step))
    }

    public func run(from start: Instant, to end: Instant, step: Seconds? = nil) throws -> TimingTrace {
        let (cuts, sampling) = try samplingPlan(from: start, to: end, step: step)
        let bounds = cuts + [end]
        // Between cuts nothing changes; the middle avoids any question of which side an
        // exact boundary instant belongs to. Fixed steps sample where each step starts.
        let samples: [Instant] = (0..<cuts.count).map { i in
            sampling == .events ? bounds[i] + (bounds[i + 1] - bounds[i]) / Rational(2) : bounds[i]
        }
        let renderer = self.renderer, schedule = self.schedule
        let budget = ScanBudget()
        let results = try parallelMap(count: samples.count) { i in
            let rendering = try renderer.render(at: samples[i], scan: budget)
            let state = TimingTrace.State(rendering, expected: schedule?.expected(at: samples[i]))
            // A frame-font layer changes frames over time: it is named by its font.
            let layers = i == 0 ? rendering.layers.map { TimingTrace.Layer(image: $0.font ?? $0.image, frame: $0.font == nil ? $0.frame : nil) } : []
            return (state, layers)
        }
        var intervals: [TimingTrace.Interval] = []
        var layers: [TimingTrace.Layer] = []
        for (i, (state, firstLayers)) in results.enumerated() {
            if i == 0 { layers = firstLayers }
            if let last = intervals.last, last.state == state {
                intervals[intervals.count - 1] = .init(start: last.start, end: bounds[i + 1], state: state)
            } else {
                intervals.append(.init(start: bounds[i], end: bounds[i + 1], state: state))
            }
        }
        return TimingTrace(start: start, end: end, reference: renderer.scene.reference, layers: layers,
                           schedule: schedule, sampling: sampling, intervals: intervals, renders: samples.count,
                           entryDates: renderer.entryDates, entryLabels: renderer.scene.timeline?.entries.map(\.label) ?? [],
                           deliveries: renderer.deliveries?.events ?? [], reloadPolicy: renderer.scene.timeline?.policy,
                           reloadDate: renderer.scene.timeline?.reloadDate(reference: renderer.scene.reference))
    }
}
