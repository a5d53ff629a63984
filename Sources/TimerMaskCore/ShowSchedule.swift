/// What a widget should show at any instant, worked out from its stated expectation, not by
/// rendering: the yardstick renders, contact sheets and jitter reports are held to.
public protocol ShowSchedule: Sendable {
    /// What should be on screen at `t`.
    func expected(at t: Instant) -> ExpectedShow
    /// The instants in [start, end) where the expectation changes.
    func changes(from start: Instant, to end: Instant) -> [Instant]
    /// Each frame's slot (while it alone should show) that meets [start, end), in order.
    func slots(from start: Instant, to end: Instant) -> [FrameSlot]
    /// How long a frame should stay: the time between one slot's start and the next's.
    var frameDuration: Seconds { get }
    /// The animation's rate: frames a second.
    var fps: Rational { get }
    /// Whether `t` starts a loop of the animation (for marking diagrams).
    func startsLoop(_ t: Instant) -> Bool
}

/// What should be on screen: one frame, or two while a boundary sweeps across the view.
public enum ExpectedShow: Equatable, Hashable, Sendable {
    case frame(Int)
    /// `before` gives way to `after`; `boundary` is where their boundary is across the view at
    /// the instant asked, from 0 (the edge it enters at) to 1.
    case split(before: Int, after: Int, boundary: Double)

    /// The one frame expected, nil during a split.
    public var frame: Int? { if case .frame(let k) = self { k } else { nil } }

    /// The same expectation without the boundary's position, to compare states over time.
    public var withoutPosition: ExpectedShow {
        if case .split(let a, let b, _) = self { return .split(before: a, after: b, boundary: 0) }
        return self
    }
}

/// A frame's stay in a schedule.
public struct FrameSlot: Equatable, Sendable {
    public let frame: Int
    public let start: Instant
    public let end: Instant
    public init(frame: Int, start: Instant, end: Instant) { self.frame = frame; self.start = start; self.end = end }
}

extension IdealSchedule: ShowSchedule {
    public func expected(at t: Instant) -> ExpectedShow { .frame(topFrame(at: t)) }
    public func changes(from start: Instant, to end: Instant) -> [Instant] { frameBoundaries(from: start, to: end) }

    public func slots(from start: Instant, to end: Instant) -> [FrameSlot] {
        let d = frameDuration
        var starts = frameBoundaries(from: start - d, to: end)
        starts.removeAll { $0 + d <= start }
        return starts.map { FrameSlot(frame: topFrame(at: $0), start: $0, end: $0 + d) }
    }

    public func startsLoop(_ t: Instant) -> Bool { phase(at: t) == .zero }
}

/// The arc-mask widget's schedule (domain.md section 10), read in a time zone.
public struct ClockBandSchedule: ShowSchedule, Equatable {
    public var bands: ClockBands
    /// The render's zone, for bands that do not name their own.
    public var zone: TimeZoneSpec

    public init(_ bands: ClockBands, zone: TimeZoneSpec) {
        self.bands = bands
        self.zone = zone
    }

    public var frameDuration: Seconds { bands.cycle / Rational(Int128(bands.frameCount)) }
    public var fps: Rational { Rational(Int128(bands.frameCount)) / bands.cycle }

    public func expected(at t: Instant) -> ExpectedShow {
        switch bands.showing(at: t, zone: zone) {
        case .band(let i): return .frame(bands.frame(ofBand: i))
        case .sweep(let before, let after, let boundary):
            return .split(before: bands.frame(ofBand: before), after: bands.frame(ofBand: after), boundary: boundary)
        }
    }

    /// Where boundary `k` (between bands k−1 and k) is at the view's centre: the instant
    /// `((k / N − centreTurn) mod 1) · cycle` into a cycle, less the zone's offset.
    func centreCrossings(from start: Instant, to end: Instant) -> [(boundary: Int, at: Instant)] {
        let n = bands.frameCount
        let zone = bands.timeZone ?? self.zone
        // Rounded to the nanosecond: the crossings are exact multiples of cycle/N shifted by a
        // quarter turn, so this only matters for a stated centreTurn that is not a fraction.
        let shift = Rational(Int128((bands.centreTurn * 1e9).rounded()), 1_000_000_000) * bands.cycle
        var out: [(Int, Instant)] = []
        let offset = Rational(Int128(zone.secondsFromGMT(at: start)))
        let origin = Instant(sinceEpoch: .zero) - offset - shift
        var k = ((start - frameDuration - origin) / frameDuration).floor
        while true {
            let t = origin + frameDuration * Rational(k)
            if t >= end + frameDuration { break }
            out.append((Int(((k % Int128(n)) + Int128(n)) % Int128(n)), t))
            k += 1
        }
        return out
    }

    /// Half a sweep in seconds, to the nanosecond.
    var halfSweep: Seconds {
        Rational(Int128((bands.sweepHalfWidth * bands.cycle.doubleValue * 1e9).rounded()), 1_000_000_000)
    }

    public func changes(from start: Instant, to end: Instant) -> [Instant] {
        let h = halfSweep
        return centreCrossings(from: start, to: end).flatMap { h > .zero ? [$0.at - h, $0.at + h] : [$0.at] }
            .filter { start <= $0 && $0 < end }
    }

    public func slots(from start: Instant, to end: Instant) -> [FrameSlot] {
        let crossings = centreCrossings(from: start, to: end)
        let h = halfSweep
        return zip(crossings, crossings.dropFirst()).compactMap { a, b in
            let slot = FrameSlot(frame: bands.frame(ofBand: a.boundary), start: a.at + h, end: b.at - h)
            return slot.end > start && slot.start < end ? slot : nil
        }
    }

    public func startsLoop(_ t: Instant) -> Bool {
        let zone = bands.timeZone ?? self.zone
        return (t.sinceEpoch + Rational(Int128(zone.secondsFromGMT(at: t)))).modulo(bands.cycle) == .zero
    }
}

extension WidgetScene {
    /// The schedule this scene states (its `expectation`, else the stack its `animation`
    /// implies), read under `rounding` and in `zone`; nil when it states none.
    public func showSchedule(rounding: TimerRounding = .default, zone: TimeZoneSpec = .utc) -> (any ShowSchedule)? {
        switch expectation {
        case .clockBands(let bands)?: return ClockBandSchedule(bands, zone: zone)
        case .fontStack(let stack)?: return FontStackSchedule(stack, reference: reference, rounding: rounding)
        case .blinkStack(let frames, let fps)?:
            return IdealSchedule(frameCount: frames, fps: fps, reference: reference, rounding: rounding)
        case nil: return IdealSchedule(scene: self, rounding: rounding)
        }
    }
}
