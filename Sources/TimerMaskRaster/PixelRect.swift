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
        // Plain index loops over buffers, the optionals unwrapped once a row, not once a pixel:
        // a debug build (a user's golden test) runs these loops unoptimised.
        let w = width, n = area.width
        let solid = color
        let empty: [UInt8] = []
        let sourceWidth = source?.width ?? 0, maskWidth = mask?.width ?? 0, hasSource = source != nil, hasMask = mask != nil
        (source?.pixels ?? empty).withUnsafeBufferPointer { src in
            (mask?.values ?? empty).withUnsafeBufferPointer { m in
                pixels.withUnsafeMutableBufferPointer { dst in
                    var row = area.y
                    while row < area.maxY {
                        var d = (row * w + area.x) * 4
                        var s = hasSource ? ((row - y) * sourceWidth + area.x - x) * 4 : 0
                        var c = hasMask ? (row - maskOrigin.y) * maskWidth + area.x - maskOrigin.x : 0
                        var i = 0
                        while i < n {
                            defer { i += 1; d += 4; s += 4; c += 1 }
                            let coverage: UInt8 = hasMask ? m[c] : 255
                            if coverage == 0 { continue }
                            var sr = solid.r, sg = solid.g, sb = solid.b, sa = solid.a
                            if hasSource { sr = src[s]; sg = src[s + 1]; sb = src[s + 2]; sa = src[s + 3] }
                            if coverage == 255 && sa == 255 {
                                dst[d] = sr; dst[d + 1] = sg; dst[d + 2] = sb; dst[d + 3] = 255
                                continue
                            }
                            if coverage != 255 {
                                sr = Premultiply.multiply(sr, coverage); sg = Premultiply.multiply(sg, coverage)
                                sb = Premultiply.multiply(sb, coverage); sa = Premultiply.multiply(sa, coverage)
                            }
                            if sa == 0 && sr == 0 && sg == 0 && sb == 0 { continue }
                            let inv = 255 &- sa
                            dst[d] = sr &+ Premultiply.multiply(dst[d], inv)
                            dst[d + 1] = sg &+ Premultiply.multiply(dst[d + 1], inv)
                            dst[d + 2] = sb &+ Premultiply.multiply(dst[d + 2], inv)
                            dst[d + 3] = sa &+ Premultiply.multiply(dst[d + 3], inv)
                        }
                        row += 1
                    }
                }
            }
        }
    }
}
