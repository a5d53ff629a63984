import Foundation
import TimerMaskCore
import TimerMaskRender

/// A trace held against the ideal schedule: where the picture was wrong and for how long, how
/// long each frame really stayed on screen, and what that does to the frame rate.
public struct GlitchReport: Sendable {
    /// A stretch of time with one wrong picture.
    public struct Glitch: Equatable, Sendable {
        public let start: Instant
        public let end: Instant
        public let kind: GlitchKind
        public let shown: TimingTrace.State
        public var duration: Seconds { end - start }
    }

    /// One uninterrupted stay of a frame on top.
    public struct Showing: Equatable, Sendable {
        public let frame: Int
        public let start: Instant
        public let end: Instant
        /// Whether the span's start or end cuts it, so its length says nothing about timing.
        public let truncated: Bool
        public var duration: Seconds { end - start }
    }

    /// The shortest, median and longest of a list of durations, and how many there were.
    public struct Durations: Equatable, Sendable {
        public let min: Seconds
        public let median: Seconds
        public let max: Seconds
        public let count: Int

        /// nil for no values; the median of an even count is the lower middle value, so it is
        /// always a duration that really occurred.
        public init?(_ values: [Seconds]) {
            guard !values.isEmpty else { return nil }
            let sorted = values.sorted()
            min = sorted.first!
            max = sorted.last!
            median = sorted[(sorted.count - 1) / 2]
            count = sorted.count
        }
    }

    /// A stretch of time the schedule expects two frames at once: a band boundary crossing
    /// the view. Not a glitch; counted apart.
    public struct Split: Equatable, Sendable {
        public let start: Instant
        public let end: Instant
        public let before: Int
        public let after: Int
        /// Where the boundary is across the view (0: the edge it enters at, 1: the far edge)
        /// when the split starts and just before it ends.
        public let boundaryStart: Double
        public let boundaryEnd: Double
        public var duration: Seconds { end - start }
    }

    public let trace: TimingTrace
    public let glitches: [Glitch]
    public let showings: [Showing]
    public let splits: [Split]

    public init(_ trace: TimingTrace) {
        self.trace = trace
        var glitches: [Glitch] = []
        var showings: [Showing] = []
        var splits: [Split] = []
        for interval in trace.intervals {
            let state = interval.state
            if case .split(let before, let after, _)? = state.expected, state.glitch == nil {
                // Both frames on screen, or one while the boundary is still within a pixel: one split.
                if let last = splits.last, last.end == interval.start, last.before == before, last.after == after {
                    splits[splits.count - 1] = Split(start: last.start, end: interval.end, before: before, after: after,
                                                     boundaryStart: last.boundaryStart, boundaryEnd: Self.boundary(trace, before: interval.end))
                } else {
                    splits.append(Split(start: interval.start, end: interval.end, before: before, after: after,
                                        boundaryStart: Self.boundary(trace, at: interval.start),
                                        boundaryEnd: Self.boundary(trace, before: interval.end)))
                }
                continue
            }
            if let kind = state.glitch {
                if let last = glitches.last, last.end == interval.start, last.kind == kind,
                   last.shown.contributing == state.contributing, last.shown.expectedFrame == state.expectedFrame,
                   last.shown.wrongTexts.map(\.path) == state.wrongTexts.map(\.path), last.shown.entry?.entry == state.entry?.entry {
                    glitches[glitches.count - 1] = Glitch(start: last.start, end: interval.end, kind: kind, shown: last.shown)
                } else {
                    glitches.append(Glitch(start: interval.start, end: interval.end, kind: kind, shown: state))
                }
            }
            if let frame = state.topFrame {
                if let last = showings.last, last.frame == frame, last.end == interval.start {
                    showings[showings.count - 1] = Showing(frame: frame, start: last.start, end: interval.end, truncated: false)
                } else {
                    showings.append(Showing(frame: frame, start: interval.start, end: interval.end, truncated: false))
                }
            }
        }
        self.glitches = glitches
        self.splits = splits
        self.showings = showings.map { s in
            Showing(frame: s.frame, start: s.start, end: s.end, truncated: s.start == trace.start || s.end == trace.end)
        }
    }

    /// Where the schedule puts a split's boundary at `t`, or just before `t`.
    static func boundary(_ trace: TimingTrace, at t: Instant) -> Double {
        if case .split(_, _, let b)? = trace.schedule?.expected(at: t) { return b }
        return 0
    }

    static func boundary(_ trace: TimingTrace, before t: Instant) -> Double {
        if case .split(_, _, let b)? = trace.schedule?.expected(at: t - Rational(1, 1_000_000_000)) { return b }
        return 1
    }

    public var totalGlitchTime: Seconds { glitches.reduce(.zero) { $0 + $1.duration } }
    public var totalSplitTime: Seconds { splits.reduce(.zero) { $0 + $1.duration } }
    public var worstGlitch: Glitch? { glitches.max { $0.duration < $1.duration } }

    /// Whether the glitches add up to more than `maxGlitchMs` milliseconds: the CI gate.
    public func exceeds(maxGlitchMs: Rational) -> Bool { totalGlitchTime * Rational(1000) > maxGlitchMs }

    /// The ideal time a frame should stay: 1/fps.
    public var frameDuration: Seconds? { trace.schedule?.frameDuration }

    /// On-screen time of every showing the span does not cut (all of them when every one is cut).
    public var onScreen: Durations? {
        let whole = showings.filter { !$0.truncated }
        return Durations((whole.isEmpty ? showings : whole).map(\.duration))
    }

    /// Per frame, its on-screen times (showings the span cuts left out).
    public var onScreenByFrame: [(frame: Int, durations: Durations)] {
        let whole = showings.filter { !$0.truncated }
        return Dictionary(grouping: whole, by: \.frame).keys.sorted().compactMap { frame in
            Durations(whole.filter { $0.frame == frame }.map(\.duration)).map { (frame, $0) }
        }
    }

    /// Frame slots of the schedule, wholly inside the span, during which their frame never
    /// reached the top.
    public var droppedFrames: [(frame: Int, slotStart: Instant)] {
        guard let schedule = trace.schedule else { return [] }
        var out: [(Int, Instant)] = []
        var showingIndex = 0
        for slot in schedule.slots(from: trace.start, to: trace.end) where slot.start >= trace.start && slot.end <= trace.end {
            while showingIndex < showings.count, showings[showingIndex].end <= slot.start { showingIndex += 1 }
            var seen = false
            var i = showingIndex
            while i < showings.count, showings[i].start < slot.end {
                if showings[i].frame == slot.frame { seen = true; break }
                i += 1
            }
            if !seen { out.append((slot.frame, slot.start)) }
        }
        return out
    }

    /// Showings that lasted two frame durations or more: a frame held in place of the next.
    public var doubledFrames: [Showing] {
        guard let d = frameDuration else { return [] }
        return showings.filter { !$0.truncated && $0.duration >= d * Rational(2) }
    }

    /// Distinct frames shown a second: whole showings over the time they cover. Showings the
    /// span's edges cut would count a sliver as a frame (or miss half of one), so they are left out.
    public var effectiveFPS: Double {
        let whole = showings.filter { !$0.truncated }
        guard let first = whole.first, let last = whole.last else {
            return Double(showings.count) / trace.span.doubleValue
        }
        return Double(whole.count) / (last.end - first.start).doubleValue
    }

    // MARK: - Output

    static func ms(_ seconds: Seconds) -> String { (seconds * Rational(1000)).decimalString(maxFractionDigits: 3) }
    static func msValue(_ seconds: Seconds) -> Double {
        ((seconds * Rational(1000)).doubleValue * 1_000_000).rounded() / 1_000_000
    }
    func since(_ t: Instant) -> Seconds { t - trace.reference }

    /// `466.667–474.667 ms  8 ms  frame 6 instead of 7`.
    func line(_ glitch: Glitch) -> String {
        let range = "\(Self.ms(since(glitch.start)))–\(Self.ms(since(glitch.end))) ms"
        let shown = trace.describeShown(glitch.shown)
        let expected = glitch.shown.expectedFrame.map { "frame \($0)" } ?? "?"
        let what: String
        switch glitch.kind {
        case .wrongFrame: what = "\(shown) instead of \(expected)"
        case .noFrame: what = "nothing instead of \(expected)"
        case .multipleLayers: what = "\(shown) showing together (\(glitch.shown.contributing.count) layers)"
        case .wrongText: what = Self.describeWrongTexts(glitch.shown, since: since)
        }
        return "  \(range)  \(Self.ms(glitch.duration)) ms  \(what)"
    }

    /// `root.children[0] reads "00:010:00" instead of "00:10:00"; entry 2 'day 10 min mark' due at
    /// 600000 ms, entry 1 still shown (delivered at 0 ms)`.
    static func describeWrongTexts(_ state: TimingTrace.State, since: (Instant) -> Seconds) -> String {
        let texts = state.wrongTexts.map { "\($0.path) reads \"\($0.shown)\" instead of \"\($0.expected ?? "")\"" }.joined(separator: ", ")
        guard let entry = state.entry else { return texts }
        if entry.entry != entry.due {
            return texts + "; \(EntryShowing.name(entry.due, entry.dueLabel)) is due, \(EntryShowing.name(entry.entry, entry.label)) still shows"
        }
        return texts + "; \(EntryShowing.name(entry.entry, entry.label)) shows (delivered at \(ms(since(entry.delivered))) ms)"
    }

    /// `1000.000–1006.428 ms  6.428 ms  frames 28|29, boundary 0.00→1.00 across the view`.
    func line(_ split: Split) -> String {
        let range = "\(Self.ms(since(split.start)))–\(Self.ms(since(split.end))) ms"
        let from = String(format: "%.2f", split.boundaryStart), to = String(format: "%.2f", split.boundaryEnd)
        return "  \(range)  \(Self.ms(split.duration)) ms  frames \(split.before)|\(split.after), boundary \(from)→\(to) across the view"
    }

    /// A report for people. `limit` caps the glitches listed one per line.
    public func text(title: String, limit: Int = 40) -> String {
        var lines = [title]
        let method: String
        switch trace.sampling {
        case .events: method = "exact at every change (\(trace.renders) renders)"
        case .step(let step): method = "every \(Self.ms(step)) ms (\(trace.renders) renders)"
        }
        lines.append("span: \(Self.ms(since(trace.start)))–\(Self.ms(since(trace.end))) ms after the reference (\(Self.ms(trace.span)) ms), \(method)")
        if let worst = worstGlitch {
            lines.append("glitches: \(glitches.count), total \(Self.ms(totalGlitchTime)) ms, worst \(Self.ms(worst.duration)) ms")
            for glitch in glitches.prefix(limit) { lines.append(line(glitch)) }
            if glitches.count > limit { lines.append("  … and \(glitches.count - limit) more (--json lists all)") }
        } else {
            lines.append("glitches: none")
        }
        if !splits.isEmpty, let longest = splits.max(by: { $0.duration < $1.duration }), let shortest = splits.min(by: { $0.duration < $1.duration }) {
            lines.append("splits (two frames while a band boundary crosses the view; expected, not glitches): \(splits.count), total \(Self.ms(totalSplitTime)) ms, each \(Self.ms(shortest.duration))–\(Self.ms(longest.duration)) ms")
            for split in splits.prefix(min(limit, 10)) { lines.append(line(split)) }
            if splits.count > min(limit, 10) { lines.append("  … and \(splits.count - min(limit, 10)) more (--json lists all)") }
        }
        if let onScreen {
            let ideal = frameDuration.map { " (ideal \(Self.ms($0)) ms = 1/\(trace.schedule!.fps) s)" } ?? ""
            lines.append("frames on screen: min \(Self.ms(onScreen.min)) ms, median \(Self.ms(onScreen.median)) ms, max \(Self.ms(onScreen.max)) ms over \(onScreen.count) showings\(ideal)")
        } else {
            lines.append("frames on screen: no frame reached the top")
        }
        let dropped = droppedFrames
        let doubled = doubledFrames
        lines.append("dropped frames: \(dropped.count)\(dropped.isEmpty ? "" : " (" + dropped.prefix(10).map { "\($0.frame) at \(Self.ms(since($0.slotStart))) ms" }.joined(separator: ", ") + (dropped.count > 10 ? ", …" : "") + ")")")
        lines.append("doubled frames: \(doubled.count)\(doubled.isEmpty ? "" : " (" + doubled.prefix(10).map { "\($0.frame) for \(Self.ms($0.duration)) ms" }.joined(separator: ", ") + (doubled.count > 10 ? ", …" : "") + ")")")
        lines.append("effective fps: \(String(format: "%.3f", effectiveFPS))\(trace.schedule.map { " (ideal \($0.fps.decimalString(maxFractionDigits: 3)))" } ?? "")")
        return lines.joined(separator: "\n")
    }

    /// Everything, for programs. Times are milliseconds after the reference (`…Ms`), rounded
    /// to the nanosecond; exact fractions of a second are under `…Exact` where it matters.
    public func json(scene: String, jitter: String, seed: UInt64?, maxGlitchMs: Rational? = nil) throws -> String {
        struct ShownJSON: Codable { var frames: [Int?]; var layers: [String]; var topFrame: Int? }
        struct GlitchJSON: Codable {
            var startMs: Double, endMs: Double, durationMs: Double
            var start: String, end: String
            var kind: String
            var shown: ShownJSON
            var expectedFrame: Int?
            var texts: [TextJSON]?
            var entry: EntryJSON?
        }
        struct TextJSON: Codable { var path: String; var shown: String; var expected: String? }
        struct EntryJSON: Codable {
            var shown: Int, shownLabel: String?, deliveredMs: Double
            var due: Int, dueLabel: String?, dueDateMs: Double
        }
        struct DurationsJSON: Codable { var minMs: Double, medianMs: Double, maxMs: Double, count: Int }
        struct FrameJSON: Codable { var frame: Int; var showings: Int; var minMs: Double, medianMs: Double, maxMs: Double }
        struct DroppedJSON: Codable { var frame: Int; var slotStartMs: Double }
        struct DoubledJSON: Codable { var frame: Int; var startMs: Double; var durationMs: Double }
        struct SplitJSON: Codable {
            var startMs: Double, endMs: Double, durationMs: Double
            var before: Int, after: Int
            var boundaryStart: Double, boundaryEnd: Double
        }
        struct ReportJSON: Codable {
            var scene: String, jitter: String, seed: UInt64?
            var reference: String
            var startMs: Double, endMs: Double, spanMs: Double
            var sampling: String, renders: Int
            var fps: Double?, idealFrameMs: Double?
            var glitchCount: Int, totalGlitchMs: Double, worstGlitchMs: Double
            var glitches: [GlitchJSON]
            var splitCount: Int, totalSplitMs: Double
            var splits: [SplitJSON]
            var onScreen: DurationsJSON?
            var frames: [FrameJSON]
            var droppedFrames: [DroppedJSON]
            var doubledFrames: [DoubledJSON]
            var effectiveFps: Double
            var maxGlitchMs: Double?
            var pass: Bool?
        }
        func shown(_ s: TimingTrace.State) -> ShownJSON {
            ShownJSON(frames: s.contributingFrames,
                      layers: s.contributing.map { trace.layers[$0].image }, topFrame: s.topFrame)
        }
        let sampling: String
        switch trace.sampling {
        case .events: sampling = "events"
        case .step(let step): sampling = "step \(Self.ms(step)) ms"
        }
        let report = ReportJSON(
            scene: scene, jitter: jitter, seed: seed, reference: trace.reference.iso8601,
            startMs: Self.msValue(since(trace.start)), endMs: Self.msValue(since(trace.end)), spanMs: Self.msValue(trace.span),
            sampling: sampling, renders: trace.renders,
            fps: trace.schedule?.fps.doubleValue, idealFrameMs: frameDuration.map(Self.msValue),
            glitchCount: glitches.count, totalGlitchMs: Self.msValue(totalGlitchTime),
            worstGlitchMs: Self.msValue(worstGlitch?.duration ?? .zero),
            glitches: glitches.map { g in
                GlitchJSON(startMs: Self.msValue(since(g.start)), endMs: Self.msValue(since(g.end)),
                           durationMs: Self.msValue(g.duration), start: since(g.start).description,
                           end: since(g.end).description, kind: g.kind.rawValue, shown: shown(g.shown),
                           expectedFrame: g.shown.expectedFrame,
                           texts: g.kind == .wrongText ? g.shown.wrongTexts.map { TextJSON(path: $0.path, shown: $0.shown, expected: $0.expected) } : nil,
                           entry: g.shown.entry.map { e in
                               EntryJSON(shown: e.entry, shownLabel: e.label, deliveredMs: Self.msValue(since(e.delivered)),
                                         due: e.due, dueLabel: e.dueLabel,
                                         dueDateMs: Self.msValue(since(trace.entryDates.indices.contains(e.due) ? trace.entryDates[e.due] : e.date)))
                           })
            },
            splitCount: splits.count, totalSplitMs: Self.msValue(totalSplitTime),
            splits: splits.map { s in
                SplitJSON(startMs: Self.msValue(since(s.start)), endMs: Self.msValue(since(s.end)), durationMs: Self.msValue(s.duration),
                          before: s.before, after: s.after,
                          boundaryStart: (s.boundaryStart * 1e6).rounded() / 1e6, boundaryEnd: (s.boundaryEnd * 1e6).rounded() / 1e6)
            },
            onScreen: onScreen.map { DurationsJSON(minMs: Self.msValue($0.min), medianMs: Self.msValue($0.median), maxMs: Self.msValue($0.max), count: $0.count) },
            frames: onScreenByFrame.map { FrameJSON(frame: $0.frame, showings: $0.durations.count, minMs: Self.msValue($0.durations.min),
                                                    medianMs: Self.msValue($0.durations.median), maxMs: Self.msValue($0.durations.max)) },
            droppedFrames: droppedFrames.map { DroppedJSON(frame: $0.frame, slotStartMs: Self.msValue(since($0.slotStart))) },
            doubledFrames: doubledFrames.map { DoubledJSON(frame: $0.frame, startMs: Self.msValue(since($0.start)), durationMs: Self.msValue($0.duration)) },
            effectiveFps: (effectiveFPS * 1000).rounded() / 1000,
            maxGlitchMs: maxGlitchMs?.doubleValue,
            pass: maxGlitchMs.map { !exceeds(maxGlitchMs: $0) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}
