/// `ZStack(alignment:)`: children drawn back to front, each offered the stack's size and placed
/// by the stack's alignment; the stack is as large as its largest child.
public struct ZStackView: SceneViewKind {
    public static let kindID = SceneViewKindID.zStack
    public var alignment: SceneAlignment
    public var children: [SceneNode]

    public static let sceneTypes = [(type: "zstack", keys: Keys.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case alignment, children }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        return .zStack(alignment: try c.decodeIfPresent(SceneAlignment.self, forKey: .alignment) ?? .center,
                       children: try c.decodeIfPresent([SceneNode].self, forKey: .children) ?? [])
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        if alignment != .center { try c.encode(alignment, forKey: .alignment) }
        try c.encode(children, forKey: .children)
    }

    public var view: SceneView { .zStack(alignment: alignment, children: children) }
    public func replacingChildren(_ children: [SceneNode]) -> SceneView { .zStack(alignment: alignment, children: children) }

    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        var w = 0.0, h = 0.0
        for i in children.indices {
            let s = try layout.childSize(i, proposal)
            w = max(w, s.width); h = max(h, s.height)
        }
        return ViewSize(width: w, height: h)
    }

    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        for i in children.indices {
            try canvas.drawChild(i, in: rect.place(try canvas.childSize(i, ProposedViewSize(rect.size)), alignment: alignment))
        }
    }

    public func sizeVariesWithTime(childrenVary: Bool) -> Bool { childrenVary }
}

extension ZStackView {
    public static let support = [
        SupportEntry("`ZStack(alignment:)`", .full, "The nine alignments; alignment guides are not simulated.",
                     pinnedBy: ["SceneTreeRenderTests.offsetMovesAnImageAndAStackByPointsTimesScale", "SceneFileTests.presetRoundTripsThroughJSON"]),
    ]
}
