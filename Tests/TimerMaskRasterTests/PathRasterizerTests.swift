import Testing
@testable import TimerMaskRaster

/// Exact-area coverage: each pixel holds the fraction of its square the shape covers.
struct PathRasterizerTests {
    /// The byte an exact area fraction rounds to.
    func byte(_ fraction: Double) -> Int { Int((fraction * 255).rounded()) }

    @Test func rectangleOnWholePixelsIsFullInsideAndEmptyOutside() {
        let mask = PathRasterizer.coverage(of: .rectangle(x: 4, y: 3, width: 10, height: 7), width: 20, height: 15)
        for y in 0..<15 {
            for x in 0..<20 {
                let inside = (4..<14).contains(x) && (3..<10).contains(y)
                #expect(mask[x: x, y: y] == (inside ? 255 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func fractionalEdgeCoversItsExactArea() {
        // Right edge at x = 10.25: pixel column 10 is a quarter covered.
        let mask = PathRasterizer.coverage(of: .rectangle(x: 2, y: 2, width: 8.25, height: 6), width: 16, height: 10)
        for y in 2..<8 {
            #expect(mask[x: 9, y: y] == 255)
            #expect(abs(Int(mask[x: 10, y: y]) - byte(0.25)) <= 1)
            #expect(mask[x: 11, y: y] == 0)
        }
        // Corners of a box from 2.5 to 6.75 on both axes: a quarter and 0.75² of a pixel.
        let box = PathRasterizer.coverage(of: .rectangle(x: 2.5, y: 2.5, width: 4.25, height: 4.25), width: 10, height: 10)
        #expect(abs(Int(box[x: 2, y: 2]) - byte(0.25)) <= 1)
        #expect(abs(Int(box[x: 6, y: 6]) - byte(0.5625)) <= 1)
        #expect(abs(Int(box[x: 2, y: 6]) - byte(0.375)) <= 1)
        #expect(abs(Int(box[x: 4, y: 2]) - byte(0.5)) <= 1)
        #expect(box[x: 4, y: 4] == 255)
    }

    @Test func diagonalEdgeSplitsPixelsInHalf() {
        let triangle = VectorPath.polygon([Point2D(0, 0), Point2D(10, 0), Point2D(0, 10)])
        let mask = PathRasterizer.coverage(of: triangle, width: 10, height: 10)
        for i in 0..<10 {
            #expect(abs(Int(mask[x: i, y: 9 - i]) - byte(0.5)) <= 1, "diagonal pixel \(i)")
        }
        #expect(abs(mask.coveredFraction * 100 - 50) < 0.05)
    }

    @Test(arguments: [(32.0, 32.0, 20.0), (17.3, 21.8, 7.4), (30.5, 29.25, 25.0)])
    func circleCoversPiRSquared(cx: Double, cy: Double, r: Double) {
        let mask = PathRasterizer.coverage(of: .circle(center: Point2D(cx, cy), radius: r), width: 64, height: 64)
        let area = mask.coveredFraction * 64 * 64
        #expect(abs(area / (Double.pi * r * r) - 1) < 0.005)
    }

    @Test func evenOddAndNonZeroDifferOnlyWhereOutlinesOverlap() {
        var path = VectorPath.rectangle(x: 2, y: 2, width: 10, height: 10)
        path.append(.rectangle(x: 7, y: 7, width: 10, height: 10))
        let nonZero = PathRasterizer.coverage(of: path, width: 20, height: 20, fillRule: .nonZero)
        let evenOdd = PathRasterizer.coverage(of: path, width: 20, height: 20, fillRule: .evenOdd)
        #expect(nonZero[x: 9, y: 9] == 255)        // wound twice: inside for nonzero
        #expect(evenOdd[x: 9, y: 9] == 0)          // crossed twice: outside for even-odd
        for (x, y) in [(3, 3), (15, 15), (10, 4)] {
            #expect(nonZero[x: x, y: y] == 255 && evenOdd[x: x, y: y] == 255)
        }
        #expect(nonZero[x: 15, y: 3] == 0 && evenOdd[x: 15, y: 3] == 0)
    }

    @Test func pentagramCentreIsAHoleOnlyUnderEvenOdd() {
        let star = VectorPath.polygon((0..<5).map { i in
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            return Point2D(20 + 18 * cos(angle), 20 + 18 * sin(angle))
        })
        #expect(PathRasterizer.coverage(of: star, width: 40, height: 40, fillRule: .nonZero)[x: 20, y: 20] == 255)
        #expect(PathRasterizer.coverage(of: star, width: 40, height: 40, fillRule: .evenOdd)[x: 20, y: 20] == 0)
    }

    @Test func reversedShapeCutsAHoleUnderNonZero() {
        var ring = VectorPath.circle(center: Point2D(20, 20), radius: 15)
        ring.append(VectorPath.circle(center: Point2D(20, 20), radius: 8).reversed())
        let mask = PathRasterizer.coverage(of: ring, width: 40, height: 40)
        #expect(mask[x: 20, y: 20] == 0)
        #expect(mask[x: 20, y: 8] == 255)
        let expected = Double.pi * (15 * 15 - 8 * 8)
        #expect(abs(mask.coveredFraction * 1600 / expected - 1) < 0.005)
    }

    @Test func shapesReachingPastTheGridAreClipped() {
        // Sticks out on every side: the grid is simply full.
        #expect(PathRasterizer.coverage(of: .rectangle(x: -5, y: -5, width: 30, height: 30), width: 10, height: 10).isFull)
        // A slanted edge starting left of the grid still gives the right area inside it.
        let wedge = VectorPath.polygon([Point2D(-10, 0), Point2D(10, 0), Point2D(10, 10), Point2D(-10, 10), Point2D(5, 5)])
        let mask = PathRasterizer.coverage(of: wedge, width: 10, height: 10)
        let direct = PathRasterizer.coverage(of: wedge.transformed(by: .translation(x: 10, y: 0)), width: 20, height: 10)
        // Equal up to rounding of exact halves (127.5) done in a different order.
        for y in 0..<10 { for x in 0..<10 { #expect(abs(Int(mask[x: x, y: y]) - Int(direct[x: x + 10, y: y])) <= 1) } }
        #expect(PathRasterizer.coverage(of: .rectangle(x: 12, y: 0, width: 5, height: 5), width: 10, height: 10).isEmpty)
    }

    @Test func originSelectsAWindowOfTheScene() {
        let circle = VectorPath.circle(center: Point2D(30, 25), radius: 9.5)
        let whole = PathRasterizer.coverage(of: circle, width: 50, height: 50)
        let window = PathRasterizer.coverage(of: circle, width: 20, height: 20, originX: 20, originY: 15)
        for y in 0..<20 { for x in 0..<20 { #expect(window[x: x, y: y] == whole[x: x + 20, y: y + 15]) } }
    }

    @Test func thickLineCoversItsStadiumArea() {
        let stroke = VectorPath.lineSegment(from: Point2D(10, 12), to: Point2D(40, 30), width: 6)
        let mask = PathRasterizer.coverage(of: stroke, width: 50, height: 50)
        let length = ((30.0 * 30) + (18.0 * 18)).squareRoot()
        let expected = length * 6 + Double.pi * 9
        #expect(abs(mask.coveredFraction * 2500 / expected - 1) < 0.005)
        #expect(mask[x: 25, y: 21] == 255)
    }

    @Test func polylineJoinsOverlapWithoutGaps() {
        let zigzag = VectorPath.stroke(polyline: [Point2D(5, 5), Point2D(25, 25), Point2D(45, 5)], width: 4)
        let mask = PathRasterizer.coverage(of: zigzag, width: 50, height: 30, fillRule: .nonZero)
        #expect(mask[x: 25, y: 25] == 255)   // the join, covered twice, is still just covered
        #expect(mask[x: 25, y: 10] == 0)
    }

    @Test func roundedRectangleLosesItsCornerArea() {
        let r = 5.0
        let shape = VectorPath.roundedRectangle(x: 5, y: 5, width: 30, height: 20, cornerRadius: r)
        let mask = PathRasterizer.coverage(of: shape, width: 40, height: 30)
        let expected = 30 * 20 - (4 - Double.pi) * r * r
        #expect(abs(mask.coveredFraction * 1200 / expected - 1) < 0.005)
        #expect(mask[x: 5, y: 5] == 0)
        #expect(mask[x: 20, y: 5] == 255)
    }

    @Test func fillPaintsThroughCoverage() {
        var image = RGBAImage(width: 10, height: 10)
        image.fill(.rectangle(x: 2, y: 2, width: 4.5, height: 4), color: RGBA(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: 3, y: 3) == RGBA(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: 6, y: 3) == RGBA(r: 128, g: 0, b: 0, a: 128))
        #expect(image.pixel(x: 7, y: 3) == .clear)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
