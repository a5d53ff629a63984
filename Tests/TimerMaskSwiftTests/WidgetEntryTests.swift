import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskSwift

/// Issue 23, point 1: the view is built as WidgetKit builds it, through the Widget's
/// configuration closure with an entry from a #Preview timeline, the provider's placeholder, or
/// --entry JSON.
struct WidgetEntryTests {
    static let R = SceneDefaults.reference
    /// Texts are read by their strings here, so any font stands in for the system's.
    static var options: SwiftWidgetOptions {
        SwiftWidgetOptions(width: 170, height: 170, displayScale: 1, fonts: SwiftFontResolver(systemFont: FontReference.builtInBlinkMask))
    }

    /// A widget whose view has an explicit init(entry:) and an enum with a payload.
    static let pomodoro = """
    import WidgetKit
    import SwiftUI

    enum Phase: Hashable {
        case work(round: Int)
        case rest
        var title: String {
            switch self {
            case .work(let round): "Round \\(round)"
            case .rest: "Break"
            }
        }
    }

    struct PomodoroEntry: TimelineEntry {
        let date: Date
        let phase: Phase
        let ends: Date?
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> PomodoroEntry { PomodoroEntry(date: .now, phase: .rest, ends: nil) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<PomodoroEntry>) -> Void) { fatalError() }
    }

    struct PomodoroView: View {
        private let entry: PomodoroEntry
        init(entry: PomodoroEntry) { self.entry = entry }
        var body: some View {
            VStack {
                Text(entry.phase.title)
                if let ends = entry.ends {
                    Text(ends, style: .timer)
                }
            }
        }
    }

    @main
    struct PomodoroWidget: Widget {
        let kind = "Pomodoro"
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: Provider()) { entry in
                PomodoroView(entry: entry)
            }
            .supportedFamilies([.systemSmall, .systemMedium])
        }
    }
    """

    static let previews = """
    #Preview(as: .systemSmall) {
        PomodoroWidget()
    } timeline: {
        PomodoroEntry(date: .now, phase: .work(round: 2), ends: .now + 25 * 60)
        PomodoroEntry(date: .now + 25 * 60, phase: .rest, ends: nil)
    }

    #Preview("Resting", as: .systemMedium) {
        PomodoroWidget()
    } timeline: {
        PomodoroEntry(date: .now, phase: .rest, ends: nil)
    }
    """

    func source(_ texts: [String]) throws -> SwiftWidgetSource {
        try SwiftWidgetSource.parse(texts.enumerated().map { (name: "File\($0.offset).swift", text: $0.element) })
    }

    func scene(_ sources: [String], _ options: SwiftWidgetOptions = WidgetEntryTests.options) throws -> WidgetScene {
        try source(sources).scene(options)
    }

    /// The literal texts of a tree, in order.
    func literals(_ node: SceneNode) -> [String] {
        var out: [String] = []
        node.walk { node, _ in
            if case .text(let text) = node.content {
                out.append(text.runs.map { if case .literal(let s) = $0 { s } else { "<timer>" } }.joined())
            }
        }
        return out
    }

    func shown(_ scene: WidgetScene, at offset: Seconds) throws -> [String] {
        try SceneBundle.load(scene: scene).renderer().render(at: scene.reference + offset).texts.map(\.shown)
    }

    @Test func aPreviewTimelineGivesEachEntryItsOwnTreeDatedAsWritten() throws {
        let scene = try self.scene([Self.pomodoro, Self.previews])
        let entries = try #require(scene.timeline?.entries)
        #expect(entries.map(\.date) == [.absolute(Self.R), .absolute(Self.R + Rational(1500))])
        #expect(literals(try #require(entries[0].view)) == ["Round 2", "<timer>"])
        #expect(literals(try #require(entries[1].view)) == ["Break"])
        // WidgetKit shows the latest entry whose date has come.
        #expect(try shown(scene, at: Rational(60)) == ["Round 2", "24:00"])
        #expect(try shown(scene, at: Rational(1500)) == ["Break"])
    }

    @Test func previewIsChosenByNameOrNumberAndFamilyPicksAPreviewOfIt() throws {
        var options = Self.options
        options.previewName = "Resting"
        #expect(literals(try scene([Self.pomodoro, Self.previews], options).root) == ["Break"])
        options.previewName = "1"
        #expect(literals(try scene([Self.pomodoro, Self.previews], options).root) == ["Round 2", "<timer>"])
        options.previewName = "3"
        #expect(throws: SwiftImportError.self) { try scene([Self.pomodoro, Self.previews], options) }
        // No --preview: the first preview declared for the family rendered.
        var medium = Self.options
        medium.family = .systemMedium
        #expect(literals(try scene([Self.pomodoro, Self.previews], medium).root) == ["Break"])
    }

    @Test func withoutAPreviewTheProvidersPlaceholderGivesTheEntry() throws {
        let built = try scene([Self.pomodoro])
        #expect(built.timeline == nil)
        #expect(literals(built.root) == ["Break"])
    }

    @Test func dateInTheViewReadsTheEntrysDate() throws {
        let source = Self.pomodoro.replacingOccurrences(of: "Text(entry.phase.title)", with: "Text(Date(), style: .timer)")
        let scene = try self.scene([source, Self.previews])
        let entries = try #require(scene.timeline?.entries)
        // Each entry's Date() is its own date: the timer counts up from it.
        func timerDate(_ node: SceneNode) -> InstantSpec? {
            var found: InstantSpec?
            node.walk { n, _ in
                if found == nil, case .text(let t) = n.content, case .timer(let spec)? = t.runs.first { found = spec.date }
            }
            return found
        }
        #expect(timerDate(try #require(entries[0].view)) == .relative(.zero))
        #expect(timerDate(try #require(entries[1].view)) == .relative(Rational(1500)))
    }

    @Test func letOverridesAFieldOfTheEntryByTheClosuresParameterName() throws {
        var options = Self.options
        options.lets = ["entry.phase": .enumCase("rest")]
        let scene = try self.scene([Self.pomodoro, Self.previews], options)
        #expect(literals(try #require(scene.timeline?.entries[0].view)) == ["Break", "<timer>"])
    }

    @Test func theEntryFromJSONReadsEnumsOptionalsNestedStructsArraysAndDates() throws {
        let source = """
        enum Sky: String { case clear, rain }
        enum Wind { case calm, gust(speed: Int) }
        struct City { let name: String; var country: String = "NO" }
        struct WeatherEntry: TimelineEntry {
            let date: Date
            let city: City
            let sky: Sky
            let wind: Wind
            let hours: [Int]
            let note: String?
        }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> WeatherEntry { fatalError() }
        }
        struct WeatherView: View {
            let entry: WeatherEntry
            var body: some View {
                VStack {
                    Text("\\(entry.city.name), \\(entry.city.country): \\(entry.sky.rawValue)")
                    if case .gust(let speed) = entry.wind { Text("gust \\(speed)") }
                    Text("\\(entry.hours.count) hours")
                    Text(entry.note ?? "no note")
                }
            }
        }
        struct WeatherWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: Provider()) { entry in WeatherView(entry: entry) }
            }
        }
        """
        func render(_ json: String) throws -> [String] {
            var options = Self.options
            options.entryFile = EntryFile(name: "entry.json", data: Data(json.utf8))
            return literals(try scene([source], options).root)
        }
        #expect(try render(#"{"city": {"name": "Oslo"}, "sky": "rain", "wind": {"gust": {"speed": 12}}, "hours": [1, 2, 3], "note": null}"#)
                == ["Oslo, NO: rain", "gust 12", "3 hours", "no note"])
        #expect(try render(#"{"date": "2026-01-01T09:00:00Z", "city": {"name": "Bergen", "country": "NO"}, "sky": "clear", "wind": "calm", "hours": [], "note": "dry"}"#)
                == ["Bergen, NO: clear", "0 hours", "dry"])
        // Each mistake named at its JSON path.
        let mistakes: [(String, String)] = [
            (#"{"city": {"name": "Oslo", "zip": 1}, "sky": "rain", "wind": "calm", "hours": [], "note": null}"#, "entry.city.zip is not a stored property of City"),
            (#"{"city": {"name": "Oslo"}, "sky": "snow", "wind": "calm", "hours": [], "note": null}"#, "'snow' is not a case of Sky"),
            (#"{"city": {"name": "Oslo"}, "sky": "rain", "wind": "gust", "hours": [], "note": null}"#, "'gust' of Wind needs its payload"),
            (#"{"city": {"name": "Oslo"}, "sky": "rain", "wind": "calm", "hours": ["x"], "note": null}"#, "entry.hours[0] should be a whole number"),
            (#"{"city": {"name": "Oslo"}, "sky": "rain", "wind": "calm", "note": null}"#, "lacks 'hours'"),
            (#"{"city": "#, "not a JSON value"),
            // Issue 44, point 6: a repeated key is named, not one of the two kept without a word.
            (#"{"city": {"name": "Oslo"}, "sky": "rain", "sky": "clear", "wind": "calm", "hours": [], "note": null}"#,
             "holds the key 'sky' twice in one object at line 1, column 43; keep one"),
            (#"{"city": {"name": "Oslo", "name": "Bergen"}, "sky": "rain", "wind": "calm", "hours": [], "note": null}"#,
             "holds the key 'name' twice in one object at line 1, column 27"),
            (#"{"city": {"name": "Oslo"}, "sky": "rain", "wind": {"gust": {"speed": 1, "spe\u0065d": 2}}, "hours": [], "note": null}"#,
             "holds the key 'speed' twice in one object"),
        ]
        // Whole numbers past 2^53 and up to Int.max are read exactly (they were rounded through Double).
        #expect(try render(#"{"city": {"name": "Oslo"}, "sky": "rain", "wind": {"gust": {"speed": 9007199254740993}}, "hours": [9223372036854775807], "note": null}"#)
                == ["Oslo, NO: rain", "gust 9007199254740993", "1 hours", "no note"])
        for (json, words) in mistakes {
            do {
                _ = try render(json)
                Issue.record("\(json) was read")
            } catch let error as SwiftImportError {
                #expect(error.description.contains("--entry entry.json"), "\(error)")
                #expect(error.description.contains(words), "\(error)")
            }
        }
    }

    @Test func theWidgetIsChosenByTypeOrKindAndTheMainBundlePicksTheDefault() throws {
        let source = """
        struct E: TimelineEntry { let date: Date }
        struct A: View { let entry: E; var body: some View { Text("A") } }
        struct B: View { let entry: E; var body: some View { Text("B") } }
        struct AWidget: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "a.kind", provider: P()) { entry in A(entry: entry) } }
        }
        struct BWidget: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "b.kind", provider: P()) { entry in B(entry: entry) } }
        }
        #Preview(as: .systemSmall) { AWidget() } timeline: { E(date: .now) }
        #Preview(as: .systemSmall) { BWidget() } timeline: { E(date: .now) }
        """
        let bundle = "@main struct Widgets: WidgetBundle { var body: some Widget { BWidget(); AWidget() } }"
        #expect(literals(try scene([source, bundle]).root) == ["B"])
        var options = Self.options
        options.widgetName = "AWidget"
        #expect(literals(try scene([source, bundle], options).root) == ["A"])
        options.widgetName = "a.kind"
        #expect(literals(try scene([source, bundle], options).root) == ["A"])
        options.widgetName = "CWidget"
        #expect(throws: SwiftImportError.self) { try scene([source, bundle], options) }
        // Two @main types: Swift would not build the module; named with their places, not one picked (issue 44, point 6).
        let second = "\n@main struct More: WidgetBundle { var body: some Widget { AWidget() } }"
        do {
            _ = try scene([source, bundle + second])
            Issue.record("two @main bundles rendered")
        } catch let error as SwiftImportError {
            #expect(error.description.contains("mark several widgets or widget bundles @main (Widgets at File1.swift:1:1, More at File1.swift:2:1)"), "\(error)")
        }
        options.widgetName = "AWidget"
        #expect(literals(try scene([source, bundle + second], options).root) == ["A"])
        // Two widgets and no @main: one must be chosen, and the message says how.
        do {
            _ = try scene([source])
            Issue.record("two widgets without @main rendered")
        } catch let error as SwiftImportError {
            #expect(error.description.contains("--widget"))
        }
    }

    @Test func aFamilyTheWidgetDoesNotOfferIsRefusedUnlessItWasOnlyTheDefault() throws {
        var options = Self.options
        options.family = .systemLarge
        #expect(throws: SwiftImportError.self) { try scene([Self.pomodoro, Self.previews], options) }
        let mediumOnly = Self.pomodoro.replacingOccurrences(of: "[.systemSmall, .systemMedium]", with: "[.systemMedium]")
        var defaulted = Self.options
        defaulted.familyIsChosen = false
        defaulted.screen = WidgetSizes.screen(device: WidgetSizes.defaultDevice)
        let built = try scene([mediumOnly, Self.previews], defaulted)
        #expect(built.width == 364 && built.height == 170)
        // The medium preview is the one of the family the widget was rendered in.
        #expect(literals(built.root) == ["Break"])
    }

    @Test func entriesOutOfDateOrderAreRefusedAndEntriesOfOneDateShowTheLater() throws {
        let outOfOrder = Self.previews.replacingOccurrences(of: "PomodoroEntry(date: .now + 25 * 60, phase: .rest", with: "PomodoroEntry(date: .now - 60, phase: .rest")
        do {
            _ = try scene([Self.pomodoro, outOfOrder])
            Issue.record("entries out of order were rendered")
        } catch let error as SwiftImportError {
            #expect(error.description.contains("date order"), "\(error)")
            #expect(error.place?.line == 5 && error.place?.file == "File1.swift", "\(error)")
        }
        let sameDate = Self.previews.replacingOccurrences(of: "PomodoroEntry(date: .now + 25 * 60, phase: .rest", with: "PomodoroEntry(date: .now, phase: .rest")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.pomodoro.utf8).write(to: folder.appendingPathComponent("Widget.swift"))
        try Data(sameDate.utf8).write(to: folder.appendingPathComponent("Previews.swift"))
        let bundle = try SceneBundle.load(swift: [folder], options: Self.options)
        #expect(bundle.scene.timeline == nil)
        #expect(literals(bundle.scene.root) == ["Break"])
        #expect(bundle.warnings.contains { $0.contains("the later one") }, "\(bundle.warnings)")
    }

    @Test func enumCasesReadTheirEnumsPropertiesMethodsAndRawValues() throws {
        let source = """
        enum Level: Int, CaseIterable { case low = 1, mid, high
            var label: String { self == .high ? "HIGH" : "level \\(rawValue)" }
            func scaled(_ k: Int) -> Int { rawValue * k }
        }
        struct V: View {
            let level: Level = .mid
            var body: some View {
                VStack {
                    Text(level.label)
                    Text("\\(level.scaled(10))")
                    Text(Level.high.label)
                    Text("\\(Level.allCases.count)")
                }
            }
        }
        """
        #expect(literals(try self.scene([source]).root) == ["level 2", "20", "HIGH", "3"])
        let ambiguous = source + "\nenum Other { case mid; var label: String { \"other\" } }"
        #expect(throws: SwiftImportError.self) { try self.scene([ambiguous]) }
    }

    @Test func aTimelineSceneWithEntryViewsRoundTripsThroughTheSceneFile() throws {
        let scene = try self.scene([Self.pomodoro, Self.previews])
        let decoded = try SceneFile.decode(SceneFile.encode(scene), source: "s.json")
        #expect(decoded == scene)
    }

    @Test func everydayArrayStringAndURLMembersAndTheRedactionReasonsOfThePlaceholder() throws {
        let view = """
        struct V: View {
            @Environment(\\.redactionReasons) private var reasons
            let names = ["cara", "ben", "al"]
            var body: some View {
                VStack {
                    Text(names.sorted().joined(separator: " "))
                    Text(names.sorted { $0.count > $1.count }.first ?? "")
                    Text("\\(names.filter { $0.hasPrefix("b") || $0.contains("l") }.count)")
                    Text(names.contains("ben") && !names.contains(where: { $0.isEmpty }) ? "yes" : "no")
                    Text("new york".capitalized + " " + "Ab".uppercased() + "Ab".lowercased())
                    Text(URL(string: "blink://face") == nil ? "bad" : "url")
                    Text(reasons.isEmpty ? "plain" : "redacted")
                }
            }
        }
        """
        #expect(literals(try scene([view]).root) == ["al ben cara", "cara", "2", "yes", "New York ABab", "url", "plain"])
        // WidgetKit redacts the placeholder: its view reads .placeholder; a preview's entry reads none.
        let reading = Self.pomodoro
            .replacingOccurrences(of: "private let entry: PomodoroEntry", with: "private let entry: PomodoroEntry\n    @Environment(\\.redactionReasons) var reasons")
            .replacingOccurrences(of: "Text(entry.phase.title)", with: "Text(reasons.contains(.placeholder) ? \"redacted\" : \"plain\")")
        #expect(literals(try scene([reading]).root) == ["redacted"])
        #expect(literals(try scene([reading, Self.previews]).root).first == "plain")
    }

    /// The form before #Preview: a PreviewProvider whose previews build the entry view with an entry.
    @Test func anOlderPreviewProvidersEntryComesBeforeThePlaceholder() throws {
        let older = """
        struct PomodoroWidget_Previews: PreviewProvider {
            static var previews: some View {
                PomodoroView(entry: PomodoroEntry(date: Date(), phase: .work(round: 3), ends: nil))
                    .previewContext(WidgetPreviewContext(family: .systemSmall))
            }
        }
        """
        let built = try scene([Self.pomodoro, older])
        #expect(literals(built.root) == ["Round 3"])
        // A #Preview of the widget still comes first.
        #expect(literals(try scene([Self.pomodoro, older, Self.previews]).timeline?.entries[0].view ?? built.root) == ["Round 2", "<timer>"])
    }

    /// `--let entry.phase={"work": {"round": 4}}`: a JSON value read as the type of the field it sets.
    @Test func aJSONLetIsReadAsTheTypeOfTheFieldItSets() throws {
        var options = Self.options
        options.lets = ["entry.phase": try SwiftLetValue.parse(#"entry.phase={"work": {"round": 4}}"#).value]
        #expect(literals(try scene([Self.pomodoro, Self.previews], options).timeline?.entries[0].view ?? SceneNode(.spacer(minLength: nil))) == ["Round 4", "<timer>"])
        let counts = "struct V: View { let counts: [Int]\n var body: some View { Text(\"\\(counts.reduce(0, +))\") } }"
        var array = Self.options
        array.lets = ["counts": try SwiftLetValue.parse("counts=[1, 2, 3]").value]
        #expect(literals(try scene([counts], array).root) == ["6"])
        #expect(throws: SwiftImportError.self) { try SwiftLetValue.parse("counts=[1, 2") }
    }
}
