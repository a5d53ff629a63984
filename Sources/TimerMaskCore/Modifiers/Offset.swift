/// `.offset(x:y:)`: moves the drawing, not the layout.
public struct OffsetModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.offset
    public var x: SceneLength
    public var y: SceneLength

    public static let sceneNames = [(name: "offset", options: [String]())]
    enum Keys: String, CodingKey, CaseIterable { case offset }
    enum OffsetKeys: String, CodingKey, CaseIterable { case x, y }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        let o = try c.strictNested(OffsetKeys.self, forKey: .offset, what: "an offset")
        return .offset(x: try o.lengthIfPresent(.x, nonNegative: false) ?? SceneLength(0),
                       y: try o.lengthIfPresent(.y, nonNegative: false) ?? SceneLength(0))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        var o = c.nestedContainer(keyedBy: OffsetKeys.self, forKey: .offset)
        try o.encode(x, forKey: .x)
        try o.encode(y, forKey: .y)
    }

    public var modifier: SceneModifier { .offset(x: x, y: y) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        let dx = try canvas.length(x), dy = try canvas.length(y)
        try canvas.translated(x: dx, y: dy).drawContent(in: rect)
    }
}

extension OffsetModifier {
    public static let support = [
        SupportEntry("`.offset(x:y:)`", .full, "",
                     pinnedBy: ["SceneTreeRenderTests.offsetMovesAnImageAndAStackByPointsTimesScale", "ModifierOrderTests.offsetThenRotationTurnsTheMovedViewAboutItsUnmovedCentre"]),
    ]
}
