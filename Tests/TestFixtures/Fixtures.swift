import Foundation

/// Paths of the files the project's tests read: fixtures under `Tests/Fixtures`, goldens under `Goldens`.
public enum Fixtures {
    /// The package root, found from this file's place in the tree.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // TestFixtures
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()

    public static func url(_ relativePath: String) -> URL {
        packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath)
    }

    public static func font(_ name: String) -> URL { url("Fonts/\(name)") }

    public static func golden(_ relativePath: String) -> URL {
        packageRoot.appendingPathComponent("Goldens").appendingPathComponent(relativePath)
    }

    /// A fresh empty directory for one test's outputs.
    public static func temporaryDirectory(_ label: String = #function) throws -> URL {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("timermask-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}
