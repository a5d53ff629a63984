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
        // Horizontal pass into floats, then vertical pass back to bytes. The loops are `while`
        // loops over plain buffers (no iterators, tuples, generic conversions such as
        // `Float(UInt8)`, or generic min/max): a debug build of a user's tests runs them unoptimised.
        var mid = [Float](repeating: 0, count: outWidth * (endRow - firstRow) * 4)
        let hFirst = horizontal.map(\.first), hTaps = Taps(horizontal)
        let sourceWidth = image.width
        // One source row at a time as Floats: each byte is converted once, not once per tap.
        // Transparent pixels are premultiplied zeros, and a sum of taps over zeros is +0 however
        // it is added up: only the span of a row between its first and last non-zero byte is
        // converted, and an output pixel whose taps all fall outside it is left at 0. Each
        // `mid` row keeps the span of output pixels it wrote, so the vertical pass adds only
        // those. Both skip additions of zero only, so every byte comes out the same.
        var rowValues = [Float](repeating: 0, count: sourceWidth * 4)
        var midSpans = [Int](repeating: 0, count: (endRow - firstRow) * 2)   // [lo, hi) per mid row, in output pixels
        image.pixels.withUnsafeBufferPointer { src in
            mid.withUnsafeMutableBufferPointer { mid in
                hTaps.weights.withUnsafeBufferPointer { weights in
                    hTaps.start.withUnsafeBufferPointer { start in
                        hFirst.withUnsafeBufferPointer { hFirst in
                            rowValues.withUnsafeMutableBufferPointer { values in
                                midSpans.withUnsafeMutableBufferPointer { spans in
                                    // The tap loops read through plain pointers (in bounds by the taps'
                                    // construction): a buffer's checked subscript is a call in a debug build.
                                    let w = weights.baseAddress!, v = values.baseAddress!
                                    var lastLo = 0, lastHi = 0                   // the previous row's converted span, in bytes
                                    var y = firstRow
                                    while y < endRow {
                                        let row = y * sourceWidth * 4
                                        var lo = 0, hi = sourceWidth * 4
                                        while lo < hi && src[row + lo] == 0 { lo += 1 }
                                        while hi > lo && src[row + hi - 1] == 0 { hi -= 1 }
                                        // Pixel-aligned, and the previous row's values outside it cleared.
                                        lo -= lo % 4; hi += (4 - hi % 4) % 4
                                        var c = lastLo
                                        while c < lastHi { values[c] = 0; c += 1 }
                                        c = lo
                                        while c < hi { values[c] = Float(Int(src[row + c])); c += 1 }
                                        lastLo = lo; lastHi = hi
                                        let pixelLo = lo / 4, pixelHi = hi / 4
                                        var spanLo = outWidth, spanHi = 0
                                        var x = 0
                                        while x < outWidth {
                                            let firstTap = hFirst[x]
                                            let k0 = start[x], end = start[x + 1]
                                            // Taps wholly outside the row's non-zero span add up to 0.
                                            if firstTap >= pixelHi || firstTap + (end - k0) <= pixelLo { x += 1; continue }
                                            var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                                            var i = firstTap * 4
                                            var k = k0
                                            while k < end {
                                                let weight = w[k]
                                                r += weight * v[i]; g += weight * v[i + 1]
                                                b += weight * v[i + 2]; a += weight * v[i + 3]
                                                i += 4
                                                k += 1
                                            }
                                            let o = ((y - firstRow) * outWidth + x) * 4
                                            mid[o] = r; mid[o + 1] = g; mid[o + 2] = b; mid[o + 3] = a
                                            if x < spanLo { spanLo = x }
                                            spanHi = x + 1
                                            x += 1
                                        }
                                        spans[(y - firstRow) * 2] = spanLo < spanHi ? spanLo : 0
                                        spans[(y - firstRow) * 2 + 1] = spanLo < spanHi ? spanHi : 0
                                        y += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        var out = RGBAImage(width: outWidth, height: window.height)
        let vTaps = Taps(vertical)
        let vFirst = vertical.map(\.first)
        let outHeight = window.height
        // The vertical pass a row at a time: each tap's row of `mid` added across a row of sums,
        // taps in order (each pixel's sum is the same), so consecutive additions are to different
        // pixels: an unoptimised build does not wait on one running sum kept in memory, and an
        // optimised one adds whole rows with vector instructions.
        var sums = [Float](repeating: 0, count: outWidth * 4)
        let rowLength = outWidth * 4
        mid.withUnsafeBufferPointer { mid in
            vTaps.weights.withUnsafeBufferPointer { weights in
                vTaps.start.withUnsafeBufferPointer { start in
                    vFirst.withUnsafeBufferPointer { vFirst in
                        sums.withUnsafeMutableBufferPointer { sums in
                          midSpans.withUnsafeBufferPointer { spans in
                            out.pixels.withUnsafeMutableBufferPointer { out in
                                let w = weights.baseAddress!, acc = sums.baseAddress!
                                var y = 0
                                while y < outHeight {
                                    acc.update(repeating: 0, count: rowLength)
                                    var m = mid.baseAddress! + (vFirst[y] - firstRow) * rowLength
                                    var span = vFirst[y] - firstRow
                                    var unionLo = outWidth, unionHi = 0
                                    var k = start[y]
                                    while k < start[y + 1] {
                                        let weight = w[k]
                                        // Only the pixels this row of `mid` wrote; the rest are zeros.
                                        let lo = spans[span * 2], hi = spans[span * 2 + 1]
                                        if lo < hi {
                                            if lo < unionLo { unionLo = lo }
                                            if hi > unionHi { unionHi = hi }
                                        }
                                        var j = lo * 4
                                        let end = hi * 4
                                        while j < end { acc[j] += weight * m[j]; j += 1 }
                                        m += rowLength
                                        span += 1
                                        k += 1
                                    }
                                    // Outside the union of those spans every sum is 0: the output's zeros stay.
                                    var x = unionLo
                                    while x < unionHi {
                                        let s = x * 4
                                        // Rounded and clamped to 0…255 (NaN to 255, as min(255, v)
                                        // answers), written out: a debug build calls every helper.
                                        // Premultiplied colour may never exceed alpha.
                                        let ra = acc[s + 3].rounded(), rr = acc[s].rounded()
                                        let rg = acc[s + 1].rounded(), rb = acc[s + 2].rounded()
                                        let alpha: UInt8 = !(ra < 255) ? 255 : ra > 0 ? UInt8(ra) : 0
                                        let limit = Float(Int(alpha))
                                        let o = y * rowLength + s
                                        out[o] = !(rr < limit) ? alpha : rr > 0 ? UInt8(rr) : 0
                                        out[o + 1] = !(rg < limit) ? alpha : rg > 0 ? UInt8(rg) : 0
                                        out[o + 2] = !(rb < limit) ? alpha : rb > 0 ? UInt8(rb) : 0
                                        out[o + 3] = alpha
                                        x += 1
                                    }
                                    y += 1
                                }
                            }
                          }
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
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
