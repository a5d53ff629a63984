import CFontconfig

/// The one place fontconfig is called: finds an installed font file by family name, for
/// labels on sheets and diagrams (the setup script installs DejaVu Sans).
public enum SystemFonts {
    /// The file fontconfig picks for `family` (its best match, which may be a fallback family),
    /// with the family it actually matched; `nil` when no font is installed at all.
    public static func match(family: String) -> (path: String, family: String)? {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        defer { FcConfigDestroy(config) }
        let name = family.utf8.map { FcChar8($0) } + [0]
        guard let pattern = FcNameParse(name) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(matched, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var familyName: UnsafeMutablePointer<FcChar8>?
        let matchedFamily = FcPatternGetString(matched, FC_FAMILY, 0, &familyName) == FcResultMatch
            ? familyName.map { String(cString: $0) } ?? "" : ""
        return (String(cString: file), matchedFamily)
    }

    /// The file of `family` at fontconfig weight `weight` (its scale: 0 thin … 80 regular … 200
    /// bold … 210 black), italic or not; nil unless the match is of that family itself.
    public static func match(family: String, weight: Int, italic: Bool) -> String? {
        guard let found = match(family: "\(family):weight=\(weight):slant=\(italic ? 100 : 0)"), found.family == family else { return nil }
        return found.path
    }

    /// The family labels are drawn in.
    public static let labelFamily = "DejaVu Sans"
    /// The families San Francisco's text and display faces are drawn in (Debian's fonts-inter):
    /// Inter below 20 pt, Inter Display from 20 pt, as iOS switches SF Pro Text to SF Pro Display.
    public static let textFamily = "Inter"
    public static let displayFamily = "Inter Display"
    /// The stand-ins for the system font's other designs: `.monospaced` and `.serif` (DejaVu).
    public static let monospacedFamily = "DejaVu Sans Mono"
    public static let serifFamily = "DejaVu Serif"
    /// The family emoji are drawn in when the text's font has none (Debian's fonts-noto-color-emoji).
    public static let emojiFamily = "Noto Color Emoji"
    /// The family SF Symbols are drawn in (Debian's fonts-material-design-icons-iconfont).
    public static let symbolFamily = "Material Icons"
}
