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
        // Horizontal pass into floats, then vertical pass back to bytes. The loops index plain
        // buffers (no iterators, no tuples): a debug build of a user's tests runs them too.
        var mid = [Float](repeating: 0, count: outWidth * (endRow - firstRow) * 4)
        let hFirst = horizontal.map(\.first), hTaps = Taps(horizontal)
        image.pixels.withUnsafeBufferPointer { src in
            mid.withUnsafeMutableBufferPointer { mid in
                hTaps.weights.withUnsafeBufferPointer { weights in
                    for y in firstRow..<endRow {
                        let row = y * image.width * 4
                        for x in 0..<outWidth {
                            var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                            var i = row + hFirst[x] * 4
                            for k in hTaps.start[x]..<hTaps.start[x + 1] {
                                let weight = weights[k]
                                r += weight * Float(src[i]); g += weight * Float(src[i + 1])
                                b += weight * Float(src[i + 2]); a += weight * Float(src[i + 3])
                                i += 4
                            }
                            let o = ((y - firstRow) * outWidth + x) * 4
                            mid[o] = r; mid[o + 1] = g; mid[o + 2] = b; mid[o + 3] = a
                        }
                    }
                }
            }
        }
        var out = RGBAImage(width: outWidth, height: window.height)
        let vTaps = Taps(vertical)
        mid.withUnsafeBufferPointer { mid in
            vTaps.weights.withUnsafeBufferPointer { weights in
                out.pixels.withUnsafeMutableBufferPointer { out in
                    for y in 0..<window.height {
                        let first = vertical[y].first - firstRow
                        for x in 0..<outWidth {
                            var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                            var i = (first * outWidth + x) * 4
                            for k in vTaps.start[y]..<vTaps.start[y + 1] {
                                let weight = weights[k]
                                r += weight * mid[i]; g += weight * mid[i + 1]
                                b += weight * mid[i + 2]; a += weight * mid[i + 3]
                                i += outWidth * 4
                            }
                            let alpha = clampByte(a)
                            let o = (y * outWidth + x) * 4
                            // Premultiplied colour may never exceed alpha.
                            out[o] = min(clampByte(r), alpha)
                            out[o + 1] = min(clampByte(g), alpha)
                            out[o + 2] = min(clampByte(b), alpha)
                            out[o + 3] = alpha
                        }
                    }
                }
            }
        }
        return out
    }

    /// Every target pixel's taps in one array: pixel t's weights are `weights[start[t]..<start[t + 1]]`.
    struct Taps {
        var weights: [Float] = []
        var start: [Int] = [0]
        init(_ contributions: [Contributions]) {
            for c in contributions {
                weights += c.weights
                start.append(weights.count)
            }
        }
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
