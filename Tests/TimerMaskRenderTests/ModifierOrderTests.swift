import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender

/// Modifiers apply in the order written, each to the view the ones before made, as SwiftUI
/// applies them. Each case is a red view on white in a 100 × 100 pt widget, at @1x and @2x;
/// where it lands is worked out here from SwiftUI's rules.
struct ModifierOrderTests {
    typealias Area = SceneCanvas.Area
    let red = SceneCanvas.red, blue = SceneCanvas.blue

    /// White behind a view, both centred in a 100 × 100 widget.
    func render(_ view: SceneNode, scale: Double) throws -> RGBAImage {
        try SceneCanvas.render(SceneNode(.zStack(alignment: .center, children: [SceneNode(.color(.white)), view])),
                               width: 100, height: 100, scale: scale)
    }

    func check(_ view: SceneNode, scale: Double, _ areas: [Area], _ comment: Comment) throws {
        let image = try render(view, scale: scale)
        let misses = SceneCanvas.mismatches(image, scale: scale, [Area(x0: 0, y0: 0, x1: 100, y1: 100, color: .white)] + areas)
        #expect(misses.isEmpty, "\(comment) @\(scale)x: \(misses)")
    }

    // A 40 × 10 pt bar, laid out at x 30…70, y 45…55: centre (50, 50).
    func bar(_ modifiers: [SceneModifier]) -> SceneNode {
        SceneCanvas.color(red, [SceneCanvas.frame(40, 10)] + modifiers)
    }

    @Test(arguments: [1.0, 2.0])
    func offsetThenRotationTurnsTheMovedViewAboutItsUnmovedCentre(scale: Double) throws {
        // Moved to x 50…90, then turned 90° clockwise about (50, 50): x 45…55, y 50…90.
        let view = bar([.offset(x: SceneLength(20), y: SceneLength(0)), .rotation(degrees: 90, anchor: .center)])
        try check(view, scale: scale, [Area(x0: 45, y0: 50, x1: 55, y1: 90, color: red)], "offset then rotation")
    }

    @Test(arguments: [1.0, 2.0])
    func rotationThenOffsetMovesTheTurnedView(scale: Double) throws {
        // Turned about (50, 50) to x 45…55, y 30…70, then moved right 20: x 65…75.
        let view = bar([.rotation(degrees: 90, anchor: .center), .offset(x: SceneLength(20), y: SceneLength(0))])
        try check(view, scale: scale, [Area(x0: 65, y0: 30, x1: 75, y1: 70, color: red)], "rotation then offset")
    }

    @Test(arguments: [1.0, 2.0])
    func rotationTurnsAboutItsAnchor(scale: Double) throws {
        // About the bar's top-leading corner (30, 45): x 30…40 becomes y 45…85, reaching left to x 20.
        let view = bar([.rotation(degrees: 90, anchor: UnitPointValue(x: 0, y: 0))])
        try check(view, scale: scale, [Area(x0: 20, y0: 45, x1: 30, y1: 85, color: red)], "rotation about topLeading")
    }

    @Test(arguments: [1.0, 2.0])
    func offsetThenScaleScalesTheOffset(scale: Double) throws {
        // A 10 × 10 square at 45…55. Offset 10 then scale 2 about the unmoved centre (50, 50):
        // x 55…65 → 60…80. Scale 2 then offset 10: x 40…60 → 50…70. Both y 40…60.
        let square = SceneCanvas.frame(10, 10)
        let offset = SceneModifier.offset(x: SceneLength(10), y: SceneLength(0))
        let double = SceneModifier.scale(x: 2, y: 2, anchor: .center)
        try check(SceneCanvas.color(red, [square, offset, double]), scale: scale,
                  [Area(x0: 60, y0: 40, x1: 80, y1: 60, color: red)], "offset then scale")
        try check(SceneCanvas.color(red, [square, double, offset]), scale: scale,
                  [Area(x0: 50, y0: 40, x1: 70, y1: 60, color: red)], "scale then offset")
    }

    @Test(arguments: [1.0, 2.0])
    func frameThenPaddingGrowsTheBackground(scale: Double) throws {
        // A 40 × 40 view padded by 10 is 60 × 60: the blue background fills 20…80, red 30…70.
        let view = SceneCanvas.color(red, [SceneCanvas.frame(40, 40), .padding(edges: .all, length: SceneLength(10)),
                                           .background(SceneCanvas.color(blue), alignment: .center)])
        try check(view, scale: scale, [Area(x0: 20, y0: 20, x1: 80, y1: 80, color: blue),
                                       Area(x0: 30, y0: 30, x1: 70, y1: 70, color: red)], "frame then padding")
    }

    @Test(arguments: [1.0, 2.0])
    func paddingThenFrameShrinksTheContent(scale: Double) throws {
        // The frame is 40 × 40 (30…70, all blue); inside it the padding leaves red 20 × 20 at 40…60.
        let view = SceneCanvas.color(red, [.padding(edges: .all, length: SceneLength(10)), SceneCanvas.frame(40, 40),
                                           .background(SceneCanvas.color(blue), alignment: .center)])
        try check(view, scale: scale, [Area(x0: 30, y0: 30, x1: 70, y1: 70, color: blue),
                                       Area(x0: 40, y0: 40, x1: 60, y1: 60, color: red)], "padding then frame")
    }

    @Test(arguments: [1.0, 2.0])
    func paddingOnOneEdgeMovesTheContentAway(scale: Double) throws {
        // 40 × 40 padded 20 on the leading edge: 60 × 40 at x 20…80, the red part at 40…80.
        let view = SceneCanvas.color(red, [SceneCanvas.frame(40, 40), .padding(edges: .leading, length: SceneLength(20)),
                                           .background(SceneCanvas.color(blue), alignment: .center)])
        try check(view, scale: scale, [Area(x0: 20, y0: 30, x1: 80, y1: 70, color: blue),
                                       Area(x0: 40, y0: 30, x1: 80, y1: 70, color: red)], "leading padding")
    }

    @Test(arguments: [1.0, 2.0])
    func clippedThenOffsetMovesTheClipWithTheView(scale: Double) throws {
        // A 40 × 40 red square (30…70) in a 20 × 20 frame (40…60). Clipped then moved right 20:
        // the clip moves with it, red at x 60…80. Moved then clipped: the square moves to 50…90
        // under the unmoved clip 40…60, red at x 50…60.
        let inner = SceneNode(.zStack(alignment: .center, children: [SceneCanvas.color(red, [SceneCanvas.frame(40, 40)])]))
        let offset = SceneModifier.offset(x: SceneLength(20), y: SceneLength(0))
        var clipThenMove = inner
        clipThenMove.modifiers = [SceneCanvas.frame(20, 20), .clipped, offset]
        try check(clipThenMove, scale: scale, [Area(x0: 60, y0: 40, x1: 80, y1: 60, color: red)], "clipped then offset")
        var moveThenClip = inner
        moveThenClip.modifiers = [SceneCanvas.frame(20, 20), offset, .clipped]
        try check(moveThenClip, scale: scale, [Area(x0: 50, y0: 40, x1: 60, y1: 60, color: red)], "offset then clipped")
    }

    /// A scene built in code with a view padded 3,000 times overflowed the renderer's stack;
    /// the renderer refuses it as over its nesting limit.
    @Test func aSceneNestedPastTheLimitIsRefusedByTheRenderer() throws {
        let deep = SceneNode(.color(.white), Array(repeating: .padding(edges: .all, length: SceneLength(1)), count: 3000))
        let scene = WidgetScene(width: 100, height: 100, displayScale: 1, reference: SceneDefaults.reference, root: deep)
        #expect(throws: RenderError(.overLimit, "views and modifiers nest 3001 deep at root, over the limit of 256")) {
            try SceneRenderer(scene: scene, images: ImageLibrary())
        }
    }
}
