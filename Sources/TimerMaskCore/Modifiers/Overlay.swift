/// `.overlay(view, alignment:)`: the view, offered this one's size and placed by the
/// alignment, drawn in front.
public struct OverlayModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.overlay
    public var view: SceneNode
    public var alignment: SceneAlignment

    public static let sceneNames = [(name: "overlay", options: ["alignment"])]
    enum Keys: String, CodingKey, CaseIterable { case overlay, alignment }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        return .overlay(try c.decode(SceneNode.self, forKey: .overlay), alignment: try c.alignment(.alignment))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(view, forKey: .overlay)
        try c.encodeAlignment(alignment, forKey: .alignment)
    }

    public var modifier: SceneModifier { .overlay(view, alignment: alignment) }
    public var heldView: (String, SceneNode)? { ("overlay", view) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.drawContent(in: rect)
        try canvas.drawHeldView(in: try canvas.heldViewRect(in: rect, alignment: alignment))
    }
}

extension OverlayModifier {
    public static let support = [
        SupportEntry("`.overlay(_:alignment:)`", .full, "",
                     pinnedBy: ["OverlayAndFlexibleFrameTests.anOverlayIsOfferedTheViewsSizeAndPlacedByItsAlignment"]),
    ]
}
