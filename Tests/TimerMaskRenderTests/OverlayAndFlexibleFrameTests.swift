import Foundation
import Testing
import TimerMaskCore
import TimerMaskRaster
@testable import TimerMaskRender

/// Overlays and flexible frames placing what they hold as SwiftUI does. Expected pixels are
/// worked out here from the rules.
struct OverlayAndFlexibleFrameTests {
    typealias Area = SceneCanvas.Area
    let red = SceneCanvas.red, blue = SceneCanvas.blue

    func expectPixels(_ root: SceneNode, width: Double, height: Double, scale: Double, _ areas: [Area], _ comment: Comment) throws {
        let image = try SceneCanvas.render(root, width: width, height: height, scale: scale)
        let misses = SceneCanvas.mismatches(image, scale: scale, areas)
        #expect(misses.isEmpty, "\(comment) @\(scale)x: \(misses)")
    }

    @Test(arguments: [1.0, 2.0])
    func anOverlayIsOfferedTheViewsSizeAndPlacedByItsAlignment(scale: Double) throws {
        // A 20 × 10 overlay in the bottom-trailing corner of a 60 × 40 view, drawn in front; an
        // unframed one takes the view's whole size.
        let corner = SceneCanvas.color(blue, [SceneCanvas.frame(20, 10)])
        let root = SceneCanvas.color(red, [SceneCanvas.frame(60, 40), .overlay(corner, alignment: .bottomTrailing)])
        try expectPixels(root, width: 60, height: 40, scale: scale, [
            Area(x0: 0, y0: 0, x1: 60, y1: 40, color: red),
            Area(x0: 40, y0: 30, x1: 60, y1: 40, color: blue),
        ], "corner overlay")
        let whole = SceneCanvas.color(red, [SceneCanvas.frame(60, 40), .overlay(SceneCanvas.color(blue), alignment: .topLeading)])
        try expectPixels(whole, width: 60, height: 40, scale: scale, [Area(x0: 0, y0: 0, x1: 60, y1: 40, color: blue)], "whole overlay")
    }

    @Test(arguments: [1.0, 2.0])
    func aFlexibleFrameHoldsItsChildWithinItsBoundsAndPlacesItByItsAlignment(scale: Double) throws {
        // Offered 100, a colour in minWidth 10 / maxWidth 30 is offered 30, takes it, and the
        // frame is 30 wide, centred: 35…65.
        let bounded = SceneCanvas.color(red, [.flexibleFrame(FlexibleFrame(minWidth: SceneLength(10), maxWidth: SceneLength(30)))])
        try expectPixels(bounded, width: 100, height: 20, scale: scale, [Area(x0: 35, y0: 0, x1: 65, y1: 20, color: red)], "bounded")
        // maxWidth .infinity grows the frame to the 100 offered; the 20-wide child sits leading.
        let leading = SceneCanvas.color(red, [SceneCanvas.frame(20, nil),
                                              .flexibleFrame(FlexibleFrame(maxWidth: SceneLength(.infinity), alignment: .leading))])
        try expectPixels(leading, width: 100, height: 20, scale: scale, [Area(x0: 0, y0: 0, x1: 20, y1: 20, color: red)], "leading")
    }

    @Test(arguments: [1.0, 2.0])
    func anIdealWidthIsTheSizeAFixedSizeAsksFor(scale: Double) throws {
        // A colour in a frame of ideal width 30 (at most .infinity), fixed horizontally: 30 wide,
        // centred in 100; without fixedSize it fills the 100 it is offered.
        let ideal = FlexibleFrame(maxWidth: SceneLength(.infinity), idealWidth: SceneLength(30))
        let fixed = SceneCanvas.color(red, [.flexibleFrame(ideal), .fixedSize(horizontal: true, vertical: false)])
        try expectPixels(fixed, width: 100, height: 10, scale: scale, [Area(x0: 35, y0: 0, x1: 65, y1: 10, color: red)], "ideal width")
        try expectPixels(SceneCanvas.color(red, [.flexibleFrame(ideal)]), width: 100, height: 10, scale: scale,
                         [Area(x0: 0, y0: 0, x1: 100, y1: 10, color: red)], "offered 100")
        let scene = WidgetScene(width: 10, height: 10, displayScale: 1, reference: SceneDefaults.reference, root: fixed)
        #expect(try SceneFile.decode(SceneFile.encode(scene), source: "t.json") == scene)
    }
}
