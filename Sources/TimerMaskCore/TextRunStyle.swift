/// What one run of `Text + Text` sets apart from the text around it (`Text("12").bold() +
/// Text(" km").font(.caption).foregroundColor(.secondary)`): each field nil where the run takes
/// the text's own.
public struct TextRunStyle: Equatable, Hashable, Sendable {
    public var font: String?
    public var size: Double?
    public var color: SceneColorValue?
    public var tracking: Double?
    public var monospacedDigit: Bool?

    public init(font: String? = nil, size: Double? = nil, color: SceneColorValue? = nil, tracking: Double? = nil, monospacedDigit: Bool? = nil) {
        self.font = font; self.size = size; self.color = color; self.tracking = tracking; self.monospacedDigit = monospacedDigit
    }

    public var isEmpty: Bool { self == TextRunStyle() }
}

/// One run as drawn: the text's settings with the run's own over them.
public struct ResolvedTextRun: Equatable, Hashable, Sendable {
    public var font: String
    public var size: Double
    public var color: SceneColorValue
    public var tracking: Double
    public var monospacedDigit: Bool
}

extension TextContent {
    /// Run `i` with the text's settings under its own.
    public func resolvedRun(_ i: Int) -> ResolvedTextRun {
        let style = i < runStyles.count ? runStyles[i] : TextRunStyle()
        return ResolvedTextRun(font: style.font ?? font, size: style.size ?? size, color: style.color ?? color,
                               tracking: style.tracking ?? tracking, monospacedDigit: style.monospacedDigit ?? monospacedDigit)
    }

    /// Whether any run sets something apart from the text.
    public var isStyled: Bool { runStyles.contains { !$0.isEmpty } }

    /// Every font the text draws in: its own and its runs'.
    public var fonts: [String] { [font] + runStyles.compactMap(\.font).filter { $0 != font } }
}

/// Scene-file coding: a run's style keys sit beside its text in the run's object
/// (`{"text": " km", "size": 11, "textColor": "secondary"}`).
extension TextRunStyle: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable { case font, size, textColor, tracking, monospacedDigit }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(font: try c.decodeIfPresent(String.self, forKey: .font),
                  size: c.contains(.size) ? try c.number(.size, in: 0...SceneLimits.length, exclusiveLow: true) : nil,
                  color: try c.decodeIfPresent(SceneColorValue.self, forKey: .textColor),
                  tracking: try c.numberIfPresent(.tracking, in: -SceneLimits.textSpacing...SceneLimits.textSpacing),
                  monospacedDigit: try c.decodeIfPresent(Bool.self, forKey: .monospacedDigit))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(font, forKey: .font)
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeIfPresent(color, forKey: .textColor)
        try c.encodeIfPresent(tracking, forKey: .tracking)
        try c.encodeIfPresent(monospacedDigit, forKey: .monospacedDigit)
    }
}
