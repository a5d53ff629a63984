import Testing
import TimerMaskRaster

/// A glyph's ink under canvas-sized masks: whether the masks cover a rectangle fully, and the ink
/// scaled by them where they do not, as `Premultiply.multiply` scales one pixel.
struct CoverageScalingTests {
    /// 40 × 12, fully covered but for a partly covered corner and one uncovered pixel at (37, 9).
    static func canvasMask() -> CoverageMask {
        var mask = CoverageMask(width: 40, height: 12, values: Array(repeating: 255, count: 480))
        for y in 0..<3 { for x in 0..<3 { mask.values[y * 40 + x] = UInt8(60 * (x + y)) } }
        mask.values[9 * 40 + 37] = 0
        return mask
    }

    @Test func fullOverARectangleUnlessItReachesAnUncoveredPixel() {
        let mask = Self.canvasMask()
        #expect(mask.isFull(in: PixelRect(x: 3, y: 0, width: 37, height: 9)))
        #expect(mask.isFull(in: PixelRect(x: 5, y: 3, width: 32, height: 9)))
        #expect(!mask.isFull(in: PixelRect(x: 5, y: 3, width: 33, height: 9)))    // reaches (37, 9)
        #expect(!mask.isFull(in: PixelRect(x: 2, y: 2, width: 10, height: 1)))    // the corner's (2, 2)
        #expect(mask.isFull(in: PixelRect(x: 10, y: 10, width: 0, height: 0)))
    }

    @Test func inkIsScaledByTheMaskUnderEachOfItsPixels() {
        let mask = Self.canvasMask()
        var values: [UInt8] = []
        for i in 0..<(9 * 6) { values.append(UInt8(truncatingIfNeeded: i * 29 + 7)) }
        let ink = CoverageMask(width: 9, height: 6, values: values)
        let origin = (x: 0, y: 0), area = PixelRect(x: 0, y: 0, width: 9, height: 6)
        var scaled = ink
        scaled.scale(by: mask, over: area, origin: origin)
        for y in 0..<6 {
            for x in 0..<9 {
                #expect(scaled.values[y * 9 + x] == Premultiply.multiply(ink.values[y * 9 + x], mask.values[y * 40 + x]), "(\(x), \(y))")
            }
        }
        // Placed at (31, 6): only the area given is scaled, by the pixels under it.
        var placed = ink
        placed.scale(by: mask, over: PixelRect(x: 33, y: 8, width: 6, height: 2), origin: (31, 6))
        for y in 0..<6 {
            for x in 0..<9 {
                let inside = x >= 2 && x < 8 && y >= 2 && y < 4
                let under = mask.values[(y + 6) * 40 + x + 31]
                #expect(placed.values[y * 9 + x] == (inside ? Premultiply.multiply(ink.values[y * 9 + x], under) : ink.values[y * 9 + x]))
            }
        }
    }
}
