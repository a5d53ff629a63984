/// Xiaolin Wu's colour quantiser ("Efficient Statistical Computations for Optimal Color
/// Quantization", Graphics Gems II, 1991): the colour cube is cut into boxes, each cut placed
/// where it most reduces the summed squared error, always splitting the box of largest variance.
/// Cumulative moments make every box's count, sums and variance an O(1) lookup.
enum WuQuantiser {
    /// A box of cells `(r0, r1] × (g0, g1] × (b0, b1]` in the histogram's +1-shifted coordinates.
    struct Box {
        var r0 = 0, r1 = 0, g0 = 0, g1 = 0, b0 = 0, b1 = 0
        var cells: Int { (r1 - r0) * (g1 - g0) * (b1 - b0) }
    }

    enum Axis { case red, green, blue }

    /// The histogram's moments summed over every cell at or below each index, per channel.
    struct CumulativeMoments {
        let side: Int
        var w: [Int64], r: [Int64], g: [Int64], b: [Int64], sq: [Int64]

        init(_ h: ColourHistogram) {
            side = h.side
            w = h.weight; r = h.sumR; g = h.sumG; b = h.sumB; sq = h.sumSquares
            for axisStride in [1, side, side * side] {
                Self.accumulate(&w, side: side, stride: axisStride)
                Self.accumulate(&r, side: side, stride: axisStride)
                Self.accumulate(&g, side: side, stride: axisStride)
                Self.accumulate(&b, side: side, stride: axisStride)
                Self.accumulate(&sq, side: side, stride: axisStride)
            }
        }

        /// Prefix sums along one axis (the one whose index step is `stride`), skipping the zero plane.
        private static func accumulate(_ m: inout [Int64], side: Int, stride: Int) {
            m.withUnsafeMutableBufferPointer { m in
                let block = stride * side
                for base in Swift.stride(from: 0, to: m.count, by: block) {
                    for i in base + stride..<base + block { m[i] += m[i - stride] }
                }
            }
        }

        @inline(__always) func at(_ m: [Int64], _ r: Int, _ g: Int, _ b: Int) -> Int64 {
            m[(r * side + g) * side + b]
        }

        func volume(_ box: Box, _ m: [Int64]) -> Int64 {
            at(m, box.r1, box.g1, box.b1) - at(m, box.r1, box.g1, box.b0) - at(m, box.r1, box.g0, box.b1)
                + at(m, box.r1, box.g0, box.b0) - at(m, box.r0, box.g1, box.b1) + at(m, box.r0, box.g1, box.b0)
                + at(m, box.r0, box.g0, box.b1) - at(m, box.r0, box.g0, box.b0)
        }

        /// The terms of `volume` that involve the box's lower bound on `axis`, negated as they appear.
        func bottom(_ box: Box, _ axis: Axis, _ m: [Int64]) -> Int64 {
            switch axis {
            case .red: -at(m, box.r0, box.g1, box.b1) + at(m, box.r0, box.g1, box.b0) + at(m, box.r0, box.g0, box.b1) - at(m, box.r0, box.g0, box.b0)
            case .green: -at(m, box.r1, box.g0, box.b1) + at(m, box.r1, box.g0, box.b0) + at(m, box.r0, box.g0, box.b1) - at(m, box.r0, box.g0, box.b0)
            case .blue: -at(m, box.r1, box.g1, box.b0) + at(m, box.r1, box.g0, box.b0) + at(m, box.r0, box.g1, box.b0) - at(m, box.r0, box.g0, box.b0)
            }
        }

        /// The terms of `volume` with the box's upper bound on `axis` moved to `position`.
        func top(_ box: Box, _ axis: Axis, _ position: Int, _ m: [Int64]) -> Int64 {
            switch axis {
            case .red: at(m, position, box.g1, box.b1) - at(m, position, box.g1, box.b0) - at(m, position, box.g0, box.b1) + at(m, position, box.g0, box.b0)
            case .green: at(m, box.r1, position, box.b1) - at(m, box.r1, position, box.b0) - at(m, box.r0, position, box.b1) + at(m, box.r0, position, box.b0)
            case .blue: at(m, box.r1, box.g1, position) - at(m, box.r1, box.g0, position) - at(m, box.r0, box.g1, position) + at(m, box.r0, box.g0, position)
            }
        }

        /// Summed squared distance of the box's pixels from their mean.
        func variance(_ box: Box) -> Double {
            let weight = Double(volume(box, w))
            guard weight > 0 else { return 0 }
            let dr = Double(volume(box, r)), dg = Double(volume(box, g)), db = Double(volume(box, b))
            return Double(volume(box, sq)) - (dr * dr + dg * dg + db * db) / weight
        }

        /// The cut along `axis` that maximises the between-halves sum of squares, or nil.
        func bestCut(_ box: Box, _ axis: Axis, whole: (Int64, Int64, Int64, Int64)) -> (score: Double, position: Int)? {
            let (first, last) = switch axis {
            case .red: (box.r0 + 1, box.r1)
            case .green: (box.g0 + 1, box.g1)
            case .blue: (box.b0 + 1, box.b1)
            }
            let baseR = bottom(box, axis, r), baseG = bottom(box, axis, g)
            let baseB = bottom(box, axis, b), baseW = bottom(box, axis, w)
            var best: (score: Double, position: Int)? = nil
            for position in first..<max(first, last) {
                let hr = baseR + top(box, axis, position, r), hg = baseG + top(box, axis, position, g)
                let hb = baseB + top(box, axis, position, b), hw = baseW + top(box, axis, position, w)
                let or = whole.0 - hr, og = whole.1 - hg, ob = whole.2 - hb, ow = whole.3 - hw
                guard hw > 0, ow > 0 else { continue }
                let score = (Double(hr) * Double(hr) + Double(hg) * Double(hg) + Double(hb) * Double(hb)) / Double(hw)
                    + (Double(or) * Double(or) + Double(og) * Double(og) + Double(ob) * Double(ob)) / Double(ow)
                if score > (best?.score ?? 0) { best = (score, position) }
            }
            return best
        }

        /// Splits `box` in two where it helps most; nil when it cannot be split.
        func split(_ box: inout Box) -> Box? {
            let whole = (volume(box, r), volume(box, g), volume(box, b), volume(box, w))
            let cuts: [(Axis, (score: Double, position: Int))] = [Axis.red, .green, .blue].compactMap { axis in
                bestCut(box, axis, whole: whole).map { (axis, $0) }
            }
            // Ties go to red, then green, as in Wu's code, so results never depend on ordering accidents.
            guard let (axis, cut) = cuts.max(by: { $0.1.score < $1.1.score }) else { return nil }
            var other = box
            switch axis {
            case .red: box.r1 = cut.position; other.r0 = cut.position
            case .green: box.g1 = cut.position; other.g0 = cut.position
            case .blue: box.b1 = cut.position; other.b0 = cut.position
            }
            return other
        }

        func mean(_ box: Box) -> WeightedColour? {
            let weight = Double(volume(box, w))
            guard weight > 0 else { return nil }
            return WeightedColour(weight: weight, r: Double(volume(box, r)) / weight, g: Double(volume(box, g)) / weight,
                                  b: Double(volume(box, b)) / weight, spread: variance(box))
        }
    }

    /// Up to `maxColours` box means covering the histogram.
    static func boxMeans(_ histogram: ColourHistogram, maxColours: Int) -> [WeightedColour] {
        let moments = CumulativeMoments(histogram)
        let n = histogram.side - 1
        var boxes = [Box(r0: 0, r1: n, g0: 0, g1: n, b0: 0, b1: n)]
        var variances = [Double.infinity]
        while boxes.count < maxColours {
            // The box whose pixels are spread widest is cut next; ties go to the earliest.
            var next = -1
            var largest = 0.0
            for (i, v) in variances.enumerated() where v > largest { largest = v; next = i }
            guard next >= 0 else { break }
            var box = boxes[next]
            guard let other = moments.split(&box) else { variances[next] = 0; continue }
            boxes[next] = box
            boxes.append(other)
            variances[next] = box.cells > 1 ? moments.variance(box) : 0
            variances.append(other.cells > 1 ? moments.variance(other) : 0)
        }
        return boxes.compactMap { moments.mean($0) }
    }
}
