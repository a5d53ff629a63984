/// A straight (not premultiplied) sRGB colour: `#RRGGBB`, `#RRGGBBAA`, `white`, `black`, `clear`.
public struct SceneColor: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) { self.r = r; self.g = g; self.b = b; self.a = a }

    public static let white = SceneColor(r: 255, g: 255, b: 255)
    public static let black = SceneColor(r: 0, g: 0, b: 0)
    public static let clear = SceneColor(r: 0, g: 0, b: 0, a: 0)

    public init?(parsing text: String) {
        switch text.lowercased() {
        case "white": self = .white; return
        case "black": self = .black; return
        case "clear", "none", "transparent": self = .clear; return
        default: break
        }
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
              text.dropFirst().allSatisfy(\.isHexDigit),
              let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        let v = text.count == 7 ? value << 8 | 0xFF : value
        self.init(r: UInt8(v >> 24), g: UInt8(v >> 16 & 0xFF), b: UInt8(v >> 8 & 0xFF), a: UInt8(v & 0xFF))
    }

    public var description: String {
        func hex(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + hex(r) + hex(g) + hex(b) + (a == 255 ? "" : hex(a))
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = SceneColor(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "'\(text)' is not a colour (use #RRGGBB, #RRGGBBAA, white, black or clear)"))
        }
        self = color
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

/// Light or dark appearance, which decides what the system colours are.
public enum ColorSchemeSetting: String, Codable, CaseIterable, Sendable, SceneWord { case light, dark }

/// A colour as a view names it: a fixed value, or one of SwiftUI's colours, which depend on
/// the colour scheme (`primary`, `secondary`, `systemBackground`, `red`, `blue`, …).
public enum SceneColorValue: Equatable, Hashable, Sendable, CustomStringConvertible {
    case fixed(SceneColor)
    case system(String)
    /// A system colour with its opacity multiplied (`Color.gray.opacity(0.2)`), written `gray@0.2`:
    /// its light or dark value with that much of its alpha.
    case systemOpacity(String, Double)

    /// iOS's light and dark values of SwiftUI's named colours (UIKit's system colours).
    public static let systemColors: [String: (light: SceneColor, dark: SceneColor)] = {
        func c(_ light: String, _ dark: String) -> (SceneColor, SceneColor) { (SceneColor(parsing: light)!, SceneColor(parsing: dark)!) }
        return [
            "primary": c("#000000", "#FFFFFF"),
            "secondary": c("#3C3C4399", "#EBEBF599"),
            // UIKit's tertiary and quaternary label colours, and its fill colours (`.fill` and its levels).
            "tertiary": c("#3C3C434C", "#EBEBF54C"), "quaternary": c("#3C3C432D", "#EBEBF529"),
            "systemFill": c("#78788033", "#7878805C"), "secondarySystemFill": c("#78788029", "#78788052"),
            "tertiarySystemFill": c("#7676801F", "#7676803D"), "quaternarySystemFill": c("#74748014", "#7676802E"),
            // UIKit's separator (a hairline between content).
            "separator": c("#3C3C434A", "#54545899"),
            // UIKit's background colours (UIColor's systemBackground family, iOS 13+).
            "systemBackground": c("#FFFFFF", "#000000"), "secondarySystemBackground": c("#F2F2F7", "#1C1C1E"),
            "tertiarySystemBackground": c("#FFFFFF", "#2C2C2E"), "systemGroupedBackground": c("#F2F2F7", "#000000"),
            "secondarySystemGroupedBackground": c("#FFFFFF", "#1C1C1E"), "tertiarySystemGroupedBackground": c("#F2F2F7", "#2C2C2E"),
            "red": c("#FF3B30", "#FF453A"), "orange": c("#FF9500", "#FF9F0A"), "yellow": c("#FFCC00", "#FFD60A"),
            "green": c("#34C759", "#30D158"), "mint": c("#00C7BE", "#63E6E2"), "teal": c("#30B0C7", "#40C8E0"),
            "cyan": c("#32ADE6", "#64D2FF"), "blue": c("#007AFF", "#0A84FF"), "indigo": c("#5856D6", "#5E5CE6"),
            "purple": c("#AF52DE", "#BF5AF2"), "pink": c("#FF2D55", "#FF375F"), "brown": c("#A2845E", "#AC8E68"),
            "gray": c("#8E8E93", "#8E8E93"),
        ]
    }()

    public init?(parsing text: String) {
        if Self.systemColors[text] != nil { self = .system(text); return }
        if let at = text.firstIndex(of: "@"), Self.systemColors[String(text[..<at])] != nil,
           let opacity = Double(text[text.index(after: at)...]), opacity >= 0, opacity <= 1 {
            self = .systemOpacity(String(text[..<at]), opacity)
            return
        }
        guard let color = SceneColor(parsing: text) else { return nil }
        self = .fixed(color)
    }

    /// The colour under `scheme`.
    public func resolved(_ scheme: ColorSchemeSetting) -> SceneColor {
        switch self {
        case .fixed(let c): return c
        case .system(let name):
            let pair = Self.systemColors[name] ?? (SceneColor.black, SceneColor.white)
            return scheme == .light ? pair.light : pair.dark
        case .systemOpacity(let name, let opacity):
            var c = SceneColorValue.system(name).resolved(scheme)
            c.a = UInt8((Double(c.a) * opacity).rounded())
            return c
        }
    }

    /// A UIKit colour by its `UIColor` name (`systemBlue`, `label`, `secondarySystemBackground`,
    /// `white`; an asset catalogue's `systemBlueColor` with its `Color` suffix too): the one map
    /// of UIKit's names, for `Color(uiColor:)`, `Color(.name)` and colour sets that name a system colour.
    public static func uiKit(named given: String) -> SceneColorValue? {
        let name = given.hasSuffix("Color") ? String(given.dropLast(5)) : given
        switch name {
        case "white": return .white
        case "black": return .black
        case "clear": return .fixed(.clear)
        case "label": return .system("primary")
        case "secondaryLabel": return .system("secondary")
        default: break
        }
        if systemColors[name] != nil, name.hasSuffix("Background") { return .system(name) }   // systemBackground and its kin
        // `systemBlue` is SwiftUI's `blue`, `systemGray` its `gray`.
        if name.hasPrefix("system"), let first = name.dropFirst(6).first, first.isUppercase {
            let swiftUI = first.lowercased() + name.dropFirst(7)
            if systemColors[swiftUI] != nil, swiftUI != "primary", swiftUI != "secondary" { return .system(swiftUI) }
        }
        return nil
    }

    /// The bar a redacted text is drawn as: its colour at 20% opacity.
    public static func placeholder(_ color: SceneColorValue) -> SceneColorValue { color.withOpacity(0.2) }

    /// This colour with its opacity multiplied by `opacity` (0…1), as `Color.opacity(_:)` gives it.
    public func withOpacity(_ opacity: Double) -> SceneColorValue {
        let o = max(0, min(1, opacity))
        switch self {
        case .fixed(var c):
            c.a = UInt8((Double(c.a) * o).rounded())
            return .fixed(c)
        case .system(let name): return .systemOpacity(name, o)
        case .systemOpacity(let name, let before): return .systemOpacity(name, before * o)
        }
    }

    public var description: String {
        switch self {
        case .fixed(let c): c.description
        case .system(let name): name
        case .systemOpacity(let name, let opacity): "\(name)@\(opacity)"
        }
    }

    public static let white = SceneColorValue.fixed(.white)
    public static let black = SceneColorValue.fixed(.black)
}

extension SceneColorValue: Codable {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = SceneColorValue(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "'\(text)' is not a colour (use #RRGGBB, #RRGGBBAA, white, black, clear, or a system colour, NAME or NAME@OPACITY with NAME one of \(Self.systemColors.keys.sorted().joined(separator: ", ")))"))
        }
        self = color
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
