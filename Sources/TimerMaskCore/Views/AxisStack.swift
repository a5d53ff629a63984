/// What a stack along one axis knows of itself: the axis, its `type` in scene files, and its
/// case in `SceneView`. A VStack's alignment is horizontal, an HStack's vertical.
public protocol StackAlignment: Codable, Equatable, Sendable {
    static var kindID: SceneViewKindID { get }
    static var axis: StackAxis { get }
    static var typeName: String { get }
    static var center: Self { get }
    /// Where across the stack a child sits: 0 leading or top, ½ centre, 1 trailing or bottom of the slack.
    var fraction: Double { get }
    /// The alignment an explicit guide names for this stack's alignment.
    static func guided(_ alignment: Self) -> AlignmentGuide.Alignment
    static func view(alignment: Self, spacing: Double?, children: [SceneNode]) -> SceneView
    static var support: [SupportEntry] { get }
    /// The SwiftUI stack (`"VStack"`) and the type of its alignment (`"HorizontalAlignment"`).
    static var swiftTypeName: String { get }
    static var swiftAlignmentTypeName: String { get }
}

/// `VStack` and `HStack`: children one after another along the axis, `spacing` points apart
/// (SwiftUI's default 8 when nil), each placed across the stack by its alignment.
public struct AxisStackView<Alignment: StackAlignment & RawRepresentable>: SwiftMadeViewKind where Alignment.RawValue == String {
    public static var kindID: SceneViewKindID { Alignment.kindID }
    public var alignment: Alignment
    public var spacing: Double?
    public var children: [SceneNode]

    public static var sceneTypes: [(type: String, keys: [String])] {
        [(type: Alignment.typeName, keys: Keys.allCases.map(\.stringValue))]
    }
    enum Keys: String, CodingKey, CaseIterable { case alignment, spacing, children }
    public static var support: [SupportEntry] { Alignment.support }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        return Alignment.view(alignment: try c.decodeIfPresent(Alignment.self, forKey: .alignment) ?? .center,
                              spacing: try c.numberIfPresent(.spacing, in: 0...SceneLimits.length),
                              children: try c.decodeIfPresent([SceneNode].self, forKey: .children) ?? [])
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        if alignment != .center { try c.encode(alignment, forKey: .alignment) }
        try c.encodeIfPresent(spacing, forKey: .spacing)
        try c.encode(children, forKey: .children)
    }

    public var view: SceneView { Alignment.view(alignment: alignment, spacing: spacing, children: children) }

    public static var swiftTypeName: String { Alignment.swiftTypeName }
    /// `VStack(alignment: .leading, spacing: 4) { … }`.
    public static func make<Call: SwiftViewCall>(from call: Call) throws -> SwiftBuiltView<Call.Child> {
        built(alignment: try call.edgeAlignment("alignment", Alignment.swiftAlignmentTypeName, Alignment.self) ?? .center,
              spacing: try call.number("spacing", "the spacing"), children: try call.views(nil) ?? [])
    }

    /// The stack of `children`, as source makes it or as the views made of stacks build it (a
    /// `Label`'s icon and title, a lazy grid's lines).
    public static func built<Child>(alignment: Alignment, spacing: Double?, children: [Child]) -> SwiftBuiltView<Child> {
        SwiftBuiltView(.content(children), axis: Alignment.axis) { nodes, _ in
            Alignment.view(alignment: alignment, spacing: spacing, children: nodes.compactMap { $0 })
        }
    }
    public func replacingChildren(_ children: [SceneNode]) -> SceneView {
        Alignment.view(alignment: alignment, spacing: spacing, children: children)
    }

    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        let stack = try layout.stackLayout(Alignment.axis, spacing: spacing, proposal)
        guard let (_, span) = guided(stack.sizes) else { return stack.size }
        return Alignment.axis == .horizontal ? ViewSize(width: stack.size.width, height: span) : ViewSize(width: span, height: stack.size.height)
    }

    /// With explicit alignment guides among the children: each child's place across the stack
    /// and the stack's thickness (nil without, when children are placed by the alignment's fraction).
    func guided(_ sizes: [ViewSize]) -> (positions: [Double], span: Double)? {
        let alongX = Alignment.axis == .horizontal
        let lengths = sizes.map { alongX ? $0.height : $0.width }
        guard let guides = GuidedAlignment.guides(children, sizes: sizes, alignment: Alignment.guided(alignment), fraction: alignment.fraction) else { return nil }
        return GuidedAlignment.place(lengths: lengths, guides: guides)
    }

    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        let layout = try canvas.stackLayout(Alignment.axis, spacing: spacing, ProposedViewSize(rect.size))
        let alongX = Alignment.axis == .horizontal, across = alignment.fraction
        var along = alongX ? rect.x : rect.y
        // Guides on one line: the children so placed sit in the rectangle at the alignment's fraction of its slack.
        let guided = guided(layout.sizes)
        let start = guided.map { (alongX ? rect.y + (rect.height - $0.span) * across : rect.x + (rect.width - $0.span) * across) }
        for (i, size) in layout.sizes.enumerated() {
            if let guided, let start {
                let at = start + guided.positions[i]
                try canvas.drawChild(i, in: alongX ? ViewRect(x: along, y: at, width: size.width, height: size.height)
                                                   : ViewRect(x: at, y: along, width: size.width, height: size.height))
                along += (alongX ? size.width : size.height) + layout.spacing
                continue
            }
            let placed = alongX
                ? ViewRect(x: along, y: rect.y + (rect.height - size.height) * across, width: size.width, height: size.height)
                : ViewRect(x: rect.x + (rect.width - size.width) * across, y: along, width: size.width, height: size.height)
            try canvas.drawChild(i, in: placed)
            along += (alongX ? size.width : size.height) + layout.spacing
        }
    }

    public func sizeVariesWithTime(childrenVary: Bool) -> Bool { childrenVary }
}
