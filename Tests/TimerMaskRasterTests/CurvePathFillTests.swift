#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TimerMaskRaster

/// Filled `CurvePath`s cover their true area, whatever the curve, position or transform.
struct CurvePathFillTests {
    func filledArea(_ path: CurvePath, _ transform: Transform2D = .identity) -> Double {
        CoverageArea.of(path.filled(transform: transform))
    }

    @Test func straightEdgeCoversAPixelByItsExactArea() {
        var path = CurvePath()
        path.addRect(x: 10.3, y: 2, width: 5, height: 4)
        let mask = PathRasterizer.coverage(of: path.filled(transform: .identity), width: 20, height: 8)
        for y in 2..<6 {
            #expect(abs(Double(mask[x: 10, y: y]) - 0.7 * 255) <= 1, "row \(y)")
            #expect(mask[x: 11, y: y] == 255)
            #expect(mask[x: 9, y: y] == 0)
        }
    }

    @Test(arguments: [(3.3, 4.7, 10.25, 6.6), (0.5, 0.5, 1.5, 30.1), (12.71, 3.02, 17.9, 11.3)])
    func rectangleCoversWidthTimesHeight(x: Double, y: Double, width: Double, height: Double) {
        var path = CurvePath()
        path.addRect(x: x, y: y, width: width, height: height)
        let budget = CoverageArea.roundingBudget(perimeter: 2 * (width + height))
        #expect(abs(filledArea(path) - width * height) <= budget)
    }

    /// Arcs are flattened area-preserving, so only pixel rounding is left, however coarse the steps.
    @Test(arguments: [(20.3, 17.6, 12.4, 12.4), (31.5, 20.25, 25.1, 9.7), (6.6, 7.1, 2.2, 4.9), (40.4, 40.4, 37.0, 37.0)])
    func ellipseCoversPiTimesItsRadii(cx: Double, cy: Double, rx: Double, ry: Double) {
        var path = CurvePath()
        path.addEllipse(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry)
        let budget = CoverageArea.roundingBudget(perimeter: 2 * .pi * max(rx, ry))
        #expect(abs(filledArea(path) - .pi * rx * ry) <= budget)
    }

    @Test(arguments: [(4.3, 5.8, 30.5, 20.2, 6.35), (2.5, 2.5, 40.0, 12.0, 100.0), (7.7, 1.1, 9.3, 25.6, 4.65)])
    func roundedRectangleCoversItsBoxLessTheCornerCutouts(x: Double, y: Double, width: Double, height: Double,
                                                          radius: Double) {
        var path = CurvePath()
        path.addRoundedRect(x: x, y: y, width: width, height: height, cornerRadius: radius)
        let r = min(radius, width / 2, height / 2)
        let expected = width * height - (4 - .pi) * r * r
        let perimeter = 2 * (width + height) - (8 - 2 * .pi) * r
        #expect(abs(filledArea(path) - expected) <= CoverageArea.roundingBudget(perimeter: perimeter))
    }

    @Test func capsuleIsARoundedRectangleWithHalfTheShorterSideAsRadius() {
        let (width, height) = (33.4, 11.8)
        var path = CurvePath()
        path.addRoundedRect(x: 3.6, y: 2.9, width: width, height: height, cornerRadius: min(width, height) / 2)
        let r = height / 2
        let expected = (width - height) * height + .pi * r * r
        let perimeter = 2 * (width - height) + 2 * .pi * r
        #expect(abs(filledArea(path) - expected) <= CoverageArea.roundingBudget(perimeter: perimeter))
    }

    /// Archimedes: a parabolic segment has 2/3 of the triangle of its ends and control point.
    @Test func quadCurveRegionCoversTwoThirdsOfItsControlTriangle() {
        let p0 = Point2D(3.3, 30.7), control = Point2D(20.1, -12.4), p2 = Point2D(41.8, 28.2)
        var path = CurvePath()
        path.move(to: p0)
        path.addQuadCurve(to: p2, control: control)
        path.closeSubpath()
        let triangle = abs((control.x - p0.x) * (p2.y - p0.y) - (p2.x - p0.x) * (control.y - p0.y)) / 2
        let (length, _) = Self.sampledCurve([p0, control, p2])
        let chord = hypot(p2.x - p0.x, p2.y - p0.y)
        let budget = CoverageArea.budget(perimeter: length + chord, curveLength: length)
        #expect(abs(filledArea(path) - 2 * triangle / 3) <= budget)
    }

    @Test func cubicCurveRegionCoversItsIntegratedArea() {
        let controls = [Point2D(4.4, 30.2), Point2D(10.9, -6.3), Point2D(44.5, 2.8), Point2D(50.3, 28.6)]
        var path = CurvePath()
        path.move(to: controls[0])
        path.addCurve(to: controls[3], control1: controls[1], control2: controls[2])
        path.closeSubpath()
        let (length, area) = Self.sampledCurve(controls)
        let chord = hypot(controls[3].x - controls[0].x, controls[3].y - controls[0].y)
        let budget = CoverageArea.budget(perimeter: length + chord, curveLength: length)
        #expect(abs(filledArea(path) - area) <= budget)
    }

    /// Length of a Bézier and the area it closes with its chord, from 200 000 samples: far finer
    /// than any tolerance tested here.
    static func sampledCurve(_ c: [Point2D]) -> (length: Double, area: Double) {
        let n = 200_000
        func point(_ t: Double) -> Point2D {
            var p = c
            while p.count > 1 { p = zip(p, p.dropFirst()).map { Point2D($0.x + ($1.x - $0.x) * t, $0.y + ($1.y - $0.y) * t) } }
            return p[0]
        }
        let points = (0...n).map { point(Double($0) / Double(n)) }
        var length = 0.0, twiceArea = 0.0
        for i in 0..<n {
            let p = points[i], q = points[i + 1]
            length += hypot(q.x - p.x, q.y - p.y)
            twiceArea += p.x * q.y - q.x * p.y
        }
        twiceArea += points[n].x * points[0].y - points[0].x * points[n].y
        return (length, abs(twiceArea) / 2)
    }
}
