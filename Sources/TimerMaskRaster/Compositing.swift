/// Source-over compositing of premultiplied pixels, as Core Graphics draws by default:
/// `dst = src + dst × (1 − srcAlpha)`, each product rounded to nearest in 8 bits.
extension RGBAImage {
    /// Draws `source` with its top-left at (`x`, `y`), clipped to this image.
    public mutating func draw(_ source: RGBAImage, atX x: Int = 0, y: Int = 0) {
        draw(source, atX: x, y: y, mask: nil)
    }

    /// Draws `source` through `mask` (same size as `source`, same origin): each source pixel
    /// is scaled by the mask's coverage first, as SwiftUI's `.mask` does.
    public mutating func draw(_ source: RGBAImage, atX x: Int = 0, y: Int = 0, mask: CoverageMask?) {
        if let mask { precondition(mask.width == source.width && mask.height == source.height, "mask size must match") }
        blend(source, atX: x, y: y, clip: bounds, mask: mask, maskOrigin: (x, y))
    }

    /// Paints a straight `color` through `mask` placed at (`x`, `y`): how text in a colour draws.
    public mutating func fill(_ color: RGBA, through mask: CoverageMask, atX x: Int = 0, y: Int = 0) {
        blend(nil, color: color.premultiplied, clip: bounds, mask: mask, maskOrigin: (x, y))
    }

    /// Every pixel's alpha, as coverage: what this image contributes when used as a mask.
    public var alphaMask: CoverageMask {
        var mask = CoverageMask(width: width, height: height)
        pixels.withUnsafeBufferPointer { pixels in
            mask.values.withUnsafeMutableBufferPointer { values in
                var i = 0
                while i < values.count { values[i] = pixels[i * 4 + 3]; i += 1 }
            }
        }
        return mask
    }
}
