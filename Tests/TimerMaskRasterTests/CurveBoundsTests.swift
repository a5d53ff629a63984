import Testing
@testable import TimerMaskRaster

/// `CurvePath.bounds(transform:)` decides which shapes are skipped before stroking, so it must
/// never be smaller than the outline drawn, give or take the flattening tolerance (flattened arcs
/// are nudged outwards to keep their area), which the culling adds to its reach.
struct CurveBoundsTests {
    static let transforms: [Transform2D] = [
        .identity, .scale(3), Transform2D.rotation(degrees: 37, about: Point2D(5, 7)).concatenating(.scale(2)),
        Transform2D.scale(x: -1.5, y: 0.5).concatenating(.rotation(degrees: -120)).concatenating(.translation(x: 40, y: -9)),
    ]

    func expectHolds(_ curve: CurvePath, _ what: String) {
        for transform in Self.transforms {
            guard let box = curve.bounds(transform: transform), let drawn = curve.filled(transform: transform).bounds else {
                Issue.record("\(what): no bounds"); continue
            }
            let slack = VectorPath.defaultTolerance
            #expect(box.min.x <= drawn.min.x + slack && box.min.y <= drawn.min.y + slack
                    && box.max.x >= drawn.max.x - slack && box.max.y >= drawn.max.y - slack,
                    "\(what) under \(transform): box \(box), drawn \(drawn)")
        }
    }

    @Test(arguments: [(30.0, 300.0, false), (200, 340, false), (10, 20, true), (-95, -84, false), (0, 720, false), (359, 1, false)])
    func anArcsBoxHoldsItsOutline(start: Double, end: Double, clockwise: Bool) {
        var curve = CurvePath()
        curve.addArc(center: Point2D(20, 30), radius: 17, startAngle: start * .pi / 180, endAngle: end * .pi / 180, clockwise: clockwise)
        expectHolds(curve, "arc \(start)° → \(end)°\(clockwise ? " clockwise" : "")")
    }

    @Test func curvesAndShapesBoxesHoldTheirOutlines() {
        var curve = CurvePath()
        curve.move(to: Point2D(0, 0))
        curve.addQuadCurve(to: Point2D(10, 0), control: Point2D(5, -12))
        curve.addCurve(to: Point2D(20, 10), control1: Point2D(30, -5), control2: Point2D(-4, 25))
        curve.closeSubpath()
        expectHolds(curve, "curves")
        var shapes = CurvePath()
        shapes.addEllipse(x: 3, y: 4, width: 30, height: 11)
        shapes.addRoundedRect(x: -8, y: 2, width: 12, height: 40, cornerRadius: 5)
        expectHolds(shapes, "ellipse and rounded rectangle")
    }
}
