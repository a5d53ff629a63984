import Foundation

/// A colour transform on straight (not premultiplied) sRGB components in 0…1: each output
/// channel is `m[row][0]·r + m[row][1]·g + m[row][2]·b + m[row][3]·a + m[row][4]`, clamped.
/// SwiftUI's colour effects are matrices of this form (`GraphicsContext.Filter.colorMatrix`);
/// Apple publishes what each does, not its numbers, so the matrices are the W3C Filter Effects
/// ones for the same operations, in the sRGB (gamma-encoded) space SwiftUI composites in.
public struct ColorMatrix: Equatable, Sendable {
    /// Four rows (red, green, blue, alpha) of five numbers.
    public var rows: [[Double]]

    public init(rows: [[Double]]) { self.rows = rows }

    public static let identity = ColorMatrix(rows: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])

    /// `.brightness(amount)`: `amount` added to each colour channel (0 no change, 1 white).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
    }

    /// `.contrast(amount)`: each channel moved from mid-grey by `amount` (0 grey, 1 unchanged,
    /// negative inverts).
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let bias = 0.5 * (1 - amount)
        return ColorMatrix(rows: [[amount, 0, 0, 0, bias], [0, amount, 0, 0, bias], [0, 0, amount, 0, bias], [0, 0, 0, 1, 0]])
    }

    /// `.saturation(amount)`: W3C `saturate` (0 grey, 1 unchanged, above 1 more vivid).
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix(rows: [
            [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
            [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// `.grayscale(amount)`: W3C `grayscale` (0 unchanged, 1 fully grey), Rec. 709 luma weights.
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        let a = 1 - min(max(amount, 0), 1)
        return ColorMatrix(rows: [
            [0.2126 + 0.7874 * a, 0.7152 - 0.7152 * a, 0.0722 - 0.0722 * a, 0, 0],
            [0.2126 - 0.2126 * a, 0.7152 + 0.2848 * a, 0.0722 - 0.0722 * a, 0, 0],
            [0.2126 - 0.2126 * a, 0.7152 - 0.7152 * a, 0.0722 + 0.9278 * a, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// `.hueRotation(angle)`: W3C `hueRotate` by `degrees`.
    public static func hueRotation(degrees: Double) -> ColorMatrix {
        let radians = degrees * .pi / 180
        let c = cos(radians), s = sin(radians)
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// `.colorInvert()`: each colour channel `1 − c`.
    public static let invert = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])

    /// `.luminanceToAlpha()`: W3C `luminanceToAlpha`, black at the colour's luminance as alpha.
    public static let luminanceToAlpha = ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0]])

    /// `.colorMultiply(color)`: each channel times the colour's (components in 0…1).
    public static func multiply(r: Double, g: Double, b: Double, a: Double) -> ColorMatrix {
        ColorMatrix(rows: [[r, 0, 0, 0, 0], [0, g, 0, 0, 0], [0, 0, b, 0, 0], [0, 0, 0, a, 0]])
    }

    /// Straight 8-bit components through the matrix, rounded and clamped.
    public func apply(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> (UInt8, UInt8, UInt8, UInt8) {
        let v = [Double(r) / 255, Double(g) / 255, Double(b) / 255, Double(a) / 255]
        func channel(_ row: [Double]) -> UInt8 {
            let x = row[0] * v[0] + row[1] * v[1] + row[2] * v[2] + row[3] * v[3] + row[4]
            guard !x.isNaN else { return 0 }
            return UInt8((min(max(x, 0), 1) * 255).rounded())
        }
        return (channel(rows[0]), channel(rows[1]), channel(rows[2]), channel(rows[3]))
    }
}
