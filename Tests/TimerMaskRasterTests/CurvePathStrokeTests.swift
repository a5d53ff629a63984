#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TimerMaskRaster

/// Strokes cover the region a Core Graphics stroke covers: bands, joins and caps of exact area.
struct CurvePathStrokeTests {
    func strokedArea(_ path: CurvePath, _ style: LineStyle, _ transform: Transform2D = .identity) -> Double {
        CoverageArea.of(path.stroked(style, transform: transform))
    }

    func polyline(_ points: [Point2D], closed: Bool = false) -> CurvePath {
        var path = CurvePath()
        path.move(to: points[0])
        for p in points.dropFirst() { path.addLine(to: p) }
        if closed { path.closeSubpath() }
        return path
    }

    // MARK: Caps

    let length = 20.5, width = 3.2
    var segment: CurvePath { polyline([Point2D(10.3, 7.6), Point2D(10.3 + length, 7.6)]) }
    var segmentBudget: Double { CoverageArea.roundingBudget(perimeter: 2 * (length + 2 * width)) }

    @Test func buttCapsEndAtTheEndPoints() {
        #expect(abs(strokedArea(segment, LineStyle(lineWidth: width, cap: .butt)) - length * width) <= segmentBudget)
    }

    @Test func squareCapsReachHalfTheWidthBeyondEachEnd() {
        let area = strokedArea(segment, LineStyle(lineWidth: width, cap: .square))
        #expect(abs(area - (length + width) * width) <= segmentBudget)
    }

    @Test func roundCapsAddAHalfDiscAtEachEnd() {
        let area = strokedArea(segment, LineStyle(lineWidth: width, cap: .round))
        #expect(abs(area - (length * width + .pi * width * width / 4)) <= segmentBudget)
    }

    @Test func zeroLengthSegmentDrawsADotForRoundAndSquareCapsOnly() {
        var path = CurvePath()
        path.move(to: Point2D(9.4, 8.2))
        path.addLine(to: Point2D(9.4, 8.2))
        let budget = CoverageArea.roundingBudget(perimeter: 4 * width)
        #expect(abs(strokedArea(path, LineStyle(lineWidth: width, cap: .round)) - .pi * width * width / 4) <= budget)
        #expect(abs(strokedArea(path, LineStyle(lineWidth: width, cap: .square)) - width * width) <= budget)
        #expect(path.stroked(LineStyle(lineWidth: width, cap: .butt), transform: .identity).isEmpty)
    }

    // MARK: Joins

    /// A right angle, 24.3 across then 17.8 down: the bands alone (a butt join) cover both
    /// lengths times the width less the w/2 square they share on the inside.
    var rightAngle: CurvePath { polyline([Point2D(5.3, 6.1), Point2D(29.6, 6.1), Point2D(29.6, 23.9)]) }
    var bandsAlone: Double { (24.3 + 17.8) * width - width * width / 4 }
    var rightAngleBudget: Double { CoverageArea.roundingBudget(perimeter: 2 * (24.3 + 17.8) + 4 * width) }

    @Test func miterJoinAddsTheOuterSquare() {
        let area = strokedArea(rightAngle, LineStyle(lineWidth: width, join: .miter))
        #expect(abs(area - (bandsAlone + width * width / 4)) <= rightAngleBudget)
    }

    @Test func bevelJoinAddsHalfTheOuterSquare() {
        let area = strokedArea(rightAngle, LineStyle(lineWidth: width, join: .bevel))
        #expect(abs(area - (bandsAlone + width * width / 8)) <= rightAngleBudget)
    }

    @Test func roundJoinAddsAQuarterDisc() {
        let area = strokedArea(rightAngle, LineStyle(lineWidth: width, join: .round))
        #expect(abs(area - (bandsAlone + .pi * width * width / 16)) <= rightAngleBudget)
    }

    /// Overlapping bands would count the pixel at the inner corner twice: it must show only the
    /// three quarters the stroke really covers there.
    @Test func bandsMeetEdgeToEdgeInsideACorner() {
        let corner = polyline([Point2D(5, 10), Point2D(20, 10), Point2D(20, 25)])
        let outline = corner.stroked(LineStyle(lineWidth: 3, join: .bevel), transform: .identity)
        let mask = PathRasterizer.coverage(of: outline, width: 30, height: 30)
        #expect(abs(Double(mask[x: 18, y: 11]) - 0.75 * 255) <= 1)   // inner corner at (18.5, 11.5)
        #expect(mask[x: 19, y: 11] == 255)
    }

    /// Segments meeting at 20°: the miter is 1/sin(10°) ≈ 5.76 widths long.
    @Test func miterPastTheLimitFallsBackToABevel() {
        let corner = Point2D(44.2, 20.3)
        let turn = 160.0 * Double.pi / 180   // the second segment heads back, 20° off the first
        let sharp = polyline([Point2D(corner.x - 40, corner.y), corner,
                              Point2D(corner.x + 40 * cos(turn), corner.y + 40 * sin(turn))])
        let bevel = sharp.stroked(LineStyle(lineWidth: width, join: .bevel), transform: .identity)
        let limited = sharp.stroked(LineStyle(lineWidth: width, join: .miter, miterLimit: 5), transform: .identity)
        let allowed = sharp.stroked(LineStyle(lineWidth: width, join: .miter, miterLimit: 6), transform: .identity)
        #expect(limited == bevel)
        // Past the limit the kite from the corner to the tip replaces the bevel's triangle.
        let h = width / 2
        let extra = h * h * tan(turn / 2) - h * h * sin(turn) / 2
        let budget = CoverageArea.roundingBudget(perimeter: 160 + 2 * h / cos(turn / 2))
        #expect(abs(CoverageArea.of(allowed) - CoverageArea.of(bevel) - extra) <= budget)
    }

    @Test func closedSquareIsJoinedAtItsStartAndHasNoCaps() {
        let side = 18.7, x = 6.4, y = 5.9
        let square = polyline([Point2D(x, y), Point2D(x + side, y), Point2D(x + side, y + side), Point2D(x, y + side)],
                              closed: true)
        let budget = CoverageArea.roundingBudget(perimeter: 8 * side + 8 * width)
        // Mitered, the stroke is the frame between the squares grown and shrunk by w/2.
        let frame = (side + width) * (side + width) - (side - width) * (side - width)
        for cap in [LineStyle.Cap.butt, .round, .square] {
            #expect(abs(strokedArea(square, LineStyle(lineWidth: width, cap: cap, join: .miter)) - frame) <= budget)
        }
        let rounded = frame - 4 * (1 - .pi / 4) * width * width / 4
        #expect(abs(strokedArea(square, LineStyle(lineWidth: width, join: .round)) - rounded) <= budget)
    }

    // MARK: Curves and transforms

    @Test func arcStrokeWithButtCapsCoversItsAnnulusSector() {
        let radius = 15.3, lineWidth = 4.1, sweep = 1.9
        var arc = CurvePath()
        arc.addArc(center: Point2D(25.2, 24.7), radius: radius, startAngle: 0.3, endAngle: 0.3 + sweep, clockwise: false)
        let area = strokedArea(arc, LineStyle(lineWidth: lineWidth, cap: .butt))
        let perimeter = 2 * sweep * radius + 2 * lineWidth
        // The band's area is its width times the centre line's length, and a centre line within
        // `tolerance` of the circle is at most sweep × tolerance longer or shorter.
        let budget = CoverageArea.roundingBudget(perimeter: perimeter) + lineWidth * sweep * VectorPath.defaultTolerance
        #expect(abs(area - sweep * radius * lineWidth) <= budget)
    }

    @Test func circleStrokeCoversItsAnnulus() {
        let radius = 11.6, lineWidth = 3.3
        var circle = CurvePath()
        circle.addEllipse(x: 20.1 - radius, y: 19.4 - radius, width: 2 * radius, height: 2 * radius)
        let area = strokedArea(circle, LineStyle(lineWidth: lineWidth))
        let budget = CoverageArea.roundingBudget(perimeter: 4 * .pi * radius) + lineWidth * 2 * .pi * VectorPath.defaultTolerance
        #expect(abs(area - 2 * .pi * radius * lineWidth) <= budget)
    }

    @Test func strokeIsStretchedWithThePathByANonUniformTransform() {
        let transform = Transform2D.scale(x: 3, y: 0.7).rotatedBy(degrees: 28).translatedBy(x: 40.2, y: 30.9)
        var line = CurvePath()
        line.move(to: Point2D(-6, -2))
        line.addLine(to: Point2D(7.5, 3))
        let userLength = hypot(13.5, 5.0)
        let area = strokedArea(line, LineStyle(lineWidth: 2.5, cap: .square), transform)
        let expected = (userLength + 2.5) * 2.5 * abs(transform.determinant)
        let budget = CoverageArea.roundingBudget(perimeter: 2 * (userLength + 5) * transform.largestScale)
        #expect(abs(area - expected) <= budget)
    }

    @Test func mirroredStrokeKeepsItsAreaBecauseAllPiecesTurnTogether() {
        let style = LineStyle(lineWidth: width, cap: .round, join: .round)
        let mirror = Transform2D.scale(x: -1, y: 1).translatedBy(x: 60, y: 0)
        let plain = strokedArea(rightAngle, style), mirrored = strokedArea(rightAngle, style, mirror)
        #expect(abs(plain - mirrored) <= rightAngleBudget)
        #expect(plain > bandsAlone)
    }

    @Test func everyPieceWindsClockwiseOnScreen() {
        var path = rightAngle
        path.addArc(center: Point2D(20, 40), radius: 8, startAngle: 2, endAngle: 0.5, clockwise: true)
        for join in [LineStyle.Join.miter, .round, .bevel] {
            let outline = path.stroked(LineStyle(lineWidth: width, cap: .round, join: join), transform: .identity)
            for polygon in outline.subpaths {
                var twiceArea = 0.0
                for (i, p) in polygon.enumerated() {
                    let q = polygon[(i + 1) % polygon.count]
                    twiceArea += p.x * q.y - q.x * p.y
                }
                #expect(twiceArea > 0)
            }
        }
    }

    /// Flattening copied a subpath's points at every element it added (quadratic: 400,000 points
    /// took over 20 s); now a stroke of 300,000 points is linear work.
    @Test func aLongPolylineIsStrokedInLinearTime() {
        var path = CurvePath()
        path.move(to: Point2D(0, 0))
        for i in 0..<300_000 { path.addLine(to: Point2D(100 + 90 * cos(Double(i) * 0.37), 100 + 90 * sin(Double(i) * 0.61))) }
        let start = ContinuousClock.now
        let outline = path.stroked(LineStyle(lineWidth: 1, join: .bevel), transform: .identity)
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(outline.elements.count > 300_000)
        // Building stops at a point budget: nil past it, the same outline within it.
        #expect(path.stroked(LineStyle(lineWidth: 1, join: .bevel), transform: .identity, pointLimit: 1_000) == nil)
        #expect(path.stroked(LineStyle(lineWidth: 1, join: .bevel), transform: .identity, pointLimit: 10_000_000) == outline)
        #expect(path.filled(transform: .identity, pointLimit: 1_000) == nil)
    }
}
