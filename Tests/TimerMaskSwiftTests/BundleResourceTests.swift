import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskSwift

/// Issue 23, point 3: `Bundle.main` finds the project folder's files by name, and
/// `JSONDecoder` decodes them as Swift's synthesized `Decodable` does.
struct BundleResourceTests {
    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    func texts(_ root: URL) throws -> [String] {
        let options = SwiftWidgetOptions(width: 170, height: 170, displayScale: 1, fonts: SwiftFontResolver(systemFont: FontReference.builtInBlinkMask))
        var out: [String] = []
        try SceneBundle.load(swift: [root], options: options).scene.root.walk { node, _ in
            if case .text(let text) = node.content { out.append(text.runs.map { if case .literal(let s) = $0 { s } else { "" } }.joined()) }
        }
        return out
    }

    static let view = """
    struct Item: Codable { let name: String; var level: Level; var note: String?; let kind = "fixed"; var when: Date }
    enum Level: String, Codable { case low = "LOW", high = "HIGH" }
    func items() -> [Item] {
        guard let url = Bundle.main.url(forResource: "items", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let items = try? JSONDecoder().decode([Item].self, from: data) else { return [] }
        return items
    }
    struct V: View {
        var body: some View {
            VStack {
                ForEach(items(), id: \\.name) { item in
                    Text("\\(item.name) \\(item.level.rawValue) \\(item.note ?? "-") \\(item.kind) \\(item.when.timeIntervalSince1970)")
                }
                Text(Bundle.main.path(forResource: "missing", ofType: "png") == nil ? "none" : "found")
            }
        }
    }
    """

    @Test func aBundledJSONFileDecodesAsSwiftsDecodableReadsIt() throws {
        // Dates are seconds since 2001 (deferredToDate); unknown keys are ignored; "kind", a let with a value, is not decoded.
        let root = try folder(["App/V.swift": Self.view, "Widget/Resources/items.json":
            #"[{"name": "a", "level": "HIGH", "when": 0, "extra": 1}, {"name": "b", "level": "LOW", "note": "n", "when": 60, "kind": "x"}]"#])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try texts(root) == ["a HIGH - fixed 978307200.0", "b LOW n fixed 978307260.0", "none"])
    }

    @Test func aDecodingErrorIsNamedNotCaught() throws {
        let root = try folder(["V.swift": Self.view, "items.json": #"[{"name": "a", "level": "MEDIUM", "when": 0}]"#])
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try texts(root)
            Issue.record("a raw value not in the enum was decoded")
        } catch let error as SwiftImportError {
            #expect(error.description.contains("items.json: value[0].level is not a raw value of Level (LOW, HIGH): JSONDecoder throws here"), "\(error)")
        }
    }

    @Test func twoResourcesOfOneNameAreRefused() throws {
        let root = try folder(["V.swift": Self.view, "a/items.json": "[]", "b/items.json": "[]"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: SwiftImportError.self) { try texts(root) }
    }
}
