// The registry of view kinds: every view a scene can hold, each case mapped to the type in
// `Views/` that knows it. The compiler checks both switches, so a kind cannot be half added.

/// The views a scene is made of: one case per kind, its model as the case's values.
public indirect enum SceneView: Equatable, Sendable {
    /// Children drawn back to front, each placed by the stack's alignment.
    case zStack(alignment: SceneAlignment, children: [SceneNode])
    /// Children top to bottom, `spacing` points apart (SwiftUI's default 8 when nil).
    case vStack(alignment: HorizontalEdgeAlignment, spacing: Double?, children: [SceneNode])
    /// Children leading to trailing.
    case hStack(alignment: VerticalEdgeAlignment, spacing: Double?, children: [SceneNode])
    /// Flexible space along a stack's axis, at least `minLength` (8 when nil).
    case spacer(minLength: Double?)
    /// Takes all it is offered; children start at its top-left and may read its size as
    /// `geo.width` / `geo.height`.
    case geometryReader(children: [SceneNode])
    /// Fills the frame it is offered.
    case color(SceneColorValue)
    /// `Image(name).resizable()` scaled to fill or fit its frame.
    case image(name: String, contentMode: ImageContentMode)
    /// `Text` runs joined by `+`, one line, in one font.
    case text(TextContent)
    /// A shape filled or stroked, taking the frame it is offered.
    case shape(SceneShape, ShapePaint)
    /// Colours along a line across the frame it is offered.
    case linearGradient(LinearGradientModel)
    /// Colours in rings about a point of the frame it is offered.
    case radialGradient(RadialGradientModel)
    /// Colours swept about a point of the frame it is offered.
    case angularGradient(AngularGradientModel)
    /// Colours in ellipses shaped like the frame it is offered.
    case ellipticalGradient(EllipticalGradientModel)
    /// A bar or ring filled to a value or through a span of time, with its labels.
    case progressView(ProgressViewModel, children: [SceneNode])
    /// A value in a range shown as a ring, an open ring or a bar, with its labels.
    case gauge(GaugeModel, children: [SceneNode])
    /// The first child whose ideal size fits the offer along `axes`.
    case viewThatFits(axes: ViewThatFitsView.FitAxes, children: [SceneNode])
    /// Cells in rows and columns (`Grid` of `GridRow`s).
    case grid(GridModel, children: [SceneNode])

    /// The kind that knows this view's coding, size and drawing.
    public var kind: any SceneViewKind {
        switch self {
        case .zStack(let alignment, let children): ZStackView(alignment: alignment, children: children)
        case .vStack(let alignment, let spacing, let children): VStackView(alignment: alignment, spacing: spacing, children: children)
        case .hStack(let alignment, let spacing, let children): HStackView(alignment: alignment, spacing: spacing, children: children)
        case .spacer(let minLength): SpacerView(minLength: minLength)
        case .geometryReader(let children): GeometryReaderView(children: children)
        case .color(let color): ColorView(color: color)
        case .image(let name, let contentMode): ImageView(name: name, contentMode: contentMode)
        case .text(let text): TextView(text: text)
        case .shape(let shape, let paint): ShapeView(shape: shape, paint: paint)
        case .linearGradient(let gradient): LinearGradientView(gradient: gradient)
        case .radialGradient(let gradient): RadialGradientView(gradient: gradient)
        case .angularGradient(let gradient): AngularGradientView(gradient: gradient)
        case .ellipticalGradient(let gradient): EllipticalGradientView(gradient: gradient)
        case .progressView(let model, let children): ProgressViewView(model: model, children: children)
        case .gauge(let model, let children): GaugeView(model: model, children: children)
        case .viewThatFits(let axes, let children): ViewThatFitsView(axes: axes, children: children)
        case .grid(let model, let children): GridView(model: model, children: children)
        }
    }

    /// The child views of a container.
    public var children: [SceneNode] { kind.children }

    /// The name scene files give this view.
    public var typeName: String { kind.typeName }

    /// The same view with each child replaced by `transform` of it.
    public func mapChildren(_ transform: (SceneNode) throws -> SceneNode) rethrows -> SceneView {
        let kind = self.kind
        let children = kind.children
        return children.isEmpty ? self : kind.replacingChildren(try children.map(transform))
    }
}

/// Every view kind, one line each, in the order the support table lists them.
public enum SceneViewKindID: CaseIterable, Sendable {
    case zStack, vStack, hStack, spacer, geometryReader, color, image, text, shape, linearGradient, radialGradient, angularGradient, ellipticalGradient, progressView, gauge
    case viewThatFits, grid

    public var type: any SceneViewKind.Type {
        switch self {
        case .zStack: ZStackView.self
        case .vStack: VStackView.self
        case .hStack: HStackView.self
        case .spacer: SpacerView.self
        case .geometryReader: GeometryReaderView.self
        case .color: ColorView.self
        case .image: ImageView.self
        case .text: TextView.self
        case .shape: ShapeView.self
        case .linearGradient: LinearGradientView.self
        case .radialGradient: RadialGradientView.self
        case .angularGradient: AngularGradientView.self
        case .ellipticalGradient: EllipticalGradientView.self
        case .progressView: ProgressViewView.self
        case .gauge: GaugeView.self
        case .viewThatFits: ViewThatFitsView.self
        case .grid: GridView.self
        }
    }

    /// The kind as Swift source makes it, by calling its initialiser; nil for a kind the importer
    /// makes itself (see `SwiftMadeViewKind`, which says why).
    public var swiftMade: (any SwiftMadeViewKind.Type)? {
        switch self {
        case .zStack: ZStackView.self
        case .vStack: VStackView.self
        case .hStack: HStackView.self
        case .spacer: SpacerView.self
        case .gauge: GaugeView.self
        case .viewThatFits: ViewThatFitsView.self
        case .geometryReader, .color, .image, .text, .shape, .linearGradient, .radialGradient,
             .angularGradient, .ellipticalGradient, .progressView, .grid: nil
        }
    }

    /// The kinds Swift source makes by calling their initialisers, by SwiftUI type name (`"Gauge"`).
    public static let swiftMade: [String: any SwiftMadeViewKind.Type] = {
        var table: [String: any SwiftMadeViewKind.Type] = [:]
        for id in allCases { if let kind = id.swiftMade { table[kind.swiftTypeName] = kind } }
        return table
    }()

    /// Each `type` scene files may give a view, with its kind and the keys it takes.
    static let byTypeName: [String: (kind: any SceneViewKind.Type, keys: [String])] = {
        var table: [String: (kind: any SceneViewKind.Type, keys: [String])] = [:]
        for id in allCases { for (type, keys) in id.type.sceneTypes { table[type] = (id.type, keys) } }
        return table
    }()
}
