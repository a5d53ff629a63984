import Foundation
import Testing
import TestFixtures

/// `--swift` on the rendering commands, and `timermask swift-check`.
struct SwiftSourceCommandTests {
    static let keyring = Fixtures.packageRoot.appendingPathComponent("Examples/BlinkMaskStack/KeyringWidget.swift").path
    static let cat = Fixtures.packageRoot.appendingPathComponent("Examples/FontStack/CatWidget.swift").path

    @Test func renderingTheSwiftSourceWritesThePresetsPicture() throws {
        let dir = try Fixtures.temporaryDirectory()
        let swift = try CLI.run(["render", "--swift", Self.keyring, "--let", "entry.customFrames=frames", "--at", "0.5", "-o", "swift.png"], in: dir)
        #expect(swift.status == 0, "\(swift.stderr)")
        let preset = try CLI.run(["render", "--at", "0.5", "-o", "preset.png"], in: dir)
        #expect(preset.status == 0, "\(preset.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("swift.png")) == Data(contentsOf: dir.appendingPathComponent("preset.png")))
    }

    @Test func eachErrorIsOneSentenceWithANonZeroExitAndNoOutput() throws {
        let dir = try Fixtures.temporaryDirectory()
        let cases: [(String, [String], String)] = [
            ("struct V: View {\n  var body: some View { Text(\"a\" }\n}\n", [], "Error: Bad.swift:2:"),
            ("struct V: View { var body: some View { Color.red.blur(radius: 2) } }", [], "Error: Bad.swift:1:"),
            ("struct V: View { var entry: E\n var body: some View { Text(entry.name) } }", [], "Error: Bad.swift:1:22: 'entry.name' has no value"),
            ("struct V: View { var body: some View { Text(\"1\").font(.custom(\"Missing\", size: 4)) } }", [], "Error: Bad.swift:1:"),
            ("struct V: View { func f(_ n: Int) -> Int { f(n) }\n var body: some View { Color.red.opacity(Double(f(1))) } }", [], "Error: Bad.swift:"),
            ("struct V: View { var body: some View {\n var t = 0\n for i in 0..<1_000_000_000 { t += i }\n return Color.red } }", [], "Error: Bad.swift:"),
        ]
        for (source, extra, prefix) in cases {
            try Data(source.utf8).write(to: dir.appendingPathComponent("Bad.swift"))
            let r = try CLI.run(["render", "--swift", "Bad.swift", "--at", "0", "-o", "out.png"] + extra, in: dir)
            #expect(r.status != 0)
            #expect(CLI.errorLine(r).hasPrefix(prefix), "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
        }
    }

    @Test func swiftCheckListsWhatItUnderstandsAndFailsWhereItCannotSimulate() throws {
        let ok = try CLI.run(["swift-check", Self.cat, "--view", "CatWidgetView", "--widget-size", "364x364"])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains("understood: View CatWidgetView"))
        #expect(ok.stdout.contains("parsed, not run: #Preview"))
        #expect(ok.stdout.contains("simulates: yes"))
        let missing = try CLI.run(["swift-check", Self.keyring])
        #expect(missing.status != 0)
        #expect(CLI.errorLine(missing).contains("--let entry.customFrames=VALUE"), "\(missing.stderr)")
    }

    @Test func swiftAndSceneExcludeEachOther() throws {
        let r = try CLI.run(["render", "--swift", Self.keyring, "--scene", Self.keyring, "-o", "x.png"])
        #expect(r.status != 0)
        #expect(CLI.errorLine(r).contains("--swift and --scene exclude each other"))
    }
}
