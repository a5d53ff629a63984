/// An sRGB picture, 8 bits a channel, **premultiplied** alpha, rows top to bottom.
///
/// Premultiplied because that is how Core Graphics composites, and source-over is then one
/// multiply-add per channel.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, colour already multiplied by alpha.
    /// Written only through the image's own methods, so its byte count always matches its size.
    public internal(set) var pixels: [UInt8]

    /// A fully transparent image.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "image size must not be negative")
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Wraps premultiplied RGBA bytes.
    public init(width: Int, height: Int, premultipliedPixels: [UInt8]) {
        precondition(premultipliedPixels.count == width * height * 4, "pixel count does not match size")
        self.width = width
        self.height = height
        self.pixels = premultipliedPixels
    }

    /// Builds an image from straight (non-premultiplied) RGBA bytes, as most files store them.
    public init(width: Int, height: Int, straightPixels: [UInt8]) {
        precondition(straightPixels.count == width * height * 4, "pixel count does not match size")
        self.width = width
        self.height = height
        var out = straightPixels
        // Index loops over buffers here and below: cheap in a debug build (a user's golden test) too.
        out.withUnsafeMutableBufferPointer { out in
            var i = 0
            while i < out.count {
                let a = out[i + 3]
                if a != 255 {
                    out[i] = Premultiply.multiply(out[i], a)
                    out[i + 1] = Premultiply.multiply(out[i + 1], a)
                    out[i + 2] = Premultiply.multiply(out[i + 2], a)
                }
                i += 4
            }
        }
        self.pixels = out
    }

    /// A single-colour image.
    public init(width: Int, height: Int, filledWith color: RGBA) {
        self.width = width
        self.height = height
        let p = color.premultiplied
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { bytes in
            var i = 0
            while i < bytes.count { bytes[i] = p.r; bytes[i + 1] = p.g; bytes[i + 2] = p.b; bytes[i + 3] = p.a; i += 4 }
        }
        self.pixels = bytes
    }

    /// The bytes un-premultiplied, for encoders that store straight alpha.
    public var straightPixels: [UInt8] {
        var out = pixels
        out.withUnsafeMutableBytes { Self.unpremultiply($0) }
        return out
    }

    /// Un-premultiplies premultiplied RGBA `bytes` in place (a copy of `pixels` put where it is
    /// sent, such as a server's response buffer, without a copy of its own first).
    package static func unpremultiply(_ bytes: UnsafeMutableRawBufferPointer) {
        let out = bytes.bindMemory(to: UInt8.self)
        var i = 0
        while i + 3 < out.count {
            let a = out[i + 3]
            if a == 0 {
                out[i] = 0; out[i + 1] = 0; out[i + 2] = 0
            } else if a != 255 {
                out[i] = Premultiply.divide(out[i], a)
                out[i + 1] = Premultiply.divide(out[i + 1], a)
                out[i + 2] = Premultiply.divide(out[i + 2], a)
            }
            i += 4
        }
    }

    /// The premultiplied colour at (x, y).
    public func pixel(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    public mutating func setPixel(x: Int, y: Int, _ c: RGBA) {
        let i = (y * width + x) * 4
        pixels[i] = c.r; pixels[i + 1] = c.g; pixels[i + 2] = c.b; pixels[i + 3] = c.a
    }

    /// Runs `body` over the bytes in place (no copy when the image is not shared): the way a
    /// loop over every pixel writes them, the count fixed at `width * height * 4`.
    public mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try pixels.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// The `rect` part of the image (clipped to its bounds), row by row.
    public func cropped(to rect: PixelRect) -> RGBAImage {
        let area = rect.intersection(bounds)
        var out = RGBAImage(width: area.width, height: area.height)
        for row in 0..<area.height {
            let from = ((area.y + row) * width + area.x) * 4
            out.pixels.replaceSubrange(row * area.width * 4 ..< (row + 1) * area.width * 4,
                                       with: pixels[from ..< from + area.width * 4])
        }
        return out
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { pixels in
            var i = 3
            while i < pixels.count { if pixels[i] != 255 { return false }; i += 4 }
            return true
        }
    }
}

/// One colour, 8 bits a channel. Whether it is premultiplied depends on where it came from:
/// `RGBAImage.pixel` returns premultiplied values; colours a user names are straight.
public struct RGBA: Equatable, Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    public static let white = RGBA(r: 255, g: 255, b: 255)
    public static let black = RGBA(r: 0, g: 0, b: 0)
    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)

    /// This straight colour premultiplied by its alpha.
    public var premultiplied: RGBA {
        RGBA(r: Premultiply.multiply(r, a), g: Premultiply.multiply(g, a), b: Premultiply.multiply(b, a), a: a)
    }
}

/// Exact 8-bit arithmetic for premultiplying, rounded to nearest as Core Graphics does.
public enum Premultiply {
    /// round(c * a / 255)
    @inline(__always)
    public static func multiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let t = UInt32(c) * UInt32(a) + 128
        return UInt8((t + (t >> 8)) >> 8)
    }

    /// round(c * 255 / a), clamped; a must not be 0.
    @inline(__always)
    public static func divide(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let v = (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)
        return UInt8(min(v, 255))
    }
}
