/// `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Circle()`, `Ellipse()`, `Capsule()` and
/// `Path { … }`, filled or stroked: each takes the frame it is offered (10 pt on an axis offered
/// nothing) and is laid out in it as `path(in: rect)` would.
public struct ShapeView: SceneViewKind {
    public static let kindID = SceneViewKindID.shape
    public var shape: SceneShape
    public var paint: ShapePaint

    enum Keys: String, CodingKey, CaseIterable { case fill, stroke, cornerRadius, elements }
    typealias Reader = @Sendable (KeyedDecodingContainer<Keys>) throws -> SceneShape

    /// Each shape's `type`, the keys of its own geometry, and how it reads them.
    static let shapes: [(type: String, keys: [Keys], read: Reader)] = [
        ("rectangle", [], { _ in .rectangle }),
        ("roundedRectangle", [.cornerRadius], { .roundedRectangle(cornerRadius: try $0.length(.cornerRadius, nonNegative: true)) }),
        ("circle", [], { _ in .circle }),
        ("ellipse", [], { _ in .ellipse }),
        ("capsule", [], { _ in .capsule }),
        ("path", [.elements], { .path(try $0.decode([PathElementCoding].self, forKey: .elements).map(\.element)) }),
    ]

    public static let sceneTypes = shapes.map { (type: $0.type, keys: ($0.keys + [.fill, .stroke]).map(\.stringValue)) }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        guard let read = shapes.first(where: { $0.type == type })?.read else {
            preconditionFailure("the registry sent '\(type)' to the shapes")
        }
        let shape = try read(c)
        if c.contains(.fill), c.contains(.stroke) {
            throw DecodingError.dataCorruptedError(forKey: .stroke, in: c, debugDescription: "a shape takes \"fill\" or \"stroke\", not both")
        }
        if c.contains(.stroke) { return .shape(shape, try c.decode(StrokeCoding.self, forKey: .stroke).paint) }
        return .shape(shape, .fill(try c.decodeIfPresent(SceneColorValue.self, forKey: .fill) ?? .system("primary")))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        if case .roundedRectangle(let r) = shape { try c.encode(r, forKey: .cornerRadius) }
        if case .path(let elements) = shape { try c.encode(elements.map(PathElementCoding.init), forKey: .elements) }
        switch paint {
        case .fill(let color): try c.encode(color, forKey: .fill)
        case .stroke: try c.encode(StrokeCoding(paint: paint), forKey: .stroke)
        }
    }

    public var view: SceneView { .shape(shape, paint) }
    public var typeName: String { shape.typeName }

    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        ViewSize.takingAll(proposal)
    }

    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        try canvas.draw(shape, paint, in: rect)
    }
}

extension ShapeView {
    public static let support = [
        SupportEntry("`Rectangle`, `RoundedRectangle(cornerRadius:)`, `Circle`, `Ellipse`, `Capsule`", .partial, "Filled or stroked with `StrokeStyle` (width, cap, join, miter limit), anti-aliased by exact area coverage; no dashes, and `style: .continuous` corners are drawn circular.",
                     pinnedBy: ["ShapeGoldenTests.eachShapeFilledAndStroked", "ShapeRenderTests.filledShapesCoverTheirExactArea", "ShapeRenderTests.strokesCoverTheirBand"]),
        SupportEntry("`Path { … }` and custom `Shape`s with `path(in:)`", .partial, "Moves, lines, quadratic and cubic curves, arcs, rects and closes; no `addRelativeArc`, transforms of paths or even-odd fill.",
                     pinnedBy: ["ShapeGoldenTests.arcPathAsAPieSliceAndARoundCappedStroke", "ConstructTests.customShapeBuildsItsPathInTheFrameItIsGiven"]),
    ]
}
