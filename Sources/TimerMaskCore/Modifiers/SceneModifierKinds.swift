// The registry of modifier kinds: every modifier a scene can hold, each case mapped to the
// type in `Modifiers/` that knows it. The compiler checks both switches.

/// One SwiftUI modifier. A node's modifiers apply in order, each to the view the ones before
/// it made, so `.offset` then `.rotationEffect` turns the moved view about its own (unmoved)
/// frame, while `.rotationEffect` then `.offset` moves the turned view.
public indirect enum SceneModifier: Equatable, Sendable {
    /// `.frame(width:height:alignment:)`: a nil side takes what the parent offers.
    case frame(width: SceneLength?, height: SceneLength?, alignment: SceneAlignment)
    /// `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`; `.infinity` as a maximum.
    case flexibleFrame(FlexibleFrame)
    /// `.padding(edges, length)`: SwiftUI's default 16 when length is nil.
    case padding(edges: EdgeSet, length: SceneLength?)
    /// `.offset(x:y:)`: moves the drawing, not the layout.
    case offset(x: SceneLength, y: SceneLength)
    /// `.position(x:y:)`: the view's centre at (x, y) of all the space it is offered.
    case position(x: SceneLength, y: SceneLength)
    /// `.fixedSize(horizontal:vertical:)`: the content at its ideal size along the fixed axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.layoutPriority(_:)`: the order a stack offers its space in.
    case layoutPriority(Double)
    /// `.alignmentGuide(_:computeValue:)`: where the view's guide for one alignment lies.
    case alignmentGuide(AlignmentGuide)
    /// `.aspectRatio(_:contentMode:)`: the content offered a size of that ratio (nil: its own).
    case aspectRatio(Double?, contentMode: ImageContentMode)
    /// `.rotationEffect(angle, anchor:)`, clockwise on screen for positive angles.
    case rotation(degrees: Double, anchor: UnitPointValue)
    /// `.scaleEffect(x:y:anchor:)`.
    case scale(x: Double, y: Double, anchor: UnitPointValue)
    /// `.opacity(o)`: every view inside drawn at that opacity (one picture after a compositing group).
    case opacity(Double)
    /// A colour effect (`.brightness`, `.saturation`, `.colorMultiply`…) on the view composited apart.
    case colorEffect(ColorEffect)
    /// `.blur(radius:opaque:)` of the view composited apart.
    case blur(radius: Double, opaque: Bool)
    /// `.shadow(…)` under every view inside.
    case shadow(ShadowStyle)
    /// `.compositingGroup()`: the view one picture to the effects after it.
    case compositingGroup
    /// `.blendMode(_:)`: every view inside blended with what is under it.
    case blendMode(SceneBlendMode)
    /// The widget drawn in a WidgetKit rendering mode (the Swift importer puts it at the root).
    case widgetRendering(WidgetRenderingMode, AccentedColors)
    /// `.widgetAccentable()` / `.widgetAccentedRenderingMode(_:)`: the view's group in accented mode.
    case accentGroup(AccentGroup)
    /// `.clipped()`: nothing outside the view's frame.
    case clipped
    /// `.clipShape(shape)`: nothing outside the shape laid in the view's frame.
    case clipShape(SceneShape)
    /// `.background(view, alignment:)`: the view, offered this one's size, drawn behind.
    case background(SceneNode, alignment: SceneAlignment)
    /// `.overlay(view, alignment:)`: drawn in front.
    case overlay(SceneNode, alignment: SceneAlignment)
    /// `.mask(view)`: this view's opacity multiplied by the mask view's alpha.
    case mask(SceneNode, alignment: SceneAlignment)
    /// WidgetKit's clock-hand effect: turned by the wall clock (domain.md section 10).
    case clockHandRotation(ClockHandRotation)

    /// The kind that knows this modifier's coding, size rule and drawing.
    public var kind: any SceneModifierKind {
        switch self {
        case .frame(let width, let height, let alignment): FrameModifier(width: width, height: height, alignment: alignment)
        case .flexibleFrame(let frame): FlexibleFrameModifier(frame: frame)
        case .padding(let edges, let length): PaddingModifier(edges: edges, length: length)
        case .offset(let x, let y): OffsetModifier(x: x, y: y)
        case .position(let x, let y): PositionModifier(x: x, y: y)
        case .fixedSize(let h, let v): FixedSizeModifier(horizontal: h, vertical: v)
        case .aspectRatio(let ratio, let mode): AspectRatioModifier(ratio: ratio, contentMode: mode)
        case .layoutPriority(let p): LayoutPriorityModifier(priority: p)
        case .alignmentGuide(let guide): AlignmentGuideModifier(guide: guide)
        case .rotation(let degrees, let anchor): RotationEffectModifier(degrees: degrees, anchor: anchor)
        case .scale(let x, let y, let anchor): ScaleEffectModifier(x: x, y: y, anchor: anchor)
        case .opacity(let opacity): OpacityModifier(opacity: opacity)
        case .colorEffect(let effect): ColorEffectModifier(effect: effect)
        case .blur(let radius, let opaque): BlurModifier(radius: radius, opaque: opaque)
        case .shadow(let style): ShadowModifier(style: style)
        case .compositingGroup: CompositingGroupModifier()
        case .blendMode(let mode): BlendModeModifier(mode: mode)
        case .widgetRendering(let mode, let colors): WidgetRenderingModifier(mode: mode, colors: colors)
        case .accentGroup(let group): AccentGroupModifier(group: group)
        case .clipped: ClippedModifier()
        case .clipShape(let shape): ClipShapeModifier(shape: shape)
        case .background(let view, let alignment): BackgroundModifier(view: view, alignment: alignment)
        case .overlay(let view, let alignment): OverlayModifier(view: view, alignment: alignment)
        case .mask(let view, let alignment): MaskModifier(view: view, alignment: alignment)
        case .clockHandRotation(let effect): ClockHandRotationModifier(effect: effect)
        }
    }

    /// A view the modifier holds, with the key scene files give it.
    public var view: (String, SceneNode)? { kind.heldView }
}

/// Every modifier kind, one line each, in the order scene files' messages list their names.
public enum SceneModifierKindID: CaseIterable, Sendable {
    case frame, flexibleFrame, padding, offset, position, fixedSize, aspectRatio, layoutPriority, alignmentGuide, rotation, scale, opacity, colorEffect, blur, shadow, compositingGroup, blendMode
    case clipped, clipShape
    case background, overlay, mask, clockHandRotation, widgetRendering, accentGroup

    public var type: any SceneModifierKind.Type {
        switch self {
        case .frame: FrameModifier.self
        case .flexibleFrame: FlexibleFrameModifier.self
        case .padding: PaddingModifier.self
        case .offset: OffsetModifier.self
        case .position: PositionModifier.self
        case .fixedSize: FixedSizeModifier.self
        case .aspectRatio: AspectRatioModifier.self
        case .layoutPriority: LayoutPriorityModifier.self
        case .alignmentGuide: AlignmentGuideModifier.self
        case .rotation: RotationEffectModifier.self
        case .scale: ScaleEffectModifier.self
        case .opacity: OpacityModifier.self
        case .colorEffect: ColorEffectModifier.self
        case .blur: BlurModifier.self
        case .shadow: ShadowModifier.self
        case .compositingGroup: CompositingGroupModifier.self
        case .blendMode: BlendModeModifier.self
        case .clipped: ClippedModifier.self
        case .clipShape: ClipShapeModifier.self
        case .background: BackgroundModifier.self
        case .overlay: OverlayModifier.self
        case .mask: MaskModifier.self
        case .clockHandRotation: ClockHandRotationModifier.self
        case .widgetRendering: WidgetRenderingModifier.self
        case .accentGroup: AccentGroupModifier.self
        }
    }

    /// Every name scene files may give a modifier, in order, with its kind and options.
    static let byName: [(name: String, kind: any SceneModifierKind.Type, options: [String])] =
        allCases.flatMap { id in id.type.sceneNames.map { (name: $0.name, kind: id.type, options: $0.options) } }
}
