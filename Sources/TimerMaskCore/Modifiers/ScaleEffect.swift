/// `.scaleEffect(x:y:anchor:)`: the drawing scaled about a point of the view's frame; the
/// layout is unchanged.
public struct ScaleEffectModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.scale
    public var x: Double
    public var y: Double
    public var anchor: UnitPointValue

    public static let sceneNames = [(name: "scaleEffect", options: ["anchor"])]
    enum Keys: String, CodingKey, CaseIterable { case scaleEffect, anchor }
    enum FactorKeys: String, CodingKey, CaseIterable { case x, y }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        if let s = try? c.decode(Double.self, forKey: .scaleEffect) {
            guard s.isFinite, abs(s) <= SceneLimits.scaleFactor else {
                throw DecodingError.dataCorruptedError(forKey: .scaleEffect, in: c,
                    debugDescription: "a scale factor must be within ±\(Int(SceneLimits.scaleFactor))")
            }
            return .scale(x: s, y: s, anchor: try c.anchor(.anchor))
        }
        if let text = try? c.decode(String.self, forKey: .scaleEffect) {
            throw DecodingError.dataCorruptedError(forKey: .scaleEffect, in: c,
                debugDescription: "'\(text)' is not a scale (write a number such as 2, or {\"x\": 2, \"y\": 1})")
        }
        let o = try c.strictNested(FactorKeys.self, forKey: .scaleEffect, what: "a scale")
        let x = try o.numberIfPresent(.x, in: -SceneLimits.scaleFactor...SceneLimits.scaleFactor) ?? 1
        let y = try o.numberIfPresent(.y, in: -SceneLimits.scaleFactor...SceneLimits.scaleFactor) ?? 1
        return .scale(x: x, y: y, anchor: try c.anchor(.anchor))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        if x == y { try c.encode(x, forKey: .scaleEffect) } else {
            var o = c.nestedContainer(keyedBy: FactorKeys.self, forKey: .scaleEffect)
            try o.encode(x, forKey: .x)
            try o.encode(y, forKey: .y)
        }
        try c.encodeAnchor(anchor, forKey: .anchor)
    }

    public var modifier: SceneModifier { .scale(x: x, y: y, anchor: anchor) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.scaled(x: x, y: y, anchor: anchor, of: rect).drawContent(in: rect)
    }
}

extension ScaleEffectModifier {
    public static let support = [
        SupportEntry("`.scaleEffect(_:anchor:)`, `.scaleEffect(x:y:anchor:)`", .full, "Factors within ±1000.",
                     pinnedBy: ["ModifierOrderTests.offsetThenScaleScalesTheOffset"]),
    ]
}
