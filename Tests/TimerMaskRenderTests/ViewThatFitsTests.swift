import Testing
import TimerMaskCore
import TimerMaskRaster
@testable import TimerMaskRender

/// `ViewThatFits` picking by ideal size, and `.aspectRatio` offering a size of its ratio.
struct ViewThatFitsTests {
    typealias Area = SceneCanvas.Area
    let red = SceneCanvas.red, blue = SceneCanvas.blue

    func expect(_ root: SceneNode, width: Double, height: Double, _ areas: [Area], _ comment: Comment) throws {
        let misses = SceneCanvas.mismatches(try SceneCanvas.render(root, width: width, height: height), areas)
        #expect(misses.isEmpty, "\(comment): \(misses)")
    }

    @Test func theFirstChildThatFitsIsShown() throws {
        // 200 pt of red cannot fit 100; 80 pt of blue can, and is shown centred.
        let root = SceneNode(.viewThatFits(axes: .both, children: [
            SceneCanvas.color(red, [SceneCanvas.frame(200, 20)]), SceneCanvas.color(blue, [SceneCanvas.frame(80, 20)]),
        ]))
        try expect(root, width: 100, height: 40, [Area(x0: 10, y0: 10, x1: 90, y1: 30, color: blue)], "the second child")
        // None fits: the last.
        let none = SceneNode(.viewThatFits(axes: .both, children: [
            SceneCanvas.color(red, [SceneCanvas.frame(200, 20)]), SceneCanvas.color(blue, [SceneCanvas.frame(20, 60)]),
        ]))
        try expect(none, width: 100, height: 40, [Area(x0: 40, y0: -10, x1: 60, y1: 50, color: blue)], "the last child")
    }

    @Test func onlyTheConstrainedAxisIsChecked() throws {
        // Checked vertically only, 200 × 20 fits a 100 × 40 offer: it is shown (overflowing across).
        let root = SceneNode(.viewThatFits(axes: .vertical, children: [
            SceneCanvas.color(red, [SceneCanvas.frame(200, 20)]), SceneCanvas.color(blue, [SceneCanvas.frame(80, 20)]),
        ]))
        try expect(root, width: 100, height: 40, [Area(x0: -50, y0: 10, x1: 150, y1: 30, color: red)], "the first child")
    }

    @Test func aspectRatioOffersTheLargestSizeOfItsRatio() throws {
        try expect(SceneCanvas.color(red, [.aspectRatio(2, contentMode: .fit)]), width: 100, height: 100,
                   [Area(x0: 0, y0: 25, x1: 100, y1: 75, color: red)], "2:1 fitted in 100 × 100")
        try expect(SceneCanvas.color(red, [.aspectRatio(0.5, contentMode: .fit)]), width: 100, height: 100,
                   [Area(x0: 25, y0: 0, x1: 75, y1: 100, color: red)], "1:2 fitted")
        try expect(SceneCanvas.color(red, [.aspectRatio(2, contentMode: .fill), .clipped]), width: 100, height: 100,
                   [Area(x0: 0, y0: 0, x1: 100, y1: 100, color: red)], "2:1 filling 100 × 100 is 200 × 100, clipped to it")
        let filled = SceneNode(.zStack(alignment: .center, children: [SceneCanvas.color(red, [.aspectRatio(2, contentMode: .fill)])]), [SceneCanvas.frame(40, 40)])
        #expect(try SceneCanvas.render(filled, width: 100, height: 100).pixel(x: 15, y: 50) == red, "the fill overflows its 40 pt frame to 80 pt")
        // Round trip, including the content's own ratio.
        for modifier in [SceneModifier.aspectRatio(1.5, contentMode: .fill), .aspectRatio(nil, contentMode: .fit)] {
            let scene = WidgetScene(width: 10, height: 10, displayScale: 1, reference: SceneDefaults.reference, root: SceneCanvas.color(red, [modifier]))
            #expect(try SceneFile.decode(SceneFile.encode(scene), source: "t.json") == scene)
        }
    }
}
