import Foundation
import TimerMaskCore
import TimerMaskCodecs

/// Where a frame-font stack's fonts come from: the built-in keyring fonts, a printf pattern
/// (`CatFont%d-Regular.ttf`, counted from 0), a folder (its fonts sorted by name) or one font
/// file for every layer. References are kept as given, so relative paths stay relative.
public enum FrameFontFiles {
    static let extensions: Set<String> = ["ttf", "otf", "ttc"]

    /// One font reference per layer: `count` of them (16 by default; a folder or pattern gives
    /// as many as it has when `count` is nil).
    public static func references(_ source: String?, count: Int? = nil) throws -> [String] {
        guard let source else {
            return (0..<(count ?? FontReference.builtInFrameFontCount)).map {
                FontReference.builtInFrameFont($0 % FontReference.builtInFrameFontCount)
            }
        }
        if let count, count < 1 { throw SceneLoadError(.frames, "a font stack needs at least one layer, not \(count)") }
        var isDirectory: ObjCBool = false
        if source.contains("%") {
            let name = { (k: Int) in String(format: source, k) }
            if let count {
                let names = (0..<count).map(name)
                if let missing = names.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
                    throw SceneLoadError(.frames, "the pattern \(source) names \(missing), which does not exist (\(count) fonts were asked for)")
                }
                return names
            }
            var names: [String] = []
            while names.count < FrameFiles.maximumCount, FileManager.default.fileExists(atPath: name(names.count)) {
                names.append(name(names.count))
            }
            guard !names.isEmpty else { throw SceneLoadError(.frames, "the pattern \(source) names no font: \(name(0)) does not exist") }
            return names
        }
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory) else {
            throw SceneLoadError(.frames, "\(source) does not exist; give a font file, a folder of fonts or a pattern such as CatFont%d-Regular.ttf")
        }
        guard isDirectory.boolValue else { return Array(repeating: source, count: count ?? FontReference.builtInFrameFontCount) }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: source)) ?? [])
            .filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        guard !names.isEmpty else { throw SceneLoadError(.frames, "the folder \(source) holds no .ttf, .otf or .ttc font") }
        if let count, count > names.count {
            throw SceneLoadError(.frames, "the folder \(source) holds \(names.count) fonts, fewer than the \(count) layers asked for")
        }
        return names.prefix(count ?? names.count).map { (source as NSString).appendingPathComponent($0) }
    }
}
