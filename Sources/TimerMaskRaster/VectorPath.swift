/// A point in pixel space: x to the right, y **down**, one unit per pixel; pixel (i, j)
/// covers the square [i, i+1) × [j, j+1), so its centre is (i + 0.5, j + 0.5).
public struct Point2D: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public static let zero = Point2D(x: 0, y: 0)
}

/// An outline made of straight segments only: curves are flattened when a shape is built,
/// so the rasteriser sees nothing but lines.
///
/// Subpaths are implicitly closed when filled. Which areas count as inside depends on the
/// `FillRule` the path is filled with; the shape helpers all wind the same way (clockwise on
/// a y-down screen), so overlapping shapes add up under `.nonZero` and a `reversed()` shape
/// cuts a hole.
public struct VectorPath: Equatable, Sendable {
    /// One segment of the path.
    public enum Element: Equatable, Sendable {
        case move(Point2D)
        case line(Point2D)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(elements: [Element]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point2D) { elements.append(.move(p)) }

    /// A line from the current point; with no subpath begun yet, `p` starts one instead.
    public mutating func line(to p: Point2D) {
        elements.append(elements.isEmpty ? .move(p) : .line(p))
    }

    public mutating func close() {
        if !elements.isEmpty { elements.append(.close) }
    }

    /// Adds every subpath of `other`.
    public mutating func append(_ other: VectorPath) { elements.append(contentsOf: other.elements) }

    /// The polygons this path is made of, each closed implicitly. Single points are dropped.
    public var subpaths: [[Point2D]] {
        var result: [[Point2D]] = []
        var current: [Point2D] = []
        func flush() {
            if current.count > 1 { result.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p): flush(); current = [p]
            case .line(let p): current.append(p)
            case .close:
                let start = current.first
                flush()
                if let start { current = [start] }   // a line after close starts at the old start
            }
        }
        flush()
        return result
    }

    /// The smallest box holding every point, nil for an empty path.
    public var bounds: (min: Point2D, max: Point2D)? {
        var lo = Point2D(x: .infinity, y: .infinity), hi = Point2D(x: -.infinity, y: -.infinity)
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                lo.x = Swift.min(lo.x, p.x); lo.y = Swift.min(lo.y, p.y)
                hi.x = Swift.max(hi.x, p.x); hi.y = Swift.max(hi.y, p.y)
            case .close: break
            }
        }
        return lo.x <= hi.x ? (lo, hi) : nil
    }

    /// The same outlines traversed the other way round: under `.nonZero`, a hole.
    public func reversed() -> VectorPath {
        var out = VectorPath()
        for polygon in subpaths { out.addPolygon(polygon.reversed()) }
        return out
    }

    /// Every point mapped through `transform`.
    public func transformed(by transform: Transform2D) -> VectorPath {
        VectorPath(elements: elements.map { element in
            switch element {
            case .move(let p): return .move(transform.apply(p))
            case .line(let p): return .line(transform.apply(p))
            case .close: return .close
            }
        })
    }

    mutating func addPolygon(_ points: [Point2D]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { line(to: p) }
        close()
    }
}

// MARK: - Shapes

extension VectorPath {
    /// How far a flattened curve may stray from the true one, in pixels, by default.
    public static let defaultTolerance = 0.02

    /// A closed polygon through `points`, in order.
    public static func polygon(_ points: [Point2D]) -> VectorPath {
        var path = VectorPath()
        path.addPolygon(points)
        return path
    }

    /// An axis-aligned rectangle, clockwise on screen.
    public static func rectangle(x: Double, y: Double, width: Double, height: Double) -> VectorPath {
        polygon([Point2D(x, y), Point2D(x + width, y), Point2D(x + width, y + height), Point2D(x, y + height)])
    }

    public static func circle(center: Point2D, radius: Double, tolerance: Double = defaultTolerance) -> VectorPath {
        ellipse(center: center, radiusX: radius, radiusY: radius, tolerance: tolerance)
    }

    /// An ellipse flattened to a polygon whose **area equals the ellipse's**: the vertices sit
    /// slightly outside the curve, so coverage totals stay exact however coarse the flattening.
    public static func ellipse(center: Point2D, radiusX: Double, radiusY: Double,
                               tolerance: Double = defaultTolerance) -> VectorPath {
        let n = segmentCount(radius: Swift.max(abs(radiusX), abs(radiusY)), sweep: 2 * .pi, tolerance: tolerance)
        let step = 2 * Double.pi / Double(n)
        let grow = areaPreservingScale(segments: n)
        return polygon((0..<n).map { i in
            let t = Double(i) * step
            return Point2D(center.x + radiusX * grow * cos(t), center.y + radiusY * grow * sin(t))
        })
    }

    /// A rectangle whose corners are quarter circles of `cornerRadius` (clamped to half the
    /// shorter side).
    public static func roundedRectangle(x: Double, y: Double, width: Double, height: Double,
                                        cornerRadius: Double, tolerance: Double = defaultTolerance) -> VectorPath {
        let r = Swift.max(0, Swift.min(cornerRadius, width / 2, height / 2))
        guard r > 0 else { return rectangle(x: x, y: y, width: width, height: height) }
        // Corner centres clockwise from top-right; each arc sweeps the quarter that follows.
        let corners: [(Point2D, Double)] = [
            (Point2D(x + width - r, y + r), -Double.pi / 2),
            (Point2D(x + width - r, y + height - r), 0),
            (Point2D(x + r, y + height - r), Double.pi / 2),
            (Point2D(x + r, y + r), Double.pi),
        ]
        var points: [Point2D] = []
        for (centre, start) in corners {
            points += arcPoints(center: centre, radius: r, start: start, sweep: .pi / 2, tolerance: tolerance)
        }
        return polygon(points)
    }

    /// A straight segment `width` wide with round caps: a stadium.
    public static func lineSegment(from a: Point2D, to b: Point2D, width: Double,
                                   tolerance: Double = defaultTolerance) -> VectorPath {
        let r = width / 2
        let dx = b.x - a.x, dy = b.y - a.y
        guard dx != 0 || dy != 0 else { return circle(center: a, radius: r, tolerance: tolerance) }
        // The direction angle; the cap around b sweeps from its left side to its right side.
        let heading = atan2(dy, dx)
        let capAtB = arcPoints(center: b, radius: r, start: heading - .pi / 2, sweep: .pi, tolerance: tolerance)
        let capAtA = arcPoints(center: a, radius: r, start: heading + .pi / 2, sweep: .pi, tolerance: tolerance)
        return polygon(capAtB + capAtA)
    }

    /// A polyline stroked `width` wide with round caps and round joins, as the union of one
    /// stadium per segment. All pieces wind the same way, so **fill it with `.nonZero`**.
    public static func stroke(polyline points: [Point2D], width: Double, closed: Bool = false,
                              tolerance: Double = defaultTolerance) -> VectorPath {
        guard let first = points.first else { return VectorPath() }
        guard points.count > 1 else { return circle(center: first, radius: width / 2, tolerance: tolerance) }
        var path = VectorPath()
        let ends = closed ? points + [first] : points
        for i in 0..<(ends.count - 1) {
            path.append(lineSegment(from: ends[i], to: ends[i + 1], width: width, tolerance: tolerance))
        }
        return path
    }

    /// How many straight pieces keep an arc of `radius` within `tolerance`: each chord's
    /// sagitta r(1 − cos(θ/2)) must not exceed it.
    static func segmentCount(radius: Double, sweep: Double, tolerance: Double) -> Int {
        guard radius > tolerance, tolerance > 0 else { return Swift.max(4, Int((abs(sweep) / (.pi / 2)).rounded(.up))) }
        let theta = 2 * acos(1 - tolerance / radius)
        return Swift.min(4096, Swift.max(4, Int((abs(sweep) / theta).rounded(.up))))
    }

    /// Radius scale at which a regular n-gon has the area of the circle it approximates.
    static func areaPreservingScale(segments n: Int) -> Double {
        let step = 2 * Double.pi / Double(n)
        return (step / sin(step)).squareRoot()
    }

    /// Points along an arc (y-down angles: positive sweeps clockwise on screen), both ends included.
    static func arcPoints(center: Point2D, radius: Double, start: Double, sweep: Double,
                          tolerance: Double) -> [Point2D] {
        let n = segmentCount(radius: radius, sweep: sweep, tolerance: tolerance)
        return (0...n).map { i in
            let t = start + sweep * Double(i) / Double(n)
            return Point2D(center.x + radius * cos(t), center.y + radius * sin(t))
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
