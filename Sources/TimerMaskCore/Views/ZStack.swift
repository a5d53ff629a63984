/// `ZStack(alignment:)`: children drawn back to front, each offered the stack's size and placed
/// by the stack's alignment; the stack is as large as its largest child.
public struct ZStackView: SwiftMadeViewKind {
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

    public static let swiftTypeName = "ZStack"
    /// `ZStack(alignment: .topLeading) { … }`.
    public static func make<Call: SwiftViewCall>(from call: Call) throws -> SwiftBuiltView<Call.Child> {
        built(alignment: try call.alignment("alignment") ?? .center, children: try call.views(nil) ?? [])
    }

    /// The stack of `children`, as source makes it or as a view made of one builds it (a `Toggle`'s switch).
    public static func built<Child>(alignment: SceneAlignment, children: [Child]) -> SwiftBuiltView<Child> {
        SwiftBuiltView(.content(children)) { nodes, _ in .zStack(alignment: alignment, children: nodes.compactMap { $0 }) }
    }
    public func replacingChildren(_ children: [SceneNode]) -> SceneView { .zStack(alignment: alignment, children: children) }

    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        var w = 0.0, h = 0.0
        var sizes: [ViewSize] = []
        for i in children.indices {
            let s = try layout.childSize(i, proposal)
            sizes.append(s)
            w = max(w, s.width); h = max(h, s.height)
        }
        // Explicit guides: the children so aligned span the stack on that axis.
        if let (_, span) = guided(sizes, horizontal: true) { w = span }
        if let (_, span) = guided(sizes, horizontal: false) { h = span }
        return ViewSize(width: w, height: h)
    }

    /// With explicit guides for the alignment on one axis: each child's place and the span.
    func guided(_ sizes: [ViewSize], horizontal: Bool) -> (positions: [Double], span: Double)? {
        let fraction = horizontal ? alignment.fraction.x : alignment.fraction.y
        let edge: AlignmentGuide.Alignment = horizontal
            ? (fraction == 0 ? .leading : fraction == 1 ? .trailing : .horizontalCenter)
            : (fraction == 0 ? .top : fraction == 1 ? .bottom : .verticalCenter)
        guard let guides = GuidedAlignment.guides(children, sizes: sizes, alignment: edge, fraction: fraction) else { return nil }
        return GuidedAlignment.place(lengths: sizes.map { horizontal ? $0.width : $0.height }, guides: guides)
    }

    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        let sizes = try children.indices.map { try canvas.childSize($0, ProposedViewSize(rect.size)) }
        let alongX = guided(sizes, horizontal: true), alongY = guided(sizes, horizontal: false)
        for i in children.indices {
            var placed = rect.place(sizes[i], alignment: alignment)
            if let alongX { placed.x = rect.x + (rect.width - alongX.span) * alignment.fraction.x + alongX.positions[i] }
            if let alongY { placed.y = rect.y + (rect.height - alongY.span) * alignment.fraction.y + alongY.positions[i] }
            try canvas.drawChild(i, in: placed)
        }
    }

    public func sizeVariesWithTime(childrenVary: Bool) -> Bool { childrenVary }
}

extension ZStackView {
    public static let support = [
        SupportEntry("`ZStack(alignment:)`", .full, "The nine alignments, and the children's explicit alignment guides for them.",
                     pinnedBy: ["SceneTreeRenderTests.offsetMovesAnImageAndAStackByPointsTimesScale", "SceneFileTests.presetRoundTripsThroughJSON"]),
    ]
}
