import Foundation

/// An asset folder's `Contents.json`, the one file Xcode describes an asset in. Read with a size
/// limit and refused in the scene files' words (the JSON path), naming the file.
enum AssetContents {
    static let maximumBytes = 1 << 20

    static func read<T: Decodable>(_ type: T.Type, folder: String) throws -> T {
        let path = folder + "/Contents.json"
        let data: Data
        do { data = try InputFile.read(path, atMost: InputFile.SizeLimit(bytes: maximumBytes, kind: "an asset's Contents.json")) } catch let error as InputFileError {
            throw AssetCatalogError(error.description)
        }
        if let problem = JSONSyntax.problem(in: data, maximumDepth: 32) {
            throw AssetCatalogError("\(path) \(problem)")
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw AssetCatalogError("\(path): \(DecodingErrorDescription.sentence(error))")
        }
    }

    /// Whether a group folder's `Contents.json` says its name prefixes its assets' names; a
    /// group without one does not.
    static func providesNamespace(_ folder: String) throws -> Bool {
        struct Group: Decodable {
            struct Properties: Decodable {
                var providesNamespace: Bool?
                enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
            }
            var properties: Properties?
        }
        guard FileManager.default.fileExists(atPath: folder + "/Contents.json") else { return false }
        return try read(Group.self, folder: folder).properties?.providesNamespace ?? false
    }
}

/// What an asset entry is for: the device idiom and the appearance (light, dark). TimerMask
/// draws an iPhone widget, so `iphone` entries come before `universal` ones and entries for
/// other devices are never chosen; high-contrast entries are not chosen (the display is not in
/// Increase Contrast).
struct AssetVariant: Decodable {
    struct Appearance: Decodable { var appearance: String; var value: String }
    var idiom: String?
    var appearances: [Appearance]?

    var luminosity: String? { appearances?.first { $0.appearance == "luminosity" }?.value }
    var isHighContrast: Bool { appearances?.contains { $0.appearance == "contrast" && $0.value == "high" } ?? false }

    /// How well this entry fits an iPhone under `scheme`: nil when it does not, higher is better.
    func fit(_ scheme: ColorSchemeSetting) -> Int? {
        guard !isHighContrast else { return nil }
        let idiomFit: Int
        switch idiom ?? "universal" {
        case "iphone": idiomFit = 1
        case "universal": idiomFit = 0
        default: return nil
        }
        switch luminosity {
        case nil, "any": return idiomFit
        case scheme.rawValue: return idiomFit + 2
        default: return nil
        }
    }

    /// The best-fitting of `entries` under `scheme`.
    static func best<T>(_ entries: [T], _ scheme: ColorSchemeSetting, variant: (T) -> AssetVariant) -> T? {
        var chosen: (T, Int)?
        for entry in entries {
            guard let fit = variant(entry).fit(scheme) else { continue }
            if chosen == nil || fit > chosen!.1 { chosen = (entry, fit) }
        }
        return chosen?.0
    }
}
