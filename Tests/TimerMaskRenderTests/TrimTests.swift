import Foundation
import Testing
import TimerMaskCore
import TimerMaskRaster
@testable import TimerMaskRender

/// `Shape.trim(from:to:)` and `InsettableShape.inset(by:)`: the rings of progress and arc-mask widgets.
struct TrimTests {
    static let black = ShapePaint.stroke(.fixed(SceneColor(r: 0, g: 0, b: 0)), StrokeSettings(lineWidth: SceneLength(10)))

    func render(_ shape: SceneShape, _ paint: ShapePaint = TrimTests.black) throws -> RGBAImage {
        try SceneCanvas.render(SceneNode(.shape(shape, paint)), width: 100, height: 100)
    }

    func inked(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y).a > 200 }

    @Test func aTrimmedCircleIsTheArcOfItsFraction() throws {
        // A circle's path starts at 3 o'clock and runs clockwise on screen: the first quarter
        // reaches 6 o'clock, and nothing of the ring's other three quarters is drawn.
        let quarter = try render(.trimmed(.circle, from: 0, to: 0.25))
        #expect(inked(quarter, 95, 53) && !inked(quarter, 95, 46))   // it starts at 3 o'clock, its butt cap there
        #expect(inked(quarter, 85, 85))      // between 3 and 6 o'clock, on the ring (radius 45, centre 50)
        #expect(!inked(quarter, 15, 85))     // between 6 and 9
        #expect(!inked(quarter, 15, 15))     // between 9 and 12
        #expect(!inked(quarter, 85, 15))     // between 12 and 3
        // The whole ring's ink is four times the quarter's, within the caps' and edges' pixels.
        func ink(_ image: RGBAImage) -> Double { SceneCanvas.coverage(image) }
        let whole = try render(.circle), half = try render(.trimmed(.circle, from: 0.25, to: 0.75))
        #expect(abs(ink(whole) / 4 - ink(quarter)) < ink(whole) * 0.01, "\(ink(whole)) \(ink(quarter))")
        #expect(abs(ink(whole) / 2 - ink(half)) < ink(whole) * 0.01)
        // Nothing between equal fractions, the whole between 0 and 1.
        #expect(ink(try render(.trimmed(.circle, from: 0.5, to: 0.5))) == 0)
        #expect(try render(.trimmed(.circle, from: 0, to: 1)) == whole)
    }

    @Test func anInsetShapeIsLaidOutInsideItsFrame() throws {
        // A circle inset by 20 in a 100-pt frame is a circle of radius 30 about the centre.
        let inset = try render(.inset(.circle, by: 20), .fill(.fixed(SceneColor(r: 0, g: 0, b: 0))))
        #expect(inked(inset, 50, 25) && !inked(inset, 50, 15) && !inked(inset, 5, 50))
        let area = SceneCanvas.coverage(inset), exact = Double.pi * 30 * 30
        #expect(abs(area - exact) < 100, "\(area) against \(exact)")
    }

    @Test func aTrimRoundTripsThroughTheSceneFile() throws {
        let shape = SceneShape.trimmed(.inset(.roundedRectangle(cornerRadius: SceneLength(12)), by: 4), from: 0.1, to: 0.6)
        let scene = WidgetScene(width: 100, height: 100, displayScale: 1, reference: SceneDefaults.reference, root: SceneNode(.shape(shape, Self.black)))
        let data = try SceneFile.encode(scene)
        #expect(try SceneFile.decode(data, source: "t.json") == scene)
        let bad = #"{"format": 2, "width": 10, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "circle", "trim": [0, 2]}}"#
        #expect(throws: (any Error).self) { try SceneFile.decode(Data(bad.utf8), source: "t.json") }
    }
}
