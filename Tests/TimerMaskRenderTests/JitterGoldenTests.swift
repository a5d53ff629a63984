import Testing
import TestFixtures
import TimerMaskCore
import TimerMaskRender
import TimerMaskTesting
import TimerMaskTiming

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

    /// `sheet` held every full-size render until drawing, about 1.06 MB a cell (issue 13): cells
    /// shrunk as they are rendered draw the very same sheet.
    @Test func cellsShrunkAsTheyAreRenderedDrawTheSameSheet() throws {
        let preset = JitterScanTests.preset(size: 60)
        let renderer = try JitterScanTests.renderer(preset)
        let instants = (0..<6).map { preset.reference + Rational(Int128($0), 15) }
        let full = try ContactSheet.cells(renderer: renderer, instants: instants, schedule: IdealSchedule(preset))
        let small = try ContactSheet.cells(renderer: renderer, instants: instants, schedule: IdealSchedule(preset), thumbnail: 24)
        #expect(full.allSatisfy { $0.image.width == 60 } && small.allSatisfy { $0.image.width == 24 && $0.image.height == 24 })
        let sheet = ContactSheet(columns: 3, thumbnail: 24, title: "shrunk early")
        let font = try SheetDrawing.labelFont()
        #expect(try sheet.draw(small, reference: preset.reference, font: font) == sheet.draw(full, reference: preset.reference, font: font))
    }

    @Test func timingDiagramOfThirtyLayersOverTwoLoops() throws {
        let preset = JitterScanTests.preset()
        let model = JitterModel(latency: .init(try LatencyDistribution(parsing: "normal:8,5"), on: .group("masks")), seed: 3)
        let report = try JitterScanTests.report(preset, model: model)
        let diagram = TimingDiagram(width: 1200, title: "scene: 30 coloured frames at 15 fps, 12 pt @1x · jitter: \(model) · seed 3")
        try GoldenImage(Fixtures.golden("jitter/timeline-normal-latency-two-loops.png")).verify(diagram.draw(report, font: SheetDrawing.labelFont()))
    }
}
