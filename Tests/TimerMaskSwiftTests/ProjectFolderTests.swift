import Foundation
import Testing
import TimerMaskSwift

/// A project folder given as `--swift`: the widget's and the app's own files are read; test
/// targets, build products, fetched dependencies and package manifests are not.
struct ProjectFolderTests {
    @Test func aProjectFolderReadsItsOwnSourcesOnly() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "MyApp/Model.swift", "MyWidget/MyWidget.swift", "Packages/Core/Sources/Core/Format.swift",
            "Packages/Core/Package.swift", "Packages/Core/Tests/CoreTests/FormatTests.swift", "MyWidgetTests/Mock.swift",
            "MyAppUITests/UI.swift", ".build/checkouts/dep/Dep.swift", "DerivedData/Gen.swift", "Pods/Lib/Lib.swift",
            "MyApp.xcodeproj/project.xcworkspace/x.swift",
        ]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("struct T\(abs(file.hashValue)) {}\n".utf8).write(to: url)
        }
        let source = try SwiftWidgetSource.load([root])
        #expect(source.fileNames.map { String($0.dropFirst(root.relativePath.count + 1)) }
                == ["MyApp/Model.swift", "MyWidget/MyWidget.swift", "Packages/Core/Sources/Core/Format.swift"])
    }
}
