/// `.rotationEffect(angle, anchor:)`: the drawing turned about a point of the view's frame,
/// clockwise on screen for positive angles; the layout is unchanged.
public struct RotationEffectModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.rotation
    public var degrees: Double
    public var anchor: UnitPointValue

    public static let sceneNames = [(name: "rotationEffect", options: ["anchor"])]
    enum Keys: String, CodingKey, CaseIterable { case rotationEffect, anchor }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        return .rotation(degrees: try c.decode(AngleCoding.self, forKey: .rotationEffect).degrees, anchor: try c.anchor(.anchor))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(AngleCoding(degrees), forKey: .rotationEffect)
        try c.encodeAnchor(anchor, forKey: .anchor)
    }

    public var modifier: SceneModifier { .rotation(degrees: degrees, anchor: anchor) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.rotated(degrees: degrees, anchor: anchor, of: rect).drawContent(in: rect)
    }
}

extension RotationEffectModifier {
    public static let support = [
        SupportEntry("`.rotationEffect(_:anchor:)`", .full, "Text turned is drawn upright at the largest scale, then resampled.",
                     pinnedBy: ["ModifierOrderTests.rotationTurnsAboutItsAnchor", "ModifierOrderTests.rotationThenOffsetMovesTheTurnedView", "ShapeGoldenTests.roundedRectangleTurnedThirtyDegrees"]),
    ]
}
