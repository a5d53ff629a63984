import Foundation
import Testing
import TimerMaskCore
import TimerMaskRaster
@testable import TimerMaskRender

/// Each SwiftUI shape through the renderer, at a fractional size and place: the picture's
/// total coverage against the shape's exact area.
///
/// The tolerance is the rasteriser's own bound: each pixel's coverage is rounded to 1/255, and
/// an outline of length P crosses at most about 2P + 4 pixels, so rounding moves the sum by at
/// most (2P + 4) / 510; curves are flattened within `VectorPath.defaultTolerance` device pixels,
/// which moves the area by at most that times the curve's length (arcs are nudged to keep their
/// area, so this is generous).
struct ShapeRenderTests {
    // The frame: 30.3 × 20.7 pt, moved to (5.37, 7.61) in a 50 × 40 pt widget.
    static let w = 30.3, h = 20.7, x = 5.37, y = 7.61

    func render(_ shape: SceneShape, _ paint: ShapePaint = .fill(.black), scale: Double) throws -> RGBAImage {
        let view = SceneNode(.shape(shape, paint), [SceneCanvas.frame(Self.w, Self.h),
                                                    .offset(x: SceneLength(Self.x), y: SceneLength(Self.y))])
        // A clear colour fills the stack, so the shape's frame starts at the widget's top-left.
        let root = SceneNode(.zStack(alignment: .topLeading, children: [SceneNode(.color(.fixed(.clear))), view]))
        return try SceneCanvas.render(root, width: 50, height: 40, scale: scale)
    }

    func budget(perimeter: Double, curveLength: Double, scale: Double) -> Double {
        (2 * perimeter * scale + 4) * 0.5 / 255 + VectorPath.defaultTolerance * curveLength * scale
    }

    func expectArea(_ image: RGBAImage, _ area: Double, perimeter: Double, curveLength: Double, scale: Double, _ what: String) {
        let covered = SceneCanvas.coverage(image)
        let expected = area * scale * scale
        let tolerance = budget(perimeter: perimeter, curveLength: curveLength, scale: scale)
        #expect(abs(covered - expected) <= tolerance, "\(what) @\(scale)x: covers \(covered) px, exact \(expected) ± \(tolerance)")
    }

    static let r = min(w, h) / 2

    @Test(arguments: [1.0, 2.0, 3.0])
    func filledShapesCoverTheirExactArea(scale: Double) throws {
        let (w, h, r) = (Self.w, Self.h, Self.r)
        let cases: [(SceneShape, String, area: Double, perimeter: Double, curve: Double)] = [
            (.rectangle, "rectangle", w * h, 2 * (w + h), 0),
            (.roundedRectangle(cornerRadius: SceneLength(6)), "roundedRectangle(6)",
             w * h - (4 - .pi) * 36, 2 * (w + h) - (8 - 2 * .pi) * 6, 2 * .pi * 6),
            // A corner radius over half the shorter side is clamped to it: the capsule.
            (.roundedRectangle(cornerRadius: SceneLength(50)), "roundedRectangle(50)",
             w * h - (4 - .pi) * r * r, 2 * (w + h) - (8 - 2 * .pi) * r, 2 * .pi * r),
            (.capsule, "capsule", w * h - (4 - .pi) * r * r, 2 * (w + h) - (8 - 2 * .pi) * r, 2 * .pi * r),
            (.circle, "circle", .pi * r * r, 2 * .pi * r, 2 * .pi * r),
            // Ramanujan's perimeter, within 1e-4 of the truth here.
            (.ellipse, "ellipse", .pi * w / 2 * h / 2,
             .pi * (3 * (w + h) / 2 - ((3 * w / 2 + h / 2) * (w / 2 + 3 * h / 2)).squareRoot()), .pi * (w + h)),
        ]
        for c in cases {
            expectArea(try render(c.0, scale: scale), c.area, perimeter: c.perimeter, curveLength: c.curve, scale: scale, c.1)
        }
    }

    @Test(arguments: [1.0, 2.0])
    func aCircleSitsInTheMiddleOfItsFrame(scale: Double) throws {
        // d = 20.7 centred in 30.3: x from 5.37 + 4.8 = 10.17 to 30.87, y from 7.61 to 28.31.
        let image = try render(.circle, scale: scale)
        let cx = (Self.x + Self.w / 2) * scale, cy = (Self.y + Self.h / 2) * scale, rr = Self.r * scale
        for py in 0..<image.height {
            for px in 0..<image.width {
                let d = ((Double(px) + 0.5 - cx) * (Double(px) + 0.5 - cx) + (Double(py) + 0.5 - cy) * (Double(py) + 0.5 - cy)).squareRoot()
                let a = image.pixel(x: px, y: py).a
                if d < rr - 0.75 { #expect(a == 255, "(\(px), \(py)) inside") }
                if d > rr + 0.75 { #expect(a == 0, "(\(px), \(py)) outside") }
            }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func strokesCoverTheirBand(scale: Double) throws {
        let (w, h, r) = (Self.w, Self.h, Self.r)
        // A stroke straddles the outline: for a rectangle with miter joins, (w + lw)(h + lw) − (w − lw)(h − lw).
        let rect = try render(.rectangle, .stroke(.black, StrokeSettings(lineWidth: SceneLength(2))), scale: scale)
        expectArea(rect, 2 * 2 * (w + h), perimeter: 4 * (w + h), curveLength: 0, scale: scale, "rectangle stroke")
        // A circle's annulus: 2πr · lw.
        let ring = try render(.circle, .stroke(.black, StrokeSettings(lineWidth: SceneLength(3))), scale: scale)
        expectArea(ring, 2 * .pi * r * 3, perimeter: 4 * .pi * r, curveLength: 4 * .pi * r, scale: scale, "circle stroke")
    }

    // MARK: - Arcs

    /// A pie slice from the frame's middle, radius 9.7, 0° to 90° (+x round to +y).
    func pie(clockwise: Bool, closed: Bool = true) throws -> SceneShape {
        let centre = ScenePoint(x: try SceneLength(parsing: "midX"), y: try SceneLength(parsing: "midY"))
        var elements: [PathElement] = closed ? [.move(to: centre)] : []
        elements.append(.arc(center: centre, radius: SceneLength(9.7), startDegrees: 0, endDegrees: 90, clockwise: clockwise))
        if closed { elements.append(.close) }
        return .path(elements)
    }

    @Test(arguments: [1.0, 2.0])
    func anArcSweepsWithGrowingAngleUnlessClockwise(scale: Double) throws {
        let r = 9.7
        let cx = Self.x + Self.w / 2, cy = Self.y + Self.h / 2
        func alpha(_ image: RGBAImage, _ dx: Double, _ dy: Double) -> UInt8 {
            image.pixel(x: Int((cx + dx) * scale), y: Int((cy + dy) * scale)).a
        }
        // clockwise: false sweeps 0° → 90° through growing angles: the quarter below and right of
        // the centre (y grows downward), turning clockwise on screen.
        let growing = try render(try pie(clockwise: false), scale: scale)
        expectArea(growing, .pi * r * r / 4, perimeter: 2 * r + .pi * r / 2, curveLength: .pi * r / 2, scale: scale, "quarter pie")
        #expect(alpha(growing, 5, 5) == 255)
        #expect(alpha(growing, 5, -5) == 0)
        #expect(alpha(growing, -5, 5) == 0)
        #expect(alpha(growing, -5, -5) == 0)
        // clockwise: true goes the other way round, through 360° → 90°: the other three quarters.
        let shrinking = try render(try pie(clockwise: true), scale: scale)
        expectArea(shrinking, 3 * .pi * r * r / 4, perimeter: 2 * r + 3 * .pi * r / 2, curveLength: 3 * .pi * r / 2,
                   scale: scale, "three-quarter pie")
        #expect(alpha(shrinking, 5, 5) == 0)
        #expect(alpha(shrinking, 5, -5) == 255)
        #expect(alpha(shrinking, -5, 5) == 255)
        #expect(alpha(shrinking, -5, -5) == 255)
    }

    @Test(arguments: [1.0, 2.0])
    func aStrokedArcCoversItsLengthTimesItsWidth(scale: Double) throws {
        let r = 9.7, lw = 2.0
        let stroke = ShapePaint.stroke(.black, StrokeSettings(lineWidth: SceneLength(lw)))
        for (clockwise, turn) in [(false, 0.25), (true, 0.75)] {
            // Butt caps: an annular sector, lw · r · θ.
            let theta = 2 * .pi * turn
            let image = try render(try pie(clockwise: clockwise, closed: false), stroke, scale: scale)
            expectArea(image, lw * r * theta, perimeter: 2 * r * theta + 2 * lw, curveLength: 2 * r * theta, scale: scale,
                       "arc stroke, clockwise \(clockwise)")
        }
    }
}
