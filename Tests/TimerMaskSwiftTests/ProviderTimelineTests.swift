import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRender
@testable import TimerMaskSwift

/// Issue 23, point 1: without a `#Preview`, the provider is asked as WidgetKit asks it: its
/// timeline (`getTimeline(in:completion:)`, `timeline(for:in:) async`), else its snapshot, else
/// its placeholder, each step down said in a warning.
struct ProviderTimelineTests {
    static let R = SceneDefaults.reference

    /// Xcode's template (File ▸ New ▸ Target ▸ Widget Extension), as most widgets start.
    static let template = """
    import WidgetKit
    import SwiftUI

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry {
            SimpleEntry(date: Date(), emoji: "placeholder")
        }

        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
            let entry = SimpleEntry(date: Date(), emoji: context.isPreview ? "gallery" : "snapshot")
            completion(entry)
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
            var entries: [SimpleEntry] = []

            // Generate a timeline consisting of five entries an hour apart, starting from the current date.
            let currentDate = Date()
            for hourOffset in 0 ..< 5 {
                let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
                let entry = SimpleEntry(date: entryDate, emoji: "hour \\(hourOffset)")
                entries.append(entry)
            }

            let timeline = Timeline(entries: entries, policy: .atEnd)
            completion(timeline)
        }
    }

    struct SimpleEntry: TimelineEntry {
        let date: Date
        let emoji: String
    }

    struct HourlyEntryView: View {
        var entry: Provider.Entry
        var body: some View {
            VStack {
                Text(entry.date, style: .time)
                Text(entry.emoji)
            }
        }
    }

    struct HourlyWidget: Widget {
        let kind: String = "HourlyWidget"
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: Provider()) { entry in
                HourlyEntryView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            }
        }
    }
    """

    func load(_ sources: [String], _ options: SwiftWidgetOptions = WidgetEntryTests.options) throws -> SceneBundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("provider-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try sources.enumerated().map { i, text in
            let file = folder.appendingPathComponent("File\(i).swift")
            try Data(text.utf8).write(to: file)
            return file
        }
        return try SceneBundle.load(swift: files, options: options)
    }

    func shown(_ bundle: SceneBundle, at offset: Seconds) throws -> [String] {
        try bundle.renderer().render(at: bundle.scene.reference + offset).texts.map(\.shown)
    }

    @Test func theTemplatesTimelineGivesFiveHourlyEntriesAndItsPolicy() throws {
        let bundle = try load([Self.template])
        let timeline = try #require(bundle.scene.timeline)
        #expect(timeline.entries.map(\.date) == (0..<5).map { .absolute(Self.R + Rational($0 * 3600)) })
        #expect(timeline.policy == .atEnd)
        #expect(try shown(bundle, at: Rational(0)) == ["12:00\u{202F}AM", "hour 0"])
        #expect(try shown(bundle, at: Rational(3599)) == ["12:00\u{202F}AM", "hour 0"])
        #expect(try shown(bundle, at: Rational(7300)) == ["2:00\u{202F}AM", "hour 2"])
        #expect(bundle.warnings.isEmpty, "\(bundle.warnings)")
        // Past the last entry the policy asked for a new timeline, which is not simulated: said, not hidden.
        let late = RenderExplanation(try bundle.renderer().render(at: Self.R + Rational(5 * 3600)))
        #expect(late.entry?.reload == "14400")
        #expect(late.text().contains("the policy asked for a new timeline at R + 14400 s, which is not simulated"))
        let early = RenderExplanation(try bundle.renderer().render(at: Self.R + Rational(60)))
        #expect(early.entry?.reload == nil)
        let listing = try WidgetEntryTests().source([Self.template]).listing(WidgetEntryTests.options)
        #expect(listing.origin == "Provider.getTimeline(in:completion:)")
        #expect(listing.entries.count == 5)
    }

    @Test func aTimelineThatCannotBeSimulatedFallsToTheSnapshotThenThePlaceholderWithAWarning() throws {
        let fetching = Self.template.replacingOccurrences(of: "let currentDate = Date()", with: "let currentDate = Date()\n        URLSession.shared.dataTask(with: URL(string: \"https://example.com/feed\")!).resume()")
        let snapshot = try load([fetching])
        #expect(snapshot.scene.timeline == nil)
        #expect(try shown(snapshot, at: Rational(0)) == ["12:00\u{202F}AM", "gallery"])
        #expect(snapshot.warnings.count == 1, "\(snapshot.warnings)")
        let warning = try #require(snapshot.warnings.first)
        #expect(warning.contains("File0.swift:9:10: the provider's timeline cannot be simulated ("), "\(warning)")
        #expect(warning.contains("File0.swift:19:9: 'URLSession.shared' has no value TimerMask can compute from the files given; supply it with --let URLSession.shared=VALUE"), "\(warning)")
        #expect(warning.hasSuffix("shown instead, Provider.getSnapshot(in:completion:)"), "\(warning)")

        let noSnapshot = fetching.replacingOccurrences(of: "completion(entry)\n", with: "fatalError()\n")
        let placeholder = try load([noSnapshot])
        #expect(try shown(placeholder, at: Rational(0)) == ["12:00\u{202F}AM", "placeholder"])
        let both = try #require(placeholder.warnings.first)
        #expect(both.contains("the provider's timeline cannot be simulated") && both.contains("the provider's snapshot cannot be simulated"), "\(both)")
        #expect(both.hasSuffix("shown instead, Provider.placeholder(in:)"), "\(both)")
    }

    @Test func anAppIntentProvidersAsyncTimelineReadsTheIntentsParameterDefaults() throws {
        let source = """
        import AppIntents
        import WidgetKit
        import SwiftUI

        struct ConfigurationAppIntent: WidgetConfigurationIntent {
            static var title: LocalizedStringResource = "Configuration"
            @Parameter(title: "Favorite Emoji", default: "star")
            var favoriteEmoji: String
        }

        struct Provider: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> SimpleEntry {
                SimpleEntry(date: Date(), configuration: ConfigurationAppIntent())
            }
            func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> SimpleEntry {
                SimpleEntry(date: Date(), configuration: configuration)
            }
            func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<SimpleEntry> {
                let later = await nextDate(after: Date())
                return Timeline(entries: [SimpleEntry(date: Date(), configuration: configuration),
                                          SimpleEntry(date: later, configuration: configuration)],
                                policy: .after(later.addingTimeInterval(60)))
            }
            func nextDate(after date: Date) async -> Date { date.addingTimeInterval(30 * 60) }
        }

        struct SimpleEntry: TimelineEntry {
            let date: Date
            let configuration: ConfigurationAppIntent
        }

        struct EmojiView: View {
            var entry: SimpleEntry
            var body: some View { Text("\\(entry.configuration.favoriteEmoji) \\(entry.date.formatted(date: .omitted, time: .shortened))") }
        }

        struct EmojiWidget: Widget {
            var body: some WidgetConfiguration {
                AppIntentConfiguration(kind: "Emoji", intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
                    EmojiView(entry: entry)
                }
            }
        }
        """
        let bundle = try load([source])
        let timeline = try #require(bundle.scene.timeline)
        #expect(timeline.policy == .after(.absolute(Self.R + Rational(1860))))
        #expect(try shown(bundle, at: Rational(0)) == ["star 12:00\u{202F}AM"])
        #expect(try shown(bundle, at: Rational(1800)) == ["star 12:30\u{202F}AM"])
    }

    @Test func aCompletionCalledFromATaskOrANestedClosureIsTheAnswer() throws {
        let tasked = Self.template.replacingOccurrences(of: "completion(timeline)", with: """
        Task {
                    let answer: (Timeline<SimpleEntry>) -> Void = { completion($0) }
                    answer(timeline)
                }
        """)
        #expect(try shown(try load([tasked]), at: Rational(3600)) == ["1:00\u{202F}AM", "hour 1"])
        // A timeline that never calls its completion handler gives WidgetKit nothing: the snapshot is shown, and why.
        let silent = Self.template.replacingOccurrences(of: "completion(timeline)", with: "")
        let bundle = try load([silent])
        #expect(try shown(bundle, at: Rational(0)) == ["12:00\u{202F}AM", "gallery"])
        #expect(bundle.warnings.first?.contains("Provider.getTimeline(in:completion:) returned without calling its completion handler") == true, "\(bundle.warnings)")
    }

    @Test func aPreviewWithATimelineProviderShowsThatProvidersTimeline() throws {
        let preview = """
        #Preview(as: .systemSmall) {
            HourlyWidget()
        } timelineProvider: {
            Provider()
        }
        """
        let bundle = try load([Self.template, preview])
        #expect(bundle.scene.timeline?.entries.count == 5)
        #expect(try shown(bundle, at: Rational(4 * 3600)) == ["4:00\u{202F}AM", "hour 4"])
        let listing = try WidgetEntryTests().source([Self.template, preview]).listing(WidgetEntryTests.options)
        #expect(listing.origin == "the timeline of #Preview 1")
    }

    /// A timeline of one entry a minute for three and a half days builds its trees up to the scene's view limit
    /// and stops there, rather than building every one first; one over the entry limit is not run
    /// into views at all (its snapshot is shown, and why).
    @Test func aTimelineTooLargeStopsAtTheLimits() throws {
        let weekly = Self.template.replacingOccurrences(of: "0 ..< 5", with: "0 ..< 5_000").replacingOccurrences(of: "byAdding: .hour", with: "byAdding: .minute")
        #expect { try load([weekly]) } throws: { error in
            "\(error)".contains("File0.swift:14:10: HourlyWidget's entries up to Provider.getTimeline(in:completion:) entry 4001 hold 20005 views, over the scene's limit of 20000")
        }
        let huge = weekly.replacingOccurrences(of: "0 ..< 5_000", with: "0 ..< 10_001")
            .replacingOccurrences(of: "VStack {\n            Text(entry.date, style: .time)\n", with: "VStack {\n")
        let bundle = try load([huge])
        #expect(bundle.warnings.first?.contains("answered a timeline of 10001 entries, over the limit of 10000") == true, "\(bundle.warnings)")
        #expect(try shown(bundle, at: Rational(0)) == ["gallery"])
    }

    /// `calendar.startOfDay(for: .now)` read `.now` as a member, not a Date, and the timeline fell back to the snapshot.
    @Test func anImplicitNowIsADateWhereADateIsWanted() throws {
        let source = Self.template.replacingOccurrences(of: "let currentDate = Date()", with: "let currentDate = Calendar.current.date(byAdding: .minute, value: 30, to: .now)!")
        let bundle = try load([source])
        #expect(bundle.warnings.isEmpty, "\(bundle.warnings)")
        #expect(try shown(bundle, at: Rational(1800)) == ["12:30\u{202F}AM", "hour 0"])
    }

    @Test func arraysChangeInPlaceThroughTheirMutatingMethods() throws {
        let view = """
        struct V: View {
            var body: some View {
                var names = ["b"]
                names.append("d")
                names.insert("a", at: 0)
                names.append(contentsOf: ["e", "f"])
                let last = names.removeLast()
                let second = names.remove(at: 1)
                var empty = names
                empty.removeAll()
                return Text("\\(names.joined()) \\(last) \\(second) \\(empty.count)")
            }
        }
        """
        let runs = try load([view]).scene.allTexts.first?.text.runs
        #expect(runs == [.literal("ade f b 0")], "\(String(describing: runs))")
        let outOfRange = "struct V: View {\n    var body: some View {\n        var names = [\"a\"]\n        names.insert(\"b\", at: 5)\n        return Text(names[0])\n    }\n}\n"
        #expect { try load([outOfRange]) } throws: { error in
            "\(error)".hasSuffix("File0.swift:4:14: the index 5 is out of range for an array of 1 elements")
        }
    }
}
