/// `.mask(view)`: this view's opacity multiplied by the alpha of the mask view, which is
/// offered this one's size and placed by the alignment.
public struct MaskModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.mask
    public var view: SceneNode
    public var alignment: SceneAlignment

    public static let sceneNames = [(name: "mask", options: ["alignment"])]
    enum Keys: String, CodingKey, CaseIterable { case mask, alignment }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        return .mask(try c.decode(SceneNode.self, forKey: .mask), alignment: try c.alignment(.alignment))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(view, forKey: .mask)
        try c.encodeAlignment(alignment, forKey: .alignment)
    }

    public var modifier: SceneModifier { .mask(view, alignment: alignment) }
    public var heldView: (String, SceneNode)? { ("mask", view) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.masked(byHeldViewIn: try canvas.heldViewRect(in: rect, alignment: alignment)).drawContent(in: rect)
    }
}

extension MaskModifier {
    public static let support = [
        SupportEntry("`.mask(_:)`", .full, "The mask view's alpha, drawn in the modified view's frame; timers inside a mask join the jitter group `masks`.",
                     pinnedBy: ["SceneTreeRenderTests.aColourMaskedByAnImageTakesTheImagesAlpha", "StopwatchMaskTests.aScanCutsAtEveryStopwatchChange"]),
    ]
}
