/// `.compositingGroup()` (and `.drawingGroup()`, which also flattens): the modified view
/// composited apart into one picture, so effects applied after it (`.opacity`, `.shadow`) take
/// it as one view instead of reaching each view inside.
public struct CompositingGroupModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.compositingGroup
    public static let sceneNames = [(name: "compositingGroup", options: [String]())]
    enum Keys: String, CodingKey, CaseIterable { case compositingGroup }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        guard try c.decode(Bool.self, forKey: .compositingGroup) else {
            throw DecodingError.dataCorruptedError(forKey: .compositingGroup, in: c, debugDescription: "write \"compositingGroup\": true, or leave the modifier out")
        }
        return .compositingGroup
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(true, forKey: .compositingGroup)
    }

    public var modifier: SceneModifier { .compositingGroup }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.drawContentComposited(in: rect)
    }
}

extension CompositingGroupModifier {
    public static let support = [
        SupportEntry("`.compositingGroup()`", .full, "The content flattened into one picture, so a later `.opacity` or `.shadow` takes it whole.",
                     pinnedBy: ["LayerEffectTests.opacityAfterACompositingGroupFadesTheGroupWhole"]),
        SupportEntry("`.drawingGroup()`", .full, "Drawn as `.compositingGroup()`: TimerMask composites offscreen always, so only the grouping differs.",
                     pinnedBy: ["EffectModifierTests.drawingGroupGroupsAsACompositingGroupDoes"]),
    ]
}
