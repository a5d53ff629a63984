import Foundation

/// What a search of a user's project folder leaves out: hidden folders, build products and
/// fetched dependencies (none of them the user's widget), and test targets, whose mocks and
/// fakes would stand beside the real types under the same names.
public enum ProjectFolders {
    static let buildProducts: Set<String> = ["DerivedData", "build", "Build", "Pods", "Carthage", "node_modules", "Products"]

    /// Whether a folder called `name` is left out of the search.
    public static func isSkipped(_ name: String) -> Bool {
        name.hasPrefix(".") || buildProducts.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj")
            || name.hasSuffix(".xcworkspace") || name.hasSuffix(".playground")
    }

    /// Whether `path` is itself a symbolic link. Searches do not follow a link to a folder: one
    /// such as `up -> ..` would walk the project again and again, and what Xcode builds from is
    /// the project's own files.
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
