/// A rectangle of whole pixels: `x..<x+width`, `y..<y+height`.
public struct PixelRect: Equatable, Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = max(0, width); self.height = max(0, height)
    }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both (the other one when either is empty).
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (x <= other.x && y <= other.y && maxX >= other.maxX && maxY >= other.maxY)
    }
}

extension RGBAImage {
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Source-over of `source` placed at (`x`, `y`), or of a solid premultiplied `color` when
    /// `source` is nil, limited to `clip`, each pixel scaled by `mask` (a mask in *this*
    /// image's coordinates, offset by `maskOrigin`). The one blending loop layers go through.
    public mutating func blend(_ source: RGBAImage?, color: RGBA = .clear, atX x: Int = 0, y: Int = 0,
                               clip: PixelRect, mask: CoverageMask? = nil, maskOrigin: (x: Int, y: Int) = (0, 0)) {
        var area = clip.intersection(bounds)
        if let source { area = area.intersection(PixelRect(x: x, y: y, width: source.width, height: source.height)) }
        if let mask { area = area.intersection(PixelRect(x: maskOrigin.x, y: maskOrigin.y, width: mask.width, height: mask.height)) }
        guard !area.isEmpty else { return }
        // Plain index loops over raw pointers, the optionals unwrapped once, not once a pixel: a
        // debug build (a user's golden test) runs these loops unoptimised, where a `defer` in the
        // loop is a call per pixel and so is `Premultiply.multiply` (not inlined there), so each
        // pixel's arithmetic is `blendPixel`, which is inlined even there. A colour has loops of
        // its own: alone, and through a mask.
        guard let source else {
            if let mask { return blend(color, through: mask, at: maskOrigin, area: area) }
            return fill(area, with: color)
        }
        let w = width, n = area.width
        let empty: [UInt8] = [0]
        let sourceWidth = source.width, maskWidth = mask?.width ?? 0, hasMask = mask != nil
        source.pixels.withUnsafeBufferPointer { srcBuffer in
            (mask?.values ?? empty).withUnsafeBufferPointer { maskBuffer in
                pixels.withUnsafeMutableBufferPointer { dstBuffer in
                    let src = srcBuffer.baseAddress!, m = maskBuffer.baseAddress!, dst = dstBuffer.baseAddress!
                    var row = area.y
                    while row < area.maxY {
                        var d = (row * w + area.x) * 4
                        var s = ((row - y) * sourceWidth + area.x - x) * 4
                        var c = hasMask ? (row - maskOrigin.y) * maskWidth + area.x - maskOrigin.x : 0
                        let rowEnd = d + n * 4
                        while d < rowEnd {
                            let coverage: UInt32 = hasMask ? UInt32(m[c]) : 255
                            let sr = src[s], sg = src[s + 1], sb = src[s + 2], sa = src[s + 3]
                            if coverage == 0 {
                                // nothing of this pixel reaches the destination
                            } else if coverage == 255 && sa == 255 {
                                dst[d] = sr; dst[d + 1] = sg; dst[d + 2] = sb; dst[d + 3] = 255
                            } else {
                                Self.blendPixel(dst + d, r: UInt32(sr), g: UInt32(sg), b: UInt32(sb), a: UInt32(sa), coverage: coverage)
                            }
                            d += 4; s += 4; c += 1
                        }
                        row += 1
                    }
                }
            }
        }
    }

    /// Source-over of one premultiplied colour through `mask` over `area` (inside this image and
    /// the mask): the blend above with a colour for a source, through the same `blendPixel`,
    /// with nothing to branch on per pixel but the coverage, eight uncovered pixels passed over at a time (a
    /// text's or a shape's coverage is mostly zero around it) and eight fully covered ones written
    /// at a time by an opaque colour (a widget's background under its rounded corners' mask).
    private mutating func blend(_ color: RGBA, through mask: CoverageMask, at maskOrigin: (x: Int, y: Int), area: PixelRect) {
        let w = width, maskWidth = mask.width, n = area.width
        let opaque = color.a == 255
        let sr = UInt32(color.r), sg = UInt32(color.g), sb = UInt32(color.b), sa = UInt32(color.a)
        // The opaque colour's four bytes as one word, in memory order (R, G, B, A).
        let word = UInt32(littleEndian: sr | sg << 8 | sb << 16 | 255 << 24)
        mask.values.withUnsafeBufferPointer { maskBuffer in
            pixels.withUnsafeMutableBufferPointer { dstBuffer in
                let m = maskBuffer.baseAddress!, dst = dstBuffer.baseAddress!
                var row = area.y
                while row < area.maxY {
                    var d = (row * w + area.x) * 4
                    var c = (row - maskOrigin.y) * maskWidth + area.x - maskOrigin.x
                    let rowEnd = c + n
                    while c < rowEnd {
                        if c + 8 <= rowEnd {
                            let eight = UnsafeRawPointer(m + c).loadUnaligned(as: UInt64.self)
                            if eight == 0 {
                                c += 8; d += 32
                                continue
                            }
                            if opaque && eight == .max {
                                let out = UnsafeMutableRawPointer(dst + d)
                                for k in 0..<8 { out.storeBytes(of: word, toByteOffset: k * 4, as: UInt32.self) }
                                c += 8; d += 32
                                continue
                            }
                        }
                        let coverage = UInt32(m[c])
                        if coverage == 0 {
                            // nothing of this pixel reaches the destination
                        } else if coverage == 255 && opaque {
                            dst[d] = color.r; dst[d + 1] = color.g; dst[d + 2] = color.b; dst[d + 3] = 255
                        } else {
                            Self.blendPixel(dst + d, r: sr, g: sg, b: sb, a: sa, coverage: coverage)
                        }
                        c += 1; d += 4
                    }
                    row += 1
                }
            }
        }
    }

    /// Source-over of one premultiplied colour over `area` (inside this image): the blend above
    /// without a source or a mask, through the same `blendPixel`, with nothing to branch on per pixel.
    private mutating func fill(_ area: PixelRect, with color: RGBA) {
        let w = width
        if color.a == 255 || (color.a == 0 && color.r == 0 && color.g == 0 && color.b == 0) {
            guard color.a == 255 else { return }
            pixels.withUnsafeMutableBufferPointer { dst in
                var row = area.y
                while row < area.maxY {
                    var d = (row * w + area.x) * 4
                    let rowEnd = d + area.width * 4
                    while d < rowEnd { dst[d] = color.r; dst[d + 1] = color.g; dst[d + 2] = color.b; dst[d + 3] = 255; d += 4 }
                    row += 1
                }
            }
            return
        }
        let r = UInt32(color.r), g = UInt32(color.g), b = UInt32(color.b), a = UInt32(color.a)
        pixels.withUnsafeMutableBufferPointer { dstBuffer in
            let dst = dstBuffer.baseAddress!
            var row = area.y
            while row < area.maxY {
                var d = (row * w + area.x) * 4
                let rowEnd = d + area.width * 4
                while d < rowEnd {
                    Self.blendPixel(dst + d, r: r, g: g, b: b, a: a, coverage: 255)
                    d += 4
                }
                row += 1
            }
        }
    }

    /// Source-over of one premultiplied pixel (`r`, `g`, `b`, `a`), first scaled by `coverage`
    /// (255: as it is), onto the four bytes at `pixel`: the arithmetic every loop above shares,
    /// round(c · k / 255) as ((t + t >> 8) >> 8), t = c · k + 128. `@_transparent`, not
    /// `@inline(__always)`: only the former is inlined in a debug build (a user's golden test),
    /// where a call for each pixel the loops' fast paths leave to it would cost as much as the
    /// pixel's arithmetic; and a debug build compiles file by file, so it is inlined only into
    /// callers in this file (calling `Premultiply.multiply` from here would be a call again).
    @_transparent
    static func blendPixel(_ pixel: UnsafeMutablePointer<UInt8>, r: UInt32, g: UInt32, b: UInt32, a: UInt32, coverage: UInt32) {
        var r = r, g = g, b = b, a = a
        if coverage != 255 {
            var t = r * coverage + 128; r = (t + (t >> 8)) >> 8
            t = g * coverage + 128; g = (t + (t >> 8)) >> 8
            t = b * coverage + 128; b = (t + (t >> 8)) >> 8
            t = a * coverage + 128; a = (t + (t >> 8)) >> 8
        }
        guard a != 0 || r != 0 || g != 0 || b != 0 else { return }
        let inv = 255 - a
        var t = UInt32(pixel[0]) * inv + 128; pixel[0] = UInt8(truncatingIfNeeded: r + ((t + (t >> 8)) >> 8))
        t = UInt32(pixel[1]) * inv + 128; pixel[1] = UInt8(truncatingIfNeeded: g + ((t + (t >> 8)) >> 8))
        t = UInt32(pixel[2]) * inv + 128; pixel[2] = UInt8(truncatingIfNeeded: b + ((t + (t >> 8)) >> 8))
        t = UInt32(pixel[3]) * inv + 128; pixel[3] = UInt8(truncatingIfNeeded: a + ((t + (t >> 8)) >> 8))
    }
}
