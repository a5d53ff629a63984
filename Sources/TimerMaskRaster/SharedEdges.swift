/// The edges two pieces of one outline share, walked in opposite directions, which cancel.
///
/// A stroke's outline is built of pieces (a band per segment, a piece per join) that meet edge
/// to edge: where two pieces meet, one walks the shared edge one way and the other walks it
/// back. Their contributions to the rasteriser's cells are exact negatives of each other, so
/// the edge adds nothing but work, and a lot of it: every cut across a wide stroke is walked
/// row by row through the window (the arc widget's band, 1.5 times the view wide, is 123 bands
/// whose 246 cuts cross every row of the canvas, where only its two butt ends show).
///
/// An edge is dropped only when the edges between the same two points, counted +1 one way and
/// −1 the other, sum to zero; the others are added in their own order as before. Values can
/// differ from adding every edge only by the rounding of sums that went up and back down, far
/// below the 1/255 steps of coverage.
struct SharedEdges {
    /// An edge between two points, the same whichever way it is walked.
    private struct Key: Hashable {
        let a: Point2D
        let b: Point2D
    }

    private var net: [Key: Int] = [:]

    /// The most edges an outline may have to be looked at: the table costs about 100 bytes an
    /// edge, and a stroke of a hundred thousand points with round joins has millions.
    static let edgeLimit = 1 << 16

    /// Counts every edge of `subpaths`; nil for a single polygon, which shares no edges with
    /// another, and for an outline of more than `edgeLimit` edges, whose table would cost more
    /// memory and time than the walk it saves.
    init?(_ subpaths: [[Point2D]]) {
        guard subpaths.count > 1 else { return nil }
        let edges = subpaths.reduce(0) { $0 + $1.count }
        guard edges <= Self.edgeLimit else { return nil }
        net.reserveCapacity(edges)
        for polygon in subpaths {
            var previous = polygon[polygon.count - 1]
            for point in polygon {
                let (key, sign) = Self.key(previous, point)
                net[key, default: 0] += sign
                previous = point
            }
        }
    }

    private static func key(_ p0: Point2D, _ p1: Point2D) -> (Key, Int) {
        (p0.x, p0.y) < (p1.x, p1.y) ? (Key(a: p0, b: p1), 1) : (Key(a: p1, b: p0), -1)
    }

    /// Whether the edge from `p0` to `p1` is cancelled by the same edge walked back.
    func cancels(_ p0: Point2D, _ p1: Point2D) -> Bool {
        net[Self.key(p0, p1).0] == 0
    }
}
