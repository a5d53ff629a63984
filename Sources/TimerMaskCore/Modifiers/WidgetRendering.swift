/// How WidgetKit renders a widget (`WidgetRenderingMode`, `--rendering-mode`): in full colour; in
/// accented mode, where "the system treats the widget's views as if they were template images.
/// It ignores the view's color — rendering the new colors based on the view's alpha channel",
/// the default group in one colour and the `widgetAccentable()` group in another; in vibrant
/// mode (the iPhone Lock Screen), where "the system desaturates the widget, making a monochrome
/// version that it uses to create an adaptive, vibrant effect" (Apple, WidgetRenderingMode).
public enum WidgetRenderingMode: String, Sendable, SceneWord, Codable {
    case fullColor, accented, vibrant
}

/// The colours of accented mode's two groups. Apple leaves them to the system and the user
/// (watchOS's Infograph: white and the chosen colour; iOS 18's tinted Home Screen: the tint):
/// TimerMask draws the default group white and the accent group in `accent`.
public struct AccentedColors: Equatable, Sendable {
    public var defaultGroup: SceneColorValue
    public var accent: SceneColorValue
    public init(defaultGroup: SceneColorValue = .fixed(.white), accent: SceneColorValue = AccentedColors.defaultAccent) {
        self.defaultGroup = defaultGroup
        self.accent = accent
    }
    /// iOS's systemBlue (dark), standing in for the colour the user picks.
    public static let defaultAccent = SceneColorValue.fixed(SceneColor(r: 10, g: 132, b: 255))
}

/// The widget drawn in a rendering mode: accented recolours every view inside by its group;
/// vibrant draws the content's luminance as the opacity of white (TimerMask's model of the
/// Lock Screen's vibrant material, which Apple does not specify further).
public struct WidgetRenderingModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.widgetRendering
    public var mode: WidgetRenderingMode
    public var colors: AccentedColors

    public static let sceneNames = [(name: "widgetRenderingMode", options: ["accentColor"])]
    enum Keys: String, CodingKey, CaseIterable { case widgetRenderingMode, accentColor }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        let mode = try c.decode(WidgetRenderingMode.self, forKey: .widgetRenderingMode)
        let accent = try c.decodeIfPresent(SceneColorValue.self, forKey: .accentColor) ?? AccentedColors.defaultAccent
        return .widgetRendering(mode, AccentedColors(accent: accent))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(mode, forKey: .widgetRenderingMode)
        if colors.accent != AccentedColors.defaultAccent { try c.encode(colors.accent, forKey: .accentColor) }
    }

    public var modifier: SceneModifier { .widgetRendering(mode, colors) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.drawContent(in: rect, renderingMode: mode, colors: colors)
    }
}

extension WidgetRenderingModifier {
    public static let support = [
        SupportEntry("`--rendering-mode`, `\\.widgetRenderingMode`", .approximated,
                     "Full colour on the Home Screen, vibrant in the accessory families (as iPhone's Lock Screen renders them), or as `--rendering-mode` says. Accented: every view drawn in its group's colour at its own alpha, as Apple documents (white, and `--accent-color` for the `widgetAccentable()` group), the container background removed. Vibrant: white at the opacity of the content's luminance, TimerMask's model of the vibrant material.",
                     pinnedBy: ["RenderingModeTests.accentedDrawsEachGroupInItsColourAtItsAlpha", "RenderingModeTests.vibrantIsWhiteAtTheLuminancesOpacity"]),
    ]
}
