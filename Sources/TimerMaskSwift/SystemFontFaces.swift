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

    /// Apple's text styles at the default Dynamic Type size (Large): point size and weight
    /// (Human Interface Guidelines, Typography, iOS "Dynamic Type sizes", Large).
    public static let textStyles: [String: (size: Double, weight: Weight)] = [
        "largeTitle": (34, .regular), "title": (28, .regular), "title2": (22, .regular), "title3": (20, .regular),
        "headline": (17, .semibold), "body": (17, .regular), "callout": (16, .regular), "subheadline": (15, .regular),
        "footnote": (13, .regular), "caption": (12, .regular), "caption2": (11, .regular),
    ]
}
