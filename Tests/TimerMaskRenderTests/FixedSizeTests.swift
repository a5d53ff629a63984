import Foundation
import Testing
import TimerMaskCore
import TimerMaskRaster
@testable import TimerMaskRender

/// `.fixedSize()`: the content offered nothing along the fixed axes takes its ideal size there.
struct FixedSizeTests {
    @Test func aFixedViewTakesItsIdealSizeWhateverItIsOffered() throws {
        // A colour offered nothing is 10 pt: fixed vertically in a 40 × 40 widget, a red band 40
        // wide and 10 tall, centred; fixed both ways, a 10 × 10 square.
        let band = try SceneCanvas.render(SceneCanvas.color(SceneCanvas.red, [.fixedSize(horizontal: false, vertical: true)]), width: 40, height: 40)
        #expect(SceneCanvas.mismatches(band, [.init(x0: 0, y0: 15, x1: 40, y1: 25, color: SceneCanvas.red)]).isEmpty)
        let square = try SceneCanvas.render(SceneCanvas.color(SceneCanvas.red, [.fixedSize(horizontal: true, vertical: true)]), width: 40, height: 40)
        #expect(SceneCanvas.mismatches(square, [.init(x0: 15, y0: 15, x1: 25, y1: 25, color: SceneCanvas.red)]).isEmpty)
    }

    @Test func aFixedSizeRoundTripsThroughTheSceneFile() throws {
        for modifier in [SceneModifier.fixedSize(horizontal: true, vertical: true), .fixedSize(horizontal: false, vertical: true)] {
            let scene = WidgetScene(width: 40, height: 40, displayScale: 1, reference: SceneDefaults.reference, root: SceneCanvas.color(SceneCanvas.red, [modifier]))
            #expect(try SceneFile.decode(SceneFile.encode(scene), source: "f.json") == scene)
        }
    }
}
