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
                    for y in y0..<y1 {
                        for x in x0..<x1 {
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
    @inline(__always)
    func sample(_ src: UnsafeBufferPointer<UInt8>, x: Double, y: Double, coverage: UInt8) -> RGBA {
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let wx = Self.weights(x - fx), wy = Self.weights(y - fy)
        let ix = Int(max(-2, min(Double(width), fx))), iy = Int(max(-2, min(Double(height), fy)))
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        for j in 0..<4 {
            let weightY = wy[j]
            if weightY == 0 { continue }
            let row = min(max(iy - 1 + j, 0), height - 1) * width
            var rr = 0.0, rg = 0.0, rb = 0.0, ra = 0.0
            for i in 0..<4 {
                let weightX = wx[i]
                if weightX == 0 { continue }
                let k = (row + min(max(ix - 1 + i, 0), width - 1)) * 4
                rr += weightX * Double(src[k]); rg += weightX * Double(src[k + 1])
                rb += weightX * Double(src[k + 2]); ra += weightX * Double(src[k + 3])
            }
            r += weightY * rr; g += weightY * rg; b += weightY * rb; a += weightY * ra
        }
        // The bicubic overshoots a little at sharp steps; premultiplied colour may not exceed alpha.
        let scale = Double(coverage) / 255
        let alpha = max(0, min(255, a)) * scale
        func channel(_ v: Double) -> UInt8 { UInt8(max(0, min(alpha, v * scale)).rounded()) }
        return RGBA(r: channel(r), g: channel(g), b: channel(b), a: UInt8(alpha.rounded()))
    }

    /// Catmull-Rom (a = −½) weights for the four taps around a point `t` past the second one;
    /// at t = 0 they are exactly (0, 1, 0, 0), so pixel-aligned sampling copies pixels.
    @inline(__always)
    static func weights(_ t: Double) -> SIMD4<Double> {
        let t2 = t * t, t3 = t2 * t
        return SIMD4((-t3 + 2 * t2 - t) / 2,
                (3 * t3 - 5 * t2 + 2) / 2,
                (-3 * t3 + 4 * t2 + t) / 2,
                (t3 - t2) / 2)
    }
}
