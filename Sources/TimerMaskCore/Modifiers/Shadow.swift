/// `.shadow(color:radius:x:y:)`'s values: a colour (SwiftUI's default black at 33 % in linear
/// light, `#00000055` in sRGB), a blur radius and an offset, in points.
public struct ShadowStyle: Equatable, Sendable {
    public var color: SceneColorValue
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: SceneColorValue = ShadowStyle.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }

    /// `Color(.sRGBLinear, white: 0, opacity: 0.33)`: black is black in every space, so only the
    /// alpha carries over (0.33 × 255 ≈ 84).
    public static let defaultColor = SceneColorValue.fixed(SceneColor(r: 0, g: 0, b: 0, a: 84))
}

/// `.shadow(…)`: as SwiftUI draws it, every view inside gets its own shadow, drawn just under
/// it (its alpha blurred, moved and coloured), unless a `.compositingGroup()` made them one.
public struct ShadowModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.shadow
    public var style: ShadowStyle

    public static let sceneNames = [(name: "shadow", options: [String]())]
    enum Keys: String, CodingKey, CaseIterable { case shadow }
    enum StyleKeys: String, CodingKey, CaseIterable { case color, radius, x, y }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        let o = try c.strictNested(StyleKeys.self, forKey: .shadow, what: "a shadow")
        let limit = -SceneLimits.length...SceneLimits.length
        return .shadow(ShadowStyle(color: try o.decodeIfPresent(SceneColorValue.self, forKey: .color) ?? ShadowStyle.defaultColor,
                                   radius: try o.number(.radius, in: 0...SceneLimits.blurRadius),
                                   x: try o.numberIfPresent(.x, in: limit) ?? 0, y: try o.numberIfPresent(.y, in: limit) ?? 0))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        var o = c.nestedContainer(keyedBy: StyleKeys.self, forKey: .shadow)
        if style.color != ShadowStyle.defaultColor { try o.encode(style.color, forKey: .color) }
        try o.encode(style.radius, forKey: .radius)
        if style.x != 0 { try o.encode(style.x, forKey: .x) }
        if style.y != 0 { try o.encode(style.y, forKey: .y) }
    }

    public var modifier: SceneModifier { .shadow(style) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.drawContent(in: rect, shadow: style)
    }
}

extension ShadowModifier {
    public static let support = [
        SupportEntry("`.shadow(color:radius:x:y:)`", .approximated,
                     "Each view inside gets its own shadow (as SwiftUI draws it without `.compositingGroup()`): its alpha blurred with the radius as the Gaussian's standard deviation (CALayer's shadowRadius convention; Apple does not say SwiftUI's), moved by x/y and drawn in the colour under it. Default colour black at 33 % alpha.",
                     pinnedBy: ["LayerEffectTests.shadowFallsBelowAndRightOfItsView", "LayerEffectTests.shadowOnAStackShadowsEachViewUnlessComposited"]),
    ]
}
