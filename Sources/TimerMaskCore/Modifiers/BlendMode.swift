/// SwiftUI's `BlendMode`, as `.blendMode(_:)` names it.
public enum SceneBlendMode: String, Sendable, SceneWord, Codable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// `.blendMode(_:)`: every view inside blended with what is drawn under it, as SwiftUI applies
/// it view by view; a `.compositingGroup()` around limits what lies under to the group's own
/// views. The modes follow the W3C Compositing and Blending formulas, which Core Graphics' modes
/// of the same names follow.
public struct BlendModeModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.blendMode
    public var mode: SceneBlendMode

    public static let sceneNames = [(name: "blendMode", options: [String]())]
    enum Keys: String, CodingKey, CaseIterable { case blendMode }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        return .blendMode(try c.decode(SceneBlendMode.self, forKey: .blendMode))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(mode, forKey: .blendMode)
    }

    public var modifier: SceneModifier { .blendMode(mode) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.drawContent(in: rect, blendMode: mode)
    }
}

extension BlendModeModifier {
    public static let support = [
        SupportEntry("`.blendMode(_:)`", .full,
                     "All 21 modes, each view inside blended with what is under it (within the nearest compositing group) by the W3C Compositing and Blending formulas, which Core Graphics' modes follow; `plusDarker` as Core Graphics documents it.",
                     pinnedBy: ["BlendModeTests.multiplyAndScreenMixWithWhatIsUnder", "BlendModeTests.destinationOutCutsAHoleInWhatIsUnder", "BlendModeTests.aCompositingGroupLimitsWhatIsUnder"]),
    ]
}
