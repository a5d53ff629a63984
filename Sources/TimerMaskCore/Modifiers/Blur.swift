/// `.blur(radius:opaque:)`: the modified view composited apart, then blurred by a Gaussian whose
/// standard deviation is the radius (as Core Image's Gaussian blur takes its radius). A
/// transparent blur spreads past the view's frame; an opaque one repeats its edge pixels and
/// stays inside it.
public struct BlurModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.blur
    public var radius: Double
    public var opaque: Bool

    public static let sceneNames = [(name: "blur", options: ["opaque"])]
    enum Keys: String, CodingKey, CaseIterable { case blur, opaque }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        return .blur(radius: try c.number(.blur, in: 0...SceneLimits.blurRadius), opaque: try c.decodeIfPresent(Bool.self, forKey: .opaque) ?? false)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(radius, forKey: .blur)
        if opaque { try c.encode(true, forKey: .opaque) }
    }

    public var modifier: SceneModifier { .blur(radius: radius, opaque: opaque) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.drawContent(in: rect, filter: .blur(radius: radius, opaque: opaque))
    }
}

extension BlurModifier {
    public static let support = [
        SupportEntry("`.blur(radius:opaque:)`", .approximated,
                     "The view composited apart and blurred, the radius taken as the Gaussian's standard deviation (Core Image's convention; Apple does not say SwiftUI's), drawn as SVG's feGaussianBlur specifies (three box blurs from 2 px on); `opaque: true` repeats the edge pixels inside the frame.",
                     pinnedBy: ["LayerEffectTests.blurSpreadsAnEdgeOverAboutThreeRadii", "LayerEffectTests.opaqueBlurStaysInsideTheFrame"]),
    ]
}
