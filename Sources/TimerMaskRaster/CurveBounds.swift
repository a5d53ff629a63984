#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CurvePath {
    /// A box holding every point of the path once mapped through `transform`, found without
    /// flattening: every end and control point mapped, and for an arc the corners of the box
    /// around its ends and the extreme points it sweeps through. Never too small, loose for
    /// curves under a turn; nil for an empty or non-finite path.
    public func bounds(transform: Transform2D) -> (min: Point2D, max: Point2D)? {
        guard isFinite, transform.isFinite else { return nil }
        var lo = Point2D(x: .infinity, y: .infinity), hi = Point2D(x: -.infinity, y: -.infinity)
        func add(_ p: Point2D) {
            let q = transform.apply(p)
            lo.x = Swift.min(lo.x, q.x); lo.y = Swift.min(lo.y, q.y)
            hi.x = Swift.max(hi.x, q.x); hi.y = Swift.max(hi.y, q.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .arc(let centre, let rx, let ry, let start, let sweep):
                let box = Self.arcBox(centre: centre, rx: rx, ry: ry, start: start, sweep: sweep)
                add(box.min); add(box.max); add(Point2D(x: box.min.x, y: box.max.y)); add(Point2D(x: box.max.x, y: box.min.y))
            case .closeSubpath: break
            }
        }
        return lo.x <= hi.x ? (lo, hi) : nil
    }

    /// The unmapped box of an elliptical arc: its two ends and every quarter-turn extreme
    /// (0, π/2, π, 3π/2 + 2πk) between them.
    static func arcBox(centre: Point2D, rx: Double, ry: Double, start: Double, sweep: Double) -> (min: Point2D, max: Point2D) {
        // Kept as running extremes, not an array of points: every arc of every band is boxed
        // at every instant, to cull the bands off the canvas.
        var lo = Point2D(x: .infinity, y: .infinity), hi = Point2D(x: -.infinity, y: -.infinity)
        func add(_ t: Double) {
            let p = Point2D(x: centre.x + rx * cos(t), y: centre.y + ry * sin(t))
            lo.x = Swift.min(lo.x, p.x); lo.y = Swift.min(lo.y, p.y)
            hi.x = Swift.max(hi.x, p.x); hi.y = Swift.max(hi.y, p.y)
        }
        let from = Swift.min(start, start + sweep), to = Swift.max(start, start + sweep)
        add(start)
        add(start + sweep)
        if to - from >= 2 * .pi {
            for k in 0..<4 { add(Double(k) * .pi / 2) }
        } else {
            var k = (from / (.pi / 2)).rounded(.up)
            while k * .pi / 2 <= to { add(k * .pi / 2); k += 1 }
        }
        return (lo, hi)
    }
}

extension CurvePath {
    /// How far this path's stroke in `style` can reach past its centre line, in the path's own
    /// units: half the line's width, times √2 at square caps, times the miter limit where a
    /// miter join can form. A subpath that is one circular arc narrower than its radius is
    /// stroked as its offset arcs and caps (`LoneArc`), which have no join, so its miter limit
    /// does not count: the arc widget's bands, 255 pt wide, would otherwise reach ten times as
    /// far and none of them could be culled before stroking.
    public func strokeReach(_ style: LineStyle) -> Double {
        let half = style.lineWidth / 2
        let cap = style.cap == .square ? 2.0.squareRoot() : 1
        let joins = style.join == .miter && LoneArc.subpaths(of: elements).contains { subpath in
            guard let arc = LoneArc(subpath) else { return true }
            return half >= arc.radius
        }
        return half * max(1, cap, joins ? style.miterLimit : 1)
    }
}
