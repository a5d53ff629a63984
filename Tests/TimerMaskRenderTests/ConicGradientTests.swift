import Foundation
import Testing
import TimerMaskCore
import TimerMaskRaster
@testable import TimerMaskRender

/// `AngularGradient` and `EllipticalGradient`: where a point falls between their first and last stop.
struct ConicGradientTests {
    @Test func anAngularGradientSweepsClockwiseFromItsStartAngle() throws {
        let full = AngularGradientModel(stops: GradientTests.redToBlue, center: .center, startAngle: 0, endAngle: 0)
        // A whole turn from the trailing side, clockwise on screen (y down): below the centre is a quarter.
        #expect(abs(full.position(x: 100, y: 50.0001, width: 100, height: 100) - 0) < 1e-3)
        #expect(abs(full.position(x: 50, y: 100, width: 100, height: 100) - 0.25) < 1e-9)
        #expect(abs(full.position(x: 0, y: 50, width: 100, height: 100) - 0.5) < 1e-9)
        #expect(abs(full.position(x: 50, y: 0, width: 100, height: 100) - 0.75) < 1e-9)
        // A half sweep from the top (-90°) to the bottom (90°) through the trailing side: its gap,
        // the leading half, is the last colour, then the first from the gap's middle (180°).
        let half = AngularGradientModel(stops: GradientTests.redToBlue, center: .center, startAngle: -90, endAngle: 90)
        #expect(abs(half.position(x: 100, y: 50, width: 100, height: 100) - 0.5) < 1e-9)
        #expect(half.position(x: 20, y: 70, width: 100, height: 100) == 1)
        #expect(half.position(x: 20, y: 30, width: 100, height: 100) == 0)
        // Drawn: red just after the start, blue just before the end.
        let image = try SceneCanvas.render(SceneNode(.angularGradient(full)), width: 100, height: 100)
        #expect(image.pixel(x: 95, y: 55).r > 200 && image.pixel(x: 95, y: 44).b > 200)
        let scene = WidgetScene(width: 100, height: 100, displayScale: 1, reference: SceneDefaults.reference, root: SceneNode(.angularGradient(half)))
        #expect(try SceneFile.decode(SceneFile.encode(scene), source: "a.json") == scene)
    }

    @Test func anEllipticalGradientIsShapedLikeItsFrame() throws {
        let ellipse = EllipticalGradientModel(stops: GradientTests.redToBlue, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
        // In a 200 × 100 frame the last stop touches all four edges.
        #expect(abs(ellipse.position(x: 200, y: 50, width: 200, height: 100) - 1) < 1e-9)
        #expect(abs(ellipse.position(x: 100, y: 0, width: 200, height: 100) - 1) < 1e-9)
        #expect(abs(ellipse.position(x: 150, y: 50, width: 200, height: 100) - 0.5) < 1e-9)
        let image = try SceneCanvas.render(SceneNode(.ellipticalGradient(ellipse)), width: 200, height: 100)
        #expect(image.pixel(x: 100, y: 50).r > 240 && image.pixel(x: 0, y: 0).b == 255)
        let scene = WidgetScene(width: 200, height: 100, displayScale: 1, reference: SceneDefaults.reference, root: SceneNode(.ellipticalGradient(ellipse)))
        #expect(try SceneFile.decode(SceneFile.encode(scene), source: "e.json") == scene)
    }
}
