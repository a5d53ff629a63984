import Foundation
import Testing
import TimerMaskCore
import TimerMaskFonts
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender
@testable import TimerMaskTiming

/// The timing diagram of a timeline: its legend names only what is drawn and stays inside the
/// picture, and the reload the policy asks for is drawn where it falls.
struct TimelineDiagramTests {
    /// Three entries at 0, 1.5 and 3 s (a word and a `Date()` timer), with the given policy.
    static func report(policy: String, to end: Rational = Rational(4), latency: Rational = Rational(250)) throws -> GlitchReport {
        let text = """
        {"format": 2, "width": 120, "height": 30, "displayScale": 1, "reference": "2026-01-01T00:00:00Z",
         "timeline": {"entries": [{"date": "0", "label": "one", "values": {"word": "one"}},
                                  {"date": "1.5", "label": "two", "values": {"word": "two"}},
                                  {"date": "3", "label": "three", "values": {"word": "three"}}],
                      "policy": \(policy)},
         "root": {"type": "text", "font": "system", "size": 12, "runs": [{"value": "word"}], "expect": {"value": "word"}}}
        """
        let scene = try SceneFile.decode(Data(text.utf8), source: "timeline.json")
        let renderer = try SceneBundle.load(scene: scene).renderer(jitter: JitterModel(entries: EntryDelivery(latency: .constant(ms: latency))))
        return GlitchReport(try TimingScan(renderer: renderer).run(from: scene.reference, to: scene.reference + end))
    }

    static func legend(_ report: GlitchReport) -> [String] {
        let trace = report.trace
        return TimingDiagram.legendItems(marks: [], glitches: !report.glitches.isEmpty, splits: false, texts: true,
                                         textsWrong: trace.intervals.contains { $0.state.texts.contains(where: \.isWrong) },
                                         entries: true, reload: TimingDiagram.reloadMark(trace).map { ($0.legend, $0.at != nil) }).map(\.text)
    }

    @Test func aWidgetOfTextsAloneHasNoLayerMarksInItsLegend() throws {
        let items = Self.legend(try Self.report(policy: "\"atEnd\""))
        #expect(items == ["glitch (duration above)", "text reads as stated", "text reads wrong",
                          "entry date", "entry delivered", "reload asked (policy atEnd)"])
    }

    @Test func theLegendNamesThePolicyAndWhereItsReloadFalls() throws {
        #expect(Self.legend(try Self.report(policy: "\"never\"")).last == "reload policy never: no reload asked")
        #expect(Self.legend(try Self.report(policy: "{\"after\": \"2\"}")).last == "reload asked (policy after)")
        #expect(Self.legend(try Self.report(policy: "{\"after\": \"10\"}")).last == "reload asked at 10000 ms (policy after), after this span")
    }

    @Test func theReloadIsADashedLineAtItsDate() throws {
        let report = try Self.report(policy: "{\"after\": \"2\"}")
        let diagram = TimingDiagram(width: 900, title: "reload at 2 s")
        let image = try diagram.draw(report, font: SheetDrawing.labelFont())
        let orange = (0..<image.height).flatMap { y in (0..<image.width).map { (x: $0, y: y) } }
            .filter { image.pixel(x: $0.x, y: $0.y) == TimingDiagram.reloadColor }
        #expect(!orange.isEmpty)
        // Half the plot along (and nowhere for `never`, not even in the legend) (2 s of 4 s): every dashed pixel is in one 2 px column there, apart from the legend swatch.
        let columns = Set(orange.filter { $0.y < image.height - 40 }.map(\.x))
        #expect(columns.count == 2)
        let drawnAt = try #require(columns.min())
        let never = try diagram.draw(try Self.report(policy: "\"never\""), font: SheetDrawing.labelFont())
        #expect(!(0..<never.height).contains { y in (0..<never.width).contains { never.pixel(x: $0, y: y) == TimingDiagram.reloadColor } })
        // The plot's middle lies between the label column and the right margin.
        #expect(drawnAt > 400 && drawnAt < 520)
    }

    @Test(arguments: [400, 900, 1600])
    func theLegendWrapsInsideThePicture(width: Int) throws {
        let font = try SheetDrawing.labelFont()
        let items = TimingDiagram.legendItems(marks: [.ideal, .maskFull, .maskPartial, .contributes, .wrong], glitches: true, splits: true,
                                              texts: true, textsWrong: true, entries: true, reload: ("reload asked (policy atEnd)", true))
        let placed = TimingDiagram.layOut(items + [.init(swatch: nil, text: TimingDiagram.unlabelledNote(7))], width: width, font: font)
        #expect(placed.count == items.count + 1)
        for item in placed {
            let end = item.x + (item.item.swatch == nil ? 0 : 24) + SheetDrawing.width(item.item.text, font: font, size: TimingDiagram.labelSize)
            #expect(end <= width - TimingDiagram.pad, "'\(item.item.text)' ends at \(end) px")
        }
        #expect(width < 1600 ? placed.last!.line > 0 : true)
    }
}
