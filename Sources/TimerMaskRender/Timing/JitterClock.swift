import TimerMaskCore

/// Timer strings as a device with latency, skew and a refresh rate shows them.
public struct JitterClock: TimerClock {
    public let timers: JitteredTimers

    public init(_ timers: JitteredTimers) { self.timers = timers }

    /// Binds `model` to `scene`'s timers; throws when a selector names no timer.
    public init(_ model: JitterModel, scene: WidgetScene, rounding: TimerRounding = .default) throws {
        self.init(try JitteredTimers(model, scene: scene, rounding: rounding))
    }

    public var model: JitterModel { timers.model }
    public var rounding: TimerRounding { timers.rounding }

    public func string(for timer: TimerSpec, reference: Instant, at t: Instant) -> String {
        timers.string(for: timer, reference: reference, at: t)
    }

    public var entryDelivery: EntryDelivery { model.entries }
    public var entrySeed: UInt64 { model.seed }

    /// The same model bound to one entry's timers; a selector that names none of them there
    /// leaves that entry's timers on time.
    public func bound(toEntryScene scene: WidgetScene) -> any TimerClock {
        if let bound = try? JitterClock(model, scene: scene, rounding: rounding) { return bound }
        var model = self.model
        model.latency = model.latency.flatMap { (try? $0.on.resolve(in: scene)) != nil ? $0 : nil }
        model.skew = model.skew.flatMap { (try? $0.on.resolve(in: scene)) != nil ? $0 : nil }
        return (try? JitterClock(model, scene: scene, rounding: rounding)) ?? IdealTimerClock(rounding: rounding)
    }
}

/// A clock that can list every instant where what it reads may change, so a scan can render
/// once per interval instead of sampling.
public protocol ScreenChangeSource {
    func changeInstants(in scene: WidgetScene, from start: Instant, to end: Instant) -> [Instant]
}

extension JitterClock: ScreenChangeSource {
    public func changeInstants(in scene: WidgetScene, from start: Instant, to end: Instant) -> [Instant] {
        timers.changeInstants(in: scene, from: start, to: end)
    }
}

extension IdealTimerClock: ScreenChangeSource {
    public func changeInstants(in scene: WidgetScene, from start: Instant, to end: Instant) -> [Instant] {
        // With no selectors nothing can fail to resolve.
        let ideal = try! JitteredTimers(.none, scene: scene, rounding: rounding)
        return ideal.changeInstants(in: scene, from: start, to: end)
    }
}

extension SceneRenderer {
    /// Every instant in [start, end) where what the screen shows may change: each timer's
    /// flips (with its jitter), and for a timeline each entry's date and delivery, the flips
    /// of the entry on screen between its delivery and the next, and where a text's expected
    /// string changes. Nil when the clock cannot list its changes.
    public func changeInstants(from start: Instant, to end: Instant) -> [Instant]? {
        guard let source = clock as? any ScreenChangeSource else { return nil }
        guard scene.timeline != nil, let deliveries else {
            var cuts = Set(source.changeInstants(in: scene, from: start, to: end))
            cuts.formUnion(expectedTextChanges(from: start, to: end, entry: nil))
            return cuts.sorted()
        }
        var cuts = Set(entryDates.filter { start <= $0 && $0 < end })
        let events = deliveries.events
        for (i, event) in events.enumerated() {
            // The first entry also shows before its delivery.
            let from = i == 0 ? start : max(start, event.at)
            let to = i + 1 < events.count ? min(end, events[i + 1].at) : end
            if start <= event.at && event.at < end { cuts.insert(event.at) }
            guard from < to, let inner = try? entryRenderer(event), let innerSource = inner.clock as? any ScreenChangeSource else { continue }
            cuts.formUnion(innerSource.changeInstants(in: inner.scene, from: from, to: to))
            if cuts.count > renderLimit { break }
        }
        for (i, date) in entryDates.enumerated() {
            let from = i == 0 ? start : max(start, date)
            let to = i + 1 < entryDates.count ? min(end, entryDates[i + 1]) : end
            guard from < to else { continue }
            cuts.formUnion(expectedTextChanges(from: from, to: to, entry: entryContext(i, rendered: date)))
            if cuts.count > renderLimit { break }
        }
        return cuts.filter { start <= $0 && $0 < end }.sorted()
    }

    /// Where the stated expectations of texts change in [start, end), read in `entry`.
    func expectedTextChanges(from start: Instant, to end: Instant, entry: EntryContext?) -> [Instant] {
        var out: [Instant] = []
        for (_, text) in scene.texts {
            guard let expected = text.expected else { continue }
            var cursor = start
            while out.count <= renderLimit,
                  let next = expected.nextChange(after: cursor, reference: scene.reference, entry: entry, rounding: clock.rounding), next < end {
                out.append(next)
                cursor = next
            }
        }
        return out
    }
}
