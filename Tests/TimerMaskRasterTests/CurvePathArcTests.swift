#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TimerMaskRaster

/// `addArc` follows SwiftUI: angles grow toward +y (clockwise on a y-down screen), and
/// `clockwise: false` sweeps with increasing angle.
struct CurvePathArcTests {
    let center = Point2D(30.4, 29.7)
    let radius = 20.3

    func pie(from start: Double, to end: Double, clockwise: Bool) -> CurvePath {
        var path = CurvePath()
        path.move(to: center)
        path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
        path.closeSubpath()
        return path
    }

    /// Coverage of the four quadrants around the centre, in order right-down, left-down, left-up, right-up.
    func quadrantAreas(_ path: CurvePath) -> [Double] {
        let mask = PathRasterizer.coverage(of: path.filled(transform: .translation(x: -center.x + 32, y: -center.y + 32)),
                                           width: 64, height: 64)
        var sums = [0.0, 0.0, 0.0, 0.0]
        for y in 0..<64 {
            for x in 0..<64 {
                let quadrant = y >= 32 ? (x >= 32 ? 0 : 1) : (x >= 32 ? 3 : 2)
                sums[quadrant] += Double(mask[x: x, y: y]) / 255
            }
        }
        return sums
    }

    var quarterDisc: Double { .pi * radius * radius / 4 }
    var budget: Double { CoverageArea.roundingBudget(perimeter: .pi * radius / 2 + 2 * radius) }

    @Test func counterclockwiseFalseFromZeroToHalfPiCoversTheLowerRightQuadrant() {
        let areas = quadrantAreas(pie(from: 0, to: .pi / 2, clockwise: false))
        #expect(abs(areas[0] - quarterDisc) <= budget)
        for other in areas.dropFirst() { #expect(other == 0) }
    }

    @Test func clockwiseTrueFromZeroToHalfPiCoversTheOtherThreeQuadrants() {
        let areas = quadrantAreas(pie(from: 0, to: .pi / 2, clockwise: true))
        #expect(areas[0] == 0)
        for other in areas.dropFirst() { #expect(abs(other - quarterDisc) <= budget) }
    }

    @Test(arguments: [
        (0.0, -Double.pi / 2, false, 0.75),     // a negative difference wraps to three quarters
        (0.0, 5 * Double.pi, false, 1.0),       // a difference past a full turn draws the whole circle
        (0.0, 2.5 * Double.pi, true, 0.75),     // decreasing: 0 down to -1.5π, the mirror of the wrap
        (1.0, 1.0 + 1.0e-3, true, 1.0 - 1.0e-3 / (2 * Double.pi)),
        (0.3, 0.3, false, 0.0),                 // no difference, no arc
    ])
    func sweepWrapsIntoOneTurnInItsDirection(start: Double, end: Double, clockwise: Bool, fractionOfDisc: Double) {
        let path = pie(from: start, to: end, clockwise: clockwise)
        let area = CoverageArea.of(path.filled(transform: .identity))
        let perimeter = 2 * .pi * radius + 2 * radius
        #expect(abs(area - fractionOfDisc * .pi * radius * radius) <= CoverageArea.roundingBudget(perimeter: perimeter))
    }

    @Test func arcAfterACurrentPointIsJoinedByAStraightLine() {
        var path = CurvePath()
        path.move(to: Point2D(0, 0))
        path.addArc(center: Point2D(10, 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: false)
        #expect(path.elements.count == 3)
        #expect(path.elements[0] == .move(to: Point2D(0, 0)))
        guard case .line(let joint) = path.elements[1] else { Issue.record("no joining line"); return }
        #expect(abs(joint.x - 5) < 1e-12 && abs(joint.y) < 1e-12)
        guard case .arc(_, _, _, _, let sweep) = path.elements[2] else { Issue.record("no arc"); return }
        #expect(sweep == .pi)
        #expect(abs(path.currentPoint!.x - 15) < 1e-12 && abs(path.currentPoint!.y) < 1e-12)
    }

    @Test func arcWithoutACurrentPointStartsItsOwnSubpath() {
        var path = CurvePath()
        path.addArc(center: Point2D(10, 10), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(path.elements.first == .move(to: Point2D(15, 10)))
        #expect(path.elements.count == 2)
    }
}
