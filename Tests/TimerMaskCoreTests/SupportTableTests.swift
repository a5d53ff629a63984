import Foundation
import Testing
@testable import TimerMaskCore

/// The published support table is the registries' own, and every test it names exists.
struct SupportTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func docsSupportIsTheGeneratedTable() throws {
        let published = try String(contentsOf: Self.root.appendingPathComponent("docs/SUPPORT.md"), encoding: .utf8)
        #expect(published == SupportTable.markdown, "docs/SUPPORT.md is out of date: run `timermask support-table -o docs/SUPPORT.md`")
    }

    @Test func everyViewAndModifierKindHasARowAndEveryRowAGrade() {
        for id in SceneViewKindID.allCases { #expect(!id.type.support.isEmpty, "\(id) has no row") }
        // A flexible frame's rows are the frame's (one scene-file name).
        for id in SceneModifierKindID.allCases where !id.type.sceneNames.isEmpty { #expect(!id.type.support.isEmpty, "\(id) has no row") }
    }

    @Test func everyPinningTestExists() throws {
        let tests = Self.root.appendingPathComponent("Tests")
        var sources: [String: String] = [:]
        for case let url as URL in FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            sources[url.deletingPathExtension().lastPathComponent] = try String(contentsOf: url, encoding: .utf8)
        }
        for (_, rows) in SupportTable.sections {
            for name in rows.flatMap(\.pinnedBy) {
                let parts = name.split(separator: ".")
                #expect(parts.count == 2 && sources[String(parts[0])]?.contains("func \(parts[1])(") == true, "\(name) is not a test")
            }
        }
    }

    @Test func everySceneTypeAndModifierNameIsReadByOneKind() {
        let types = SceneViewKindID.allCases.flatMap { $0.type.sceneTypes.map(\.type) }
        #expect(Set(types).count == types.count)
        #expect(Set(types) == Set(SceneViewKindID.byTypeName.keys))
        let names = SceneModifierKindID.byName.map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test func eachRegistryLineNamesTheKindThatNamesIt() {
        for id in SceneViewKindID.allCases { #expect(id.type.kindID == id) }
        for id in SceneModifierKindID.allCases { #expect(id.type.kindID == id) }
    }
}
