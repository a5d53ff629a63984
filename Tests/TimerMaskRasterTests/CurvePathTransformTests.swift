#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TimerMaskRaster

/// Paths are built in points and mapped to pixels: areas scale by the determinant and the
/// flattening tolerance holds in device pixels.
struct CurvePathTransformTests {
    let pointsToPixels = Transform2D.scale(x: 2.5, y: 1.5).rotatedBy(degrees: 33).translatedBy(x: 60.3, y: 55.8)

    @Test func rotatedAndStretchedEllipseCoversItsAreaTimesTheDeterminant() {
        var path = CurvePath()
        path.addEllipse(x: -10.2, y: -7.4, width: 20.4, height: 14.8)
        let expected = .pi * 10.2 * 7.4 * abs(pointsToPixels.determinant)
        let perimeter = 2 * .pi * 10.2 * pointsToPixels.largestScale
        let area = CoverageArea.of(path.filled(transform: pointsToPixels))
        #expect(abs(area - expected) <= CoverageArea.roundingBudget(perimeter: perimeter))
    }

    @Test func rotatedAndStretchedRoundedRectangleCoversItsAreaTimesTheDeterminant() {
        var path = CurvePath()
        path.addRoundedRect(x: -12, y: -9.5, width: 24, height: 19, cornerRadius: 5.5)
        let expected = (24 * 19 - (4 - .pi) * 5.5 * 5.5) * abs(pointsToPixels.determinant)
        let perimeter = 2 * (24 + 19) * pointsToPixels.largestScale
        let area = CoverageArea.of(path.filled(transform: pointsToPixels))
        #expect(abs(area - expected) <= CoverageArea.roundingBudget(perimeter: perimeter))
    }

    @Test func curvesStayWithinTheToleranceInDevicePixels() {
        let radius = 3.0, scale = 40.0, tolerance = 0.05
        var path = CurvePath()
        path.addEllipse(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius)
        let outline = path.filled(transform: .scale(scale), tolerance: tolerance)
        let polygon = outline.subpaths[0]
        let deviceRadius = radius * scale
        for (i, p) in polygon.enumerated() {
            let q = polygon[(i + 1) % polygon.count]
            let mid = Point2D((p.x + q.x) / 2, (p.y + q.y) / 2)
            #expect(abs(hypot(p.x, p.y) - deviceRadius) <= tolerance)
            #expect(abs(hypot(mid.x, mid.y) - deviceRadius) <= tolerance)
        }
        // The same circle at one point per pixel needs far fewer pieces.
        #expect(path.filled(transform: .identity, tolerance: tolerance).subpaths[0].count * 5 < polygon.count)
    }

    @Test func largestScaleIsTheLongestStretchOfAnyDirection() {
        #expect(abs(Transform2D.scale(x: 3, y: -0.5).rotatedBy(degrees: 71).largestScale - 3) < 1e-12)
        #expect(abs(Transform2D(a: 1, b: 0, c: 1, d: 1, tx: 4, ty: 5).largestScale - (1 + 5.0.squareRoot()) / 2) < 1e-12)
        #expect(Transform2D.scale(0).largestScale == 0)
    }

    @Test func mirroringKeepsTheCoveredArea() {
        var path = CurvePath()
        path.addEllipse(x: 2.2, y: 3.3, width: 30.1, height: 18.4)
        let mirrored = Transform2D.scale(x: -1, y: 1).translatedBy(x: 40, y: 0)
        let area = CoverageArea.of(path.filled(transform: mirrored))
        #expect(abs(area - .pi * 15.05 * 9.2) <= CoverageArea.roundingBudget(perimeter: .pi * 30.1))
    }
}
