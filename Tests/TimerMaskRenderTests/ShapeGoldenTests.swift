import Foundation
import Testing
import TestFixtures
import TimerMaskCompositor
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
import TimerMaskTesting
@testable import TimerMaskRender

/// Shapes as SwiftUI draws them, filled, stroked, turned and used as a clip, held to
/// `Goldens/shapes/` (2x, on white).
struct ShapeGoldenTests {
    static func color(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> SceneColorValue { .fixed(SceneColor(r: r, g: g, b: b)) }
    static let palette = [color(220, 50, 47), color(38, 139, 210), color(133, 153, 0), color(203, 75, 22), color(108, 113, 196)]

    /// `views` over a white canvas, each placed from the widget's top-left by its own modifiers.
    func render(_ views: [SceneNode], width: Double, height: Double, images: [String: RGBAImage] = [:]) throws -> RGBAImage {
        let root = SceneNode(.zStack(alignment: .topLeading, children: [SceneNode(.color(.white))] + views))
        let scene = WidgetScene(width: width, height: height, displayScale: 2, reference: SceneDefaults.reference, root: root)
        return try SceneRenderer(scene: scene, images: ImageLibrary(images: images)).render(at: SceneDefaults.reference).image
    }

    func placed(_ width: Double, _ height: Double, at x: Double, _ y: Double) -> [SceneModifier] {
        [.frame(width: SceneLength(width), height: SceneLength(height), alignment: .center),
         .offset(x: SceneLength(x), y: SceneLength(y))]
    }

    func check(_ name: String, _ image: RGBAImage) throws {
        try GoldenImage(Fixtures.golden("shapes/\(name).png")).verify(image)
    }

    @Test func eachShapeFilledAndStroked() throws {
        // Top row filled, bottom row stroked 3 pt wide: rectangle, rounded rectangle (6 pt),
        // circle, ellipse, capsule, each in a 30 × 20 pt frame.
        let shapes: [SceneShape] = [.rectangle, .roundedRectangle(cornerRadius: SceneLength(6)), .circle, .ellipse, .capsule]
        var views: [SceneNode] = []
        for (i, shape) in shapes.enumerated() {
            let x = 6 + 36 * Double(i)
            views.append(SceneNode(.shape(shape, .fill(Self.palette[i])), placed(30, 20, at: x, 6)))
            views.append(SceneNode(.shape(shape, .stroke(Self.palette[i], StrokeSettings(lineWidth: SceneLength(3)))),
                                   placed(30, 20, at: x, 36)))
        }
        try check("filled-and-stroked", try render(views, width: 186, height: 62))
    }

    @Test func arcPathAsAPieSliceAndARoundCappedStroke() throws {
        // Left: centre → arc from 30° to 300° (clockwise on screen, as SwiftUI's clockwise: false
        // is in its flipped space) → close, filled: a wedge missing on the right. Right: the arc
        // from 200° to 340° alone, stroked 6 pt with round caps: an arch over the top.
        func point(_ x: Double, _ y: Double) -> ScenePoint { ScenePoint(x: SceneLength(x), y: SceneLength(y)) }
        let slice = SceneShape.path([.move(to: point(30, 30)),
                                     .arc(center: point(30, 30), radius: SceneLength(24), startDegrees: 30, endDegrees: 300, clockwise: false),
                                     .close])
        let arch = SceneShape.path([.arc(center: point(30, 30), radius: SceneLength(22), startDegrees: 200, endDegrees: 340, clockwise: false)])
        let image = try render([SceneNode(.shape(slice, .fill(Self.palette[3])), placed(60, 60, at: 4, 4)),
                                SceneNode(.shape(arch, .stroke(Self.palette[1], StrokeSettings(lineWidth: SceneLength(6), lineCap: .round))),
                                          placed(60, 60, at: 70, 4))],
                               width: 134, height: 68)
        #expect(image.pixel(x: 2 * 34 + 30, y: 2 * 34) == .white, "the wedge opens to the right of the slice's centre")
        try check("arc-path", image)
    }

    @Test func roundedRectangleTurnedThirtyDegrees() throws {
        // A 60 × 30 pt rounded rectangle (8 pt corners) turned 30° clockwise about its centre, then
        // moved (turned after the move, it would swing about the unmoved centre), over the thin
        // outline of where it stood unturned.
        let frame = SceneModifier.frame(width: SceneLength(60), height: SceneLength(30), alignment: .center)
        let move = SceneModifier.offset(x: SceneLength(15), y: SceneLength(30))
        let image = try render([SceneNode(.shape(.rectangle, .stroke(Self.color(147, 161, 161), StrokeSettings(lineWidth: SceneLength(1)))), [frame, move]),
                                SceneNode(.shape(.roundedRectangle(cornerRadius: SceneLength(8)), .fill(Self.palette[1])),
                                          [frame, .rotation(degrees: 30, anchor: .center), move])],
                               width: 90, height: 90)
        #expect(image.pixel(x: 90, y: 90) == RGBA(r: 38, g: 139, b: 210), "turned about its own centre, which stays at (45, 45) pt")
        try check("rotated-rounded-rectangle", image)
    }

    @Test func circleClipOverAPhoto() throws {
        // The built-in photo filling a 70 × 70 pt frame, clipped to the circle inscribed in it, then
        // moved (clipped after the move, the circle would stay where the frame was laid out).
        let view = SceneNode(.image(name: "photo", contentMode: .fill),
                             [.frame(width: SceneLength(70), height: SceneLength(70), alignment: .center), .clipShape(.circle),
                              .offset(x: SceneLength(10), y: SceneLength(10))])
        let image = try render([view], width: 90, height: 90, images: ["photo": BuiltInDemo.photo()])
        #expect(image.pixel(x: 2 * 12, y: 2 * 12) == .white, "the frame's corner is outside the circle")
        #expect(image.pixel(x: 90, y: 90) != .white, "the centre shows the photo")
        try check("clip-circle-over-image", image)
    }
}
