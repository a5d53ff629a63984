import TimerMaskCore

/// How a format counts time: GIF in centiseconds, WebP in milliseconds, and the shortest frame
/// browsers honour (shorter ones they slow to 100 ms: GIF delays of 0 or 1 cs, WebP of 10 ms or less).
public struct FrameTiming: Equatable, Sendable {
    public var ticksPerSecond: Int
    public var minimumTicks: Int

    public init(ticksPerSecond: Int, minimumTicks: Int) {
        self.ticksPerSecond = ticksPerSecond
        self.minimumTicks = minimumTicks
    }

    public static let gif = FrameTiming(ticksPerSecond: 100, minimumTicks: 2)
    public static let webp = FrameTiming(ticksPerSecond: 1000, minimumTicks: 11)

    /// The tick at or after `offset`: a frame never appears before its instant, and because every
    /// boundary is rounded from the exact time, rounding never accumulates (15 fps in centiseconds:
    /// 7, 7, 6, 7, 7, 6, …).
    public func tick(_ offset: Seconds) -> Int {
        Int((offset * Rational(Int128(ticksPerSecond))).ceil)
    }
}

/// Which samples a preview shows, and for how many ticks each.
///
/// 1. Runs of samples with equal state (the same timer strings, hence the same picture) become one
///    frame, so only the first of each run is rendered.
/// 2. Each frame starts at its exact start rounded up to a tick (`FrameTiming.tick`), and lasts
///    until the next frame's start; the last one until the duration, rounded up.
/// 3. A frame that would last fewer ticks than the format's minimum is dropped and its time given
///    to the frame before it, so no browser slows the animation down.
///
/// The ticks always sum to the duration rounded up to a tick, whatever the frame rate.
public struct FrameSchedule: Equatable, Sendable {
    /// One frame of the file: the sample it shows and how many ticks it stays up.
    public struct Entry: Equatable, Sendable {
        /// The sample to render.
        public let sample: Int
        public var ticks: Int
    }

    public let entries: [Entry]
    public let timing: FrameTiming

    /// `states[k]` is what sample k's picture depends on; nil treats every sample as different.
    public init<State: Equatable>(sampling: PreviewSampling, timing: FrameTiming, states: [State]?) {
        precondition(states == nil || states!.count == sampling.count, "one state per sample")
        var starts = [0]
        for k in 1..<max(1, sampling.count) where states.map({ $0[k] != $0[k - 1] }) ?? true { starts.append(k) }
        var kept: [(sample: Int, tick: Int)] = []
        for sample in starts {
            let tick = timing.tick(sampling.offset(sample))
            if let last = kept.last, tick - last.tick < timing.minimumTicks { continue }
            kept.append((sample, tick))
        }
        let end = timing.tick(sampling.duration)
        if kept.count > 1, end - kept.last!.tick < timing.minimumTicks { kept.removeLast() }
        entries = kept.indices.map { i in
            Entry(sample: kept[i].sample, ticks: (i + 1 < kept.count ? kept[i + 1].tick : end) - kept[i].tick)
        }
        self.timing = timing
    }

    /// The sum of every frame's ticks.
    public var totalTicks: Int { entries.reduce(0) { $0 + $1.ticks } }
}
