import TimerMaskCore

/// Why a preview cannot be made as asked: one sentence naming the value.
public typealias PreviewError = Refusal<PreviewSampling>

/// Where a preview looks at the scene: the exact instants `start + k/fps`, k = 0 ..< count, sample k
/// standing for the stretch `[k/fps, (k+1)/fps)` of the span, the last one cut at `duration`.
public struct PreviewSampling: Equatable, Sendable {
    public let start: Instant
    public let duration: Seconds
    public let fps: Rational
    /// ⌈duration · fps⌉: every sample whose stretch starts inside the span.
    public let count: Int

    /// More samples than this are refused before anything is rendered (10 000: 2 min 46 s at 60 fps).
    public static let maximumCount = 10_000
    /// Sampling faster than this shows nothing a display could (120 Hz is the fastest iPhone).
    public static let maximumFPS = Rational(240)

    public init(start: Instant, duration: Seconds, fps: Rational) throws {
        guard duration > .zero else {
            throw PreviewError("the duration \(duration.decimalString()) s must be above zero")
        }
        guard fps > .zero, fps <= Self.maximumFPS else {
            throw PreviewError("\(fps.decimalString(maxFractionDigits: 3)) fps must be above 0 and at most \(Self.maximumFPS)")
        }
        let exact = (duration * fps).ceil
        guard exact <= Int128(Self.maximumCount) else {
            throw PreviewError("\(duration.decimalString()) s at \(fps.decimalString(maxFractionDigits: 3)) fps is \(exact) frames, over the limit of \(Self.maximumCount)")
        }
        self.start = start
        self.duration = duration
        self.fps = fps
        self.count = Int(exact)
    }

    /// The instant sample `k` shows.
    public func instant(_ k: Int) -> Instant { start + offset(k) }

    /// Where sample `k`'s stretch starts, from the span's start; `offset(count)` is the duration.
    public func offset(_ k: Int) -> Seconds {
        k >= count ? duration : Rational(Int128(k)) / fps
    }
}
