/// Drawing an image through an affine map: how a photo is turned and placed in a frame.
extension RGBAImage {
    /// Draws `source` source-over onto this image, every source point p landing at
    /// `transform.apply(p)` (source pixel (i, j) covers [i, i+1) × [j, j+1)).
    ///
    /// Colour is reconstructed with a Catmull-Rom bicubic on **premultiplied** pixels, clamped
    /// at the source's border, so nothing outside the picture bleeds into it (no dark fringes);
    /// the picture's outline is then anti-aliased by the exact area the transformed rectangle
    /// covers in each pixel. Meant for rotations and moves at about the source's scale: shrink
    /// with `Resampler.resize` first, since a bicubic does not prefilter.
    public mutating func draw(_ source: RGBAImage, transform: Transform2D) {
        guard source.width > 0, source.height > 0, let inverse = transform.inverse else { return }
        if let offset = transform.wholePixelTranslation {
            draw(source, atX: offset.x, y: offset.y)
            return
        }
        let outline = VectorPath.rectangle(x: 0, y: 0, width: Double(source.width), height: Double(source.height))
            .transformed(by: transform)
        guard let bounds = outline.bounds,
              bounds.min.x.isFinite, bounds.min.y.isFinite, bounds.max.x.isFinite, bounds.max.y.isFinite
        else { return }
        let x0 = Int(max(0, min(Double(width), bounds.min.x)).rounded(.down))
        let y0 = Int(max(0, min(Double(height), bounds.min.y)).rounded(.down))
        let x1 = Int(max(0, min(Double(width), bounds.max.x)).rounded(.up))
        let y1 = Int(max(0, min(Double(height), bounds.max.y)).rounded(.up))
        guard x0 < x1, y0 < y1 else { return }
        let coverage = PathRasterizer.coverage(of: outline, width: x1 - x0, height: y1 - y0, originX: x0, originY: y0)
        let sampler = BicubicSampler(source)
        let imageWidth = width
        source.pixels.withUnsafeBufferPointer { src in
            coverage.values.withUnsafeBufferPointer { cover in
                pixels.withUnsafeMutableBufferPointer { dst in
                    var y = y0
                    while y < y1 {
                        var x = x0
                        while x < x1 {
                            defer { x += 1 }
                            let c = cover[(y - y0) * coverage.width + (x - x0)]
                            if c == 0 { continue }
                            // The destination pixel's centre, back in source pixel-centre units.
                            let p = inverse.apply(Point2D(Double(x) + 0.5, Double(y) + 0.5))
                            let s = sampler.sample(src, x: p.x - 0.5, y: p.y - 0.5, coverage: c)
                            if s.a == 0 { continue }
                            let d = (y * imageWidth + x) * 4
                            let inv = 255 &- s.a
                            dst[d] = s.r &+ Premultiply.multiply(dst[d], inv)
                            dst[d + 1] = s.g &+ Premultiply.multiply(dst[d + 1], inv)
                            dst[d + 2] = s.b &+ Premultiply.multiply(dst[d + 2], inv)
                            dst[d + 3] = s.a &+ Premultiply.multiply(dst[d + 3], inv)
                        }
                        y += 1
                    }
                }
            }
        }
    }
}

extension Transform2D {
    /// The offset when this map only moves by whole pixels: drawing then copies pixels exactly.
    var wholePixelTranslation: (x: Int, y: Int)? {
        guard a == 1, b == 0, c == 0, d == 1, tx == tx.rounded(), ty == ty.rounded(),
              abs(tx) < 1e9, abs(ty) < 1e9 else { return nil }
        return (Int(tx), Int(ty))
    }
}

/// Catmull-Rom reconstruction of premultiplied pixels, edges clamped to the border pixels.
struct BicubicSampler {
    let width: Int
    let height: Int

    init(_ image: RGBAImage) {
        width = image.width
        height = image.height
    }

    /// The premultiplied colour at pixel-centre coordinates (`x`, `y`), scaled by `coverage`.
    ///
    /// Written for a debug build too (a user's golden test draws the demo's photo through it):
    /// `while` loops, comparisons instead of generic `min`/`max`, bytes converted through Int
    /// (`Double(UInt8)` is a generic conversion there), weights in stored properties instead of a SIMD4.
    @inline(__always)
    func sample(_ src: UnsafeBufferPointer<UInt8>, x: Double, y: Double, coverage: UInt8) -> RGBA {
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let wx = Weights(x - fx), wy = Weights(y - fy)
        let ix = Int(Self.clamp(fx, -2, Double(width))), iy = Int(Self.clamp(fy, -2, Double(height)))
        // The four columns and their weights, found once for the four rows.
        let c0 = Self.clamp(ix - 1, 0, width - 1) * 4, c1 = Self.clamp(ix, 0, width - 1) * 4
        let c2 = Self.clamp(ix + 1, 0, width - 1) * 4, c3 = Self.clamp(ix + 2, 0, width - 1) * 4
        let w0 = wx.w0, w1 = wx.w1, w2 = wx.w2, w3 = wx.w3
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        var j = 0
        while j < 4 {
            let weightY = wy[j]
            if weightY != 0 {
                let row = Self.clamp(iy - 1 + j, 0, height - 1) * width * 4
                var rr = 0.0, rg = 0.0, rb = 0.0, ra = 0.0
                // Taps left to right, a zero weight skipped, as a loop over the four would.
                if w0 != 0 { let k = row + c0; rr += w0 * Double(Int(src[k])); rg += w0 * Double(Int(src[k + 1])); rb += w0 * Double(Int(src[k + 2])); ra += w0 * Double(Int(src[k + 3])) }
                if w1 != 0 { let k = row + c1; rr += w1 * Double(Int(src[k])); rg += w1 * Double(Int(src[k + 1])); rb += w1 * Double(Int(src[k + 2])); ra += w1 * Double(Int(src[k + 3])) }
                if w2 != 0 { let k = row + c2; rr += w2 * Double(Int(src[k])); rg += w2 * Double(Int(src[k + 1])); rb += w2 * Double(Int(src[k + 2])); ra += w2 * Double(Int(src[k + 3])) }
                if w3 != 0 { let k = row + c3; rr += w3 * Double(Int(src[k])); rg += w3 * Double(Int(src[k + 1])); rb += w3 * Double(Int(src[k + 2])); ra += w3 * Double(Int(src[k + 3])) }
                r += weightY * rr; g += weightY * rg; b += weightY * rb; a += weightY * ra
            }
            j += 1
        }
        // The bicubic overshoots a little at sharp steps; premultiplied colour may not exceed alpha.
        let scale = Double(Int(coverage)) / 255
        let alpha = Self.clamp(a, 0, 255) * scale
        return RGBA(r: Self.channel(r * scale, alpha), g: Self.channel(g * scale, alpha),
                    b: Self.channel(b * scale, alpha), a: UInt8(alpha.rounded()))
    }

    /// `max(low, min(high, v))`, as the standard library's generic pair answers (NaN gives `high`).
    @inline(__always)
    static func clamp(_ v: Double, _ low: Double, _ high: Double) -> Double {
        let upper = v < high ? v : high
        return upper >= low ? upper : low
    }

    /// `min(max(v, low), high)` for indices.
    @inline(__always)
    static func clamp(_ v: Int, _ low: Int, _ high: Int) -> Int {
        let lower = v < low ? low : v
        return lower > high ? high : lower
    }

    /// A colour channel `v` (already scaled) rounded into 0…alpha.
    @inline(__always)
    static func channel(_ v: Double, _ alpha: Double) -> UInt8 { UInt8(clamp(v, 0, alpha).rounded()) }

    /// Catmull-Rom (a = −½) weights for the four taps around a point `t` past the second one;
    /// at t = 0 they are exactly (0, 1, 0, 0), so pixel-aligned sampling copies pixels.
    struct Weights {
        let w0: Double, w1: Double, w2: Double, w3: Double

        @inline(__always)
        init(_ t: Double) {
            let t2 = t * t, t3 = t2 * t
            w0 = (-t3 + 2 * t2 - t) / 2
            w1 = (3 * t3 - 5 * t2 + 2) / 2
            w2 = (-3 * t3 + 4 * t2 + t) / 2
            w3 = (t3 - t2) / 2
        }

        @inline(__always)
        subscript(index: Int) -> Double {
            switch index {
            case 0: return w0
            case 1: return w1
            case 2: return w2
            default: return w3
            }
        }
    }
}
