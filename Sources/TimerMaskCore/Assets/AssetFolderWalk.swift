import Foundation

/// Listing folders for asset catalogues without following symbolic links (a link loop would
/// never end) and without entering what is not a project's own (`ProjectFolders`).
enum AssetFolderWalk {
    static let maximumFoldersSearched = 50_000

    static func contents(of folder: String) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
        } catch {
            throw AssetCatalogError("\(folder) cannot be listed")
        }
    }

    /// A real folder, not a link to one.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Every `*.xcassets` below `root`, in path order; a catalogue's inside is not searched for more.
    static func catalogues(under root: String) throws -> [String] {
        var found: [String] = []
        var searched = 0
        var pending = [root]
        while let folder = pending.popLast() {
            searched += 1
            guard searched <= maximumFoldersSearched else {
                throw AssetCatalogError("\(root) holds more than \(maximumFoldersSearched) folders; asset catalogues are not searched that far")
            }
            for item in try contents(of: folder).reversed() where !ProjectFolders.isSkipped(item) {
                let path = folder + "/" + item
                guard isFolder(path) else { continue }
                if (item as NSString).pathExtension == "xcassets" { found.append(path) } else if !ProjectFolders.isSymbolicLink(path) { pending.append(path) }
            }
        }
        return found.sorted()
    }
}
