import Foundation

/// The files an app extension's bundle holds besides its code and asset catalogues, as
/// `Bundle.main.url(forResource:withExtension:)` and `path(forResource:ofType:)` find them:
/// Xcode copies a target's resources to the top of the bundle, so a file is found by its name
/// alone, wherever it sits in the project folder. Swift files, asset catalogues, property lists
/// of the targets and what `ProjectFolders` skips are not resources.
public struct BundleResources: Sendable {
    /// The folder searched.
    public let root: String
    /// Each file's name (`quotes.json`) to its paths below `root`, in path order.
    let paths: [String: [String]]
    /// Why the search stopped before the end of the tree (too deep, too many files), if it did:
    /// said only when a resource the widget asks for is not among those found.
    let stoppedBecause: String?

    public static let maximumDepth = 24
    public static let maximumEntries = 20_000

    public init(root: String, paths: [String: [String]], stoppedBecause: String? = nil) {
        self.root = root
        self.paths = paths
        self.stoppedBecause = stoppedBecause
    }

    /// The resources beside Swift files given one by one: the files of their own folders, not below.
    public static func beside(folders: [String]) throws -> BundleResources {
        var paths: [String: [String]] = [:]
        for folder in folders {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            guard names.count <= maximumEntries else { throw AssetCatalogError("\(folder): over \(maximumEntries) files; TimerMask does not search a folder that large for bundle resources") }
            for name in names where isResource(name) {
                var isFolder: ObjCBool = false
                let path = folder + "/" + name
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                paths[name, default: []].append(path)
            }
        }
        return BundleResources(root: "/", paths: paths)
    }

    static func isResource(_ name: String) -> Bool {
        !["swift", "plist", "entitlements", "h", "m", "xcconfig"].contains((name as NSString).pathExtension.lowercased())
            && name != "Package.swift" && !name.hasPrefix(".")
    }

    /// Every resource below `root`. Symbolic links to folders are not followed (a link such as
    /// `up -> ..` would walk the project again and again; Xcode's resources are the project's own
    /// files), and a tree past `maximumDepth` or `maximumEntries` is searched that far: a widget
    /// that uses no resource loads whatever its folder holds.
    public static func find(under root: String) throws -> BundleResources {
        var paths: [String: [String]] = [:]
        var entries = 0
        var stopped: String? = nil
        func walk(_ folder: String, _ relative: String, depth: Int) {
            guard stopped == nil else { return }
            guard depth <= maximumDepth else {
                stopped = "\(folder): folders nest past \(maximumDepth) levels, and TimerMask searched for bundle resources no deeper"
                return
            }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names {
                entries += 1
                guard entries <= maximumEntries else {
                    stopped = "\(root): over \(maximumEntries) files, and TimerMask searched that many for bundle resources"
                    return
                }
                let path = folder + "/" + name, rel = relative.isEmpty ? name : relative + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if ProjectFolders.isSkipped(name) || name.hasSuffix(".xcassets") || ProjectFolders.isSymbolicLink(path) { continue }
                    walk(path, rel, depth: depth + 1)
                } else if isResource(name) {
                    paths[name, default: []].append(rel)
                }
            }
        }
        walk(root, "", depth: 0)
        return BundleResources(root: root, paths: paths, stoppedBecause: stopped)
    }

    /// The path below `root` of the resource `name.ext` (`ext` may be nil or empty when `name`
    /// has it), nil when there is none; throws when two files have the name (Xcode refuses to
    /// build a bundle with both).
    public func path(name: String, extension ext: String?) throws -> String? {
        let file = ext.map { $0.isEmpty ? name : name + "." + ($0.hasPrefix(".") ? String($0.dropFirst()) : $0) } ?? name
        guard let found = paths[file] else {
            if let stoppedBecause { throw AssetCatalogError("the bundle resource '\(file)' was not found; \(stoppedBecause)") }
            return nil
        }
        guard found.count == 1 else {
            throw AssetCatalogError("the bundle resource '\(file)' is in \(found.count) places (\(found.prefix(3).joined(separator: ", "))); Xcode copies resources to the top of the bundle and refuses two of one name")
        }
        return found[0]
    }
}
