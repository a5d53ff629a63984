import Foundation

/// A colour set (`Name.colorset/Contents.json`) in every form Xcode writes: components as
/// floats (`"0.314"`), 8-bit integers (`"80"`) or hexadecimal (`"0x50"`), in sRGB, Display P3,
/// extended or linear sRGB, or grey; or a reference to a system colour.
struct AssetColorSet {
    struct File: Decodable { var colors: [Entry] }
    struct Entry: Decodable {
        var idiom: String?
        var appearances: [AssetVariant.Appearance]?
        var color: Color?
        var variant: AssetVariant { AssetVariant(idiom: idiom, appearances: appearances) }
    }
    struct Color: Decodable {
        var colorSpace: String?
        var components: [String: Component]?
        var reference: String?
        enum CodingKeys: String, CodingKey { case colorSpace = "color-space", components, reference }
    }
    /// A component as written: a JSON number, or a string in one of Xcode's three notations.
    struct Component: Decodable {
        var text: String
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let number = try? c.decode(Double.self) { text = number.isFinite ? "\(number)" : "nan" } else { text = try c.decode(String.self) }
        }
    }

    let folder: String
    let file: File

    init(folder: String) throws {
        self.folder = folder
        file = try AssetContents.read(File.self, folder: folder)
    }

    var path: String { folder + "/Contents.json" }

    func color(for scheme: ColorSchemeSetting) throws -> SceneColor {
        guard file.colors.contains(where: { $0.color != nil }) else {
            // Xcode's new AccentColor: a set with no colour chosen yet.
            throw AssetCatalogError("\(path): the colour set has no colour in it (Xcode makes AccentColor so until one is chosen)")
        }
        guard let entry = AssetVariant.best(file.colors.filter { $0.color != nil }, scheme, variant: \.variant), let color = entry.color else {
            throw AssetCatalogError("\(path): no colour for an iPhone in the \(scheme.rawValue) appearance")
        }
        if let reference = color.reference {
            guard let value = SceneColorValue.uiKit(named: reference) else {
                throw AssetCatalogError("\(path): the system colour '\(reference)' is not one TimerMask knows (UIKit's label, secondaryLabel, white, black, clear, the system colours such as systemBlueColor, and the background colours such as systemBackgroundColor)")
            }
            return value.resolved(scheme)
        }
        let components = color.components ?? [:]
        func value(_ key: String, alpha: Bool = false) throws -> Double {
            guard let component = components[key] else { throw AssetCatalogError("\(path): the colour has no '\(key)' component") }
            guard let v = Self.number(component.text, alpha: alpha) else {
                throw AssetCatalogError("\(path): '\(component.text)' is not a colour component (write 0.000…1.000, 0…255 or 0x00…0xFF)")
            }
            return v
        }
        let alpha = components["alpha"] == nil ? 1 : try value("alpha", alpha: true)
        let space = color.colorSpace ?? "srgb"
        let rgb: (Double, Double, Double)
        switch space {
        case "gray-gamma-22", "extended-gray":
            let white = try value("white")
            rgb = ColorSpaceConversion.grayGamma22(white)
        default:
            let (r, g, b) = (try value("red"), try value("green"), try value("blue"))
            switch space {
            case "srgb", "extended-srgb": rgb = (r, g, b)
            case "display-p3": rgb = ColorSpaceConversion.displayP3ToSRGB(r, g, b)
            case "extended-linear-srgb": rgb = (ColorSpaceConversion.encodeSRGB(r), ColorSpaceConversion.encodeSRGB(g), ColorSpaceConversion.encodeSRGB(b))
            default:
                throw AssetCatalogError("\(path): the colour space '\(space)' is not one TimerMask knows (srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22, extended-gray)")
            }
        }
        return SceneColor(r: Self.byte(rgb.0), g: Self.byte(rgb.1), b: Self.byte(rgb.2), a: Self.byte(alpha))
    }

    /// A component in 0…1: `"0x50"` and whole numbers are 8-bit (0…255) but for alpha, which
    /// Xcode always writes as a fraction; anything with a point is a fraction already.
    static func number(_ text: String, alpha: Bool) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.lowercased().hasPrefix("0x") {
            guard t.count <= 4, let v = UInt8(t.dropFirst(2), radix: 16) else { return nil }
            return Double(v) / 255
        }
        if !alpha, !t.contains("."), let v = Int(t) {
            return (0...255).contains(v) ? Double(v) / 255 : nil
        }
        guard let v = Double(t), v.isFinite, abs(v) <= 16 else { return nil }
        return v
    }

    /// 0…1 to 8 bits; what lies outside sRGB (extended and P3 colours) is clipped to it.
    static func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }

    /// UIKit's system colour names, as a colour set's `reference` writes them, to SwiftUI's.
}
