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

    public func fraction(of value: ProgressValue, reference: Instant, at t: Instant) -> Double {
        value.fraction(reference: reference, at: model.refresh?.lastTick(atOrBefore: t) ?? t)
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
