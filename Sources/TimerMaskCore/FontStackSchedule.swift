/// The frame-font stack's schedule (`FontStack`, domain.md sections 6 and 11), worked out from
/// its timers: the masks (BlinkMask timers from `R_m = R + maskSkew`) choose the top layer k as
/// in the 30-layer stack, and layer k's own timer `Text(R + 1 + k/F)` chooses its glyph.
public struct FontStackSchedule: ShowSchedule, Equatable {
    public var stack: FontStack
    public var reference: Instant
    public var rounding: TimerRounding

    public init(_ stack: FontStack, reference: Instant, rounding: TimerRounding = .default) {
        self.stack = stack
        self.reference = reference
        self.rounding = rounding
    }

    public var fps: Rational { stack.fps }
    public var frameDuration: Seconds { .one / stack.fps }
    public var loop: Seconds { stack.loop }

    /// The masks alone, as the BlinkMask stack reads them: its "frame" is the top layer.
    var masks: IdealSchedule {
        IdealSchedule(frameCount: stack.layerCount, fps: stack.fps, reference: reference + stack.maskSkew, rounding: rounding)
    }

    /// Layer k's timer date, `R + 1 + k/F`.
    public func timerDate(layer k: Int) -> Instant { reference + .one + Rational(Int128(k)) / stack.fps }

    /// The layer on top at t.
    public func topLayer(at t: Instant) -> Int { masks.topFrame(at: t) }

    /// The glyph layer k's timer picks at t: its seconds pair through the stack's fonts.
    public func glyph(layer k: Int, at t: Instant) -> Int {
        let shown = TimerText(date: timerDate(layer: k), rounding: rounding).shownSeconds(at: t)
        return stack.glyph(forPair: Int(shown % 60))
    }

    public func expected(at t: Instant) -> ExpectedShow {
        let k = topLayer(at: t)
        return .frame(stack.frame(layer: k, glyph: glyph(layer: k, at: t)))
    }

    /// Every instant in [start, end) where a mask or a frame timer can flip: the masks' grid
    /// `R_m + n/F`, the second half's `R_m − 1 + n` and each layer's `R + 1 + k/F + n` (less
    /// the ½ s lead of `.nearest`).
    func candidates(from start: Instant, to end: Instant) -> [Instant] {
        var out = Set(masks.frameBoundaries(from: start, to: end))
        let lead = masks.flipLead
        for k in 0..<stack.layerCount {
            let origin = timerDate(layer: k) - lead
            var n = (start - origin).ceil
            while true {
                let t = origin + Rational(n)
                if !(t < end) { break }
                out.insert(t)
                n += 1
            }
        }
        return out.sorted()
    }

    public func changes(from start: Instant, to end: Instant) -> [Instant] {
        // The showing is constant between candidates, so compare each with the one before.
        let all = candidates(from: start - .one, to: end)
        var out: [Instant] = []
        var previous: ExpectedShow? = nil
        for t in all {
            let now = expected(at: t)
            if t >= start, let previous, previous != now { out.append(t) }
            previous = now
        }
        return out
    }

    public func slots(from start: Instant, to end: Instant) -> [FrameSlot] {
        let d = frameDuration
        let cuts = changes(from: start - d * Rational(2), to: end + d * Rational(2))
        return zip(cuts, cuts.dropFirst()).compactMap { a, b in
            guard b > start, a < end, case .frame(let k) = expected(at: a) else { return nil }
            return FrameSlot(frame: k, start: a, end: b)
        }
    }

    /// The frame that starts a loop: the one showing 2 s after R (frame 0 under the CatFont
    /// rule without skew; every layer on top shows pair 01 then).
    public var firstFrame: ExpectedShow { expected(at: reference + Rational(2)) }

    /// The first frame starts a loop (2 s after R, then every loop, without skew).
    public func startsLoop(_ t: Instant) -> Bool {
        let first = firstFrame
        return expected(at: t) == first && expected(at: t - frameDuration) != first
    }
}
