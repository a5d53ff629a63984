// What one kind of SwiftUI view knows of itself, and what it may ask of the renderer.
//
// A kind sizes and draws itself against `ViewSizing` and `ViewCanvas`, which TimerMaskRender
// implements with its rasteriser and fonts: the kind's file stays pure Swift, and the renderer
// keeps every per-pixel loop to itself (a kind is called once per view, never per pixel).

/// One kind of view (`Text`, `VStack`, `Circle`…): its scene-file coding, the size it chooses
/// when offered one, and how it draws in the rectangle it is given. Each lives in one file of
/// `Views/`, and `SceneViewKinds.swift` lists them.
public protocol SceneViewKind: Sendable {
    /// The kind's line in the registry: naming it here means a new kind cannot be left out of it.
    static var kindID: SceneViewKindID { get }
    /// The `type`s scene files give this kind, each with the keys it takes besides `type` and
    /// the modifiers (most kinds have one; the shapes share one kind).
    static var sceneTypes: [(type: String, keys: [String])] { get }
    /// The view a scene file's object of type `type` describes, read from its own keys.
    static func decode(type: String, from decoder: Decoder) throws -> SceneView
    /// This view's own keys (not `type`, not its modifiers).
    func encode(to encoder: Encoder) throws

    /// The view as the scene tree holds it.
    var view: SceneView { get }
    /// The views inside this one, in order.
    var children: [SceneNode] { get }
    /// The same view holding `children` instead (each kind with children keeps their count).
    func replacingChildren(_ children: [SceneNode]) -> SceneView
    /// The `type` scene files give this view.
    var typeName: String { get }

    /// The size this view chooses when offered `proposal` (SwiftUI's `sizeThatFits`).
    func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize
    /// Draws the view, placing its children, in `rect` (SwiftUI's `placeSubviews`).
    func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws
    /// Whether the size can change from instant to instant, given whether a child's can.
    func sizeVariesWithTime(childrenVary: Bool) -> Bool
    /// The live timers the view itself shows, in order.
    var timers: [TimerSpec] { get }
    /// What `--explain` says of this view, the same at every instant (nil: nothing, or what it
    /// shows is listed elsewhere: a text's string, an image's layer, a live progress view's fraction).
    var explanation: String? { get }
    /// The rows of the support table (docs/SUPPORT.md) this kind gives: SwiftUI's spellings it
    /// stands for, graded.
    static var support: [SupportEntry] { get }
}

extension SceneViewKind {
    public var children: [SceneNode] { [] }
    public func replacingChildren(_ children: [SceneNode]) -> SceneView { view }
    public var typeName: String { Self.sceneTypes[0].type }
    public func sizeVariesWithTime(childrenVary: Bool) -> Bool { false }
    public var timers: [TimerSpec] { [] }
    public var explanation: String? { nil }
}

/// What a kind may ask while it chooses its size: its children's sizes, and what only the
/// renderer can measure (a picture's pixels, a shaped line at this instant).
public protocol ViewSizing {
    /// Child `index`'s size, with all its modifiers, offered `proposal`.
    func childSize(_ index: Int, _ proposal: ProposedViewSize) throws -> ViewSize
    /// The children laid out one after another along `axis`, `spacing` apart (8 when nil).
    func stackLayout(_ axis: StackAxis, spacing: Double?, _ proposal: ProposedViewSize) throws -> StackLayout
    /// The pixel size of the image `name`, refused by name when it was not loaded.
    func imageSize(_ name: String) throws -> ViewSize
    /// The size of `text`'s line as it reads at this instant.
    func lineSize(_ text: TextContent) throws -> ViewSize
    /// `text` broken into the lines SwiftUI would show in a frame `width` wide (one line when
    /// nil, or when it holds timers) and `height` tall (as many lines as fit, at least one).
    func wrapped(_ text: TextContent, width: Double?, height: Double?) throws -> WrappedText
    /// The same sizing for views inside a GeometryReader of `size` (their `geo.*` lengths).
    func insideGeometryReader(of size: ViewSize) -> Self
}

/// What a kind may do while it draws: place its children and paint what it shows. The renderer
/// maps points to pixels, clips and masks; a kind only says what goes where.
public protocol ViewCanvas: ViewSizing {
    /// Draws child `index` (with its modifiers) in `rect`.
    func drawChild(_ index: Int, in rect: ViewRect) throws
    /// Fills `rect` with `color`.
    func fill(_ rect: ViewRect, with color: SceneColorValue) throws
    /// Fills `rect` with a gradient laid across it.
    func fill(_ rect: ViewRect, with gradient: some GradientShading) throws
    /// Fills or strokes `shape` laid out in `rect`.
    func draw(_ shape: SceneShape, _ paint: ShapePaint, in rect: ViewRect) throws
    /// Draws the image `name` scaled to fill or fit `rect`.
    func drawImage(_ name: String, contentMode: ImageContentMode, in rect: ViewRect) throws
    /// Draws `text`'s line as it reads at this instant in `rect`.
    func drawText(_ text: TextContent, in rect: ViewRect) throws
    /// How full `value` shows at this instant (a live interval's share elapsed, on the clock
    /// timers read).
    func fraction(of value: ProgressValue) -> Double
}

/// The axis a stack lays its children along.
public enum StackAxis: Sendable {
    case horizontal, vertical
}

/// A stack's layout: its size, each child's, and the spacing used between them.
public struct StackLayout: Sendable {
    public var size: ViewSize
    public var sizes: [ViewSize]
    public var spacing: Double
    public init(size: ViewSize, sizes: [ViewSize], spacing: Double) {
        self.size = size; self.sizes = sizes; self.spacing = spacing
    }
}
