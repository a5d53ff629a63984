#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The blend modes of SwiftUI's `BlendMode`, by the W3C Compositing and Blending formulas
/// (which Core Graphics' modes of the same names follow): a separable or non-separable blend
/// function B(backdrop, source) composited source-over, or a Porter-Duff operator.
public enum PixelBlendMode: String, CaseIterable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// `source` (premultiplied, its top-left at `(x, y)` of `canvas`) blended onto `canvas`
    /// within `clip`.
    public func blend(_ source: RGBAImage, onto canvas: inout RGBAImage, atX x: Int, y: Int, clip: PixelRect) {
        let area = clip.intersection(PixelRect(x: x, y: y, width: source.width, height: source.height))
            .intersection(PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        guard !area.isEmpty else { return }
        let width = canvas.width
        canvas.withUnsafeMutablePixels { dst in
            source.pixels.withUnsafeBufferPointer { src in
                for row in area.y..<area.maxY {
                    for column in area.x..<area.maxX {
                        let s = ((row - y) * source.width + column - x) * 4, d = (row * width + column) * 4
                        let out = composite(src: (src[s], src[s + 1], src[s + 2], src[s + 3]), dst: (dst[d], dst[d + 1], dst[d + 2], dst[d + 3]))
                        dst[d] = out.0; dst[d + 1] = out.1; dst[d + 2] = out.2; dst[d + 3] = out.3
                    }
                }
            }
        }
    }

    typealias Pixel = (UInt8, UInt8, UInt8, UInt8)
    typealias Colour = SIMD3<Double>

    /// One premultiplied source pixel over one premultiplied backdrop pixel.
    func composite(src: Pixel, dst: Pixel) -> Pixel {
        let s = Colour(Double(src.0), Double(src.1), Double(src.2)) / 255, sa = Double(src.3) / 255
        let b = Colour(Double(dst.0), Double(dst.1), Double(dst.2)) / 255, ba = Double(dst.3) / 255
        var out: Colour, oa: Double
        switch self {
        case .sourceAtop:
            oa = ba
            out = s * ba + b * (1 - sa)
        case .destinationOver:
            oa = sa * (1 - ba) + ba
            out = s * (1 - ba) + b
        case .destinationOut:
            oa = ba * (1 - sa)
            out = b * (1 - sa)
        case .plusLighter:
            oa = min(1, sa + ba)
            out = Self.each(s, b) { min(1, $0 + $1) }
        case .plusDarker:
            // Core Graphics: R = max(0, 1 − ((1 − D) + (1 − S))), taken relative to the result's alpha.
            oa = sa + ba - sa * ba
            out = Self.each(b, s) { max(0, oa - ((ba - $0) + (sa - $1))) }
        default:
            // Source-over with the blend function on straight colours (W3C §5.1).
            oa = sa + ba - sa * ba
            let cs = sa > 0 ? s / sa : Colour(0, 0, 0), cb = ba > 0 ? b / ba : Colour(0, 0, 0)
            out = s * (1 - ba) + b * (1 - sa) + sa * ba * blended(cb, cs)
        }
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        let a = byte(oa)
        return (min(byte(out.x), a), min(byte(out.y), a), min(byte(out.z), a), a)
    }

    /// `f` lane by lane.
    static func each(_ a: Colour, _ b: Colour, _ f: (Double, Double) -> Double) -> Colour {
        Colour(f(a.x, b.x), f(a.y, b.y), f(a.z, b.z))
    }

    /// B(Cb, Cs) on straight colours in 0…1.
    func blended(_ cb: Colour, _ cs: Colour) -> Colour {
        func each(_ f: (Double, Double) -> Double) -> Colour { Self.each(cb, cs, f) }
        func hardLight(_ b: Double, _ s: Double) -> Double { s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1) }
        switch self {
        case .multiply: return each { $0 * $1 }
        case .screen: return each { $0 + $1 - $0 * $1 }
        case .overlay: return each { hardLight($1, $0) }
        case .darken: return each { min($0, $1) }
        case .lighten: return each { max($0, $1) }
        case .colorDodge: return each { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn: return each { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .hardLight: return each(hardLight)
        case .softLight:
            return each { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case .saturation: return Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case .color: return Self.setLum(cs, Self.lum(cb))
        case .luminosity: return Self.setLum(cb, Self.lum(cs))
        default: return cs
        }
    }

    // W3C §5.8's non-separable helpers.
    static func lum(_ c: Colour) -> Double { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }
    static func clipColor(_ c: Colour) -> Colour {
        let l = lum(c), n = c.min(), x = c.max()
        var out = c
        if n < 0 { out = l + (out - l) * l / max(l - n, 1e-12) }
        if x > 1 { out = l + (out - l) * (1 - l) / max(x - l, 1e-12) }
        return out
    }
    static func setLum(_ c: Colour, _ l: Double) -> Colour { clipColor(c + (l - lum(c))) }
    static func sat(_ c: Colour) -> Double { c.max() - c.min() }
    static func setSat(_ c: Colour, _ s: Double) -> Colour {
        let hi = c.max(), lo = c.min()
        guard hi > lo else { return Colour(0, 0, 0) }
        func lane(_ v: Double) -> Double { v == hi ? s : v == lo ? 0 : (v - lo) * s / (hi - lo) }
        return Colour(lane(c.x), lane(c.y), lane(c.z))
    }
}
