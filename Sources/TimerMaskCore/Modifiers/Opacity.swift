/// `.opacity(o)`: the whole view composited apart, then at that opacity.
public struct OpacityModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.opacity
    public var opacity: Double

    public static let sceneNames = [(name: "opacity", options: [String]())]
    enum Keys: String, CodingKey, CaseIterable { case opacity }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        return .opacity(try c.number(.opacity, in: 0...1))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(opacity, forKey: .opacity)
    }

    public var modifier: SceneModifier { .opacity(opacity) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.drawContent(in: rect, opacity: opacity)
    }
}

extension OpacityModifier {
    public static let support = [
        SupportEntry("`.opacity(_:)`", .full, "The content is composited apart, then faded, as SwiftUI groups it.",
                     pinnedBy: ["StackAndGroupRenderTests.opacityOnAStackShowsOnlyTheTopColourWhereTheyOverlap", "RenderBudgetTests.opacityGroupsHoldPicturesOfTheirContentOnly"]),
    ]
}
