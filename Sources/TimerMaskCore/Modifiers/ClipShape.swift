/// `.clipShape(shape)`: nothing drawn outside the shape laid out in the view's frame.
public struct ClipShapeModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.clipShape
    public var shape: SceneShape

    public static let sceneNames = [(name: "clipShape", options: [String]())]
    enum Keys: String, CodingKey, CaseIterable { case clipShape }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        let node = try c.decode(SceneNode.self, forKey: .clipShape)
        guard case .shape(let shape, _) = node.content, node.modifiers.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .clipShape, in: c,
                debugDescription: "a clipShape is a shape (rectangle, roundedRectangle, circle, ellipse, capsule or path) with no modifiers")
        }
        return .clipShape(shape)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(SceneNode(.shape(shape, .fill(.black))), forKey: .clipShape)
    }

    public var modifier: SceneModifier { .clipShape(shape) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.clipped(to: shape, in: rect).drawContent(in: rect)
    }
}

extension ClipShapeModifier {
    public static let support = [
        SupportEntry("`.clipShape(_:)`", .full, "Any built-in shape or a custom `Shape` laid out in the clipped view's frame; no even-odd style.",
                     pinnedBy: ["ShapeGoldenTests.circleClipOverAPhoto", "MoreConstructTests.clipShapeWithACustomShapeClipsToItsPathInTheClippedFrame"]),
    ]
}
