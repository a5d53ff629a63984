/// Lloyd's k-means over histogram cells, started from Wu's box means: each pass gives every
/// cell to its nearest colour and moves each colour to the weighted mean of its cells. Wu's cuts
/// are axis-aligned; this lets the colours settle where the pixels actually are.
enum KMeansRefinement {
    /// Refined centres (empty clusters dropped) and the summed squared error of mapping every
    /// pixel counted in `points` to its cell's centre.
    static func refine(_ start: [WeightedColour], points: [WeightedColour], passes: Int) -> (centres: [WeightedColour], squaredError: Double) {
        var centres = start
        var assignment = [Int](repeating: 0, count: points.count)
        var first = true
        for _ in 0..<max(1, passes) {
            let neighbours = NeighbourOrder(centres)
            var changed = 0
            for (p, point) in points.enumerated() {
                let nearest = first ? neighbours.nearestByScan(point) : neighbours.nearest(point, from: assignment[p])
                if nearest != assignment[p] || first { changed += 1; assignment[p] = nearest }
            }
            first = false
            var sums = [(w: Double, r: Double, g: Double, b: Double)](repeating: (0, 0, 0, 0), count: centres.count)
            for (p, point) in points.enumerated() {
                let c = assignment[p]
                sums[c].w += point.weight
                sums[c].r += point.r * point.weight; sums[c].g += point.g * point.weight; sums[c].b += point.b * point.weight
            }
            for c in centres.indices where sums[c].w > 0 {
                centres[c] = WeightedColour(weight: sums[c].w, r: sums[c].r / sums[c].w, g: sums[c].g / sums[c].w,
                                            b: sums[c].b / sums[c].w, spread: 0)
            }
            if changed == 0 { break }
        }
        // Final assignment against the rounded colours, which are what a palette holds.
        let rounded = centres.map { WeightedColour(weight: $0.weight, r: $0.r.rounded(), g: $0.g.rounded(), b: $0.b.rounded(), spread: 0) }
        let neighbours = NeighbourOrder(rounded)
        var used = [Bool](repeating: false, count: rounded.count)
        var error = 0.0
        for (p, point) in points.enumerated() {
            let c = neighbours.nearest(point, from: assignment[p])
            used[c] = true
            error += point.spread + point.weight * squaredDistance(point, rounded[c])
        }
        return (rounded.indices.filter { used[$0] }.map { rounded[$0] }, error)
    }

    @inline(__always) static func squaredDistance(_ a: WeightedColour, _ b: WeightedColour) -> Double {
        let dr = a.r - b.r, dg = a.g - b.g, db = a.b - b.b
        return dr * dr + dg * dg + db * db
    }

    /// The centres sorted by red: a point's nearest centre lies within `√best` of its red, so the
    /// search walks outwards from the point's red and stops once the red gap alone is too far.
    struct NeighbourOrder {
        let centres: [WeightedColour]
        private let byRed: [Int]
        private let reds: [Double]

        init(_ centres: [WeightedColour]) {
            self.centres = centres
            byRed = centres.indices.sorted { (centres[$0].r, $0) < (centres[$1].r, $1) }
            reds = byRed.map { centres[$0].r }
        }

        func nearestByScan(_ point: WeightedColour) -> Int {
            nearest(point, from: 0)
        }

        /// The nearest centre (ties to the lower index), starting from the guess `start`.
        func nearest(_ point: WeightedColour, from start: Int) -> Int {
            var best = start
            var bestDistance = KMeansRefinement.squaredDistance(point, centres[start])
            // First sorted position whose red is at least the point's.
            var low = 0, high = reds.count
            while low < high { let mid = (low + high) / 2; if reds[mid] < point.r { low = mid + 1 } else { high = mid } }
            func consider(_ position: Int) -> Bool {
                let gap = reds[position] - point.r
                if gap * gap > bestDistance { return false }
                let j = byRed[position]
                let d = KMeansRefinement.squaredDistance(point, centres[j])
                if d < bestDistance || (d == bestDistance && j < best) { bestDistance = d; best = j }
                return true
            }
            var up = low
            while up < reds.count && consider(up) { up += 1 }
            var down = low - 1
            while down >= 0 && consider(down) { down -= 1 }
            return best
        }
    }
}
