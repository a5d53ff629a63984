/// What can go wrong with timing on a real device (domain.md section 9), as data: late timer
/// flips, a skewed reference date, and a display that only changes on refresh ticks. Random
/// parts are drawn from `seed`; the same model always gives the same timing.
public struct JitterModel: Equatable, Sendable, CustomStringConvertible {
    /// Timers flip at their boundary plus a drawn delay.
    public struct Latency: Equatable, Sendable {
        /// How often a new delay is drawn from the distribution.
        public enum Draw: String, CaseIterable, Sendable {
            /// A new delay for every boundary of every timer.
            case perFlip = "flip"
            /// One delay per timer, kept for all its flips.
            case perTimer = "timer"
        }
        public var distribution: LatencyDistribution
        public var draw: Draw
        public var on: TimerSelector
        public init(_ distribution: LatencyDistribution, draw: Draw = .perFlip, on: TimerSelector = .all) {
            self.distribution = distribution
            self.draw = draw
            self.on = on
        }
    }

    /// The timers `on` count from a reference date shifted by `offset` (domain.md section 6).
    public struct Skew: Equatable, Sendable {
        public var offset: Seconds
        public var on: TimerSelector
        /// `on` defaults to the preset's mask group, as `--skew-on` does.
        public init(_ offset: Seconds, on: TimerSelector = .group(WidgetnimationPreset.maskGroup)) {
            self.offset = offset
            self.on = on
        }
    }

    public var latency: Latency?
    public var skew: Skew?
    public var refresh: DisplayRefresh?
    /// When timeline entries reach the screen.
    public var entries: EntryDelivery
    /// The draws' seed: 1 by default, as the command line's `--seed`, so a model built here
    /// and the same flags give the same timing.
    public var seed: UInt64

    public init(latency: Latency? = nil, skew: Skew? = nil, refresh: DisplayRefresh? = nil,
                entries: EntryDelivery = .onTime, seed: UInt64 = 1) {
        self.latency = latency
        self.skew = skew
        self.refresh = refresh
        self.entries = entries
        self.seed = seed
    }

    /// Timing exactly as the ideal model says.
    public static let none = JitterModel()

    public var isNone: Bool { latency == nil && skew == nil && refresh == nil && entries.isOnTime }

    /// One line for titles and reports: `latency uniform 0…20 ms per flip on group masks` (the
    /// seed is stated beside it by whoever prints it).
    public var description: String {
        var parts: [String] = []
        if let latency {
            parts.append("latency \(latency.distribution)\(latency.distribution.isConstant ? "" : " per \(latency.draw.rawValue)") on \(latency.on)")
        }
        if let skew {
            let ms = (skew.offset * Rational(1000)).decimalString(maxFractionDigits: 3)
            parts.append("skew \(skew.offset < .zero ? "" : "+")\(ms) ms on \(skew.on)")
        }
        if let refresh { parts.append("refresh \(refresh)") }
        if !entries.isOnTime { parts.append(entries.description) }
        if parts.isEmpty { return "no jitter" }
        return parts.joined(separator: ", ")
    }
}
