/// `.position(x:y:)`: the view's centre at (x, y) in the space its parent offers, which the
/// modified view takes whole (Apple: "Positions the center of this view at the specified
/// coordinates in its parent's coordinate space"; the view takes all the space it is offered).
public struct PositionModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.position
    public var x: SceneLength
    public var y: SceneLength

    public static let sceneNames = [(name: "position", options: [String]())]
    enum Keys: String, CodingKey, CaseIterable { case position }
    enum PositionKeys: String, CodingKey, CaseIterable { case x, y }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        let p = try c.strictNested(PositionKeys.self, forKey: .position, what: "a position")
        return .position(x: try p.lengthIfPresent(.x, nonNegative: false) ?? SceneLength(0),
                         y: try p.lengthIfPresent(.y, nonNegative: false) ?? SceneLength(0))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        var p = c.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
        try p.encode(x, forKey: .x)
        try p.encode(y, forKey: .y)
    }

    public var modifier: SceneModifier { .position(x: x, y: y) }

    /// All it is offered; where nothing is offered along an axis, the content's own size there.
    public func size(_ proposal: ProposedViewSize, _ layout: some ModifierSizing) throws -> ViewSize {
        guard let width = proposal.width, let height = proposal.height else {
            let content = try layout.contentSize(proposal)
            return ViewSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
        }
        return ViewSize(width: width, height: height)
    }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        let content = try canvas.contentSize(ProposedViewSize(width: rect.width, height: rect.height))
        let cx = rect.x + (try canvas.length(x)), cy = rect.y + (try canvas.length(y))
        try canvas.drawContent(in: ViewRect(x: cx - content.width / 2, y: cy - content.height / 2, width: content.width, height: content.height))
    }
}

extension PositionModifier {
    public static let support = [
        SupportEntry("`.position(x:y:)`", .full, "The view takes all it is offered; with no offer along an axis (a stack's ideal size), its content's size there.",
                     pinnedBy: ["PositionTests.aPositionedViewIsCentredAtItsPointInTheSpaceItTakes", "PositionTests.aPositionRoundTripsThroughTheSceneFile"]),
    ]
}
