import Testing
@testable import TimerMaskRaster

/// The resampler skips transparent spans (premultiplied zeros add nothing); these tests hold it
/// to the filter computed in full, every tap added in the same order, byte for byte.
struct ResamplerSparseTests {
    /// Every output pixel's horizontal then vertical taps summed in order, no pixel skipped.
    static func resizedInFull(_ image: RGBAImage, width: Int, height: Int, window: PixelRect) -> RGBAImage {
        let horizontal = Resampler.weights(source: image.width, target: width, range: window.x..<window.maxX)
        let vertical = Resampler.weights(source: image.height, target: height, range: window.y..<window.maxY)
        var mid = [[Float]](repeating: [], count: image.height)
        for y in 0..<image.height {
            var row = [Float](repeating: 0, count: window.width * 4)
            for (x, taps) in horizontal.enumerated() {
                for c in 0..<4 {
                    var sum: Float = 0
                    for (k, weight) in taps.weights.enumerated() { sum += weight * Float(Int(image.pixels[(y * image.width + taps.first + k) * 4 + c])) }
                    row[x * 4 + c] = sum
                }
            }
            mid[y] = row
        }
        var out = RGBAImage(width: window.width, height: window.height)
        for (y, taps) in vertical.enumerated() {
            for x in 0..<window.width {
                var sums: [Float] = [0, 0, 0, 0]
                for c in 0..<4 { for (k, weight) in taps.weights.enumerated() { sums[c] += weight * mid[taps.first + k][x * 4 + c] } }
                let rounded = sums.map { $0.rounded() }
                let alpha: UInt8 = !(rounded[3] < 255) ? 255 : rounded[3] > 0 ? UInt8(rounded[3]) : 0
                let o = (y * window.width + x) * 4
                for c in 0..<3 { out.pixels[o + c] = !(rounded[c] < Float(Int(alpha))) ? alpha : rounded[c] > 0 ? UInt8(rounded[c]) : 0 }
                out.pixels[o + 3] = alpha
            }
        }
        return out
    }

    /// A picture mostly transparent: a few opaque and translucent blobs, rows and columns of nothing.
    static func sparse(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var state = seed
        func next() -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) }
        for _ in 0..<6 {
            let cx = next() % width, cy = next() % height, r = 1 + next() % max(1, width / 6)
            let a = UInt8(1 + next() % 255), g = UInt8(next() % 256)
            for y in max(0, cy - r)..<min(height, cy + r) {
                for x in max(0, cx - r)..<min(width, cx + r) {
                    image.setPixel(x: x, y: y, RGBA(r: min(a, g), g: a / 2, b: 0, a: a))
                }
            }
        }
        return image
    }

    @Test(arguments: [(UInt64(1), 60, 40, 85, 51), (2, 60, 40, 31, 20), (3, 17, 90, 40, 40), (4, 120, 120, 146, 146), (5, 9, 9, 30, 3)])
    func skippingTransparentSpansChangesNoByte(seed: UInt64, width: Int, height: Int, toWidth: Int, toHeight: Int) {
        let image = Self.sparse(width: width, height: height, seed: seed)
        let whole = PixelRect(x: 0, y: 0, width: toWidth, height: toHeight)
        #expect(Resampler.resize(image, width: toWidth, height: toHeight).pixels == Self.resizedInFull(image, width: toWidth, height: toHeight, window: whole).pixels)
        let window = PixelRect(x: toWidth / 4, y: toHeight / 3, width: max(1, toWidth / 2), height: max(1, toHeight / 2))
        #expect(Resampler.resize(image, width: toWidth, height: toHeight, keeping: window).pixels
                == Self.resizedInFull(image, width: toWidth, height: toHeight, window: window).pixels)
    }

    @Test func aWhollyTransparentPictureStaysTransparent() {
        let resized = Resampler.resize(RGBAImage(width: 40, height: 30), width: 77, height: 13)
        #expect(resized.pixels.allSatisfy { $0 == 0 })
    }
}
