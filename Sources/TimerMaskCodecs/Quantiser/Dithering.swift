import Foundation

/// How colours between palette entries are drawn.
public enum Dithering: String, CaseIterable, Sendable {
    /// Each pixel takes its nearest palette colour: the highest PSNR and the smallest files, but
    /// smooth gradients band.
    case none
    /// Floyd–Steinberg error diffusion: the error of each pixel is passed on to its right and
    /// lower neighbours (7/16, 3/16, 5/16, 1/16), so areas average to the true colour.
    case floydSteinberg = "fs"
    /// An 8×8 Bayer threshold pattern fixed to the canvas: noisier than error diffusion but the
    /// same colour dithers the same way in every frame, so unchanged areas stay still.
    case ordered
}

/// The 8×8 Bayer matrix, 0…63.
enum BayerMatrix {
    static let values: [Int32] = [
        0, 32, 8, 40, 2, 34, 10, 42,
        48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38,
        60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41,
        51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37,
        63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// The offsets added at (x, y) for a palette of `count` colours: spread over half the step of
    /// a uniform grid of that many colours, 128 / ∛count levels (20 for 255 colours), centred on
    /// zero. Half, because a fitted palette sits closer together than a uniform grid.
    static func offsets(paletteCount count: Int) -> [Int32] {
        let spread = (128 / cbrt(Double(max(2, count)))).rounded()
        return values.map { Int32(((Double($0) + 0.5) / 64 - 0.5) * spread) }
    }
}
