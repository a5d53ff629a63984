import Foundation

/// Colours from other spaces into sRGB, as ColorSync converts them: through linear light, with
/// sRGB's transfer curve on both sides (Display P3 uses sRGB's curve) and the D65 white point.
enum ColorSpaceConversion {
    static func decodeSRGB(_ v: Double) -> Double {
        let a = abs(v), s: Double = v < 0 ? -1 : 1
        return s * (a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4))
    }

    static func encodeSRGB(_ v: Double) -> Double {
        let a = abs(v), s: Double = v < 0 ? -1 : 1
        return s * (a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055)
    }

    /// Display P3 to sRGB (both D65): the linear P3 primaries in sRGB's.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let (lr, lg, lb) = (decodeSRGB(r), decodeSRGB(g), decodeSRGB(b))
        let sr = 1.2249401 * lr - 0.2249404 * lg
        let sg = -0.0420569 * lr + 1.0420571 * lg
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encodeSRGB(sr), encodeSRGB(sg), encodeSRGB(sb))
    }

    /// A grey of gamma 2.2 (`gray-gamma-22`) as the sRGB grey of the same light.
    static func grayGamma22(_ white: Double) -> (Double, Double, Double) {
        let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
        let v = encodeSRGB(linear)
        return (v, v, v)
    }
}
