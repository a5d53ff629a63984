/// `.opacity(o)`: every view inside drawn at that opacity. SwiftUI fades a container's views one
/// by one, so where two overlap the lower one shows through; after `.compositingGroup()` the
/// group is one picture and fades whole.
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
        SupportEntry("`.opacity(_:)`", .full, "Every view inside faded one by one, as SwiftUI does (Apple's `compositingGroup()` documentation); after `.compositingGroup()` the group fades whole.",
                     pinnedBy: ["StackAndGroupRenderTests.opacityOnAStackFadesEachViewSoTheLowerShowsThrough", "LayerEffectTests.opacityAfterACompositingGroupFadesTheGroupWhole"]),
    ]
}
