/// Which colour a view takes in accented mode: `widgetAccentable()` puts it (and all inside) in
/// the accent group, `widgetAccentable(false)` in the default group; an image's
/// `widgetAccentedRenderingMode(_:)` may keep it in full colour, or map its luminance to alpha
/// in either group's colour (Apple, WidgetAccentedRenderingMode). Outside accented mode it
/// changes nothing.
public enum AccentGroup: String, Sendable, SceneWord, Codable {
    case accented, `default`, fullColor, desaturated, accentedDesaturated
}

/// `.widgetAccentable(_:)`: which group a view joins in the accented rendering mode (scene key `accentGroup`).
public struct AccentGroupModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.accentGroup
    public var group: AccentGroup

    public static let sceneNames = [(name: "widgetAccentable", options: [String]()), (name: "widgetAccentedRenderingMode", options: [String]())]
    enum Keys: String, CodingKey, CaseIterable { case widgetAccentable, widgetAccentedRenderingMode }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        if name == "widgetAccentable" { return .accentGroup(try c.decode(Bool.self, forKey: .widgetAccentable) ? .accented : .default) }
        return .accentGroup(try c.decode(AccentGroup.self, forKey: .widgetAccentedRenderingMode))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch group {
        case .accented: try c.encode(true, forKey: .widgetAccentable)
        case .default: try c.encode(false, forKey: .widgetAccentable)
        default: try c.encode(group, forKey: .widgetAccentedRenderingMode)
        }
    }

    public var modifier: SceneModifier { .accentGroup(group) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.drawContent(in: rect, accentGroup: group)
    }
}

extension AccentGroupModifier {
    public static let support = [
        SupportEntry("`.widgetAccentable(_:)`", .full, "The view and all inside it in the accent group (or, with `false`, the default group) of accented mode; no change in the other modes.",
                     pinnedBy: ["RenderingModeTests.accentedDrawsEachGroupInItsColourAtItsAlpha"]),
        SupportEntry("`.widgetAccentedRenderingMode(_:)` on an `Image`", .full, "`.accented` as `widgetAccentable()`; `.fullColor` keeps the picture's colours; `.desaturated` and `.accentedDesaturated` map its luminance to alpha in the default or the accent group's colour, as Apple documents.",
                     pinnedBy: ["RenderingModeTests.aGroupKeepsItsColoursOrItsLuminanceAsAsked"]),
    ]
}
