#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CurvePath {
    /// The region a Core Graphics stroke of this path covers, as an outline to **fill with
    /// `.nonZero`**: per segment a band, per corner a join piece, caps on the ends of open
    /// subpaths, all winding the same way. A subpath that is one circular arc of a radius above
    /// half the line width is one outline instead, between its offset arcs (a ring with a hole for
    /// a whole circle), and its caps.
    ///
    /// The stroke is built in the path's own units (the line width is in them) and then mapped
    /// through `transform`, so a non-uniform scale or a rotation stretches it as Core Graphics
    /// does; curves are flattened to within `tolerance` device pixels.
    ///
    /// Where two pieces overlap, `PathRasterizer` adds their coverage inside pixels on the
    /// stroke's edge (it integrates the winding number), so bands are cut along the corner's
    /// bisector to meet their neighbours edge to edge; only corners too sharp or segments too
    /// short for that cut (a band shorter than twice the overlap), and a path crossing itself,
    /// leave overlaps, which can darken edge pixels slightly.
    public func stroked(_ style: LineStyle, transform: Transform2D,
                        tolerance: Double = VectorPath.defaultTolerance) -> VectorPath {
        stroked(style, transform: transform, tolerance: tolerance, pointLimit: .max)!
    }

    /// The stroke's outline, or nil when the flattened path or the outline would hold more than
    /// `pointLimit` points: building stops there (round joins of a wide line are arcs of many
    /// points each, so the outline can be far larger than the path).
    public func stroked(_ style: LineStyle, transform: Transform2D, tolerance: Double = VectorPath.defaultTolerance,
                        pointLimit: Int) -> VectorPath? {
        guard style.lineWidth > 0, style.lineWidth.isFinite, !style.miterLimit.isNaN,
              let userTolerance = CurveFlattening.userTolerance(tolerance, transform: transform, path: self)
        else { return VectorPath() }
        let outline = StrokeOutline(style: style, tolerance: userTolerance)
        var result = VectorPath()
        var left = pointLimit
        // A subpath that is one circular arc (a ring, a trimmed circle, an arc band) is stroked
        // as its offset arcs; the rest as bands and joins of its flattened segments.
        var rest = self
        if elements.contains(where: { if case .arc = $0 { true } else { false } }) {
            var others: [Element] = []
            for subpath in LoneArc.subpaths(of: elements) {
                guard let arc = LoneArc(subpath), outline.halfWidth < arc.radius else { others += subpath; continue }
                guard let pieces = outline.pieces(of: arc, pointLimit: left) else { return nil }
                for piece in pieces {
                    left -= piece.count
                    result.append(.polygon(piece))
                }
            }
            rest = CurvePath(elements: others)
        }
        guard let subpaths = rest.flattened(tolerance: userTolerance, pointLimit: left) else { return nil }
        for subpath in subpaths {
            guard let pieces = outline.pieces(of: subpath, pointLimit: left) else { return nil }
            for piece in pieces {
                left -= piece.count
                result.append(.polygon(piece))
            }
        }
        return result.transformed(by: transform)
    }
}

/// The pieces of a stroke around one flattened subpath, in the path's own units.
struct StrokeOutline {
    let style: LineStyle
    let tolerance: Double
    var halfWidth: Double { style.lineWidth / 2 }

    struct Segment {
        let from: Point2D
        let to: Point2D
        let direction: Point2D
        let length: Double

        init(from: Point2D, to: Point2D) {
            self.from = from
            self.to = to
            length = hypot(to.x - from.x, to.y - from.y)
            direction = Point2D((to.x - from.x) / length, (to.y - from.y) / length)
        }

        /// Left of the direction of travel as seen on a y-down screen.
        var left: Point2D { Point2D(direction.y, -direction.x) }
    }

    /// Where two bands meet on a corner's inner side, cut along the bisector instead of overlapping.
    struct InnerCut {
        let point: Point2D
        let isOnRight: Bool
    }

    /// Every piece, each a polygon with positive signed area (clockwise on a y-down screen); nil
    /// once they hold more than `pointLimit` points.
    func pieces(of subpath: FlatSubpath, pointLimit: Int = .max) -> [[Point2D]]? {
        let points = subpath.points
        guard points.count > 1 else { return subpath.hasSegments ? dot(at: points[0]).compactMap(oriented) : [] }
        var segments = (0..<(points.count - 1)).map { Segment(from: points[$0], to: points[$0 + 1]) }
        if subpath.closed { segments.append(Segment(from: points[points.count - 1], to: points[0])) }
        let count = segments.count
        var pieces: [[Point2D]] = []
        var startCuts = [InnerCut?](repeating: nil, count: count)
        var endCuts = [InnerCut?](repeating: nil, count: count)
        // Corner j is where segment j starts; a closed subpath has one at its start too.
        // Each band has at most 6 points, a cap or a corner its own count.
        var outlinePoints = 6 * count
        if outlinePoints > pointLimit { return nil }
        for j in (subpath.closed ? 0 : 1)..<count {
            let before = (j + count - 1) % count
            let (piece, cut) = corner(segments[before], segments[j],
                                      join: subpath.smooth[j] ? .round : style.join)
            if let piece {
                outlinePoints += piece.count
                if outlinePoints > pointLimit { return nil }
                pieces.append(piece)
            }
            endCuts[before] = cut
            startCuts[j] = cut
        }
        for (i, segment) in segments.enumerated() {
            pieces.append(band(segment, startCut: startCuts[i], endCut: endCuts[i]))
        }
        if !subpath.closed, let first = segments.first, let last = segments.last {
            let reversed = Point2D(-first.direction.x, -first.direction.y)
            if let startCap = cap(at: first.from, outward: reversed) { pieces.append(startCap) }
            if let endCap = cap(at: last.to, outward: last.direction) { pieces.append(endCap) }
        }
        return pieces.compactMap(oriented)
    }

    /// The join piece on the corner's outer side, and the inner cut when both bands are long enough.
    func corner(_ a: Segment, _ b: Segment, join: LineStyle.Join) -> (piece: [Point2D]?, cut: InnerCut?) {
        let cross = a.direction.x * b.direction.y - a.direction.y * b.direction.x
        let dot = a.direction.x * b.direction.x + a.direction.y * b.direction.y
        let turn = atan2(abs(cross), dot)
        guard turn > 0 else { return (nil, nil) }
        // A positive cross product turns clockwise on a y-down screen: the outside is on the left.
        let turnsRight = cross >= 0
        let h = halfWidth, p = b.from
        let outA = turnsRight ? a.left : Point2D(-a.left.x, -a.left.y)
        let outB = turnsRight ? b.left : Point2D(-b.left.x, -b.left.y)
        let cornerA = Point2D(p.x + h * outA.x, p.y + h * outA.y)
        let cornerB = Point2D(p.x + h * outB.x, p.y + h * outB.y)
        // How far back along each band its inner edge crosses the other band's.
        let reach = h * tan(turn / 2)
        // A path that doubles back has an infinitely long miter and no inner edge to cut along.
        let doublesBack = turn >= .pi * (1 - 1e-9)
        var cut: InnerCut?
        if !doublesBack, reach <= a.length / 2, reach <= b.length / 2 {
            cut = InnerCut(point: Point2D(p.x - h * outA.x - reach * a.direction.x,
                                          p.y - h * outA.y - reach * a.direction.y),
                           isOnRight: turnsRight)
        }
        let bevel = [p, cornerA, cornerB]
        switch join {
        case .bevel:
            return (bevel, cut)
        case .round:
            let arc = CurveFlattening.arcPoints(center: p, radiusX: h, radiusY: h, start: atan2(outA.y, outA.x),
                                                sweep: turnsRight ? turn : -turn, tolerance: tolerance)
            return ([p, cornerA] + arc, cut)
        case .miter:
            // Miter length over line width is 1/sin of half the angle between the segments.
            guard !doublesBack, 1 / cos(turn / 2) <= style.miterLimit else { return (bevel, cut) }
            let tip = Point2D(cornerA.x + reach * a.direction.x, cornerA.y + reach * a.direction.y)
            return ([p, cornerA, tip, cornerB], cut)
        }
    }

    /// The band a segment sweeps, its inner corners replaced by the cuts it shares with its neighbours.
    func band(_ s: Segment, startCut: InnerCut?, endCut: InnerCut?) -> [Point2D] {
        let h = halfWidth, l = s.left
        func offset(_ p: Point2D, _ side: Double) -> Point2D { Point2D(p.x + side * h * l.x, p.y + side * h * l.y) }
        var polygon: [Point2D] = []
        if let cut = startCut, cut.isOnRight { polygon += [s.from, cut.point] } else { polygon.append(offset(s.from, -1)) }
        if let cut = endCut {
            polygon += cut.isOnRight ? [cut.point, s.to, offset(s.to, 1)] : [offset(s.to, -1), s.to, cut.point]
        } else {
            polygon += [offset(s.to, -1), offset(s.to, 1)]
        }
        if let cut = startCut, !cut.isOnRight { polygon += [cut.point, s.from] } else { polygon.append(offset(s.from, 1)) }
        return polygon
    }

    /// The cap beyond an open end; `outward` points away from the line.
    func cap(at p: Point2D, outward d: Point2D) -> [Point2D]? {
        let h = halfWidth
        let left = Point2D(d.y, -d.x)
        let leftCorner = Point2D(p.x + h * left.x, p.y + h * left.y)
        let rightCorner = Point2D(p.x - h * left.x, p.y - h * left.y)
        switch style.cap {
        case .butt:
            return nil
        case .square:
            return [leftCorner, Point2D(leftCorner.x + h * d.x, leftCorner.y + h * d.y),
                    Point2D(rightCorner.x + h * d.x, rightCorner.y + h * d.y), rightCorner]
        case .round:
            // A half turn from the left side passes through `outward`.
            return [leftCorner] + CurveFlattening.arcPoints(center: p, radiusX: h, radiusY: h,
                                                            start: atan2(left.y, left.x), sweep: .pi,
                                                            tolerance: tolerance)
        }
    }

    /// What a subpath of zero length draws: Core Graphics' disc for round caps, a square for square caps.
    func dot(at p: Point2D) -> [[Point2D]] {
        let h = halfWidth
        switch style.cap {
        case .butt:
            return []
        case .square:
            return [[Point2D(p.x - h, p.y - h), Point2D(p.x + h, p.y - h), Point2D(p.x + h, p.y + h), Point2D(p.x - h, p.y + h)]]
        case .round:
            // The arc's points end where it starts, so they already make the whole ring.
            return [CurveFlattening.arcPoints(center: p, radiusX: h, radiusY: h, start: 0, sweep: 2 * .pi,
                                              tolerance: tolerance)]
        }
    }

    /// `polygon` turned to positive signed area; nil when it encloses nothing.
    func oriented(_ polygon: [Point2D]) -> [Point2D]? {
        var twiceArea = 0.0
        var previous = polygon[polygon.count - 1]
        for p in polygon {
            twiceArea += previous.x * p.y - p.x * previous.y
            previous = p
        }
        guard twiceArea != 0, twiceArea.isFinite else { return nil }
        return twiceArea > 0 ? polygon : polygon.reversed()
    }
}
