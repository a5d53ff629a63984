/// `GeometryReader { geo in … }`: takes all it is offered (10 pt on an axis offered nothing);
/// its children start at its top-left and may read its size as `geo.width` / `geo.height`.
public struct GeometryReaderView: SceneViewKind {
    public static let kindID = SceneViewKindID.geometryReader
    public var children: [SceneNode]

    public static let sceneTypes = [(type: "geometryReader", keys: Keys.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case children }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        return .geometryReader(children: try c.decodeIfPresent([SceneNode].self, forKey: .children) ?? [])
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(children, forKey: .children)
    }

    public var view: SceneView { .geometryReader(children: children) }
    public func replacingChildren(_ children: [SceneNode]) -> SceneView { .geometryReader(children: children) }

    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        ViewSize.takingAll(proposal)
    }

    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        let inner = canvas.insideGeometryReader(of: rect.size)
        for i in children.indices {
            let size = try inner.childSize(i, ProposedViewSize(rect.size))
            try inner.drawChild(i, in: ViewRect(x: rect.x, y: rect.y, width: size.width, height: size.height))
        }
    }
}

extension ViewSize {
    /// What a view that fills its frame chooses: all it is offered, 10 pt on an axis offered nothing.
    static func takingAll(_ proposal: ProposedViewSize) -> ViewSize {
        ViewSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }
}

extension GeometryReaderView {
    public static let support = [
        SupportEntry("`GeometryReader { geo in … }`", .partial, "`geo.size` (as `geo.width`/`geo.height` in scene files) only; no `frame(in:)`, safe-area insets or coordinate spaces.",
                     pinnedBy: ["StackAndGroupRenderTests.geometryReaderChildrenStartAtItsTopLeadingAndReadItsSize", "StackAndGroupRenderTests.aPaddedGeometryReaderReadsTheSizeInsideThePadding", "ConstructTests.timerTextInAGeometryReaderReadsTheWidgetSize"]),
    ]
}
