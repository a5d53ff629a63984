import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskSwift

/// A real project folder loads whatever else it holds (issue 44, point 6): a symbolic link to a
/// folder above it (`up -> ..`) is not followed, a large asset catalogue is not walked for Swift
/// files, and the bundle-resource search stops at its bounds without refusing a widget that
/// uses no resource.
struct LargeProjectFolderTests {
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("large-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        try Data("struct V: View {\n    var body: some View { Color.red }\n}\n".utf8)
            .write(to: root.appendingPathComponent("Widget/W.swift"))
        return root
    }

    @Test func aSymbolicLinkToAFolderAboveIsNotFollowed() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Widget/up").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("loop").path, withDestinationPath: ".")
        let bundle = try SceneBundle.load(swift: [root], options: SwiftWidgetOptions(width: 10, height: 10, displayScale: 1))
        #expect(try bundle.renderer().render(at: SceneDefaults.reference).image.pixel(x: 5, y: 5).r > 200)
    }

    @Test func aLargeAssetCatalogueIsNotCountedAsSwiftFilesToSearch() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalogue = root.appendingPathComponent("Widget/Assets.xcassets")
        try FileManager.default.createDirectory(at: catalogue, withIntermediateDirectories: true)
        try Data(#"{"info": {"version": 1, "author": "xcode"}}"#.utf8).write(to: catalogue.appendingPathComponent("Contents.json"))
        // 3,500 image sets of three entries each: past the 10,000 entries searched for .swift files.
        let contents = Data(#"{"images": [{"idiom": "universal", "filename": "a.png"}], "info": {"version": 1, "author": "xcode"}}"#.utf8)
        for i in 0..<3_500 {
            let set = catalogue.appendingPathComponent("image\(i).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: false)
            try contents.write(to: set.appendingPathComponent("Contents.json"))
            try Data().write(to: set.appendingPathComponent("a.png"))
        }
        let source = try SwiftWidgetSource.load([root])
        #expect(source.fileNames.map { ($0 as NSString).lastPathComponent } == ["W.swift"])
    }

    @Test func aResourceSearchPastItsBoundsIsSaidOnlyWhenAResourceIsMissing() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        var deep = root.appendingPathComponent("Deep")
        for level in 0..<30 { deep.appendPathComponent("l\(level)") }
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        let resources = try BundleResources.find(under: root.path)
        #expect(throws: AssetCatalogError.self) { try resources.path(name: "quotes", extension: "json") }
        do { _ = try resources.path(name: "quotes", extension: "json") } catch {
            #expect("\(error)".contains("the bundle resource 'quotes.json' was not found; "), "\(error)")
            #expect("\(error)".contains("folders nest past 24 levels"), "\(error)")
        }
        let bundle = try SceneBundle.load(swift: [root], options: SwiftWidgetOptions(width: 10, height: 10, displayScale: 1))
        #expect(try bundle.renderer().render(at: SceneDefaults.reference).image.pixel(x: 5, y: 5).r > 200)
    }
}
