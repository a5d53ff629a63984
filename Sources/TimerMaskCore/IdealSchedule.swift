/// What the widget should show at an instant according to domain.md section 5, worked out
/// from the formulas, not by rendering: the yardstick renders and jitter reports are held to.
public struct IdealSchedule: Equatable, Sendable {
    public var frameCount: Int
    public var fps: Rational
    public var reference: Instant
    /// The timers' rounding rule: it decides where their strings flip, so where frames change.
    public var rounding: TimerRounding

    public init(frameCount: Int, fps: Rational, reference: Instant, rounding: TimerRounding = .default) {
        self.frameCount = frameCount
        self.fps = fps
        self.reference = reference
        self.rounding = rounding
    }

    public init(_ preset: WidgetnimationPreset, rounding: TimerRounding = .default) {
        self.init(frameCount: preset.frameCount, fps: preset.fps, reference: preset.reference, rounding: rounding)
    }

    /// How much earlier than the formulas' whole seconds the timers flip: ½ s when they round
    /// to the nearest second, none when they floor or ceil (counting up, both floor).
    public var flipLead: Seconds { rounding == .nearest ? Rational(1, 2) : .zero }


    public var frameDuration: Seconds { .one / fps }
    public var loop: Seconds { Rational(Int128(frameCount)) / fps }

    /// `u = (t − R) mod loop`, ½ s ahead under `.nearest`.
    public func phase(at t: Instant) -> Seconds { (t - reference + flipLead).modulo(loop) }

    /// The frame on top: the highest layer on, which is `floor(fps · u)` while every timer
    /// counts up; near a timer's own date the rounding rule can hold it on longer.
    public func topFrame(at t: Instant) -> Int {
        let secondHalfOn = isSecondHalfOn(at: t)
        return stride(from: frameCount - 1, to: 0, by: -1).first { isLayerOn($0, at: t, secondHalfOn: secondHalfOn) } ?? 0
    }

    /// Whether layer k's own mask (and its half's mask) is on at t, read from the timers as the
    /// scene states them: frame 0 always; frame i while `Text(R + i·d)` shows an even number of
    /// seconds, and the second half while `Text(R − 1)` does (odd seconds).
    public func isLayerOn(_ k: Int, at t: Instant) -> Bool {
        isLayerOn(k, at: t, secondHalfOn: isSecondHalfOn(at: t))
    }

    /// Layers on at t, bottom to top.
    public func layersOn(at t: Instant) -> [Int] {
        let secondHalfOn = isSecondHalfOn(at: t)
        return (0..<frameCount).filter { isLayerOn($0, at: t, secondHalfOn: secondHalfOn) }
    }

    /// Layer k's own mask, with the second half's mask (the same for every layer) given.
    private func isLayerOn(_ k: Int, at t: Instant, secondHalfOn: Bool) -> Bool {
        guard k == 0 || blinkIsOn(date: reference + frameDuration * Rational(k), at: t) else { return false }
        return k < (frameCount + 1) / 2 || secondHalfOn
    }

    private func isSecondHalfOn(at t: Instant) -> Bool { blinkIsOn(date: reference - .one, at: t) }

    private func blinkIsOn(date: Instant, at t: Instant) -> Bool {
        TimerText(date: date, rounding: rounding).shownSeconds(at: t) % 2 == 0
    }

    /// The instants in [start, end) where the top frame changes: every 1/fps from R (less the lead).
    public func frameBoundaries(from start: Instant, to end: Instant) -> [Instant] {
        let d = frameDuration
        let origin = reference - flipLead
        var k = ((start - origin) / d).ceil
        var out: [Instant] = []
        while true {
            let t = origin + d * Rational(k)
            if !(t < end) { break }
            out.append(t)
            k += 1
        }
        return out
    }
}
