import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskCore
import TimerMaskFonts
import TimerMaskLoader
import TimerMaskRender
import TimerMaskTesting
import TimerMaskTiming

/// Timelines rendered: the entry delivered last is what shows, re-rendered at its delivery,
/// and a late entry is a wrong-text glitch for exactly its lateness.
struct TimelineRenderTests {
    static let reference = SceneDefaults.reference

    /// A word that changes at 1.5 s and 3 s, and a timer counting from `Date()` in each entry.
    static let scene: WidgetScene = {
        let text = """
        {"format": 2, "width": 120, "height": 30, "displayScale": 1, "reference": "2026-01-01T00:00:00Z",
         "timeline": {"entries": [{"date": "0", "label": "one", "values": {"word": "one"}},
                                  {"date": "1.5", "label": "two", "values": {"word": "two"}},
                                  {"date": "3", "label": "three", "values": {"word": "three"}}]},
         "root": {"type": "hstack", "children": [
           {"type": "text", "font": "system", "size": 12, "runs": [{"value": "word"}], "expect": {"value": "word"}},
           {"type": "text", "font": "system", "size": 12, "runs": [{"timer": {"date": "now"}}]}]}}
        """
        return try! SceneFile.decode(Data(text.utf8), source: "timeline.json")
    }()

    static func renderer(_ jitter: JitterModel = .none) throws -> SceneRenderer {
        try SceneBundle.load(scene: scene).renderer(jitter: jitter)
    }

    static func at(_ seconds: Rational) -> Instant { reference + seconds }

    func word(_ renderer: SceneRenderer, _ seconds: Rational) throws -> String {
        try renderer.render(at: Self.at(seconds)).texts[0].shown
    }

    @Test func theViewChangesExactlyAtEachEntryDate() throws {
        let renderer = try Self.renderer()
        #expect(try word(renderer, Rational(1_499_999_999, 1_000_000_000)) == "one")
        #expect(try word(renderer, Rational(3, 2)) == "two")
        #expect(try word(renderer, Rational(2_999_999_999, 1_000_000_000)) == "two")
        #expect(try word(renderer, Rational(3)) == "three")
        #expect(try renderer.render(at: Self.at(Rational(3))).entry?.entry == 2)
    }

    @Test func dateReadByAnEntryIsTheMomentItIsShown() throws {
        // On time, entry 1 is rendered at 1.5 s: its Date() timer reads 0:01 at 2.5 s.
        #expect(try Self.renderer().render(at: Self.at(Rational(5, 2))).texts[1].shown == "0:01")
        // Delivered 400 ms late, it is rendered at 1.9 s: 0:00 at 2.5 s, 0:01 from 2.9 s.
        let late = try Self.renderer(JitterModel(entries: EntryDelivery(latency: .constant(ms: Rational(400)))))
        #expect(try late.render(at: Self.at(Rational(5, 2))).texts[1].shown == "0:00")
        #expect(try late.render(at: Self.at(Rational(29, 10))).texts[1].shown == "0:01")
        #expect(try late.render(at: Self.at(Rational(5, 2))).entry?.delivered == Self.at(Rational(19, 10)))
    }

    @Test func aConstantEntryLatencyShowsTheOldEntryForExactlyThatLong() throws {
        let late = try Self.renderer(JitterModel(entries: EntryDelivery(latency: .constant(ms: Rational(250)))))
        let report = GlitchReport(try TimingScan(renderer: late).run(from: Self.at(.zero), to: Self.at(Rational(4))))
        // Entry 0 is late too, but nothing else was due before it: it shows from the start.
        #expect(report.glitches.map { $0.start - Self.reference } == [Rational(3, 2), Rational(3)])
        #expect(report.glitches.map(\.duration) == [Rational(1, 4), Rational(1, 4)])
        #expect(report.glitches.allSatisfy { $0.kind == .wrongText })
        #expect(report.glitches[0].shown.wrongTexts.map(\.shown) == ["one"])
        #expect(report.glitches[0].shown.entry?.due == 1)
    }

    @Test func aTwoSecondCadenceHoldsEntriesAsTheModelSays() throws {
        let held = try Self.renderer(JitterModel(entries: EntryDelivery(cadence: Rational(2))))
        // Entry 0 at 0 s; entry 1 is ready at 1.5 s but waits for 2 s; entry 2 at 4 s.
        #expect(held.deliveries?.events.map { $0.at - Self.reference } == [.zero, Rational(2), Rational(4)])
        #expect(try word(held, Rational(199, 100)) == "one")
        #expect(try word(held, Rational(2)) == "two")
        #expect(try word(held, Rational(399, 100)) == "two")
        #expect(try word(held, Rational(4)) == "three")
    }

    @Test func theSameSeedGivesTheSameReportAndSheetBytes() throws {
        func run(seed: UInt64) throws -> (String, [UInt8]) {
            let model = JitterModel(entries: EntryDelivery(latency: .uniform(minMs: .zero, maxMs: Rational(400))), seed: seed)
            let renderer = try Self.renderer(model)
            let report = GlitchReport(try TimingScan(renderer: renderer).run(from: Self.at(.zero), to: Self.at(Rational(4))))
            let instants = (0..<16).map { Self.at(Rational(Int128($0), 4)) }
            let cells = try ContactSheet.cells(renderer: renderer, instants: instants, schedule: nil)
            let sheet = try ContactSheet(columns: 8, thumbnail: 96, title: "seed \(seed)").draw(cells, reference: Self.reference, font: SheetDrawing.labelFont())
            return (try report.json(scene: "timeline.json", jitter: "\(model)", seed: seed), try PNGCodec.encode(sheet))
        }
        let a = try run(seed: 5), b = try run(seed: 5), c = try run(seed: 6)
        #expect(a.0 == b.0 && a.1 == b.1)
        #expect(a.0 != c.0)
    }
}

/// Seed 001's widget (`--preset live-timer`) read and drawn at its marks.
struct LiveTimerRenderTests {
    static let preset = LiveTimerPreset()

    static func renderer(_ jitter: JitterModel = .none) throws -> SceneRenderer {
        try SceneBundle.liveTimer(preset).renderer(jitter: jitter)
    }

    func texts(_ renderer: SceneRenderer, _ seconds: Rational) throws -> [TextReading] {
        try renderer.render(at: Self.preset.start + seconds).texts.filter { $0.expected != nil }
    }

    @Test func readsRightJustBeforeAndAtTheTenMinuteMark() throws {
        let renderer = try Self.renderer()
        let before = try texts(renderer, Rational(599_999, 1000)), at = try texts(renderer, Rational(600))
        #expect(before.map(\.shown) == ["00:09:59", "00:09:59"] && before.allSatisfy { !$0.isWrong })
        #expect(at.map(\.shown) == ["00:10:00", "00:10:00"] && at.allSatisfy { !$0.isWrong })
    }

    @Test func aLateMarkReadsTheExtraZeroForExactlyItsLateness() throws {
        let renderer = try Self.renderer(JitterModel(entries: EntryDelivery(latency: .constant(ms: Rational(300)))))
        let report = GlitchReport(try TimingScan(renderer: renderer).run(from: Self.preset.start + Rational(590), to: Self.preset.start + Rational(610)))
        #expect(report.glitches.count == 1)
        let glitch = try #require(report.glitches.first)
        #expect(glitch.start == Self.preset.start + Rational(600) && glitch.duration == Rational(3, 10))
        #expect(glitch.kind == .wrongText)
        #expect(glitch.shown.wrongTexts.map(\.shown) == ["00:010:00", "00:010:00"])
        #expect(glitch.shown.wrongTexts.map(\.expected) == ["00:10:00", "00:10:00"])
        #expect(glitch.shown.entry?.dueLabel == "day 10 min mark, week 10 min mark")
        #expect(try texts(renderer, Rational(600_299, 1000)).map(\.shown) == ["00:010:00", "00:010:00"])
        #expect(try texts(renderer, Rational(6003, 10)).map(\.shown) == ["00:10:00", "00:10:00"])
    }

    /// `Goldens/timeline/live-timer-*.png`: the widget before and at its marks, drawn in the system font.
    @Test(arguments: [("0", "start"), ("599.999", "9m59s"), ("600", "10m"), ("3600", "1h"), ("36000", "10h")])
    func widgetAtItsMarks(at seconds: String, name: String) throws {
        let t = Self.preset.start + (try TimeParser.number(seconds))
        let rendering = try Self.renderer().render(at: t)
        #expect(rendering.texts.allSatisfy { !$0.isWrong })
        try GoldenImage(Fixtures.golden("timeline/live-timer-\(name).png"), tolerance: .init(maxChannelDifference: 2)).verify(rendering.image)
    }

    /// `Goldens/timeline/diagram-late-marks.png`: 250 ms late entries across the 10 min mark,
    /// each entry's date a blue line and its delivery a purple block, the wrong text in red.
    @Test func timingDiagramMarksEntryDatesAndDeliveries() throws {
        let renderer = try Self.renderer(JitterModel(entries: EntryDelivery(latency: .constant(ms: Rational(250)))))
        let report = GlitchReport(try TimingScan(renderer: renderer).run(from: Self.preset.start + Rational(599), to: Self.preset.start + Rational(601)))
        let image = try TimingDiagram(width: 900, title: "live-timer, entries 250 ms late").draw(report, font: SheetDrawing.labelFont())
        try GoldenImage(Fixtures.golden("timeline/diagram-late-marks.png"), tolerance: .init(maxChannelDifference: 2)).verify(image)
    }
}
