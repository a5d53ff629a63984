#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Gaussian blur of premultiplied pixels, as SVG's `feGaussianBlur` specifies it: for a
/// standard deviation σ below 2 pixels an exact kernel cut at 3σ, from 2 on three successive box
/// blurs of width d = ⌊3σ·√(2π)/4 + ½⌋ (the spec's approximation, within a few per cent of the
/// Gaussian, at a cost that does not grow with σ). What `.blur(radius:)` and `.shadow(radius:)` draw.
public enum GaussianBlur {
    /// How far (in pixels) a blur of standard deviation `sigma` reaches beyond what it blurs.
    public static func reach(sigma: Double) -> Int {
        guard sigma > 0 else { return 0 }
        if sigma < 2 { return Int((sigma * 3).rounded(.up)) }
        let d = boxWidth(sigma)
        return d % 2 == 1 ? 3 * (d - 1) / 2 : 3 * d / 2
    }

    /// Below this σ (in pixels) a blur changes no pixel: the kernel's weights beside its centre,
    /// exp(−1/(2σ²)) of the whole, round to nothing in 1/65536ths (from σ ≈ 0.206 down), so the
    /// picture is returned as it is. It also keeps 2σ² from underflowing to 0, which made the
    /// centre's weight 0/0 (`.blur(radius: 1e-170)` trapped).
    public static let smallestSigma = 0.2

    /// The box width the spec gives for σ.
    static func boxWidth(_ sigma: Double) -> Int {
        Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// Pixel reads the blur of a `width` × `height` picture costs, for budgets.
    public static func cost(width: Int, height: Int, sigma: Double) -> Int {
        let perPixel = sigma < 2 ? 2 * (2 * reach(sigma: sigma) + 1) : 12
        return width * height * perPixel
    }

    /// `image` blurred; past its edges the pixels are clear (`clampEdges` false) or repeat the
    /// edge pixels (`clampEdges` true: SwiftUI's opaque blur). Same size as `image`.
    public static func blurred(_ image: RGBAImage, sigma: Double, clampEdges: Bool) -> RGBAImage {
        guard sigma >= smallestSigma, image.width > 0, image.height > 0 else { return image }
        var pixels = image.pixels
        for horizontal in [true, false] {
            if sigma < 2 {
                pixels = kernelPass(pixels, image.width, image.height, horizontal: horizontal, sigma: sigma, clamp: clampEdges)
            } else {
                let d = boxWidth(sigma)
                let windows = d % 2 == 1 ? Array(repeating: ((d - 1) / 2, (d - 1) / 2), count: 3)
                                         : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
                for (before, after) in windows {
                    pixels = boxPass(pixels, image.width, image.height, horizontal: horizontal, before: before, after: after, clamp: clampEdges)
                }
            }
        }
        return RGBAImage(width: image.width, height: image.height, premultipliedPixels: pixels)
    }

    /// One pass of the exact kernel along rows (`horizontal`) or columns.
    static func kernelPass(_ src: [UInt8], _ w: Int, _ h: Int, horizontal: Bool, sigma: Double, clamp: Bool) -> [UInt8] {
        let r = reach(sigma: sigma)
        let raw = (-r...r).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        var k = raw.map { Int(($0 / total * 65536).rounded()) }
        k[r] += 65536 - k.reduce(0, +)   // the centre takes the rounding
        let (lines, length) = horizontal ? (h, w) : (w, h)
        var dst = [UInt8](repeating: 0, count: src.count)
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for line in 0..<lines {
                    func index(_ i: Int) -> Int { (horizontal ? line * w + i : i * w + line) * 4 }
                    for i in 0..<length {
                        var sum = (0, 0, 0, 0)
                        for (j, weight) in k.enumerated() {
                            var at = i + j - r
                            if at < 0 || at >= length {
                                if !clamp { continue }
                                at = min(max(at, 0), length - 1)
                            }
                            let p = index(at)
                            sum.0 += Int(s[p]) * weight; sum.1 += Int(s[p + 1]) * weight
                            sum.2 += Int(s[p + 2]) * weight; sum.3 += Int(s[p + 3]) * weight
                        }
                        store(d, index(i), sum, divisor: 65536)
                    }
                }
            }
        }
        return dst
    }

    /// One box pass: each pixel the mean of the `before + 1 + after` pixels around it, by running sums.
    static func boxPass(_ src: [UInt8], _ w: Int, _ h: Int, horizontal: Bool, before: Int, after: Int, clamp: Bool) -> [UInt8] {
        let (lines, length) = horizontal ? (h, w) : (w, h)
        let n = before + 1 + after
        var dst = [UInt8](repeating: 0, count: src.count)
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for line in 0..<lines {
                    func index(_ i: Int) -> Int { (horizontal ? line * w + i : i * w + line) * 4 }
                    func read(_ i: Int) -> (Int, Int, Int, Int) {
                        var at = i
                        if at < 0 || at >= length {
                            if !clamp { return (0, 0, 0, 0) }
                            at = min(max(at, 0), length - 1)
                        }
                        let p = index(at)
                        return (Int(s[p]), Int(s[p + 1]), Int(s[p + 2]), Int(s[p + 3]))
                    }
                    var sum = (0, 0, 0, 0)
                    for i in -before...after { let v = read(i); sum.0 += v.0; sum.1 += v.1; sum.2 += v.2; sum.3 += v.3 }
                    for i in 0..<length {
                        store(d, index(i), sum, divisor: n)
                        let gone = read(i - before), next = read(i + after + 1)
                        sum.0 += next.0 - gone.0; sum.1 += next.1 - gone.1; sum.2 += next.2 - gone.2; sum.3 += next.3 - gone.3
                    }
                }
            }
        }
        return dst
    }

    /// A sum of premultiplied channels over `divisor`, rounded; no colour above its alpha.
    @inline(__always)
    private static func store(_ d: UnsafeMutableBufferPointer<UInt8>, _ p: Int, _ sum: (Int, Int, Int, Int), divisor: Int) {
        let a = UInt8(clamping: (sum.3 + divisor / 2) / divisor)
        d[p] = min(UInt8(clamping: (sum.0 + divisor / 2) / divisor), a)
        d[p + 1] = min(UInt8(clamping: (sum.1 + divisor / 2) / divisor), a)
        d[p + 2] = min(UInt8(clamping: (sum.2 + divisor / 2) / divisor), a)
        d[p + 3] = a
    }
}
