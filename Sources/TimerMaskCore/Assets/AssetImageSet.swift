import Foundation

/// The picture an image set gives: its file, the scale it was drawn at (its size in points is
/// its pixels over this), and whether it is a template (drawn in the foreground colour).
public struct AssetImage: Equatable, Sendable {
    public let name: String
    public let path: String
    public let scale: Int
    public let isTemplate: Bool
    public let isVector: Bool
}

/// An image set (`Name.imageset/Contents.json`): one file per scale (1x, 2x, 3x) or one for
/// every scale, per idiom and appearance.
struct AssetImageSet {
    struct File: Decodable {
        var images: [Entry]
        var properties: Properties?
    }
    struct Entry: Decodable {
        var filename: String?
        var idiom: String?
        var scale: String?
        var appearances: [AssetVariant.Appearance]?
        var variant: AssetVariant { AssetVariant(idiom: idiom, appearances: appearances) }
    }
    struct Properties: Decodable {
        var renderingIntent: String?
        var preservesVector: Bool?
        enum CodingKeys: String, CodingKey { case renderingIntent = "template-rendering-intent", preservesVector = "preserves-vector-representation" }
    }

    static let rasterExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp"]
    /// Vector files (PDF, SVG) Xcode keeps for "Preserve Vector Data" are not drawn yet.
    static let vectorExtensions: Set<String> = ["svg", "pdf"]

    let folder: String
    let file: File

    init(folder: String) throws {
        self.folder = folder
        file = try AssetContents.read(File.self, folder: folder)
    }

    /// The file shown at `scale`: the entry of that scale if there is one, else the smallest
    /// larger, else the largest smaller (as iOS falls back when a scale is missing); a
    /// single-scale entry serves every scale, as 1x.
    func image(scale: Int, scheme: ColorSchemeSetting, name: String) throws -> AssetImage {
        let path = folder + "/Contents.json"
        let usable = try file.images.filter { $0.filename != nil }.map { entry -> (Entry, Int?) in
            guard let s = entry.scale else { return (entry, nil) }
            guard s.hasSuffix("x"), let v = Int(s.dropLast()), (1...3).contains(v) else {
                throw AssetCatalogError("\(path): '\(s)' is not a scale (1x, 2x or 3x)")
            }
            return (entry, v)
        }
        // The best appearance first, then the best scale among entries of that appearance.
        guard let best = AssetVariant.best(usable, scheme, variant: { $0.0.variant }) else {
            throw AssetCatalogError("\(path): no image for an iPhone in the \(scheme.rawValue) appearance")
        }
        let fit = best.0.variant.fit(scheme)
        let candidates = usable.filter { $0.0.variant.fit(scheme) == fit }
        let chosen = candidates.first { $0.1 == scale }
            ?? candidates.filter { ($0.1 ?? 0) > scale }.min { $0.1! < $1.1! }
            ?? candidates.filter { $0.1 != nil }.max { $0.1! < $1.1! }
            ?? candidates[0]
        let filename = chosen.0.filename!
        guard !filename.contains("/"), filename != "..", filename != "." else {
            throw AssetCatalogError("\(path): the file name '\(filename)' leaves the image set")
        }
        let ext = (filename as NSString).pathExtension.lowercased()
        guard Self.rasterExtensions.contains(ext) else {
            throw AssetCatalogError("\(folder)/\(filename): TimerMask cannot draw .\(ext) images (it draws PNG, JPEG, GIF and WebP)")
        }
        return AssetImage(name: name, path: folder + "/" + filename, scale: chosen.1 ?? 1,
                          isTemplate: file.properties?.renderingIntent == "template",
                          isVector: Self.vectorExtensions.contains(ext))
    }
}
