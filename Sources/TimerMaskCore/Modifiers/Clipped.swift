/// `.clipped()`: nothing drawn outside the view's frame.
public struct ClippedModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.clipped
    public static let sceneNames = [(name: "clipped", options: [String]())]
    enum Keys: String, CodingKey, CaseIterable { case clipped }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        guard try c.decode(Bool.self, forKey: .clipped) else {
            throw DecodingError.dataCorruptedError(forKey: .clipped, in: c, debugDescription: "write \"clipped\": true, or leave the modifier out")
        }
        return .clipped
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(true, forKey: .clipped)
    }

    public var modifier: SceneModifier { .clipped }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.clipped(to: rect).drawContent(in: rect)
    }
}

extension ClippedModifier {
    public static let support = [
        SupportEntry("`.clipped()`", .full, "",
                     pinnedBy: ["ModifierOrderTests.clippedThenOffsetMovesTheClipWithTheView"]),
    ]
}
