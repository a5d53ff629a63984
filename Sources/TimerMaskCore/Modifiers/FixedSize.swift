/// `.fixedSize()`, `.fixedSize(horizontal:vertical:)`: the content offered nothing along the fixed
/// axes, so it takes its ideal size there whatever its parent offers (Apple: "Fixes this view at
/// its ideal size"); the other axis is offered as the parent offers it. The view's frame is the
/// content's size, drawn where its parent places it (it may reach past what was offered).
public struct FixedSizeModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.fixedSize
    public var horizontal: Bool
    public var vertical: Bool

    public static let sceneNames = [(name: "fixedSize", options: [String]())]
    enum Keys: String, CodingKey, CaseIterable { case fixedSize }
    enum AxisKeys: String, CodingKey, CaseIterable { case horizontal, vertical }

    /// `{"fixedSize": true}` for both axes, or `{"fixedSize": {"horizontal": false, "vertical": true}}`.
    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        if let both = try? c.decode(Bool.self, forKey: .fixedSize) {
            guard both else { throw DecodingError.dataCorruptedError(forKey: .fixedSize, in: c, debugDescription: "fixedSize is true or {\"horizontal\", \"vertical\"}") }
            return .fixedSize(horizontal: true, vertical: true)
        }
        let axes = try c.strictNested(AxisKeys.self, forKey: .fixedSize, what: "a fixedSize")
        return .fixedSize(horizontal: try axes.decodeIfPresent(Bool.self, forKey: .horizontal) ?? true,
                          vertical: try axes.decodeIfPresent(Bool.self, forKey: .vertical) ?? true)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        if horizontal && vertical { try c.encode(true, forKey: .fixedSize); return }
        var axes = c.nestedContainer(keyedBy: AxisKeys.self, forKey: .fixedSize)
        try axes.encode(horizontal, forKey: .horizontal)
        try axes.encode(vertical, forKey: .vertical)
    }

    public var modifier: SceneModifier { .fixedSize(horizontal: horizontal, vertical: vertical) }

    func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func size(_ proposal: ProposedViewSize, _ layout: some ModifierSizing) throws -> ViewSize {
        try layout.contentSize(offered(proposal))
    }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        let content = try canvas.contentSize(offered(ProposedViewSize(width: rect.width, height: rect.height)))
        // Centred on the frame it was placed in, as SwiftUI centres a view larger than its slot.
        try canvas.drawContent(in: ViewRect(x: rect.x + (rect.width - content.width) / 2, y: rect.y + (rect.height - content.height) / 2,
                                            width: content.width, height: content.height))
    }
}

extension FixedSizeModifier {
    public static let support = [
        SupportEntry("`.fixedSize()`, `.fixedSize(horizontal:vertical:)`", .full,
                     "The content is offered nothing along the fixed axes and takes its ideal size there (a text its one line, a colour or shape 10 pt).",
                     pinnedBy: ["FixedSizeTests.aFixedViewTakesItsIdealSizeWhateverItIsOffered", "FixedSizeTests.aFixedSizeRoundTripsThroughTheSceneFile"]),
    ]
}
