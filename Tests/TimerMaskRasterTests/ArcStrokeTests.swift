import Foundation
import Testing
@testable import TimerMaskRaster

/// A subpath that is one circular arc is stroked as its offset arcs (`LoneArc`): checked against
/// the stroke's true region, sampled 16 × 16 times a pixel, not against an earlier drawing.
struct ArcStrokeTests {
    /// Whether (x, y) lies within `h` of the arc (centre `c`, radius `r`, from `start` over
    /// `sweep`, radians): the region a round-capped stroke covers; `butt` keeps only the part
    /// between the ends' radial lines.
    func inStroke(_ x: Double, _ y: Double, c: Point2D, r: Double, h: Double, start: Double, sweep: Double, butt: Bool) -> Bool {
        let dx = x - c.x, dy = y - c.y
        let d = (dx * dx + dy * dy).squareRoot()
        // How far along the sweep the point's direction lies, in [0, 2π).
        var along = (atan2(dy, dx) - start) * (sweep < 0 ? -1 : 1)
        along = along.truncatingRemainder(dividingBy: 2 * .pi)
        if along < 0 { along += 2 * .pi }
        if along <= abs(sweep) { return abs(d - r) <= h }
        if butt { return false }
        for angle in [start, start + sweep] {
            let ex = c.x + r * cos(angle) - x, ey = c.y + r * sin(angle) - y
            if ex * ex + ey * ey <= h * h { return true }
        }
        return false
    }

    /// The largest difference, in 1/255, between `mask` and the region sampled 16 × 16 a pixel.
    func largestError(_ mask: CoverageMask, _ inside: (Double, Double) -> Bool) -> Int {
        var worst = 0
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                var hits = 0
                for sy in 0..<16 { for sx in 0..<16 where inside(Double(x) + (Double(sx) + 0.5) / 16, Double(y) + (Double(sy) + 0.5) / 16) { hits += 1 } }
                let sampled = Int((Double(hits) / 256 * 255).rounded())
                worst = max(worst, abs(Int(mask.values[y * mask.width + x]) - sampled))
            }
        }
        return worst
    }

    @Test func anArcStrokeIsOneOutlineMatchingItsRegion() {
        let c = Point2D(40.3, 44.8), r = 30.2, h = 6.1, start = -2.6, sweep = 2.1
        for cap in [LineStyle.Cap.butt, .round] {
            var arc = CurvePath()
            arc.addArc(center: c, radius: r, startAngle: start, endAngle: start + sweep, clockwise: false)
            let outline = arc.stroked(LineStyle(lineWidth: 2 * h, cap: cap), transform: .identity)
            #expect(outline.subpaths.count == (cap == .butt ? 1 : 3), "the sector, and a cap at each end")
            let mask = PathRasterizer.coverage(of: outline, width: 80, height: 80)
            // 16 × 16 samples a pixel are within about 1/32 of a pixel's true coverage along an edge.
            let error = largestError(mask) { inStroke($0, $1, c: c, r: r, h: h, start: start, sweep: sweep, butt: cap == .butt) }
            #expect(error <= 12, "\(cap): \(error)/255")
        }
    }

    @Test func aCounterClockwiseArcAndARingMatchTheirRegions() {
        let c = Point2D(30.6, 29.1), r = 20.4, h = 3.7
        var back = CurvePath()
        back.addArc(center: c, radius: r, startAngle: 1.0, endAngle: -0.8, clockwise: true)
        let sector = PathRasterizer.coverage(of: back.stroked(LineStyle(lineWidth: 2 * h, cap: .butt), transform: .identity), width: 60, height: 60)
        #expect(largestError(sector) { inStroke($0, $1, c: c, r: r, h: h, start: 1.0, sweep: -1.8, butt: true) } <= 12)
        var circle = CurvePath()
        circle.addEllipse(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        let outline = circle.stroked(LineStyle(lineWidth: 2 * h), transform: .identity)
        #expect(outline.subpaths.count == 2, "the outer circle and the inner one, a hole")
        let ring = PathRasterizer.coverage(of: outline, width: 60, height: 60)
        #expect(largestError(ring) { inStroke($0, $1, c: c, r: r, h: h, start: 0, sweep: 2 * .pi, butt: true) } <= 12)
    }

    @Test func theArcWidgetsBandEndsOnARadialLine() {
        // Band 3 of 58 at 510 px (domain.md section 10): radius 50 s, 1.5 s wide, butt caps.
        // Its ends are radial lines (the butt cap squares the curve's own end), so across the
        // 765 px width the end edge sits where the radius is, within the flattening tolerance.
        let s = 510.0, a = 360.0 / 58 * .pi / 180
        var arc = CurvePath()
        arc.addArc(center: Point2D(s / 2, s / 2), radius: 50 * s, startAngle: -a * 4, endAngle: -a * 3, clockwise: false)
        let outline = arc.stroked(LineStyle(lineWidth: 1.5 * s, cap: .butt), transform: .identity)
        #expect(outline.subpaths.count == 1)
        let points = outline.subpaths[0]
        for angle in [-a * 4, -a * 3] {
            for radius in [50.75 * s, 49.25 * s] {
                let corner = Point2D(s / 2 + radius * cos(angle), s / 2 + radius * sin(angle))
                let nearest = points.map { hypot($0.x - corner.x, $0.y - corner.y) }.min()!
                #expect(nearest < 1e-6, "a corner of the sector at radius \(radius)")
            }
        }
    }

    @Test func aTrimmedCircleKeepsItsArc() {
        var circle = CurvePath()
        circle.addEllipse(x: 0, y: 0, width: 20, height: 20)
        let quarter = circle.trimmed(from: 0.25, to: 0.5)!
        #expect(quarter.elements.count == 2)
        guard case .arc(let centre, let rx, _, let start, let sweep) = quarter.elements[1] else {
            Issue.record("not an arc: \(quarter.elements)")
            return
        }
        #expect(centre == Point2D(10, 10) && rx == 10)
        #expect(abs(start - .pi / 2) < 1e-12 && abs(sweep - .pi / 2) < 1e-12)
        // An ellipse is not a lone circular arc: it is traced along its flattening as before.
        var ellipse = CurvePath()
        ellipse.addEllipse(x: 0, y: 0, width: 20, height: 12)
        #expect(ellipse.trimmed(from: 0.25, to: 0.5)!.elements.allSatisfy { if case .arc = $0 { false } else { true } })
    }

    @Test func aLineWiderThanTheRadiusCoversTheCentre() {
        // Half the width past the radius: the general outline, which covers the centre.
        var circle = CurvePath()
        circle.addEllipse(x: 10, y: 10, width: 10, height: 10)
        let mask = PathRasterizer.coverage(of: circle.stroked(LineStyle(lineWidth: 12), transform: .identity), width: 30, height: 30)
        #expect(mask.values[15 * 30 + 15] == 255)
        #expect(mask.values[15 * 30 + 26] == 0 && mask.values[15 * 30 + 20] == 255)
    }
}
