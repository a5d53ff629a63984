import TimerMaskRaster

/// The colour statistics a palette is built from: opaque pixels counted into cells of a
/// `2^bits`-per-channel grid, each cell keeping the moments Wu's quantiser needs (count, sums
/// of R, G, B and of their squares), so every cell's mean and variance stay exact.
///
/// It also remembers the exact distinct colours while there are few of them, so an animation
/// of at most 256 colours gets those colours exactly instead of cell means.
public struct ColourHistogram: Sendable {
    /// Bits per channel of the cell grid (5 or 6).
    public let bits: Int
    /// Cells per side, plus one leading zero plane that Wu's cumulative moments need.
    let side: Int
    var weight: [Int64]
    var sumR: [Int64]
    var sumG: [Int64]
    var sumB: [Int64]
    var sumSquares: [Int64]
    /// Opaque pixels counted.
    public private(set) var pixelCount: Int64 = 0

    /// Exact colours (0xRRGGBB) seen so far, while at most `exactColourLimit`; nil past that.
    private var exact: ExactColours? = ExactColours()
    static let exactColourLimit = 256

    public init(bits: Int = 6) {
        precondition((4...7).contains(bits), "histogram cells need 4 to 7 bits a channel")
        self.bits = bits
        side = (1 << bits) + 1
        let count = side * side * side
        weight = [Int64](repeating: 0, count: count)
        sumR = weight; sumG = weight; sumB = weight; sumSquares = weight
    }

    /// Counts the pixels a GIF can show of `image`: those with alpha 128 or more, un-premultiplied.
    public mutating func add(_ image: RGBAImage) {
        add(straightPixels: image.isOpaque ? image.pixels : GIFAnimationEncoder.thresholdedStraightPixels(image))
    }

    /// Counts the opaque pixels of straight RGBA `pixels` (alpha 0 means transparent, anything else
    /// opaque), a run of equal pixels at a time: flat areas cost one comparison a pixel.
    mutating func add(straightPixels pixels: [UInt8]) {
        let shift = 8 - bits, side = side
        var counted: Int64 = 0
        var exact = self.exact
        weight.withUnsafeMutableBufferPointer { weight in
        sumR.withUnsafeMutableBufferPointer { sumR in
        sumG.withUnsafeMutableBufferPointer { sumG in
        sumB.withUnsafeMutableBufferPointer { sumB in
        sumSquares.withUnsafeMutableBufferPointer { sumSquares in
        pixels.withUnsafeBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)   // R, G, B, A in memory order
            func flush(_ word: UInt32, _ run: Int64) {
                guard run > 0, word >> 24 != 0 else { return }
                let r = Int(word & 0xFF), g = Int(word >> 8 & 0xFF), b = Int(word >> 16 & 0xFF)
                let c = ((r >> shift) + 1) * side * side + ((g >> shift) + 1) * side + (b >> shift) + 1
                weight[c] += run
                sumR[c] += Int64(r) * run; sumG[c] += Int64(g) * run; sumB[c] += Int64(b) * run
                sumSquares[c] += Int64(r * r + g * g + b * b) * run
                counted += run
                if exact != nil, !exact!.insert(UInt32(r << 16 | g << 8 | b), limit: Self.exactColourLimit) { exact = nil }
            }
            var current = words.first ?? 0
            var run: Int64 = 0
            for word in words {
                if word == current { run += 1; continue }
                flush(current, run)
                current = word
                run = 1
            }
            flush(current, run)
        }}}}}}
        self.exact = exact
        pixelCount += counted
    }

    /// The distinct colours, sorted, when there are at most `limit` of them.
    public func exactColours(limit: Int) -> [RGBColour]? {
        guard let exact, exact.count <= limit else { return nil }
        return exact.sorted.map { RGBColour(packed: $0) }
    }

    /// How far a counted pixel can lie from its nearest colour in `colours`: for every populated
    /// cell, the distance from the cell box's farthest corner to the colour nearest the cell's mean.
    /// Every colour the cell counted lies in its box, and its own nearest colour is no farther.
    func nearestColourBound(_ colours: [RGBColour]) -> Double {
        guard !colours.isEmpty else { return .infinity }
        let shift = 8 - bits, cellWidth = 1 << shift
        let neighbours = KMeansRefinement.NeighbourOrder(colours.map {
            WeightedColour(weight: 1, r: Double($0.r), g: Double($0.g), b: Double($0.b), spread: 0)
        })
        // Farthest distance, along one channel, from `value` to the cell `cell` spans.
        func reach(_ cell: Int, _ value: UInt8) -> Double {
            let low = cell << shift, high = low + cellWidth - 1
            return Double(max(abs(low - Int(value)), abs(high - Int(value))))
        }
        var worst = 0.0
        for c in weight.indices where weight[c] > 0 {
            let w = Double(weight[c])
            let mean = WeightedColour(weight: w, r: Double(sumR[c]) / w, g: Double(sumG[c]) / w, b: Double(sumB[c]) / w, spread: 0)
            let colour = colours[neighbours.nearestByScan(mean)]
            let r = reach(c / (side * side) - 1, colour.r), g = reach(c / side % side - 1, colour.g), b = reach(c % side - 1, colour.b)
            worst = max(worst, (r * r + g * g + b * b).squareRoot())
        }
        return worst
    }

    /// The populated cells: weight and exact channel sums, for k-means refinement.
    func populatedCells() -> [WeightedColour] {
        var out: [WeightedColour] = []
        for c in weight.indices where weight[c] > 0 {
            let w = Double(weight[c])
            out.append(WeightedColour(weight: w, r: Double(sumR[c]) / w, g: Double(sumG[c]) / w, b: Double(sumB[c]) / w,
                                      spread: Double(sumSquares[c]) - (Double(sumR[c]) * Double(sumR[c])
                                          + Double(sumG[c]) * Double(sumG[c]) + Double(sumB[c]) * Double(sumB[c])) / w))
        }
        return out
    }
}

/// A colour with 8 bits a channel and no alpha, as palettes hold them.
public struct RGBColour: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8) { self.r = r; self.g = g; self.b = b }
    init(packed: UInt32) { r = UInt8(packed >> 16 & 0xFF); g = UInt8(packed >> 8 & 0xFF); b = UInt8(packed & 0xFF) }
    var packed: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
    public static func < (l: RGBColour, r: RGBColour) -> Bool { l.packed < r.packed }
    public var description: String {
        "#" + [r, g, b].map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}

/// A histogram cell seen as a point: its mean colour, how many pixels it holds, and the sum of
/// their squared distances from that mean.
struct WeightedColour {
    var weight: Double
    var r: Double, g: Double, b: Double
    var spread: Double
}

/// A small open-addressing set of packed colours; gives up (returns false) past its limit.
private struct ExactColours: Sendable {
    private var slots = [UInt32](repeating: 0, count: 1024)   // 0 = empty; keys carry a marker bit
    private(set) var count = 0

    mutating func insert(_ colour: UInt32, limit: Int) -> Bool {
        let key = colour | 0x0100_0000
        var i = Int((key &* 2_654_435_761) >> 22)
        while true {
            if slots[i] == key { return true }
            if slots[i] == 0 {
                count += 1
                if count > limit { return false }
                slots[i] = key
                return true
            }
            i = (i + 1) & 1023
        }
    }

    var sorted: [UInt32] { slots.filter { $0 != 0 }.map { $0 & 0xFF_FFFF }.sorted() }
}
