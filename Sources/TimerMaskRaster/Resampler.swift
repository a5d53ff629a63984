/// High-quality resizing: a separable Lanczos-3 filter on premultiplied pixels, so transparent
/// pixels cannot bleed dark colour into edges (no halos).
public enum Resampler {
    /// `image` scaled to exactly `width` × `height` pixels.
    public static func resize(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        precondition(width > 0 && height > 0, "target size must be positive")
        if width == image.width && height == image.height { return image }
        return resize(image, width: width, height: height, keeping: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// Only the `window` of `image` scaled to `width` × `height`: the same pixels as cropping the
    /// whole resize, but memory and time grow with the window, not the scaled size. A 1 × 40000
    /// picture filling a 510 px view scales to 510 × 20,400,000 px (41.6 GB), of which the view
    /// shows 510 × 510.
    public static func resize(_ image: RGBAImage, width: Int, height: Int, keeping window: PixelRect) -> RGBAImage {
        precondition(width > 0 && height > 0, "target size must be positive")
        precondition(PixelRect(x: 0, y: 0, width: width, height: height).contains(window) && !window.isEmpty,
                     "the window must lie inside the scaled picture")
        guard image.width > 0, image.height > 0 else { return RGBAImage(width: window.width, height: window.height) }
        let horizontal = weights(source: image.width, target: width, range: window.x..<window.maxX)
        let vertical = weights(source: image.height, target: height, range: window.y..<window.maxY)
        // Only the source rows the window's vertical taps read go through the horizontal pass.
        let firstRow = vertical.map(\.first).min()!
        let endRow = vertical.map { $0.first + $0.weights.count }.max()!
        let outWidth = window.width
        // Horizontal pass into floats, then vertical pass back to bytes.
        var mid = [Float](repeating: 0, count: outWidth * (endRow - firstRow) * 4)
        image.pixels.withUnsafeBufferPointer { src in
            for y in firstRow..<endRow {
                let row = y * image.width * 4
                for x in 0..<outWidth {
                    let w = horizontal[x]
                    var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    for (k, weight) in w.weights.enumerated() {
                        let i = row + (w.first + k) * 4
                        acc.0 += weight * Float(src[i]); acc.1 += weight * Float(src[i + 1])
                        acc.2 += weight * Float(src[i + 2]); acc.3 += weight * Float(src[i + 3])
                    }
                    let o = ((y - firstRow) * outWidth + x) * 4
                    mid[o] = acc.0; mid[o + 1] = acc.1; mid[o + 2] = acc.2; mid[o + 3] = acc.3
                }
            }
        }
        var out = RGBAImage(width: outWidth, height: window.height)
        for y in 0..<window.height {
            let w = vertical[y]
            for x in 0..<outWidth {
                var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (k, weight) in w.weights.enumerated() {
                    let i = ((w.first + k - firstRow) * outWidth + x) * 4
                    acc.0 += weight * mid[i]; acc.1 += weight * mid[i + 1]
                    acc.2 += weight * mid[i + 2]; acc.3 += weight * mid[i + 3]
                }
                let a = clampByte(acc.3)
                let o = (y * outWidth + x) * 4
                // Premultiplied colour may never exceed alpha.
                out.pixels[o] = min(clampByte(acc.0), a)
                out.pixels[o + 1] = min(clampByte(acc.1), a)
                out.pixels[o + 2] = min(clampByte(acc.2), a)
                out.pixels[o + 3] = a
            }
        }
        return out
    }

    struct Contributions { var first: Int; var weights: [Float] }

    /// Normalised filter taps for each target pixel along one axis.
    static func weights(source: Int, target: Int, range: Range<Int>? = nil) -> [Contributions] {
        let scale = Double(target) / Double(source)
        let support = 3.0 * max(1.0, 1.0 / scale)      // widen the kernel when shrinking
        let filterScale = max(1.0, 1.0 / scale)
        return (range ?? 0..<target).map { t in
            let center = (Double(t) + 0.5) / scale - 0.5
            let first = max(0, Int((center - support).rounded(.up)))
            let last = min(source - 1, Int((center + support).rounded(.down)))
            var taps = [Double]()
            for s in first...max(first, last) { taps.append(lanczos3((Double(s) - center) / filterScale)) }
            let sum = taps.reduce(0, +)
            let normalised = sum == 0 ? taps.map { _ in 1.0 / Double(taps.count) } : taps.map { $0 / sum }
            return Contributions(first: first, weights: normalised.map(Float.init))
        }
    }

    static func lanczos3(_ x: Double) -> Double {
        if x == 0 { return 1 }
        if abs(x) >= 3 { return 0 }
        let px = Double.pi * x
        return 3 * sin(px) * sin(px / 3) / (px * px)
    }

    @inline(__always)
    static func clampByte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
