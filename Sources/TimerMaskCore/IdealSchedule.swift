/// What the widget should show at an instant according to domain.md section 5, worked out
/// from the formulas, not by rendering: the yardstick renders and jitter reports are held to.
public struct IdealSchedule: Equatable, Sendable {
    public var frameCount: Int
    public var fps: Rational
    public var reference: Instant

    public init(frameCount: Int, fps: Rational, reference: Instant) {
        self.frameCount = frameCount
        self.fps = fps
        self.reference = reference
    }

    public init(_ preset: WidgetnimationPreset) {
        self.init(frameCount: preset.frameCount, fps: preset.fps, reference: preset.reference)
    }

    public var frameDuration: Seconds { .one / fps }
    public var loop: Seconds { Rational(Int128(frameCount)) / fps }

    /// `u = (t − R) mod loop`.
    public func phase(at t: Instant) -> Seconds { (t - reference).modulo(loop) }

    /// The frame on top: `floor(fps · u)`.
    public func topFrame(at t: Instant) -> Int { Int((phase(at: t) * fps).floor) }

    /// Whether layer k's own mask (and its half's mask) is on at t: frame 0 always; frame i is
    /// on while `floor(t − R − i·d)` is even, and the second half only in odd seconds.
    public func isLayerOn(_ k: Int, at t: Instant) -> Bool {
        let elapsed = t - reference
        let own = k == 0 || (elapsed - frameDuration * Rational(k)).floor % 2 == 0
        let half = (frameCount + 1) / 2
        let stack = k < half || elapsed.floor.magnitude % 2 == 1
        return own && stack
    }

    /// Layers on at t, bottom to top.
    public func layersOn(at t: Instant) -> [Int] { (0..<frameCount).filter { isLayerOn($0, at: t) } }

    /// The instants in [start, end) where the top frame changes: every 1/fps from R.
    public func frameBoundaries(from start: Instant, to end: Instant) -> [Instant] {
        let d = frameDuration
        var k = ((start - reference) / d).ceil
        var out: [Instant] = []
        while true {
            let t = reference + d * Rational(k)
            if !(t < end) { break }
            out.append(t)
            k += 1
        }
        return out
    }
}
