import Foundation
import Testing
import TestFixtures

/// `--widget`, `--preview`, `--entry` and `swift-check --list` on a corpus project folder.
struct WidgetEntryCommandTests {
    static let corpus = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/WidgetCorpus")
    static func folder(_ name: String) -> String { corpus.appendingPathComponent(name).path }

    @Test func listNamesTheWidgetsThePreviewsAndTheEntriesOfTheRenderedWidget() throws {
        let r = try CLI.run(["swift-check", Self.folder("FocusSession"), "--list", "--widget", "FocusWidget"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("FocusWidget (kind \"FocusWidget\"), AppIntentConfiguration, families: systemSmall  [rendered]"), "\(r.stdout)")
        #expect(r.stdout.contains("FocusRingWidget (kind \"FocusRingWidget\"), AppIntentConfiguration, families: accessoryCircular\n"), "\(r.stdout)")
        #expect(r.stdout.contains("2. #Preview \"Running\", as systemSmall, of FocusWidget: 2 entries"), "\(r.stdout)")
        #expect(r.stdout.contains("entries of FocusWidget (from the timeline of #Preview \"Running\"):\n  1. 2026-01-01T00:00:00Z  #Preview \"Running\" entry 1\n  2. 2026-01-01T00:25:00Z"), "\(r.stdout)")
        // --widget by kind, --preview by name: the other widget and its preview.
        let ring = try CLI.run(["swift-check", Self.folder("FocusSession"), "--list", "--widget", "FocusRingWidget", "--preview", "Ring"])
        #expect(ring.stdout.contains("entries of FocusRingWidget (from the timeline of #Preview \"Ring\")"), "\(ring.stdout)")
    }

    @Test func badWidgetPreviewAndEntryFlagsAreOneSentenceEach() throws {
        let dir = try Fixtures.temporaryDirectory()
        let cases: [([String], String)] = [
            (["--widget", "NoSuchWidget"], "--widget: no Widget of type or kind 'NoSuchWidget'"),
            (["--preview", "9"], "--preview: no widget #Preview named or numbered '9'"),
            (["--entry", "missing.json"], "--entry: entry file missing.json"),
            (["--view", "PomodoroView", "--preview", "1"], "--preview chooses among a Widget's entries, but --view renders a View on its own"),
            (["--family", "systemLarge"], "--family: PomodoroWidget offers systemSmall (its supportedFamilies), not systemLarge"),
            (["--locale", "xx_YY"], "--locale: 'xx_YY' is not a locale Foundation knows"),
        ]
        for (flags, words) in cases {
            let r = try CLI.run(["render", "--swift", Self.folder("PomodoroRing"), "-o", "x.png"] + flags, in: dir)
            #expect(r.status != 0, "\(flags)")
            #expect(CLI.errorLine(r).contains(words), "\(flags): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
        }
        try Data(#"{"phase": "lunch"}"#.utf8).write(to: dir.appendingPathComponent("bad.json"))
        let bad = try CLI.run(["render", "--swift", Self.folder("PomodoroRing"), "--entry", "bad.json", "-o", "x.png"], in: dir)
        #expect(CLI.errorLine(bad).contains("--entry bad.json: entry.phase 'lunch' is not a case of Phase (work, rest, idle)"), "\(bad.stderr)")
    }
}
