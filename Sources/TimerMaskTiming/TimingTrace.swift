import TimerMaskCore
import TimerMaskRender

/// What the screen showed over a span: consecutive intervals of one unchanging picture, each
/// with the layers it showed and the frame the ideal schedule wanted there.
public struct TimingTrace: Sendable {
    /// One image layer of the scene, bottom to top.
    public struct Layer: Equatable, Sendable {
        public let image: String
        /// The frame index for images named `frame:K`.
        public let frame: Int?
        /// `frame 7`, or the image's name.
        public var label: String { frame.map { "frame \($0)" } ?? image }
    }

    /// What one interval showed.
    public struct State: Equatable, Sendable {
        /// Indices into `layers` of the layers whose pixels reach the picture, bottom to top.
        public let contributing: [Int]
        /// The frame of the topmost contributing layer.
        public let topFrame: Int?
        /// Per layer, the mean opacity its masks leave it (0 = mask off, 1 = fully on).
        public let maskCoverage: [Double]
        /// What the schedule says should show (nil without a schedule); a split's boundary
        /// position is left out, so one sweep is one state.
        public let expected: ExpectedShow?
        /// The frame of each contributing layer, bottom to top.
        public let contributingFrames: [Int?]
        /// The frame every layer shows here (a font stack's layers change frames over time).
        public let frames: [Int?]
        /// The texts whose reading the scene states, as they read here.
        public let texts: [TextReading]
        /// The timeline entry on screen and the one due (nil without a timeline).
        public let entry: EntryShowing?

        public init(contributing: [Int], topFrame: Int?, maskCoverage: [Double], expected: ExpectedShow?, frames: [Int?],
                    texts: [TextReading] = [], entry: EntryShowing? = nil) {
            self.contributing = contributing
            self.topFrame = topFrame
            self.maskCoverage = maskCoverage
            self.expected = expected?.withoutPosition
            self.contributingFrames = contributing.map { frames[$0] }
            self.frames = frames
            self.texts = texts.filter { $0.expected != nil }
            self.entry = entry
        }

        /// What `rendering` showed, held to `expected`.
        public init(_ rendering: Rendering, expected: ExpectedShow?) {
            self.init(contributing: rendering.layers.indices.filter { rendering.layers[$0].contributes },
                      topFrame: rendering.topFrame, maskCoverage: rendering.layers.map(\.maskCoverage),
                      expected: expected, frames: rendering.layers.map(\.frame),
                      texts: rendering.texts, entry: rendering.entry)
        }

        /// Texts that read otherwise than the scene states.
        public var wrongTexts: [TextReading] { texts.filter(\.isWrong) }

        /// The frame the schedule puts on top (nil without a schedule, or during a split).
        public var expectedFrame: Int? { expected?.frame }

        /// How this picture differs from the ideal one, if it does. During a split the two
        /// frames it names may show, together or either alone; anything else is a glitch.
        /// A scene with no image layers (text only) is held to its texts alone.
        public var glitch: GlitchKind? {
            if contributing.isEmpty && !maskCoverage.isEmpty { return .noFrame }
            switch expected {
            case .split(let before, let after, _)?:
                if !contributingFrames.allSatisfy({ $0 == before || $0 == after }) { return .wrongFrame }
                return wrongTexts.isEmpty ? nil : .wrongText
            case .frame(let frame)?:
                if topFrame != frame { return .wrongFrame }
            case nil:
                break
            }
            if contributing.count > 1 { return .multipleLayers }
            if !wrongTexts.isEmpty { return .wrongText }
            return nil
        }

        /// Whether this picture is the expected split: both frames on screen at once.
        public var isSplit: Bool {
            guard case .split(let before, let after, _)? = expected, glitch == nil else { return false }
            return Set(contributingFrames.compactMap { $0 }) == [before, after]
        }
    }

    /// A stretch of time over which the picture's state (contributing layers, top frame, masks) does not change.
    public struct Interval: Equatable, Sendable {
        public let start: Instant
        public let end: Instant
        public let state: State
        public var duration: Seconds { end - start }
    }

    /// How the span was sampled.
    public enum Sampling: Equatable, Sendable {
        /// Once per interval between consecutive instants where anything can change: exact.
        case events
        /// Every `step`, each sample standing for the step that follows it.
        case step(Seconds)
    }

    public let start: Instant
    public let end: Instant
    public let reference: Instant
    public let layers: [Layer]
    public let schedule: (any ShowSchedule)?
    public let sampling: Sampling
    /// Back to back from `start` to `end`; neighbours always differ in state.
    public let intervals: [Interval]
    /// Pictures rendered to build the trace.
    public let renders: Int
    /// A timeline's entry dates, their labels, and every delivery (all of them, also outside the span).
    public internal(set) var entryDates: [Instant] = []
    public internal(set) var entryLabels: [String?] = []
    public internal(set) var deliveries: [DeliveredEntry] = []
    /// A timeline's reload policy and the instant it asks for a new timeline (nil for `never`).
    public internal(set) var reloadPolicy: ReloadPolicy? = nil
    public internal(set) var reloadDate: Instant? = nil

    public var span: Seconds { end - start }

    /// The interval showing at `t` (nil outside the span).
    public func interval(at t: Instant) -> Interval? {
        guard start <= t, t < end else { return nil }
        var lo = 0, hi = intervals.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if intervals[mid].start <= t { lo = mid } else { hi = mid - 1 }
        }
        return intervals[lo]
    }

    /// `frame 3`, `frames 2+5`, `image logo`, `nothing`.
    public func describeShown(_ state: State) -> String {
        guard !state.contributing.isEmpty else { return "nothing" }
        let frames = state.contributingFrames
        if frames.allSatisfy({ $0 != nil }) {
            return (frames.count == 1 ? "frame " : "frames ") + frames.map { "\($0!)" }.joined(separator: "+")
        }
        return state.contributing.map { layers[$0].label }.joined(separator: " + ")
    }
}

/// Why a picture is not the one the ideal schedule promises.
public enum GlitchKind: String, Codable, CaseIterable, Sendable {
    /// The top layer is another frame than the schedule's.
    case wrongFrame = "wrong-frame"
    /// No layer reaches the picture.
    case noFrame = "no-frame"
    /// The right frame is on top but another layer shows through as well (ghosting, or a
    /// partly covered strip at a mask's edge).
    case multipleLayers = "multiple-layers"
    /// A text reads otherwise than the scene states (a late timeline entry's prefix, say).
    case wrongText = "wrong-text"

    public var phrase: String {
        switch self {
        case .wrongFrame: return "wrong frame"
        case .noFrame: return "no frame"
        case .multipleLayers: return "more than one layer"
        case .wrongText: return "wrong text"
        }
    }
}
