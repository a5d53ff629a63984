import Foundation
import Testing
import TimerMask
@testable import TimerMaskServe

/// The page's server watches what the loader reads, through the system's file events (issue 44,
/// point 6: it walked the whole project four times a second, a `Pods/` of 20,000 files included).
struct FolderWatchTests {
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("watched-\(UUID().uuidString)")
        for folder in ["Widget", "Pods/Lib", "WidgetTests", ".build"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("struct A {}\n".utf8).write(to: root.appendingPathComponent("Widget/W.swift"))
        return root
    }

    func source(_ root: URL) -> (PreviewSource, () -> Int) {
        final class Count: @unchecked Sendable { var value = 0; let lock = NSLock() }
        let loads = Count()
        let source = PreviewSource(watching: [root]) { _ in
            loads.lock.withLock { loads.value += 1 }
            throw PreviewFailure(message: "not a widget")
        }
        return (source, { loads.lock.withLock { loads.value } })
    }

    @Test func onlyWhatTheLoaderReadsIsWatchedAndAnEditReloads() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let (source, loads) = source(root)
        let first = loads()
        #expect(!source.reloadIfChanged(), "nothing changed")
        // Skipped folders: a dependency, a test target, build products.
        for file in ["Pods/Lib/L.swift", "WidgetTests/T.swift", ".build/B.swift"] {
            try Data("struct B {}\n".utf8).write(to: root.appendingPathComponent(file))
        }
        #expect(!source.reloadIfChanged(), "a skipped folder's change reloaded")
        #expect(loads() == first)
        try Data("struct A { let x = 1 }\n".utf8).write(to: root.appendingPathComponent("Widget/W.swift"))
        #expect(source.reloadIfChanged())
        #expect(loads() > first)
        // A folder made after the start is watched too.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Widget/Views"), withIntermediateDirectories: true)
        _ = source.reloadIfChanged()
        try Data("struct C {}\n".utf8).write(to: root.appendingPathComponent("Widget/Views/C.swift"))
        #expect(source.reloadIfChanged())
        #if os(Linux)
        #expect(source.followsFileEvents, "inotify is there on Linux")
        #endif
    }

    @Test func theWatchedFoldersAreTheLoadersAndNoLinkIsFollowed() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Widget/up").path, withDestinationPath: "..")
        let folders = FolderWatch.folders([root]).map { String($0.dropFirst(root.path.count)) }.sorted()
        #expect(folders == ["", "/Widget"])
        #expect(FolderWatch.folders([root.appendingPathComponent("Widget/W.swift")]) == [root.appendingPathComponent("Widget").path])
    }
}
