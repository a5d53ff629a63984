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
    ///
    /// With `origin`, this image holds only the pixels from `origin` on of a bigger one the
    /// transform maps into (a window of the canvas): the same pixels land where they would there.
    public mutating func draw(_ source: RGBAImage, transform: Transform2D, origin: (x: Int, y: Int) = (0, 0)) {
        guard source.width > 0, source.height > 0, let inverse = transform.inverse else { return }
        let (ox, oy) = origin
        if let offset = transform.wholePixelTranslation {
            draw(source, atX: offset.x - ox, y: offset.y - oy)
            return
        }
        let outline = VectorPath.rectangle(x: 0, y: 0, width: Double(source.width), height: Double(source.height))
            .transformed(by: transform)
        guard let bounds = outline.bounds,
              bounds.min.x.isFinite, bounds.min.y.isFinite, bounds.max.x.isFinite, bounds.max.y.isFinite
        else { return }
        let left = Double(ox), top = Double(oy), right = Double(ox + width), bottom = Double(oy + height)
        let x0 = Int(max(left, min(right, bounds.min.x)).rounded(.down))
        let y0 = Int(max(top, min(bottom, bounds.min.y)).rounded(.down))
        let x1 = Int(max(left, min(right, bounds.max.x)).rounded(.up))
        let y1 = Int(max(top, min(bottom, bounds.max.y)).rounded(.up))
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
                        // No `defer` or `continue` here: in a debug build a `defer` is a call per pixel,
                        // and so is `Premultiply.multiply`, written out below.
                        while x < x1 {
                            let c = cover[(y - y0) * coverage.width + (x - x0)]
                            if c != 0 {
                                // The destination pixel's centre, back in source pixel-centre units.
                                let p = inverse.apply(Point2D(Double(x) + 0.5, Double(y) + 0.5))
                                let s = sampler.sample(src, x: p.x - 0.5, y: p.y - 0.5, coverage: c)
                                if s.a != 0 {
                                    let d = ((y - oy) * imageWidth + x - ox) * 4
                                    let inv = 255 - UInt32(s.a)
                                    var t = UInt32(dst[d]) * inv + 128; dst[d] = s.r &+ UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
                                    t = UInt32(dst[d + 1]) * inv + 128; dst[d + 1] = s.g &+ UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
                                    t = UInt32(dst[d + 2]) * inv + 128; dst[d + 2] = s.b &+ UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
                                    t = UInt32(dst[d + 3]) * inv + 128; dst[d + 3] = s.a &+ UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
                                }
                            }
                            x += 1
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
    /// (`Double(UInt8)` is a generic conversion there), weights in locals instead of a SIMD4.
    ///
    /// Catmull-Rom (a = −½) weights for the four taps around each axis's point; at a fraction
    /// of 0 they are exactly (0, 1, 0, 0), so pixel-aligned sampling copies pixels. Clamps are
    /// written as comparisons (`max(low, min(high, v))` as the standard library answers, NaN
    /// giving the upper bound) and every helper in place: `@inline(__always)` is not honoured
    /// without `-O`, so a helper would be a call per pixel in a user's debug build.
    func sample(_ src: UnsafeBufferPointer<UInt8>, x: Double, y: Double, coverage: UInt8) -> RGBA {
        let fx = x.rounded(.down), fy = y.rounded(.down)
        // The four weights along x (w) and along y (v).
        let tx = x - fx, tx2 = tx * tx, tx3 = tx2 * tx
        let w0 = (-tx3 + 2 * tx2 - tx) / 2, w1 = (3 * tx3 - 5 * tx2 + 2) / 2
        let w2 = (-3 * tx3 + 4 * tx2 + tx) / 2, w3 = (tx3 - tx2) / 2
        let ty = y - fy, ty2 = ty * ty, ty3 = ty2 * ty
        let v0 = (-ty3 + 2 * ty2 - ty) / 2, v1 = (3 * ty3 - 5 * ty2 + 2) / 2
        let v2 = (-3 * ty3 + 4 * ty2 + ty) / 2, v3 = (ty3 - ty2) / 2
        // clamp(fx, -2, width), clamp(fy, -2, height): NaN gives the upper bound.
        let widthD = Double(width), heightD = Double(height)
        let ux = fx < widthD ? fx : widthD, uy = fy < heightD ? fy : heightD
        let ix = Int(ux >= -2 ? ux : -2), iy = Int(uy >= -2 ? uy : -2)
        // The four columns, found once for the four rows (clamped to the picture).
        let lastColumn = width - 1, lastRow = height - 1
        var k0 = ix - 1, k1 = ix, k2 = ix + 1, k3 = ix + 2
        k0 = k0 < 0 ? 0 : k0 > lastColumn ? lastColumn : k0
        k1 = k1 < 0 ? 0 : k1 > lastColumn ? lastColumn : k1
        k2 = k2 < 0 ? 0 : k2 > lastColumn ? lastColumn : k2
        k3 = k3 < 0 ? 0 : k3 > lastColumn ? lastColumn : k3
        let c0 = k0 * 4, c1 = k1 * 4, c2 = k2 * 4, c3 = k3 * 4
        let p = src.baseAddress!
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        var j = 0
        while j < 4 {
            let weightY = j == 0 ? v0 : j == 1 ? v1 : j == 2 ? v2 : v3
            if weightY != 0 {
                var rowIndex = iy - 1 + j
                rowIndex = rowIndex < 0 ? 0 : rowIndex > lastRow ? lastRow : rowIndex
                let row = rowIndex * width * 4
                var rr = 0.0, rg = 0.0, rb = 0.0, ra = 0.0
                // Taps left to right, a zero weight skipped, as a loop over the four would.
                if w0 != 0 { let k = row + c0; rr += w0 * Double(Int(p[k])); rg += w0 * Double(Int(p[k + 1])); rb += w0 * Double(Int(p[k + 2])); ra += w0 * Double(Int(p[k + 3])) }
                if w1 != 0 { let k = row + c1; rr += w1 * Double(Int(p[k])); rg += w1 * Double(Int(p[k + 1])); rb += w1 * Double(Int(p[k + 2])); ra += w1 * Double(Int(p[k + 3])) }
                if w2 != 0 { let k = row + c2; rr += w2 * Double(Int(p[k])); rg += w2 * Double(Int(p[k + 1])); rb += w2 * Double(Int(p[k + 2])); ra += w2 * Double(Int(p[k + 3])) }
                if w3 != 0 { let k = row + c3; rr += w3 * Double(Int(p[k])); rg += w3 * Double(Int(p[k + 1])); rb += w3 * Double(Int(p[k + 2])); ra += w3 * Double(Int(p[k + 3])) }
                r += weightY * rr; g += weightY * rg; b += weightY * rb; a += weightY * ra
            }
            j += 1
        }
        // The bicubic overshoots a little at sharp steps; premultiplied colour may not exceed alpha.
        let scale = Double(Int(coverage)) / 255
        let upperA = a < 255 ? a : 255
        let alpha = (upperA >= 0 ? upperA : 0) * scale
        let sr = r * scale, sg = g * scale, sb = b * scale
        let ur = sr < alpha ? sr : alpha, ug = sg < alpha ? sg : alpha, ub = sb < alpha ? sb : alpha
        return RGBA(r: UInt8((ur >= 0 ? ur : 0).rounded()), g: UInt8((ug >= 0 ? ug : 0).rounded()),
                    b: UInt8((ub >= 0 ? ub : 0).rounded()), a: UInt8(alpha.rounded()))
    }
}
