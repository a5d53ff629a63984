import Testing
import TimerMaskCore
import TimerMaskRaster
@testable import TimerMaskRender

/// GeometryReader, stacks and spacers placing children as SwiftUI does; group opacity; the
/// clock-hand effect turning a view. Expected pixels are worked out here from the rules.
struct StackAndGroupRenderTests {
    typealias Area = SceneCanvas.Area
    let red = SceneCanvas.red, blue = SceneCanvas.blue, green = SceneCanvas.green

    func expectPixels(_ root: SceneNode, width: Double, height: Double, scale: Double, _ areas: [Area],
                      at t: Instant = SceneDefaults.reference, _ comment: Comment) throws {
        let image = try SceneCanvas.render(root, width: width, height: height, scale: scale, at: t)
        let misses = SceneCanvas.mismatches(image, scale: scale, areas)
        #expect(misses.isEmpty, "\(comment) @\(scale)x: \(misses)")
    }

    func length(_ text: String) -> SceneLength { try! SceneLength(parsing: text) }

    // MARK: - GeometryReader

    @Test(arguments: [1.0, 2.0])
    func geometryReaderChildrenStartAtItsTopLeadingAndReadItsSize(scale: Double) throws {
        // The reader takes the whole 100 × 80 widget; a child half its width and a quarter of its
        // height sits at its top-left, not centred.
        let child = SceneCanvas.color(red, [.frame(width: length("geo.width * 0.5"), height: length("geo.height / 4"), alignment: .center)])
        let root = SceneNode(.geometryReader(children: [child]))
        try expectPixels(root, width: 100, height: 80, scale: scale, [Area(x0: 0, y0: 0, x1: 50, y1: 20, color: red)], "reader")
    }

    @Test(arguments: [1.0, 2.0])
    func aPaddedGeometryReaderReadsTheSizeInsideThePadding(scale: Double) throws {
        // Padding 10 leaves the reader 80 × 60 at (10, 10); its second child is moved by geo.width / 4.
        let first = SceneCanvas.color(red, [.frame(width: length("geo.width - 40"), height: length("geo.height / 2"), alignment: .center)])
        let second = SceneCanvas.color(blue, [SceneCanvas.frame(10, 10), .offset(x: length("geo.width / 4"), y: length("geo.height - 10"))])
        let root = SceneNode(.geometryReader(children: [first, second]), [.padding(edges: .all, length: SceneLength(10))])
        try expectPixels(root, width: 100, height: 80, scale: scale, [
            Area(x0: 10, y0: 10, x1: 50, y1: 40, color: red),
            Area(x0: 30, y0: 60, x1: 40, y1: 70, color: blue),
        ], "padded reader")
    }

    // MARK: - Stacks

    @Test(arguments: [1.0, 2.0])
    func anHStackSpacerPushesTheLastChildToTheEnd(scale: Double) throws {
        // 100 wide: two 10-wide colours and the default spacing 8 twice leave the spacer 64, so
        // the second colour starts at 10 + 8 + 64 + 8 = 90.
        let stack = SceneNode(.hStack(alignment: .center, spacing: nil, children: [
            SceneCanvas.color(red, [SceneCanvas.frame(10, nil)]),
            SceneNode(.spacer(minLength: nil)),
            SceneCanvas.color(blue, [SceneCanvas.frame(10, nil)]),
        ]), [SceneCanvas.frame(100, 20)])
        try expectPixels(stack, width: 100, height: 20, scale: scale, [
            Area(x0: 0, y0: 0, x1: 10, y1: 20, color: red),
            Area(x0: 90, y0: 0, x1: 100, y1: 20, color: blue),
        ], "hstack with spacer")
    }

    @Test(arguments: [1.0, 2.0])
    func stacksPutTheirDefaultEightPointsBetweenChildren(scale: Double) throws {
        // Two 10-wide colours 8 apart make a 28-wide row, centred in 100: red 36…46, blue 54…64.
        let row = SceneNode(.hStack(alignment: .center, spacing: nil, children: [
            SceneCanvas.color(red, [SceneCanvas.frame(10, 10)]), SceneCanvas.color(blue, [SceneCanvas.frame(10, 10)]),
        ]))
        try expectPixels(row, width: 100, height: 10, scale: scale, [
            Area(x0: 36, y0: 0, x1: 46, y1: 10, color: red), Area(x0: 54, y0: 0, x1: 64, y1: 10, color: blue),
        ], "row")
        // The same down a column: 28 tall, centred in 100.
        let column = SceneNode(.vStack(alignment: .center, spacing: nil, children: [
            SceneCanvas.color(red, [SceneCanvas.frame(10, 10)]), SceneCanvas.color(blue, [SceneCanvas.frame(10, 10)]),
        ]))
        try expectPixels(column, width: 10, height: 100, scale: scale, [
            Area(x0: 0, y0: 36, x1: 10, y1: 46, color: red), Area(x0: 0, y0: 54, x1: 10, y1: 64, color: blue),
        ], "column")
    }

    @Test(arguments: [1.0, 2.0])
    func aVStackWithSpacingCentresItsColumnAndAlignsItsChildren(scale: Double) throws {
        // Heights 10 and 20 with spacing 10 make a 40-tall, 30-wide column, centred in 100 × 100:
        // x 35…65, y 30…70. Centre alignment puts the 20-wide child at x 40…60; leading at 35…55.
        func stack(_ alignment: HorizontalEdgeAlignment) -> SceneNode {
            SceneNode(.vStack(alignment: alignment, spacing: 10, children: [
                SceneCanvas.color(red, [SceneCanvas.frame(20, 10)]),
                SceneCanvas.color(blue, [SceneCanvas.frame(30, 20)]),
            ]))
        }
        try expectPixels(stack(.center), width: 100, height: 100, scale: scale, [
            Area(x0: 40, y0: 30, x1: 60, y1: 40, color: red),
            Area(x0: 35, y0: 50, x1: 65, y1: 70, color: blue),
        ], "centred vstack")
        try expectPixels(stack(.leading), width: 100, height: 100, scale: scale, [
            Area(x0: 35, y0: 30, x1: 55, y1: 40, color: red),
            Area(x0: 35, y0: 50, x1: 65, y1: 70, color: blue),
        ], "leading vstack")
        try expectPixels(stack(.trailing), width: 100, height: 100, scale: scale, [
            Area(x0: 45, y0: 30, x1: 65, y1: 40, color: red),
            Area(x0: 35, y0: 50, x1: 65, y1: 70, color: blue),
        ], "trailing vstack")
    }

    @Test(arguments: [1.0, 2.0])
    func twoSpacersShareTheSpaceEqually(scale: Double) throws {
        // VStack(spacing: 0) { Spacer(); red 10 tall; Spacer() } in 100 tall: 45 above, 45 below.
        // HStack(spacing: 4) { red 20; Spacer(); blue 20; Spacer() } in 100 wide: spacers
        // (100 − 40 − 12) / 2 = 24 each, blue at 20 + 4 + 24 + 4 = 52.
        let column = SceneNode(.vStack(alignment: .center, spacing: 0, children: [
            SceneNode(.spacer(minLength: nil)), SceneCanvas.color(red, [SceneCanvas.frame(nil, 10)]), SceneNode(.spacer(minLength: nil)),
        ]))
        try expectPixels(column, width: 20, height: 100, scale: scale, [Area(x0: 0, y0: 45, x1: 20, y1: 55, color: red)], "column")
        let row = SceneNode(.hStack(alignment: .center, spacing: 4, children: [
            SceneCanvas.color(red, [SceneCanvas.frame(20, nil)]), SceneNode(.spacer(minLength: nil)),
            SceneCanvas.color(blue, [SceneCanvas.frame(20, nil)]), SceneNode(.spacer(minLength: nil)),
        ]))
        try expectPixels(row, width: 100, height: 10, scale: scale, [
            Area(x0: 0, y0: 0, x1: 20, y1: 10, color: red), Area(x0: 52, y0: 0, x1: 72, y1: 10, color: blue),
        ], "row")
    }

    @Test(arguments: [1.0, 2.0])
    func aSpacerInAStackAddsLengthAlongItOnly(scale: Double) throws {
        // VStack(spacing: 0) { HStack { red 20 × 10; Spacer() }; blue }: the row is as tall as the
        // red, not half the height (a spacer is flexible along its stack's axis only, Apple), and
        // the blue takes the other 90 pt.
        let row = SceneNode(.hStack(alignment: .center, spacing: 0, children: [SceneCanvas.color(red, [SceneCanvas.frame(20, 10)]), SceneNode(.spacer(minLength: nil))]))
        let root = SceneNode(.vStack(alignment: .center, spacing: 0, children: [row, SceneCanvas.color(blue)]))
        try expectPixels(root, width: 100, height: 100, scale: scale, [
            Area(x0: 0, y0: 0, x1: 20, y1: 10, color: red), Area(x0: 0, y0: 10, x1: 100, y1: 100, color: blue),
        ], "row then blue")
    }

    // MARK: - Group opacity

    @Test(arguments: [1.0, 2.0])
    func opacityOnAStackFadesEachViewSoTheLowerShowsThrough(scale: Double) throws {
        // Red 30…70 and blue 50…90 (moved 20) stacked, then the whole at 0.5. SwiftUI fades each
        // view inside (Apple's compositingGroup() documentation): the overlap is half blue over
        // half red, red showing through, exactly as each child faded by itself.
        let stacked = SceneNode(.zStack(alignment: .center, children: [
            SceneCanvas.color(red, [SceneCanvas.frame(40, 40)]),
            SceneCanvas.color(blue, [SceneCanvas.frame(40, 40), .offset(x: SceneLength(20), y: SceneLength(0))]),
        ]), [.opacity(0.5)])
        let each = SceneNode(.zStack(alignment: .center, children: [
            SceneCanvas.color(red, [SceneCanvas.frame(40, 40), .opacity(0.5)]),
            SceneCanvas.color(blue, [SceneCanvas.frame(40, 40), .offset(x: SceneLength(20), y: SceneLength(0)), .opacity(0.5)]),
        ]))
        let whole = try SceneCanvas.render(stacked, width: 100, height: 100, scale: scale)
        #expect(whole == (try SceneCanvas.render(each, width: 100, height: 100, scale: scale)))
        let overlap = whole.pixel(x: Int(60 * scale), y: Int(50 * scale))
        // Source-over of (0, 0, 128, 128) on (128, 0, 0, 128): red 64, blue 128, alpha 192.
        #expect(overlap == RGBA(r: 64, g: 0, b: 128, a: 192), "\(overlap)")
    }

    // MARK: - Clock hand

    @Test(arguments: [1.0, 2.0])
    func aSecondHandFifteenSecondsPastTheMinuteIsTurnedAQuarter(scale: Double) throws {
        // A 40 × 4 bar centred in 50 × 50 (x 5…45, y 23…27), turned 90° about (25, 25): x 23…27, y 5…45.
        let bar = SceneNode(.shape(.rectangle, .fill(.fixed(SceneColor(r: 255, g: 0, b: 0)))),
                            [SceneCanvas.frame(40, 4), .clockHandRotation(ClockHandRotation(period: Rational(60)))])
        let root = SceneNode(.zStack(alignment: .center, children: [SceneNode(.color(.white)), bar]))
        let white = Area(x0: 0, y0: 0, x1: 50, y1: 50, color: .white)
        // The reference, 2026-01-01T00:00:00Z, is a whole minute.
        try expectPixels(root, width: 50, height: 50, scale: scale, [white, Area(x0: 23, y0: 5, x1: 27, y1: 45, color: red)],
                         at: SceneDefaults.reference + Rational(15), "15 s past")
        try expectPixels(root, width: 50, height: 50, scale: scale, [white, Area(x0: 5, y0: 23, x1: 45, y1: 27, color: red)],
                         at: SceneDefaults.reference + Rational(30), "30 s past: half a turn")
        try expectPixels(root, width: 50, height: 50, scale: scale, [white, Area(x0: 5, y0: 23, x1: 45, y1: 27, color: red)],
                         at: SceneDefaults.reference + Rational(120), "two minutes past")
    }
}
