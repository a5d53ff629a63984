/// `Shape.trim(from:to:)`: the part of a path between two fractions of its length, as SwiftUI
/// measures it (every subpath in order, a closed one with its closing segment). The part is
/// traced along the curves flattened to within `tolerance` (in the path's own units), so it is
/// made of straight segments that far from the curves, and keeps no closure: a trimmed circle is
/// an open arc whose ends a stroke caps. A path that is one circular arc (a circle, an `addArc`)
/// keeps its arc: the part is the arc between the two fractions of its angle.
extension CurvePath {
    /// A flattening far finer than any pixel of a widget (its units are points).
    public static let trimTolerance = 0.005

    public func trimmed(from start: Double, to end: Double, tolerance: Double = CurvePath.trimTolerance,
                        pointLimit: Int = 1_000_000) -> CurvePath? {
        let from = max(0, min(1, start.isFinite ? start : 0)), to = max(0, min(1, end.isFinite ? end : 1))
        guard from < to else { return CurvePath() }
        if from == 0, to == 1 { return self }
        // A circle or an arc alone trims to the arc between its fractions (its length runs with
        // the angle), which a stroke then draws as one outline (`LoneArc`).
        let parts = LoneArc.subpaths(of: elements)
        if parts.count == 1, let arc = LoneArc(parts[0]) {
            var out = CurvePath()
            let begin = arc.start + arc.sweep * from
            out.move(to: arc.point(at: begin))
            out.appendArc(center: arc.center, radius: arc.radius, start: begin, sweep: arc.sweep * (to - from))
            return out
        }
        guard let subpaths = flattened(tolerance: tolerance, pointLimit: pointLimit) else { return nil }
        // Each subpath as its run of points, closed ones back to their start.
        let runs = subpaths.map { s -> [Point2D] in s.closed && s.points.count > 1 ? s.points + [s.points[0]] : s.points }
        func length(_ a: Point2D, _ b: Point2D) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = runs.reduce(0.0) { sum, run in sum + zip(run, run.dropFirst()).reduce(0.0) { $0 + length($1.0, $1.1) } }
        guard total > 0 else { return CurvePath() }
        let lower = from * total, upper = to * total
        var out = CurvePath()
        var walked = 0.0
        for run in runs {
            var drawing = false
            for (a, b) in zip(run, run.dropFirst()) {
                let d = length(a, b)
                let s0 = walked, s1 = walked + d
                walked = s1
                guard s1 > lower, s0 < upper, d > 0 else { continue }
                func point(_ s: Double) -> Point2D {
                    let f = max(0, min(1, (s - s0) / d))
                    return Point2D(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f)
                }
                if !drawing { out.move(to: point(max(lower, s0))); drawing = true }
                out.addLine(to: point(min(upper, s1)))
            }
        }
        return out
    }
}
