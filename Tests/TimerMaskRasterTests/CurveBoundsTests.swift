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

    /// The culling widens the box by `strokeReach`: every stroke outline must stay inside.
    func expectStrokeHolds(_ curve: CurvePath, _ style: LineStyle, _ what: String) {
        for transform in Self.transforms {
            guard let box = curve.bounds(transform: transform),
                  let drawn = curve.stroked(style, transform: transform, pointLimit: 1 << 20)?.bounds else {
                Issue.record("\(what): no bounds"); continue
            }
            let reach = curve.strokeReach(style) * transform.largestScale + VectorPath.defaultTolerance
            #expect(box.min.x - reach <= drawn.min.x && box.min.y - reach <= drawn.min.y
                    && box.max.x + reach >= drawn.max.x && box.max.y + reach >= drawn.max.y,
                    "\(what) under \(transform): box \(box) ± \(reach), drawn \(drawn)")
        }
    }

    static let styles: [LineStyle] = [LineStyle.Cap.butt, .round, .square].flatMap { cap in
        [LineStyle.Join.miter, .round, .bevel].flatMap { join in
            [2.0, 30, 80].map { LineStyle(lineWidth: $0, cap: cap, join: join, miterLimit: 10) }
        }
    }

    @Test func strokesStayWithinTheirReach() {
        var arc = CurvePath()
        arc.addArc(center: Point2D(20, 30), radius: 17, startAngle: 0.3, endAngle: 2.9, clockwise: false)
        var ring = CurvePath()
        ring.addEllipse(x: 0, y: 0, width: 40, height: 40)
        var band = CurvePath()   // the arc widget's kind: a far centre, a short sweep
        band.addArc(center: Point2D(85, 8585), radius: 8500, startAngle: -6.2 * .pi / 180, endAngle: 0, clockwise: false)
        var zigzag = CurvePath()   // 37° corners, whose miters reach 3.2 half-widths out
        zigzag.move(to: Point2D(0, 0))
        zigzag.addLine(to: Point2D(40, 0))
        zigzag.addLine(to: Point2D(0, 30))
        zigzag.addLine(to: Point2D(40, 60))
        for style in Self.styles {
            expectStrokeHolds(arc, style, "arc, \(style)")
            expectStrokeHolds(ring, style, "circle, \(style)")
            expectStrokeHolds(band, style, "band, \(style)")
            expectStrokeHolds(zigzag, style, "zigzag, \(style)")
        }
    }

    @Test func aLoneArcHasNoJoinToReachFar() {
        var band = CurvePath()
        band.addArc(center: Point2D(85, 8585), radius: 8500, startAngle: -0.1, endAngle: 0, clockwise: false)
        let style = LineStyle(lineWidth: 255, cap: .butt, join: .miter, miterLimit: 10)
        #expect(band.strokeReach(style) == 127.5)
        #expect(band.strokeReach(LineStyle(lineWidth: 255, cap: .square, join: .miter)) == 127.5 * 2.0.squareRoot())
        // Wider than its radius, an arc is stroked from its flattened segments, joins and all.
        var small = CurvePath()
        small.addArc(center: Point2D(0, 0), radius: 100, startAngle: 0, endAngle: 1, clockwise: false)
        #expect(small.strokeReach(style) == 1275)
        // A line before the arc makes a corner.
        var bent = CurvePath()
        bent.move(to: Point2D(0, 0))
        bent.addLine(to: Point2D(8500, 0))
        bent.addArc(center: Point2D(0, 0), radius: 8500, startAngle: 0, endAngle: 0.1, clockwise: false)
        #expect(bent.strokeReach(style) == 1275)
    }
}
