import Testing
@testable import TimerMaskRaster

struct AffineTransformTests {
    func close(_ a: Point2D, _ b: Point2D, _ eps: Double = 1e-9) -> Bool {
        abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
    }

    @Test func positiveRotationTurnsClockwiseOnAYDownScreen() {
        // Right (1, 0) turns to down (0, 1): clockwise as seen on screen.
        #expect(Transform2D.rotation(degrees: 90).apply(Point2D(1, 0)) == Point2D(0, 1))
        #expect(Transform2D.rotation(degrees: -90).apply(Point2D(1, 0)) == Point2D(0, -1))
        #expect(close(Transform2D.rotation(degrees: 30).apply(Point2D(2, 0)), Point2D(3.0.squareRoot(), 1)))
    }

    @Test func concatenationAppliesLeftThenRight() {
        let t = Transform2D.scale(x: 2, y: 3).concatenating(.translation(x: 5, y: -1))
        #expect(t.apply(Point2D(1, 1)) == Point2D(7, 2))
        #expect(Transform2D.identity.translatedBy(x: 1, y: 0).rotatedBy(degrees: 90).apply(.zero) == Point2D(0, 1))
    }

    @Test func rotationAboutAPivotKeepsThePivot() {
        let pivot = Point2D(12.5, -4)
        let t = Transform2D.rotation(degrees: 37, about: pivot)
        #expect(close(t.apply(pivot), pivot))
        #expect(close(Transform2D.rotation(degrees: 90, about: Point2D(5, 5)).apply(Point2D(10, 5)), Point2D(5, 10)))
    }

    @Test func inverseUndoesTheMap() throws {
        let t = Transform2D.rotation(degrees: 17).scaledBy(x: 1.5, y: 0.75).translatedBy(x: 30, y: -8)
        let inverse = try #require(t.inverse)
        for p in [Point2D(0, 0), Point2D(3, -7), Point2D(100.25, 42)] {
            #expect(close(inverse.apply(t.apply(p)), p))
        }
        #expect(Transform2D.scale(x: 0, y: 1).inverse == nil)
    }

    @Test func pathsMoveWithTheirPoints() {
        let path = VectorPath.rectangle(x: 0, y: 0, width: 2, height: 1).transformed(by: .translation(x: 3, y: 4))
        let bounds = path.bounds
        #expect(bounds?.min == Point2D(3, 4))
        #expect(bounds?.max == Point2D(5, 5))
    }
}
