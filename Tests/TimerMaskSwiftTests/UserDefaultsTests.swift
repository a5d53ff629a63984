import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// Issue 23, point 4: `@AppStorage` and `UserDefaults(suiteName:)` read `--defaults FILE.json`.
struct UserDefaultsTests {
    static let source = """
    struct Album: Codable { let title: String; var count: Int? }
    struct V: View {
        @AppStorage("goal") var goal = 8
        @AppStorage("name", store: UserDefaults(suiteName: "group.example")) private var name = "Read"
        var body: some View {
            let store = UserDefaults(suiteName: "group.example")!
            let album = store.data(forKey: "album").flatMap { try? JSONDecoder().decode(Album.self, from: $0) }
            VStack {
                Text("\\(goal) \\(name)")
                Text("\\(store.integer(forKey: "count")) \\(store.bool(forKey: "on")) \\(store.string(forKey: "missing") ?? "none")")
                Text(album?.title ?? "no album")
            }
        }
    }
    """

    func texts(_ defaults: String?) throws -> [String] {
        var options = SwiftWidgetOptions(width: 170, height: 170, displayScale: 1, fonts: SwiftFontResolver(systemFont: FontReference.builtInBlinkMask))
        options.defaults = defaults.map { EntryFile(name: "defaults.json", data: Data($0.utf8)) }
        var out: [String] = []
        try SwiftWidgetSource.parse(Self.source).scene(options).root.walk { node, _ in
            if case .text(let text) = node.content { out.append(text.runs.map { if case .literal(let s) = $0 { s } else { "" } }.joined()) }
        }
        return out
    }

    @Test func withoutDefaultsEachReadsItsInitialValueOrNothing() throws {
        #expect(try texts(nil) == ["8 Read", "0 false none", "no album"])
    }

    @Test func theDefaultsFileGivesTheStoredValues() throws {
        #expect(try texts(#"{"goal": 10, "name": "Run", "count": 3.9, "on": true, "album": {"title": "Trip"}}"#)
                == ["10 Run", "3 true none", "Trip"])
    }

    @Test func aValueOfTheWrongTypeOrAFileThatIsNotAnObjectIsOneSentence() throws {
        for (json, words) in [(#"{"goal": "ten"}"#, "--defaults defaults.json: goal should be a whole number"),
                              ("[1, 2]", "--defaults defaults.json: should be a JSON object of keys and values")] {
            do {
                _ = try texts(json)
                Issue.record("\(json) was read")
            } catch let error as SwiftImportError {
                #expect(error.description.contains(words), "\(error)")
            }
        }
    }
}
