#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A subpath that is one circular arc: a move to the arc's start and the arc, closed only when
/// it turns a whole circle (`addArc` from a fresh path, a circle, a trimmed circle). Its stroke
/// is what Core Graphics' offset curves give: the annular sector between the arcs at radius
/// r ± w/2 (a ring for a whole turn), plus the caps of an open arc.
struct LoneArc: Equatable {
    let center: Point2D
    let radius: Double
    let start: Double
    let sweep: Double
    let closed: Bool

    /// `subpath` read as one circular arc; nil for anything else (an ellipse, a line before the
    /// arc, a closed part-circle, whose chord a stroke would join).
    init?(_ subpath: ArraySlice<CurvePath.Element>) {
        var elements = subpath.makeIterator()
        guard case .move(let first)? = elements.next(),
              case .arc(let center, let rx, let ry, let start, let sweep)? = elements.next(),
              rx == ry, rx > 0, sweep != 0, abs(sweep) <= 2 * .pi else { return nil }
        var closed = false
        if let next = elements.next() {
            guard next == .closeSubpath, abs(sweep) == 2 * .pi, elements.next() == nil else { return nil }
            closed = true
        }
        self.center = center
        self.radius = rx
        self.start = start
        self.sweep = sweep
        self.closed = closed
        // The move must be the arc's start, as `addArc` and `addEllipse` make it.
        let begin = point(at: start)
        guard abs(begin.x - first.x) <= 1e-9 * rx, abs(begin.y - first.y) <= 1e-9 * rx else { return nil }
    }

    /// The point at `angle` on the arc's circle, or on the concentric one of radius `r`.
    func point(at angle: Double, radius r: Double? = nil) -> Point2D {
        let r = r ?? radius
        return Point2D(center.x + r * cos(angle), center.y + r * sin(angle))
    }

    /// The unit tangent in the direction of travel at `angle`.
    func tangent(at angle: Double) -> Point2D {
        let s: Double = sweep < 0 ? -1 : 1
        return Point2D(-sin(angle) * s, cos(angle) * s)
    }

    /// The subpaths of `elements`, each starting at its move (elements before the first move draw nothing).
    static func subpaths(of elements: [CurvePath.Element]) -> [ArraySlice<CurvePath.Element>] {
        var result: [ArraySlice<CurvePath.Element>] = []
        var begin: Int?
        for (i, element) in elements.enumerated() {
            guard case .move = element else { continue }
            if let b = begin { result.append(elements[b..<i]) }
            begin = i
        }
        if let b = begin { result.append(elements[b...]) }
        return result
    }
}

extension StrokeOutline {
    /// The stroke of a lone arc narrower than its radius, as one outline (a positive ring or
    /// sector, plus a negative inner circle for a whole turn) and its caps: the same region as a
    /// band and a round join per flattened segment, within the flattening tolerance, but with the
    /// offset arcs flattened themselves (their fans keep the exact area) and no overlapping
    /// pieces whose coverage the rasteriser would add on the edges. The line must be narrower
    /// than the radius (a wider one covers the centre: the general outline draws it). Nil past
    /// `pointLimit`.
    func pieces(of arc: LoneArc, pointLimit: Int) -> [[Point2D]]? {
        let h = halfWidth
        precondition(h < arc.radius, "a lone arc's stroke must be narrower than its radius")
        let outerRadius = arc.radius + h, innerRadius = arc.radius - h
        let whole = abs(arc.sweep) == 2 * .pi
        let n = CurveFlattening.arcSegmentCount(radius: outerRadius, sweep: arc.sweep, tolerance: tolerance)
            + CurveFlattening.arcSegmentCount(radius: innerRadius, sweep: arc.sweep, tolerance: tolerance)
        guard n + 2 <= pointLimit else { return nil }
        func ring(_ r: Double) -> [Point2D] {
            CurveFlattening.arcPoints(center: arc.center, radiusX: r, radiusY: r, start: arc.start, sweep: arc.sweep, tolerance: tolerance)
        }
        let outer = ring(outerRadius), inner = ring(innerRadius)
        var pieces: [[Point2D]] = []
        if whole {
            // Both circles end where they start; the inner one winds the other way, a hole.
            if let positive = oriented(outer), let hole = oriented(inner) { pieces = [positive, hole.reversed()] }
        } else {
            // Out along the outer arc, back along the inner one (its points end at the arc's end).
            let sector = [arc.point(at: arc.start, radius: outerRadius)] + outer
                + inner.reversed() + [arc.point(at: arc.start, radius: innerRadius)]
            pieces = oriented(sector).map { [$0] } ?? []
        }
        if !arc.closed {
            let end = arc.start + arc.sweep
            let first = arc.tangent(at: arc.start), last = arc.tangent(at: end)
            let caps = [cap(at: arc.point(at: arc.start), outward: Point2D(-first.x, -first.y)), cap(at: arc.point(at: end), outward: last)]
            pieces += caps.compactMap { $0.flatMap(oriented) }
        }
        return pieces
    }
}
