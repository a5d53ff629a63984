import Foundation
import TimerMaskRaster

/// Up to 256 colours, as a GIF colour table holds them, with what the quantiser expects of it.
public struct Palette: Equatable, Sendable {
    public var colours: [RGBColour]
    /// Mean squared error per channel (0…65025) of mapping the counted pixels to their nearest
    /// colour, as the quantiser measured it on its histogram; 0 when the colours are exact.
    public var meanSquaredError: Double
    /// No counted pixel lies farther than this (Euclidean distance in 8-bit RGB levels) from its
    /// nearest colour here: what an encoder that maps each pixel to its nearest colour can promise
    /// for every pixel. 0 when the colours are exact.
    public var maxDistance: Double

    public init(colours: [RGBColour], meanSquaredError: Double = 0, maxDistance: Double = 0) {
        precondition(colours.count <= 256, "a palette holds at most 256 colours")
        self.colours = colours
        self.meanSquaredError = meanSquaredError
        self.maxDistance = maxDistance
    }

    /// The PSNR (dB) the quantiser promises for the pixels it was built from: 10·log10(255² / MSE).
    public var expectedPSNR: Double { PSNR.decibels(meanSquaredError: meanSquaredError) }
}

/// Peak signal-to-noise ratio of 8-bit pictures, from a mean squared error per channel.
public enum PSNR {
    /// Identical pictures have no finite PSNR; this stands for it (as ffmpeg's 'inf' would).
    public static let identical = 100.0

    public static func decibels(meanSquaredError mse: Double) -> Double {
        mse <= 0 ? identical : min(identical, 10 * log10(255 * 255 / mse))
    }

    /// Mean squared error per colour channel between two pictures of one size, over their
    /// premultiplied R, G and B (so transparent pixels compare as black).
    public static func meanSquaredError(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        precondition(a.width == b.width && a.height == b.height, "pictures compared must have one size")
        var sum: Int64 = 0
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                for i in 0..<p.count where i & 3 != 3 {
                    let d = Int64(p[i]) - Int64(q[i])
                    sum += d * d
                }
            }
        }
        return Double(sum) / Double(max(1, a.width * a.height * 3))
    }

    /// The PSNR (dB) of `actual` against `expected`; `identical` when they are equal.
    public static func of(_ actual: RGBAImage, against expected: RGBAImage) -> Double {
        decibels(meanSquaredError: meanSquaredError(actual, expected))
    }
}

/// Wu's quantiser refined by k-means: the palette this project's GIFs are drawn with.
///
/// Error bounds, stated: the result's `meanSquaredError` is the exact error of mapping every counted
/// pixel to the palette colour its histogram cell was given; mapping each pixel to its own
/// nearest colour (what encoders do) can only be as good or better. Its `maxDistance` bounds
/// every single counted pixel's distance to its nearest colour.
public enum Quantiser {
    /// k-means passes after Wu's cuts; each pass is cheap (cells, not pixels) and most runs settle sooner.
    public static let refinementPasses = 8

    /// A palette of at most `maxColours` colours for the pixels `histogram` counted. An
    /// animation of at most `maxColours` distinct colours gets exactly those colours.
    public static func palette(for histogram: ColourHistogram, maxColours: Int) -> Palette {
        precondition((1...256).contains(maxColours), "a palette holds 1 to 256 colours")
        if let exact = histogram.exactColours(limit: maxColours) {
            return Palette(colours: exact.isEmpty ? [RGBColour(r: 0, g: 0, b: 0)] : exact)
        }
        let start = WuQuantiser.boxMeans(histogram, maxColours: maxColours)
        let (centres, squaredError) = KMeansRefinement.refine(start, points: histogram.populatedCells(),
                                                              passes: refinementPasses)
        var seen = Set<RGBColour>()
        let colours = centres.map { RGBColour(r: UInt8($0.r), g: UInt8($0.g), b: UInt8($0.b)) }
            .filter { seen.insert($0).inserted }
        let pixels = Double(max(1, histogram.pixelCount))
        return Palette(colours: colours, meanSquaredError: squaredError / (3 * pixels),
                       maxDistance: histogram.nearestColourBound(colours))
    }
}
