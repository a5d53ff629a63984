#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One subpath of a `CurvePath` as a polyline in the path's own coordinates.
struct FlatSubpath: Equatable {
    var points: [Point2D]
    /// Per point: true where the polyline bends inside one curve, so a stroke rounds it off
    /// instead of applying the line join.
    var smooth: [Bool]
    var closed = false
    /// Whether any segment followed the move, even one of zero length (a stroke draws a dot for it).
    var hasSegments = false

    init(start: Point2D) {
        points = [start]
        smooth = [false]
    }

    /// Adds `p` unless it repeats the last point; a repeated point stays a corner if either was one.
    mutating func append(_ p: Point2D, smooth isSmooth: Bool) {
        hasSegments = true
        if p == points[points.count - 1] {
            smooth[smooth.count - 1] = smooth[smooth.count - 1] && isSmooth
            return
        }
        points.append(p)
        smooth.append(isSmooth)
    }
}

extension CurvePath {
    /// The outline to fill: every subpath implicitly closed, curves flattened so the outline strays
    /// at most `tolerance` **device pixels** from the true curve after `transform` (segment counts
    /// follow the transform's largest scale). Arcs and ellipses keep their exact area: the points
    /// between an arc's ends are nudged outward to make up for the chords. Empty when any number,
    /// in the path or the transform, is not finite, or when the transform squashes the plane;
    /// a tolerance that is not a positive number falls back to the default.
    public func filled(transform: Transform2D, tolerance: Double = VectorPath.defaultTolerance) -> VectorPath {
        filled(transform: transform, tolerance: tolerance, pointLimit: .max)!
    }

    /// The outline to fill, or nil when it would hold more than `pointLimit` points: flattening
    /// stops there, so a path of a million curves costs no more than the limit.
    public func filled(transform: Transform2D, tolerance: Double = VectorPath.defaultTolerance, pointLimit: Int) -> VectorPath? {
        guard let userTolerance = CurveFlattening.userTolerance(tolerance, transform: transform, path: self) else {
            return VectorPath()
        }
        guard let subpaths = flattened(tolerance: userTolerance, pointLimit: pointLimit) else { return nil }
        var outline = VectorPath()
        for subpath in subpaths where subpath.points.count > 1 {
            outline.append(.polygon(subpath.points))
        }
        return outline.transformed(by: transform)
    }

    /// Every subpath as a polyline within `tolerance` of the curves, in the path's own units;
    /// nil once they hold more than `pointLimit` points (one curve's points past it at most).
    func flattened(tolerance: Double, pointLimit: Int = .max) -> [FlatSubpath]? {
        var result: [FlatSubpath] = []
        var current: FlatSubpath?
        var points = 0
        func flush() {
            if let done = current { result.append(done) }
            current = nil
        }
        for element in elements {
            if case .move(let p) = element {
                flush()
                current = FlatSubpath(start: p)
                points += 1
                if points > pointLimit { return nil }
                continue
            }
            guard var subpath = current else { continue }
            // Taken out, not copied: appending to a copy `current` still shares would copy its
            // points at every element, quadratic in the subpath's length.
            current = nil
            let from = subpath.points[subpath.points.count - 1]
            var curvePoints: [Point2D] = []
            switch element {
            case .move: current = subpath; continue
            case .line(let p): curvePoints = [p]
            case .quadCurve(let p, let c):
                curvePoints = CurveFlattening.bezierPoints([from, c, p], tolerance: tolerance)
            case .curve(let p, let c1, let c2):
                curvePoints = CurveFlattening.bezierPoints([from, c1, c2, p], tolerance: tolerance)
            case .arc(let center, let rx, let ry, let start, let sweep):
                curvePoints = CurveFlattening.arcPoints(center: center, radiusX: rx, radiusY: ry,
                                                        start: start, sweep: sweep, tolerance: tolerance)
            case .closeSubpath:
                subpath.closed = true
                if subpath.points.count > 1, subpath.points[subpath.points.count - 1] == subpath.points[0] {
                    subpath.points.removeLast()
                    subpath.smooth.removeLast()
                }
                current = subpath
                flush()
                continue
            }
            for (i, p) in curvePoints.enumerated() {
                subpath.append(p, smooth: i < curvePoints.count - 1)
            }
            current = subpath
            points += curvePoints.count
            if points > pointLimit { return nil }
        }
        flush()
        return result
    }
}

/// Segment counts and points for curves, chosen so the polyline stays within a tolerance.
enum CurveFlattening {
    /// Most pieces one curve or arc is cut into, so a huge radius cannot allocate without end.
    static let maxSegments = 4096

    /// `tolerance` in device pixels turned into the path's units; nil when nothing can be drawn
    /// (non-finite numbers, or a transform that squashes the plane).
    static func userTolerance(_ tolerance: Double, transform: Transform2D, path: CurvePath) -> Double? {
        guard path.isFinite, transform.isFinite else { return nil }
        let scale = transform.largestScale
        guard scale > 0, scale.isFinite else { return nil }
        let device = tolerance.isFinite && tolerance > 0 ? tolerance : VectorPath.defaultTolerance
        return device / scale
    }

    /// Points after the first control point of a Bézier (`controls` holds 3 or 4 points), at
    /// even parameter steps. The count follows Wang's formula, which bounds the distance from
    /// the curve to the polyline by `tolerance`.
    static func bezierPoints(_ controls: [Point2D], tolerance: Double) -> [Point2D] {
        let degree = Double(controls.count - 1)
        var bend = 0.0
        for i in 0..<(controls.count - 2) {
            let p = controls[i], q = controls[i + 1], r = controls[i + 2]
            bend = max(bend, hypot(p.x - 2 * q.x + r.x, p.y - 2 * q.y + r.y))
        }
        let needed = (degree * (degree - 1) / 8 * bend / tolerance).squareRoot().rounded(.up)
        let n = needed.isFinite ? Int(min(max(needed, 1), Double(maxSegments))) : maxSegments
        return (1...n).map { i in
            i == n ? controls[controls.count - 1] : bezier(controls, at: Double(i) / Double(n))
        }
    }

    static func bezier(_ c: [Point2D], at t: Double) -> Point2D {
        let s = 1 - t
        if c.count == 3 {
            let a = s * s, b = 2 * s * t, d = t * t
            return Point2D(a * c[0].x + b * c[1].x + d * c[2].x, a * c[0].y + b * c[1].y + d * c[2].y)
        }
        let a = s * s * s, b = 3 * s * s * t, d = 3 * s * t * t, e = t * t * t
        return Point2D(a * c[0].x + b * c[1].x + d * c[2].x + e * c[3].x,
                       a * c[0].y + b * c[1].y + d * c[2].y + e * c[3].y)
    }

    /// Points after the start of an elliptical arc, its end included. The ends lie on the curve;
    /// the points between sit slightly outside it, scaled from the centre so the fan of triangles
    /// from the centre has the sector's exact area: any closed outline using the arc keeps its
    /// true area however coarse the flattening. Chords are chosen with sagitta ≤ tolerance/2, so
    /// the outward nudge (at most 4/3 of a sagitta) keeps every point within `tolerance`.
    static func arcPoints(center: Point2D, radiusX: Double, radiusY: Double, start: Double, sweep: Double,
                          tolerance: Double) -> [Point2D] {
        let n = arcSegmentCount(radius: max(abs(radiusX), abs(radiusY)), sweep: sweep, tolerance: tolerance)
        let step = sweep / Double(n)
        let grow = interiorScale(segments: n, step: abs(step))
        return (1...n).map { i in
            let t = i == n ? start + sweep : start + step * Double(i)
            let k = i == n ? 1 : grow
            return Point2D(center.x + k * radiusX * cos(t), center.y + k * radiusY * sin(t))
        }
    }

    /// Chords with sagitta r(1 − cos(θ/2)) ≤ tolerance/2, at least one per quarter turn.
    static func arcSegmentCount(radius: Double, sweep: Double, tolerance: Double) -> Int {
        let quarters = (abs(sweep) / (.pi / 2)).rounded(.up)
        var n = max(1, quarters)
        let allowed = tolerance / 2
        if radius > allowed {
            let theta = 2 * acos(1 - allowed / radius)
            n = max(n, (abs(sweep) / theta).rounded(.up))
        }
        return n.isFinite ? Int(min(n, Double(maxSegments))) : maxSegments
    }

    /// The radius scale g for the n − 1 points between an arc's ends so the fan's area is exact:
    /// with ends at 1 and the rest at g, (n − 2)g² + 2g = n·φ/sin φ.
    static func interiorScale(segments n: Int, step: Double) -> Double {
        guard n > 1, step > 0 else { return 1 }
        let k = step / sin(step)
        if n == 2 { return k }
        let m = Double(n - 2)
        return (-1 + (1 + m * Double(n) * k).squareRoot()) / m
    }
}
