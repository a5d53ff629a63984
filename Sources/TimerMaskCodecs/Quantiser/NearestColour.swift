/// Finds a palette's nearest colour (squared RGB distance, ties to the lower index) for any
/// 24-bit colour, exactly and fast.
///
/// The colour cube is cut into 64³ cells of 4×4×4 colours. The first time a cell is asked about,
/// it keeps only the palette entries that can be nearest to some colour inside it: those within
/// `d(centre, nearest) + 2·halfDiagonal` of its centre (the triangle inequality). Later queries
/// compare against those few candidates.
final class NearestColour {
    let palette: [RGBColour]
    private let reds: [Int32], greens: [Int32], blues: [Int32]
    /// Per cell: start of its candidates in `candidates`, or -1 before it was first asked about.
    private var cellStart: [Int32]
    private var cellCount: [UInt16]
    private var candidates: [UInt8] = []

    init(_ palette: [RGBColour]) {
        precondition(!palette.isEmpty && palette.count <= 256, "a palette holds 1 to 256 colours")
        self.palette = palette
        reds = palette.map { Int32($0.r) }
        greens = palette.map { Int32($0.g) }
        blues = palette.map { Int32($0.b) }
        cellStart = [Int32](repeating: -1, count: 64 * 64 * 64)
        cellCount = [UInt16](repeating: 0, count: 64 * 64 * 64)
        candidates.reserveCapacity(64 * 1024)
    }

    @inline(__always)
    func index(_ r: Int32, _ g: Int32, _ b: Int32) -> Int {
        let cell = Int((r >> 2) << 12 | (g >> 2) << 6 | (b >> 2))
        var start = Int(cellStart[cell])
        if start < 0 { start = fill(cell) }
        let count = Int(cellCount[cell])
        var best = Int(candidates[start])
        if count == 1 { return best }
        var bestDistance = Int32.max
        for k in start..<start + count {
            let i = Int(candidates[k])
            let dr = r - reds[i], dg = g - greens[i], db = b - blues[i]
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance || (d == bestDistance && i < best) { bestDistance = d; best = i }
        }
        return best
    }

    /// Lists the cell's candidates: every entry within reach of some colour in the cell.
    private func fill(_ cell: Int) -> Int {
        // Centre of the 4×4×4 block, in doubled units to stay integral: 2·(4c + 1.5) = 8c + 3.
        let cr = Double(8 * (cell >> 12) + 3) / 2, cg = Double(8 * (cell >> 6 & 63) + 3) / 2
        let cb = Double(8 * (cell & 63) + 3) / 2
        var distances = [Double](repeating: 0, count: palette.count)
        var nearest = Double.infinity
        for i in palette.indices {
            let dr = cr - Double(reds[i]), dg = cg - Double(greens[i]), db = cb - Double(blues[i])
            distances[i] = dr * dr + dg * dg + db * db
            nearest = min(nearest, distances[i])
        }
        // Half the block's diagonal is 1.5·√3; a candidate may be up to twice that farther than the nearest.
        let reach = nearest.squareRoot() + 2 * 1.5 * 3.0.squareRoot() + 1e-9
        let start = candidates.count
        for i in palette.indices where distances[i] <= reach * reach { candidates.append(UInt8(i)) }
        cellStart[cell] = Int32(start)
        cellCount[cell] = UInt16(candidates.count - start)
        return start
    }
}
