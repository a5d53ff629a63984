/// `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Circle()`, `Ellipse()`, `Capsule()` and
/// `Path { … }`, filled or stroked: each takes the frame it is offered (10 pt on an axis offered
/// nothing) and is laid out in it as `path(in: rect)` would.
public struct ShapeView: SceneViewKind {
    public static let kindID = SceneViewKindID.shape
    public var shape: SceneShape
    public var paint: ShapePaint

    enum Keys: String, CodingKey, CaseIterable { case fill, stroke, cornerRadius, elements, inset, trim }
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

    public static let sceneTypes = shapes.map { (type: $0.type, keys: ($0.keys + [.fill, .stroke, .inset, .trim]).map(\.stringValue)) }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        guard let read = shapes.first(where: { $0.type == type })?.read else {
            preconditionFailure("the registry sent '\(type)' to the shapes")
        }
        var shape = try read(c)
        if let amount = try c.numberIfPresent(.inset, in: -10_000...10_000) {
            // `"inset": 15`: laid out 15 pt inside its frame (after its own geometry, before a trim).
            shape = .inset(shape, by: amount)
        }
        if c.contains(.trim) {
            // `"trim": [from, to]`, fractions of the path's length.
            let range = try c.decode([Double].self, forKey: .trim)
            guard range.count == 2, range.allSatisfy({ $0.isFinite && (0...1).contains($0) }) else {
                throw DecodingError.dataCorruptedError(forKey: .trim, in: c, debugDescription: "a trim is [from, to], each within 0…1")
            }
            shape = .trimmed(shape, from: range[0], to: range[1])
        }
        if c.contains(.fill), c.contains(.stroke) {
            throw DecodingError.dataCorruptedError(forKey: .stroke, in: c, debugDescription: "a shape takes \"fill\" or \"stroke\", not both")
        }
        if c.contains(.stroke) { return .shape(shape, try c.decode(StrokeCoding.self, forKey: .stroke).paint) }
        return .shape(shape, .fill(try c.decodeIfPresent(SceneColorValue.self, forKey: .fill) ?? .system("primary")))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        var shape = self.shape
        if case .trimmed(let inner, let from, let to) = shape {
            try c.encode([from, to], forKey: .trim)
            shape = inner
        }
        if case .inset(let inner, let amount) = shape {
            try c.encode(amount, forKey: .inset)
            shape = inner
        }
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
        SupportEntry("`.trim(from:to:)` on the built-in shapes", .partial,
                     "The part of the path between two fractions of its length (closed subpaths with their closing segment), traced along the curves flattened to 0.005 pt; a `Circle` or `Ellipse` starts at 3 o'clock and runs clockwise, as SwiftUI's; a rectangle's and rounded rectangle's starting corner is TimerMask's own (the top-left), not checked against iOS; not on custom shapes.",
                     pinnedBy: ["TrimTests.aTrimmedCircleIsTheArcOfItsFraction", "TrimTests.aTrimRoundTripsThroughTheSceneFile"]),
        SupportEntry("`.inset(by:)` on the built-in shapes (not paths, trims or custom shapes)", .full,
                     "The shape laid out in its frame inset on every side, a rounded rectangle's radius less as much (not below 0).",
                     pinnedBy: ["TrimTests.anInsetShapeIsLaidOutInsideItsFrame", "TrimTests.aTrimRoundTripsThroughTheSceneFile"]),
        SupportEntry("`Path { … }` and custom `Shape`s with `path(in:)`", .partial, "Moves, lines, quadratic and cubic curves, arcs, rects and closes; no `addRelativeArc`, transforms of paths or even-odd fill.",
                     pinnedBy: ["ShapeGoldenTests.arcPathAsAPieSliceAndARoundCappedStroke", "ConstructTests.customShapeBuildsItsPathInTheFrameItIsGiven"]),
    ]
}
