import Foundation

/// The Xcode asset catalogues (`*.xcassets`) of a widget's folder: what `Image("name")`,
/// `UIImage(named:)` and `Color("name")` read. A catalogue is indexed once, by name; each
/// asset's `Contents.json` is read only when the asset is asked for.
public struct AssetCatalogs: Sendable {
    /// The catalogues searched, in the order a name is looked up.
    public let catalogues: [String]
    /// Asset folders by kind and name (a namespace folder prefixes its name: `Icons/star`),
    /// the first catalogue's first.
    let folders: [AssetKind: [String: String]]

    /// How far a catalogue may be walked: a folder tree deeper or larger than Xcode projects
    /// are is refused, naming the catalogue, rather than walked without end.
    public static let maximumDepth = 24
    public static let maximumEntries = 20_000

    /// What an asset catalogue entry holds: a picture (`.imageset`) or a colour (`.colorset`).
    public enum AssetKind: String, Sendable, CaseIterable {
        case image = "imageset", color = "colorset"
        var word: String { self == .image ? "image" : "colour" }
    }

    /// The catalogues `catalogues` names, looked up in that order.
    public init(catalogues: [String]) throws {
        var folders: [AssetKind: [String: String]] = [:]
        for catalogue in catalogues {
            for (kind, name, folder) in try Self.index(catalogue) where folders[kind]?[name] == nil {
                folders[kind, default: [:]][name] = folder
            }
        }
        self.catalogues = catalogues
        self.folders = folders
    }

    /// Every catalogue below `folder`, in path order, skipping hidden folders and build products.
    public static func find(under folder: String) throws -> AssetCatalogs {
        try AssetCatalogs(catalogues: AssetFolderWalk.catalogues(under: folder))
    }

    /// The catalogues directly inside `folders` (for Swift files given one by one: their own
    /// folders are read, not searched below), in path order.
    public static func inside(_ folders: [String]) throws -> AssetCatalogs {
        var found: [String] = []
        for folder in folders {
            for item in try AssetFolderWalk.contents(of: folder) where (item as NSString).pathExtension == "xcassets" {
                let path = folder + "/" + item
                if AssetFolderWalk.isFolder(path), !found.contains(path) { found.append(path) }
            }
        }
        return try AssetCatalogs(catalogues: found.sorted())
    }

    /// The names of the assets of `kind`, sorted.
    public func names(_ kind: AssetKind) -> [String] { (folders[kind] ?? [:]).keys.sorted() }

    /// `Color("name")` under `scheme`, or nil when no catalogue has a colour set of that name.
    public func color(named name: String, scheme: ColorSchemeSetting) throws -> SceneColor? {
        guard let folder = folders[.color]?[name] else { return nil }
        return try AssetColorSet(folder: folder).color(for: scheme)
    }

    /// The file `Image("name")` shows at `scale` under `scheme`, or nil when no catalogue has
    /// an image set of that name.
    public func image(named name: String, scale: Int, scheme: ColorSchemeSetting) throws -> AssetImage? {
        guard let folder = folders[.image]?[name] else { return nil }
        return try AssetImageSet(folder: folder).image(scale: scale, scheme: scheme, name: name)
    }

    /// The sentence for a name no catalogue has: the catalogues searched, or that there are none.
    public func missing(_ kind: AssetKind, named name: String) -> String {
        if catalogues.isEmpty { return "no \(kind.word) named '\(name)': there is no asset catalogue (*.xcassets) in the folder" }
        let searched = catalogues.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        return "no \(kind.word) set named '\(name)' in \(searched)"
    }

    /// The (kind, name, folder) of every image and colour set in one catalogue.
    static func index(_ catalogue: String) throws -> [(AssetKind, String, String)] {
        var found: [(AssetKind, String, String)] = []
        var entries = 0
        func walk(_ folder: String, prefix: String, depth: Int) throws {
            guard depth <= maximumDepth else {
                throw AssetCatalogError("\(catalogue): folders nest deeper than \(maximumDepth) levels; asset catalogues are not read that deep")
            }
            for item in try AssetFolderWalk.contents(of: folder) {
                entries += 1
                guard entries <= maximumEntries else {
                    throw AssetCatalogError("\(catalogue) holds more than \(maximumEntries) files and folders, over the limit for an asset catalogue")
                }
                let path = folder + "/" + item
                guard AssetFolderWalk.isFolder(path) else { continue }
                let ext = (item as NSString).pathExtension, stem = (item as NSString).deletingPathExtension
                if let kind = AssetKind(rawValue: ext) {
                    found.append((kind, prefix + stem, path))
                } else if ext.isEmpty {
                    // A plain folder groups; one marked "provides-namespace" also names.
                    let namespace = try AssetContents.providesNamespace(path)
                    try walk(path, prefix: namespace ? prefix + item + "/" : prefix, depth: depth + 1)
                }
            }
        }
        try walk(catalogue, prefix: "", depth: 0)
        return found
    }
}

/// One sentence naming the catalogue file at fault.
public typealias AssetCatalogError = Refusal<AssetCatalogs>
