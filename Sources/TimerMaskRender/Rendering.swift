import TimerMaskCore
import TimerMaskRaster

/// What one layer (an image, or a timer in a frame font) did at an instant.
public struct LayerState: Equatable, Sendable {
    /// Where the layer is in the scene tree, e.g. `root.children[1].children[7]`.
    public let path: String
    public let image: String
    /// The frame index for images named `frame:K`, and for a font stack's layers the frame
    /// their glyph shows.
    public let frame: Int?
    /// For a frame-font layer: its font, its timer's string, and the glyph the line ends in (the
    /// one over the view; a ligature's glyph when a pair was joined).
    public var font: String? = nil
    public var string: String? = nil
    public var glyph: UInt32? = nil
    /// The strings of the timers in every mask above this layer, innermost first.
    public let timers: [String]
    /// Mean opacity its masks leave it over its area, 0…1.
    public let maskCoverage: Double
    /// Whether any of its pixels reach the picture.
    public let contributes: Bool
}

/// The picture at an instant and the reasons for it.
public struct Rendering: Sendable {
    public let instant: Instant
    public let reference: Instant
    public let image: RGBAImage
    /// Layers (images and frame-font timers), bottom to top.
    public let layers: [LayerState]
    /// Every `Text` in the tree (masks included), in tree order: what it reads, and what it
    /// should read where the scene states it.
    public internal(set) var texts: [TextReading] = []
    /// The timeline entry on screen, for a scene with a timeline.
    public internal(set) var entry: EntryShowing? = nil
    /// Every live progress view drawn (`ProgressView(timerInterval:)`), in drawing order.
    public internal(set) var progress: [ProgressReading] = []
    /// What the views drawn say of themselves (`SceneViewKind.explanation`: gauges, progress
    /// views of a fixed value), in drawing order.
    public internal(set) var views: [ViewReading] = []

    /// The topmost layer that reaches the picture.
    public var topLayer: LayerState? { layers.last { $0.contributes } }
    public var topFrame: Int? { topLayer?.frame }
    /// How many layers reach the picture (more than one means something shows through).
    public var contributingCount: Int { layers.filter(\.contributes).count }
}

/// What one `Text` reads at an instant.
public struct TextReading: Equatable, Hashable, Sendable {
    /// Where the text is in the scene tree.
    public let path: String
    /// Its runs joined, each live timer as it shows.
    public let shown: String
    /// What the scene says it should read (nil where it says nothing).
    public let expected: String?
    public init(path: String, shown: String, expected: String?) { self.path = path; self.shown = shown; self.expected = expected }
    /// Whether it reads otherwise than stated.
    public var isWrong: Bool { expected.map { $0 != shown } ?? false }
}

/// Which timeline entry is on screen, and which should be.
public struct EntryShowing: Equatable, Hashable, Sendable {
    /// The entry shown, its date and when it reached the screen (what `Date()` reads in it).
    public let entry: Int
    public let date: Instant
    public let delivered: Instant
    /// The entry whose date is the latest at or before the instant: what should show.
    public let due: Int
    /// Labels of the two entries, where the scene gives them.
    public let label: String?
    public let dueLabel: String?
    /// The instant the timeline's policy asks for a new timeline, when the instant is at or
    /// past it: WidgetKit would then show the provider's next timeline, which is not simulated
    /// (the last entry stays on screen).
    public var reloadPassed: Instant? = nil
    /// `entry 3 'day 10 min mark'`.
    public static func name(_ index: Int, _ label: String?) -> String { "entry \(index)" + (label.map { " '\($0)'" } ?? "") }
}

/// One view's line in `--explain`: where it is and what its kind says of it.
public struct ViewReading: Equatable, Hashable, Sendable {
    public let path: String
    public let said: String
}

/// What one live progress view showed at an instant.
public struct ProgressReading: Equatable, Hashable, Sendable {
    /// Where the view is in the scene tree.
    public let path: String
    /// Its interval, as the scene gives it.
    public let value: ProgressValue
    /// How full it was drawn, 0…1.
    public let fraction: Double
    public init(path: String, value: ProgressValue, fraction: Double) { self.path = path; self.value = value; self.fraction = fraction }
}
