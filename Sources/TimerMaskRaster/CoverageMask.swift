/// How much of each pixel a shape covers, 0 (none) to 255 (all), rows top to bottom.
///
/// A mask view's opacity in SwiftUI is the alpha of what it draws; for text that alpha is
/// the glyphs' anti-aliased coverage, so one type serves both.
public struct CoverageMask: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var values: [UInt8]

    public init(width: Int, height: Int, values: [UInt8]? = nil) {
        precondition(width >= 0 && height >= 0, "mask size must not be negative")
        self.width = width
        self.height = height
        if let values {
            precondition(values.count == width * height, "value count does not match size")
            self.values = values
        } else {
            self.values = [UInt8](repeating: 0, count: width * height)
        }
    }

    public subscript(x x: Int, y y: Int) -> UInt8 {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }

    /// Mean coverage over the whole mask, 0...1.
    public var coveredFraction: Double {
        guard !values.isEmpty else { return 0 }
        var sum = 0
        for v in values { sum += Int(v) }
        return Double(sum) / (255.0 * Double(values.count))
    }

    /// No pixel covered at all.
    public var isEmpty: Bool { allValues(equal: 0) }
    /// Every pixel fully covered.
    public var isFull: Bool { allValues(equal: 255) }

    /// Whether every pixel of `rect` (inside the mask) is fully covered: eight bytes at a time.
    public func isFull(in rect: PixelRect) -> Bool {
        values.withUnsafeBufferPointer { values in
            guard let base = values.baseAddress else { return true }
            var row = rect.y
            while row < rect.maxY {
                let start = row * width + rect.x
                if ByteRuns.end(of: 255, in: base, from: start, to: start + rect.width) != start + rect.width { return false }
                row += 1
            }
            return true
        }
    }

    /// Scales each value over `area` (canvas pixels; this mask's top-left at `origin` on the
    /// canvas) by `other`'s at the same canvas pixel (`other` canvas-sized): round(a · b / 255),
    /// as `Premultiply.multiply`, written out for a debug build. `area` lies inside both.
    public mutating func scale(by other: CoverageMask, over area: PixelRect, origin: (x: Int, y: Int)) {
        let width = width, otherWidth = other.width
        other.values.withUnsafeBufferPointer { by in
            values.withUnsafeMutableBufferPointer { values in
                var row = area.y
                while row < area.maxY {
                    var i = (row - origin.y) * width + area.x - origin.x
                    var j = row * otherWidth + area.x
                    let end = j + area.width
                    while j < end {
                        let t = UInt32(values[i]) * UInt32(by[j]) + 128
                        values[i] = UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
                        i += 1; j += 1
                    }
                    row += 1
                }
            }
        }
    }

    /// Asked of every mask when it is made, and an arc band's canvas-sized mask is made every
    /// instant: eight bytes at a time (`ByteRuns`).
    private func allValues(equal value: UInt8) -> Bool {
        values.withUnsafeBufferPointer { values in
            guard let base = values.baseAddress else { return true }
            return ByteRuns.end(of: value, in: base, from: 0, to: values.count) == values.count
        }
    }

    /// Draws `source` with its top-left at (`x`, `y`), combining coverage as alpha
    /// source-over (`a + b(1 - a)`), as overlapping glyphs drawn one after another combine.
    public mutating func composite(_ source: CoverageMask, atX x: Int, y: Int) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + source.width), y1 = min(height, y + source.height)
        guard x0 < x1, y0 < y1 else { return }
        let sourceWidth = source.width, width = width
        source.values.withUnsafeBufferPointer { from in
            values.withUnsafeMutableBufferPointer { to in
                var row = y0
                while row < y1 {
                    let s = (row - y) * sourceWidth - x
                    let d = row * width
                    var col = x0
                    while col < x1 {
                        let a = from[s + col]
                        if a != 0 {
                            let b = to[d + col]
                            to[d + col] = a == 255 ? 255 : a &+ Premultiply.multiply(b, 255 &- a)
                        }
                        col += 1
                    }
                    row += 1
                }
            }
        }
    }
}
