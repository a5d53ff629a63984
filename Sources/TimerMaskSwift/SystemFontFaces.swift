import TimerMaskCore

/// San Francisco's weights and designs as TimerMask draws them: the font files standing in for
/// each (`SwiftFontResolver.systemFaces`), found through fontconfig by the loader.
///
/// The stand-ins: Inter (rsms, SIL OFL; Debian `fonts-inter`) for the default design, its text
/// cut below 20 pt and its display cut from 20 pt (iOS switches SF Pro Text to SF Pro Display at
/// 20 pt); DejaVu Sans Mono for `.monospaced`, DejaVu Serif for `.serif`; `.rounded` has no
/// installed stand-in and is drawn in Inter, with a warning. Where Inter is missing, every
/// weight is the single system font (DejaVu Sans), with a warning.
public struct SystemFontStyle: Hashable, Sendable {
    /// San Francisco's nine weights (`Font.Weight`).
    public enum Weight: String, CaseIterable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// fontconfig's weight for the face standing in for it.
        public var fontconfig: Int {
            switch self {
            case .ultraLight: 0        // Inter Thin: SF's ultraLight is its lightest
            case .thin: 40             // Inter ExtraLight
            case .light: 50
            case .regular: 80
            case .medium: 100
            case .semibold: 180
            case .bold: 200
            case .heavy: 205           // Inter ExtraBold
            case .black: 210
            }
        }
    }
    /// The system font's designs (`Font.Design`).
    public enum Design: String, CaseIterable, Sendable { case `default`, rounded, monospaced, serif }

    public var weight: Weight = .regular
    public var italic = false
    public var design: Design = .default
    public init(weight: Weight = .regular, italic: Bool = false, design: Design = .default) {
        self.weight = weight; self.italic = italic; self.design = design
    }

    /// The size from which the display cut stands in (SF Pro Display).
    public static let displaySize = 20.0

    /// The key of the face for this style at `size` in `SwiftFontResolver.systemFaces`.
    public func key(size: Double) -> String {
        switch design {
        case .monospaced: "mono-\(weight.fontconfig)-\(italic)"
        case .serif: "serif-\(weight.fontconfig)-\(italic)"
        case .default, .rounded: "\(size >= Self.displaySize ? "display" : "text")-\(weight.fontconfig)-\(italic)"
        }
    }

    /// Every key a resolver may hold, with the family and fontconfig weight to find it by.
    public static var allFaces: [(key: String, family: String, weight: Int, italic: Bool)] {
        var out: [(String, String, Int, Bool)] = []
        for weight in Weight.allCases {
            for italic in [false, true] {
                for (cut, family) in [("text", "Inter"), ("display", "Inter Display"), ("mono", "DejaVu Sans Mono"), ("serif", "DejaVu Serif")] {
                    out.append(("\(cut)-\(weight.fontconfig)-\(italic)", family, weight.fontconfig, italic))
                }
            }
        }
        return out
    }

    /// Apple's text styles: weight, and point size at each Dynamic Type size (Human Interface
    /// Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"), Large being the default.
    public static func textStyle(_ name: String, at dynamicType: DynamicTypeSize = .large) -> (size: Double, weight: Weight)? {
        guard let i = textStyleNames.firstIndex(of: name) else { return nil }
        return (dynamicType.sizes[i], name == "headline" ? .semibold : .regular)
    }

    /// The text styles in the order of `DynamicTypeSize.sizes`.
    public static let textStyleNames = ["largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption", "caption2"]
}

/// The text size the reader chose (`--dynamic-type-size`; SwiftUI's `DynamicTypeSize`).
public enum DynamicTypeSize: String, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Points of largeTitle, title, title2, title3, headline, body, callout, subheadline,
    /// footnote, caption, caption2 (Apple's table).
    public var sizes: [Double] {
        switch self {
        case .xSmall: [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]
        case .small: [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]
        case .medium: [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]
        case .large: [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]
        case .xLarge: [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]
        case .xxLarge: [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]
        case .xxxLarge: [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]
        case .accessibility1: [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]
        case .accessibility2: [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]
        case .accessibility3: [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]
        case .accessibility4: [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]
        case .accessibility5: [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]
        }
    }

    /// The body size: what a text without a font, and an SF Symbol without one, is drawn at.
    public var body: Double { sizes[5] }

    /// UIKit's `UIContentSizeCategory` name of it (`\.sizeCategory`).
    public var sizeCategory: String {
        switch self {
        case .xSmall: "extraSmall"
        case .xLarge: "extraLarge"
        case .xxLarge: "extraExtraLarge"
        case .xxxLarge: "extraExtraExtraLarge"
        case .accessibility1: "accessibilityMedium"
        case .accessibility2: "accessibilityLarge"
        case .accessibility3: "accessibilityExtraLarge"
        case .accessibility4: "accessibilityExtraExtraLarge"
        case .accessibility5: "accessibilityExtraExtraExtraLarge"
        default: rawValue
        }
    }
}
