/// When a timeline's entries reach the screen (domain.md section 12): "close, but not
/// perfect". Entry i is ready at its date plus a delay drawn from (seed, i), never before its
/// date (a negative draw counts as none); the host shows entries at most every `cadence`.
/// When the host may show one, it shows the newest entry that is ready, so entries that a
/// newer one overtakes are never shown.
public struct EntryDelivery: Equatable, Sendable, CustomStringConvertible {
    public var latency: LatencyDistribution?
    /// The shortest time between two entries reaching the screen (one project measured 2 s).
    public var cadence: Seconds?

    public init(latency: LatencyDistribution? = nil, cadence: Seconds? = nil) {
        self.latency = latency
        self.cadence = cadence
    }

    /// Every entry on its date.
    public static let onTime = EntryDelivery()
    public var isOnTime: Bool { latency == nil && cadence == nil }

    /// Shortest and longest cadence a model may state.
    public static let cadenceRange = Rational(1, 1000)...Rational(3600)

    /// Entry `index`'s delay after its date: the drawn latency, at least zero.
    public func delay(entry index: Int, seed: UInt64) -> Seconds {
        guard let latency else { return .zero }
        let stream = SeededRandom.stableHash("timeline entry")
        let drawn = latency.delay(unit: { SeededRandom.unit(seed: seed, stream: stream, index: Int64(index)) },
                                  gaussian: { SeededRandom.normal(seed: seed, stream: stream, index: Int64(index)) })
        return max(.zero, drawn)
    }

    /// When each shown entry reaches the screen, for entries dated `dates` (in date order).
    /// O(n log n): the earliest ready time among entries newer than the one on screen is a
    /// suffix minimum, and the newest entry ready by a moment is the last index whose suffix
    /// minimum is at most that moment (suffix minima never decrease, so it is a binary search).
    public func deliveries(dates: [Instant], seed: UInt64) -> TimelineDeliveries {
        let ready = dates.indices.map { dates[$0] + delay(entry: $0, seed: seed) }
        var earliestFrom = ready
        for i in ready.indices.reversed().dropFirst() { earliestFrom[i] = min(ready[i], earliestFrom[i + 1]) }
        var events: [DeliveredEntry] = []
        var shown = -1
        var last: Instant? = nil
        while shown + 1 < ready.count {
            // The earliest moment an entry newer than the one on screen is ready, held back by the cadence.
            var moment = earliestFrom[shown + 1]
            if let last, let cadence, moment < last + cadence { moment = last + cadence }
            // The newest entry ready by then wins: the last index whose suffix minimum is ≤ moment.
            var lo = shown + 1, hi = ready.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if earliestFrom[mid] <= moment { lo = mid } else { hi = mid - 1 }
            }
            events.append(DeliveredEntry(entry: lo, due: dates[lo], at: moment))
            shown = lo
            last = moment
        }
        return TimelineDeliveries(events: events)
    }

    public var description: String {
        var parts: [String] = []
        if let latency { parts.append("entries late \(latency)") }
        if let cadence { parts.append("entries at most every \((cadence * Rational(1000)).decimalString(maxFractionDigits: 3)) ms") }
        return parts.isEmpty ? "entries on time" : parts.joined(separator: ", ")
    }
}

/// One entry reaching the screen.
public struct DeliveredEntry: Equatable, Hashable, Sendable {
    public let entry: Int
    /// The entry's own date.
    public let due: Instant
    /// When it reached the screen, and what `Date()` reads in it.
    public let at: Instant
    public init(entry: Int, due: Instant, at: Instant) { self.entry = entry; self.due = due; self.at = at }
    public var lateness: Seconds { at - due }
}

/// The entries a timeline's delivery shows, in the order they reach the screen.
public struct TimelineDeliveries: Equatable, Sendable {
    public let events: [DeliveredEntry]

    /// The entry on screen at `t`: the last one delivered by `t`. Before the first delivery
    /// the first entry shows, as if it had been delivered then (the widget was added with it).
    public func showing(at t: Instant) -> DeliveredEntry? {
        guard let first = events.first else { return nil }
        guard first.at <= t else { return first }
        var lo = 0, hi = events.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if events[mid].at <= t { lo = mid } else { hi = mid - 1 }
        }
        return events[lo]
    }
}
