import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender

/// `Gauge` in the widget styles, with its labels where Apple's documentation of each style puts them.
struct GaugeTests {
    static let tint = SceneColorValue.fixed(SceneColor(r: 255, g: 0, b: 0))

    static func gauge(_ fraction: Double, _ style: GaugeModel.Style, labels: [(GaugeModel.Label, SceneNode)] = []) -> SceneNode {
        SceneNode(.gauge(GaugeModel(fraction: fraction, style: style, tint: tint, labels: Set(labels.map(\.0))), children: labels.map(\.1)))
    }

    @Test func aCapacityRingFillsClockwiseFromTheTop() throws {
        let image = try SceneCanvas.render(Self.gauge(0.5, .accessoryCircularCapacity), width: 72, height: 72)
        // Half full: the trailing side of the ring tinted, the leading side the track.
        #expect(image.pixel(x: 69, y: 36) == RGBA(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: 3, y: 36) == ProgressViewTests.track)
        // The current value label centred inside it.
        let labelled = try SceneCanvas.render(Self.gauge(0.5, .accessoryCircularCapacity,
                                                         labels: [(.currentValueLabel, SceneCanvas.color(SceneCanvas.blue, [SceneCanvas.frame(10, 10)]))]),
                                              width: 72, height: 72)
        #expect(labelled.pixel(x: 36, y: 36) == SceneCanvas.blue && labelled.pixel(x: 36, y: 30) == .clear)
    }

    @Test func anOpenRingLeavesItsGapAtTheBottom() throws {
        let image = try SceneCanvas.render(Self.gauge(0, .accessoryCircular), width: 72, height: 72)
        // The 270° arc in the tint, its 90° gap centred at the bottom.
        #expect(image.pixel(x: 3, y: 36) == RGBA(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: 36, y: 3) == RGBA(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: 36, y: 69) == .clear)
        // At 0 its marker sits at the arc's start, 135° (bottom-left): not the tint there.
        let start = (x: Int(36 + 33 * cos(0.75 * Double.pi)), y: Int(36 + 33 * sin(0.75 * Double.pi)))
        #expect(image.pixel(x: start.x, y: start.y) != RGBA(r: 255, g: 0, b: 0))
    }

    @Test func aLinearCapacityGaugePutsItsLabelAboveAndItsValueBelow() throws {
        // Label 10 pt, gap 4, bar 4, gap 4, current value 10: 32 pt, centred in 40 (top at 4).
        let node = Self.gauge(0.5, .linearCapacity, labels: [
            (.label, SceneCanvas.color(SceneCanvas.green, [SceneCanvas.frame(20, 10)])),
            (.currentValueLabel, SceneCanvas.color(SceneCanvas.blue, [SceneCanvas.frame(20, 10)])),
        ])
        let image = try SceneCanvas.render(node, width: 100, height: 40)
        #expect(image.pixel(x: 10, y: 8) == SceneCanvas.green)
        #expect(image.pixel(x: 25, y: 19) == RGBA(r: 255, g: 0, b: 0) && image.pixel(x: 75, y: 19) == ProgressViewTests.track)
        #expect(image.pixel(x: 10, y: 30) == SceneCanvas.blue)
        // Through a scene file and back, the labels under their own keys.
        let scene = WidgetScene(width: 100, height: 40, displayScale: 1, reference: SceneDefaults.reference, root: node)
        let json = try SceneFile.encode(scene)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"currentValueLabel\"") && text.contains("\"label\""))
        #expect(try SceneFile.decode(json, source: "g.json") == scene)
    }

    /// What `--explain` says of a gauge and of a progress view of a fixed value comes from their
    /// kinds; a live progress view is listed with its fraction at the instant instead.
    @Test func explainSaysWhatEachMeterShows() throws {
        let label = SceneNode(.text(TextContent(runs: [.literal("Steps")], font: FontReference.builtInBlinkMask, size: 10)))
        let root = SceneNode(.vStack(alignment: .center, spacing: nil, children: [
            Self.gauge(0.625, .accessoryCircularCapacity, labels: [(.label, label)]),
            SceneNode(.progressView(ProgressViewModel(value: .fraction(0.4)), children: [])),
            SceneNode(.progressView(ProgressViewModel(value: .interval(start: .relative(Rational(0)), end: .relative(Rational(10)), countsDown: true)), children: [])),
        ]))
        let scene = WidgetScene(width: 170, height: 170, displayScale: 1, reference: SceneDefaults.reference, root: root)
        let explained = RenderExplanation(try SceneRenderer(scene: scene, images: ImageLibrary()).render(at: scene.reference))
        #expect(explained.views?.map { $0.said } == ["gauge .accessoryCircularCapacity at 62.5% (labels: label)", "progress view .linear at 40%"])
        #expect(explained.views?.map { $0.path } == ["root.children[0]", "root.children[1]"])
        #expect(explained.text().contains("views (as each kind says of itself):\n  root.children[0]  gauge .accessoryCircularCapacity at 62.5% (labels: label)"))
        // Nothing of the kind: no section, and no key in the JSON.
        let plain = WidgetScene(width: 10, height: 10, displayScale: 1, reference: SceneDefaults.reference, root: SceneNode(.color(.system("red"))))
        let none = RenderExplanation(try SceneRenderer(scene: plain, images: ImageLibrary()).render(at: plain.reference))
        let json = try none.json()
        #expect(none.views == nil && !json.contains("\"views\""))
    }
}
