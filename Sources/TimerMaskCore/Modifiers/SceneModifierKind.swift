// What one kind of SwiftUI modifier knows of itself, and what it may ask of the renderer.
//
// A modifier wraps the view its earlier modifiers made (its content): it may change the size
// offered to it, where it is drawn, and through what transform, clip, opacity or mask. The
// renderer implements `ModifierSizing` and `ModifierCanvas`; no per-pixel work passes through them.

/// One kind of modifier (`.frame`, `.padding`, `.mask`…): its scene-file coding, its size rule
/// and how it draws its content. Each lives in one file of `Modifiers/`, and
/// `SceneModifierKinds.swift` lists them.
public protocol SceneModifierKind: Sendable {
    /// The kind's line in the registry: naming it here means a new kind cannot be left out of it.
    static var kindID: SceneModifierKindID { get }
    /// The key scene files name this modifier by, with the options it takes beside it; none for
    /// a kind another one reads (a flexible frame is written as a `frame`).
    static var sceneNames: [(name: String, options: [String])] { get }
    /// The modifier a scene file's object named `name` describes.
    static func decode(name: String, from decoder: Decoder) throws -> SceneModifier
    /// The modifier's name key and its options.
    func encode(to encoder: Encoder) throws

    /// The modifier as the scene tree holds it.
    var modifier: SceneModifier { get }
    /// The view the modifier holds (a background, an overlay, a mask), with its key.
    var heldView: (String, SceneNode)? { get }

    /// The size of the modified view offered `proposal`.
    func size(_ proposal: ProposedViewSize, _ layout: some ModifierSizing) throws -> ViewSize
    /// Draws the content (and any held view) for the modified view placed in `rect`.
    func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws
    /// The rows of the support table (docs/SUPPORT.md) this kind gives.
    static var support: [SupportEntry] { get }
}

/// What a group effect does to its content's composited picture.
public enum LayerFilter: Equatable, Sendable {
    case color(ColorEffect)
    case blur(radius: Double, opaque: Bool)
    /// WidgetKit's vibrant rendering, as TimerMask models it: white at the luminance's opacity.
    case vibrant
}

extension SceneModifierKind {
    public var heldView: (String, SceneNode)? { nil }
    /// Most modifiers leave the size alone.
    public func size(_ proposal: ProposedViewSize, _ layout: some ModifierSizing) throws -> ViewSize {
        try layout.contentSize(proposal)
    }
}

/// What a modifier may ask while the modified view chooses its size.
public protocol ModifierSizing {
    /// The size of the content (the view with the modifiers before this one) offered `proposal`.
    func contentSize(_ proposal: ProposedViewSize) throws -> ViewSize
    /// A length's value here (`geo.*` from the nearest GeometryReader), refused by name when it
    /// cannot be worked out or is out of range (`.infinity` only with `allowInfinity`).
    func length(_ length: SceneLength, allowInfinity: Bool) throws -> Double
}

/// What a modifier may do while it draws: draw its content somewhere, under a changed transform,
/// clip, opacity or mask, and draw the view it holds.
public protocol ModifierCanvas: ModifierSizing {
    /// Draws the content in `rect`.
    func drawContent(in rect: ViewRect) throws
    /// Draws the content in `rect` with every view inside at `opacity`, as SwiftUI fades a
    /// container's views one by one (a compositing group inside is one view).
    func drawContent(in rect: ViewRect, opacity: Double) throws
    /// Draws the content in `rect` composited apart into one picture, then filtered.
    func drawContent(in rect: ViewRect, filter: LayerFilter) throws
    /// Draws the content in `rect` with a shadow under every view inside.
    func drawContent(in rect: ViewRect, shadow: ShadowStyle) throws
    /// Draws the content in `rect` with every view inside blended with what is under it.
    func drawContent(in rect: ViewRect, blendMode: SceneBlendMode) throws
    /// Draws the content in `rect` composited apart into one picture (`.compositingGroup()`).
    func drawContentComposited(in rect: ViewRect) throws
    /// Draws the content in `rect` as WidgetKit renders a widget in `renderingMode`.
    func drawContent(in rect: ViewRect, renderingMode: WidgetRenderingMode, colors: AccentedColors) throws
    /// Draws the content in `rect` in `accentGroup` when the widget renders accented.
    func drawContent(in rect: ViewRect, accentGroup: AccentGroup) throws
    /// This canvas moved by (x, y) points.
    func translated(x: Double, y: Double) -> Self
    /// This canvas turned `degrees` clockwise about `anchor` of `rect`.
    func rotated(degrees: Double, anchor: UnitPointValue, of rect: ViewRect) -> Self
    /// This canvas scaled about `anchor` of `rect`.
    func scaled(x: Double, y: Double, anchor: UnitPointValue, of rect: ViewRect) -> Self
    /// This canvas turned by the wall clock at this instant about the effect's anchor of `rect`.
    func turned(by effect: ClockHandRotation, of rect: ViewRect) -> Self
    /// This canvas showing nothing outside `rect`.
    func clipped(to rect: ViewRect) throws -> Self
    /// This canvas showing nothing outside `shape` laid out in `rect`.
    func clipped(to shape: SceneShape, in rect: ViewRect) throws -> Self
    /// The size of the held view offered `proposal`.
    func heldViewSize(_ proposal: ProposedViewSize) throws -> ViewSize
    /// Draws the held view in `rect`.
    func drawHeldView(in rect: ViewRect) throws
    /// This canvas with its opacity multiplied by the held view's alpha, drawn in `rect`.
    func masked(byHeldViewIn rect: ViewRect) throws -> Self
}

extension ModifierCanvas {
    /// The held view offered `rect`'s size and placed in it by `alignment`.
    func heldViewRect(in rect: ViewRect, alignment: SceneAlignment) throws -> ViewRect {
        rect.place(try heldViewSize(ProposedViewSize(rect.size)), alignment: alignment)
    }
}

extension ModifierSizing {
    func length(_ length: SceneLength) throws -> Double { try self.length(length, allowInfinity: false) }
}
