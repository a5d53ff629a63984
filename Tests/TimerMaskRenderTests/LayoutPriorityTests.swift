import Foundation
import Testing
import TimerMaskCore
import TimerMaskRaster
@testable import TimerMaskRender

/// `.layoutPriority`: a stack offers its room to the higher priority first, holding back only
/// the lower priorities' minimum lengths (Apple, `layoutPriority(_:)`).
struct LayoutPriorityTests {
    let red = SceneCanvas.red, blue = SceneCanvas.blue

    @Test func theHigherPriorityTextIsOfferedTheRoomFirst() throws {
        // Two flexible colours (each at most 100 wide) in 120 pt: equal priority, 60 each; the
        // blue one at priority 1 takes 100 and leaves red 20.
        func row(_ blueModifiers: [SceneModifier]) -> SceneNode {
            SceneNode(.hStack(alignment: .center, spacing: 0, children: [
                SceneCanvas.color(red, [.flexibleFrame(FlexibleFrame(maxWidth: SceneLength(100)))]),
                SceneCanvas.color(blue, [.flexibleFrame(FlexibleFrame(maxWidth: SceneLength(100)))] + blueModifiers),
            ]))
        }
        let even = try SceneCanvas.render(row([]), width: 120, height: 10)
        #expect(even.pixel(x: 59, y: 5) == red && even.pixel(x: 60, y: 5) == blue)
        let first = try SceneCanvas.render(row([.layoutPriority(1)]), width: 120, height: 10)
        #expect(first.pixel(x: 19, y: 5) == red && first.pixel(x: 20, y: 5) == blue, "\(first.pixel(x: 19, y: 5)) \(first.pixel(x: 20, y: 5))")
        // A lower priority's minimum is held back: red at least 30 wide keeps 30.
        let held = SceneNode(.hStack(alignment: .center, spacing: 0, children: [
            SceneCanvas.color(red, [.flexibleFrame(FlexibleFrame(minWidth: SceneLength(30), maxWidth: SceneLength(100)))]),
            SceneCanvas.color(blue, [.flexibleFrame(FlexibleFrame(maxWidth: SceneLength(100))), .layoutPriority(1)]),
        ]))
        let image = try SceneCanvas.render(held, width: 120, height: 10)
        #expect(image.pixel(x: 29, y: 5) == red && image.pixel(x: 30, y: 5) == blue)
        let scene = WidgetScene(width: 10, height: 10, displayScale: 1, reference: SceneDefaults.reference, root: held)
        #expect(try SceneFile.decode(SceneFile.encode(scene), source: "t.json") == scene)
    }
}
