import Testing
import TestFixtures
import TimerMaskCore
import TimerMaskRender
import TimerMaskTesting

/// Pictures of timing: a contact sheet and a timing diagram, compared with Goldens/jitter/.
struct JitterGoldenTests {
    @Test func contactSheetOfALateMaskMarksTheWrongCells() throws {
        let preset = JitterScanTests.preset(size: 24)
        let model = JitterModel(latency: .init(.constant(ms: Rational(20)), on: .layer(7)))
        let renderer = try JitterScanTests.renderer(preset, model: model)
        let instants = (0..<24).map { preset.reference + Rational(5, 15) + Rational(Int128($0), 60) }
        let cells = try ContactSheet.cells(renderer: renderer, instants: instants, schedule: IdealSchedule(preset))
        #expect(cells.filter { $0.state.glitch != nil }.count == 2)
        let sheet = ContactSheet(columns: 8, thumbnail: 48, title: "scene: 30 coloured frames at 15 fps, 24 pt @1x · jitter: \(model) · seed 1")
        try GoldenImage(Fixtures.golden("jitter/sheet-late-layer-7.png")).verify(sheet.draw(cells, reference: preset.reference, font: SheetDrawing.labelFont()))
    }

    @Test func timingDiagramOfThirtyLayersOverTwoLoops() throws {
        let preset = JitterScanTests.preset()
        let model = JitterModel(latency: .init(try LatencyDistribution(parsing: "normal:8,5"), on: .group("masks")), seed: 3)
        let report = try JitterScanTests.report(preset, model: model)
        let diagram = TimingDiagram(width: 1200, title: "scene: 30 coloured frames at 15 fps, 12 pt @1x · jitter: \(model) · seed 3")
        try GoldenImage(Fixtures.golden("jitter/timeline-normal-latency-two-loops.png")).verify(diagram.draw(report, font: SheetDrawing.labelFont()))
    }
}
