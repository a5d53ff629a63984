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

    /// The topmost layer that reaches the picture.
    public var topLayer: LayerState? { layers.last { $0.contributes } }
    public var topFrame: Int? { topLayer?.frame }
    /// How many layers reach the picture (more than one means something shows through).
    public var contributingCount: Int { layers.filter(\.contributes).count }
}
