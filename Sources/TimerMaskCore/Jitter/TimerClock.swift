/// How timers read their strings while rendering. Jitter models plug in here.
public protocol TimerClock: Sendable {
    /// The string `timer` (its relative instants counted from `reference`) shows at wall-clock `t`.
    func string(for timer: TimerSpec, reference: Instant, at t: Instant) -> String
    /// The rule timers round by: it decides where their strings flip, so the ideal schedule follows it.
    var rounding: TimerRounding { get }
    /// When timeline entries reach the screen, and the seed of their draws.
    var entryDelivery: EntryDelivery { get }
    var entrySeed: UInt64 { get }
    /// The clock one timeline entry's scene reads: its timers are new timers to a jitter
    /// model, as the view is rendered anew for each entry.
    func bound(toEntryScene scene: WidgetScene) -> any TimerClock
    /// How full a progress value shows at wall-clock `t` (a live one is drawn by the system as
    /// the clock moves; a display refresh holds it until its next tick).
    func fraction(of value: ProgressValue, reference: Instant, at t: Instant) -> Double
}

extension TimerClock {
    public var entryDelivery: EntryDelivery { .onTime }
    public var entrySeed: UInt64 { 1 }
    public func bound(toEntryScene scene: WidgetScene) -> any TimerClock { self }
    public func fraction(of value: ProgressValue, reference: Instant, at t: Instant) -> Double {
        value.fraction(reference: reference, at: t)
    }
}

/// Timers exactly as the model of domain.md section 2 says, with one rounding rule.
public struct IdealTimerClock: TimerClock {
    public var rounding: TimerRounding
    public init(rounding: TimerRounding = .default) { self.rounding = rounding }
    public func string(for timer: TimerSpec, reference: Instant, at t: Instant) -> String {
        timer.liveText(reference: reference, rounding: rounding).string(at: t)
    }
}
