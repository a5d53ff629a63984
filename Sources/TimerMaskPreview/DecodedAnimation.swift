import TimerMaskCodecs
import TimerMaskCore
import TimerMaskRaster

/// An animated GIF or WebP read back: every frame as a viewer shows it and how long it stays up,
/// from this tool or any other.
public struct DecodedAnimation: Sendable {
    /// One frame as a viewer shows it, and how long it stays up.
    public struct Frame: Equatable, Sendable {
        public var image: RGBAImage
        /// As stored, exactly: centiseconds for GIF, milliseconds for WebP.
        public var duration: Seconds
    }

    public var format: PreviewFormat
    public var frames: [Frame]
    /// How many times it plays; 0 forever.
    public var plays: Int

    /// Decodes `bytes` (recognised by content, not name); `source` names them in errors.
    public init(_ bytes: [UInt8], source: String, maxPixels: Int = ImageFile.defaultMaxPixels) throws {
        switch ImageFormat(sniffing: bytes) {
        case .gif:
            let animation = try GIFCodec.decodeAnimation(bytes, source: source, maxPixels: maxPixels)
            format = .gif
            frames = animation.frames.map { Frame(image: $0.image, duration: Rational(Int128($0.delayCentiseconds), 100)) }
            plays = animation.plays
        case .webp:
            let animation = try WebPCodec.decodeAnimation(bytes, source: source, maxPixels: maxPixels)
            format = .webp
            frames = animation.frames.map { Frame(image: $0.image, duration: Rational(Int128($0.durationMilliseconds), 1000)) }
            plays = animation.plays
        default:
            throw PreviewError(bytes.isEmpty ? "\(source) is empty (0 bytes)" : "\(source) is not a GIF or WebP animation")
        }
    }

    /// The sum of the stored durations.
    public var duration: Seconds { frames.reduce(.zero) { $0 + $1.duration } }

    /// How long browsers (Chrome, Firefox, Safari) show frame `k`: a stored duration of 10 ms or
    /// less is shown for 100 ms.
    public func shownDuration(_ k: Int) -> Seconds {
        frames[k].duration <= Rational(1, 100) ? Rational(1, 10) : frames[k].duration
    }

    /// One play as browsers show it.
    public var shownTotal: Seconds { frames.indices.reduce(.zero) { $0 + shownDuration($1) } }

    /// Ticks a second of the format's delays: 100 for GIF, 1000 for WebP.
    public var ticksPerSecond: Int { format.timing.ticksPerSecond }

    /// How many samples `frameIndices(sampledAt:asBrowsersPlay:)` lists, ⌈one play · fps⌉, counted
    /// without listing them: a caller can refuse a count before any work (65535 cs delays at 60 fps
    /// are over a million).
    public func sampleCount(sampledAt fps: Rational, asBrowsersPlay: Bool = true) -> Int128 {
        let total = frames.indices.reduce(Seconds.zero) { $0 + (asBrowsersPlay ? shownDuration($1) : frames[$1].duration) }
        return (total * fps).ceil
    }

    /// The frame on screen when each sample k/fps of one play is due, k = 0 ..< ⌈total · fps⌉:
    /// the frame showing at the first tick at or after k/fps (a format cannot start a frame
    /// between ticks). `asBrowsersPlay` applies browsers' 100 ms rule; otherwise the stored delays.
    public func frameIndices(sampledAt fps: Rational, asBrowsersPlay: Bool = true) -> [Int] {
        precondition(fps > .zero, "a sampling rate must be positive")
        let duration = { (k: Int) in asBrowsersPlay ? self.shownDuration(k) : self.frames[k].duration }
        let tick = Rational(Int128(ticksPerSecond))
        let count = Int(sampleCount(sampledAt: fps, asBrowsersPlay: asBrowsersPlay))
        var indices: [Int] = []
        indices.reserveCapacity(count)
        var frame = 0
        var frameEnd = duration(0)
        for k in 0..<count {
            let due = Rational((Rational(Int128(k)) / fps * tick).ceil) / tick
            while due >= frameEnd && frame + 1 < frames.count {
                frame += 1
                frameEnd += duration(frame)
            }
            indices.append(frame)
        }
        return indices
    }
}
