/// `.background(view, alignment:)`: the view, offered this one's size and placed by the
/// alignment, drawn behind. A scene file may give a colour for the view.
public struct BackgroundModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.background
    public var view: SceneNode
    public var alignment: SceneAlignment

    public static let sceneNames = [(name: "background", options: ["alignment"])]
    enum Keys: String, CodingKey, CaseIterable { case background, alignment }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        if let color = try? c.decode(SceneColorValue.self, forKey: .background) {
            return .background(SceneNode(.color(color)), alignment: try c.alignment(.alignment))
        }
        return .background(try c.decode(SceneNode.self, forKey: .background), alignment: try c.alignment(.alignment))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(view, forKey: .background)
        try c.encodeAlignment(alignment, forKey: .alignment)
    }

    public var modifier: SceneModifier { .background(view, alignment: alignment) }
    public var heldView: (String, SceneNode)? { ("background", view) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.drawHeldView(in: try canvas.heldViewRect(in: rect, alignment: alignment))
        try canvas.drawContent(in: rect)
    }
}

extension BackgroundModifier {
    public static let support = [
        SupportEntry("`.background(_:alignment:)`, `.containerBackground(_:for: .widget)`", .partial, "A view or a colour; no `ShapeStyle` backgrounds, `ignoresSafeAreaEdges` or the widget container's margins.",
                     pinnedBy: ["ModifierOrderTests.frameThenPaddingGrowsTheBackground"]),
    ]
}
