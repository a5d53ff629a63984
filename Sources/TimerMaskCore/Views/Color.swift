/// `Color`: fills the frame it is offered (10 pt on an axis offered nothing).
public struct ColorView: SceneViewKind {
    public static let kindID = SceneViewKindID.color
    public var color: SceneColorValue

    public static let sceneTypes = [(type: "color", keys: Keys.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case color }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        return .color(try c.decode(SceneColorValue.self, forKey: .color))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(color, forKey: .color)
    }

    public var view: SceneView { .color(color) }

    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        ViewSize.takingAll(proposal)
    }

    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        try canvas.fill(rect, with: color)
    }
}

extension ColorView {
    public static let support = [
        SupportEntry("`Color` (named, system, `red:green:blue:opacity:`, `white:`)", .full, "System colours take their light or dark value from `--color-scheme`; no wide-gamut colour spaces.",
                     pinnedBy: ["StackAndGroupRenderTests.opacityOnAStackFadesEachViewSoTheLowerShowsThrough", "MoreConstructTests.environmentReadsTheWidgetFamilyAndALightAppearance"]),
    ]
}
