import Testing
@testable import TimerMaskRaster

/// Empty, zero-sized and non-finite input never traps, and non-finite input draws nothing.
struct CurvePathDegenerateTests {
    let style = LineStyle(lineWidth: 2, cap: .round, join: .round)

    @Test func emptyPathFillsAndStrokesToNothing() {
        let path = CurvePath()
        #expect(path.filled(transform: .identity).isEmpty)
        #expect(path.stroked(style, transform: .identity).isEmpty)
    }

    @Test func lonePointFillsToNothingAndStrokesToNothing() {
        var path = CurvePath()
        path.move(to: Point2D(3, 4))
        #expect(CoverageArea.of(path.filled(transform: .identity)) == 0)
        #expect(path.stroked(style, transform: .identity).isEmpty)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumberAnywhereGivesAnEmptyOutline(bad: Double) {
        var point = CurvePath()
        point.move(to: Point2D(1, 1))
        point.addLine(to: Point2D(bad, 3))
        var radius = CurvePath()
        radius.addArc(center: Point2D(5, 5), radius: bad, startAngle: 0, endAngle: 1, clockwise: false)
        var angle = CurvePath()
        angle.addArc(center: Point2D(5, 5), radius: 4, startAngle: 0, endAngle: bad, clockwise: true)
        var control = CurvePath()
        control.move(to: .zero)
        control.addCurve(to: Point2D(9, 9), control1: Point2D(1, bad), control2: Point2D(2, 2))
        for path in [point, radius, angle, control] {
            #expect(path.filled(transform: .identity).isEmpty)
            #expect(path.stroked(style, transform: .identity).isEmpty)
        }
        var fine = CurvePath()
        fine.addRect(x: 0, y: 0, width: 4, height: 4)
        let badTransform = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: bad, ty: 0)
        #expect(fine.filled(transform: badTransform).isEmpty)
        #expect(fine.stroked(style, transform: badTransform).isEmpty)
        #expect(fine.stroked(LineStyle(lineWidth: bad), transform: .identity).isEmpty)
        #expect(!fine.filled(transform: .identity, tolerance: bad).isEmpty)   // falls back to the default tolerance
    }

    @Test func hugeRadiusIsCutIntoABoundedNumberOfPieces() {
        var path = CurvePath()
        path.addEllipse(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
        path.addRoundedRect(x: 0, y: 0, width: 1e15, height: 1e15, cornerRadius: 1e14)
        #expect(path.filled(transform: .identity, tolerance: 1e-9).elements.count < 6 * 4096)
        var curve = CurvePath()
        curve.move(to: .zero)
        curve.addCurve(to: Point2D(1e300, 0), control1: Point2D(0, 1e300), control2: Point2D(-1e300, 1e300))
        #expect(curve.filled(transform: .identity).elements.count <= 4096 + 2)
    }

    @Test func zeroSizeShapesCoverNothing() {
        var path = CurvePath()
        path.addRect(x: 3, y: 3, width: 0, height: 5)
        path.addEllipse(x: 1, y: 1, width: 0, height: 0)
        path.addRoundedRect(x: 2, y: 2, width: 5, height: 0, cornerRadius: 3)
        path.addArc(center: Point2D(4, 4), radius: 0, startAngle: 0, endAngle: 3, clockwise: false)
        #expect(CoverageArea.of(path.filled(transform: .identity)) == 0)
        #expect(CoverageArea.of(path.filled(transform: .scale(0))) == 0)
    }

    @Test func lineDoublingBackGetsABevelNotAnEndlessMiter() throws {
        var path = CurvePath()
        path.move(to: Point2D(2, 5))
        path.addLine(to: Point2D(12, 5))
        path.addLine(to: Point2D(2, 5))
        let outline = path.stroked(LineStyle(lineWidth: 2, join: .miter, miterLimit: .infinity), transform: .identity)
        let bounds = try #require(outline.bounds)
        #expect(bounds.max.x <= 12 + 1e-9 && bounds.min.x >= 2 - 1e-9)
        #expect(abs(CoverageArea.of(outline) - 20) <= CoverageArea.roundingBudget(perimeter: 24))
    }

    @Test func zeroWidthStrokeIsEmpty() {
        var path = CurvePath()
        path.move(to: .zero)
        path.addLine(to: Point2D(10, 0))
        #expect(path.stroked(LineStyle(lineWidth: 0), transform: .identity).isEmpty)
        #expect(path.stroked(LineStyle(lineWidth: -3), transform: .identity).isEmpty)
    }
}
