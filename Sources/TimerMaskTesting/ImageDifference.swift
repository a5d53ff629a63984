import TimerMaskRaster

/// What comparing two images found.
public struct ImageDifference: Equatable, Sendable {
    public var sizeMatches: Bool
    public var actualSize: PixelSize
    public var expectedSize: PixelSize
    /// Largest per-channel difference anywhere (0…255).
    public var maxChannelDifference: Int
    /// Pixels off by more than the channel difference of the tolerance given at comparison.
    public var differingPixels: Int
    public var totalPixels: Int
    /// How many pixels have each worst-channel difference 0…255, so any tolerance can be judged
    /// after the fact.
    public var pixelsByDifference: [Int]
    /// A heat map: black where equal, brighter red the larger the difference; when the sizes
    /// differ it spans both images and is blue where only one of them has pixels.
    public var heatMap: RGBAImage

    public struct PixelSize: Equatable, Sendable, CustomStringConvertible {
        public var width: Int, height: Int
        public var description: String { "\(width)×\(height)" }
    }

    public var differingFraction: Double { Double(differingPixels) / Double(max(1, totalPixels)) }

    /// Pixels whose largest channel difference is above `channelDifference`.
    public func pixels(differingBeyond channelDifference: Int) -> Int {
        Self.count(pixelsByDifference, beyond: channelDifference)
    }

    static func count(_ histogram: [Int], beyond channelDifference: Int) -> Int {
        histogram.dropFirst(max(0, channelDifference + 1)).reduce(0, +)
    }

    /// Whether the sizes match and at most the tolerance's share of pixels are off by more than
    /// its channel difference.
    public func isWithin(_ tolerance: GoldenTolerance) -> Bool {
        sizeMatches && Double(pixels(differingBeyond: tolerance.maxChannelDifference)) / Double(max(1, totalPixels))
            <= tolerance.maxDifferingFraction
    }

    /// Compares premultiplied pixels, channel by channel, over the area both images share.
    public init(actual: RGBAImage, expected: RGBAImage, tolerance: GoldenTolerance) {
        actualSize = PixelSize(width: actual.width, height: actual.height)
        expectedSize = PixelSize(width: expected.width, height: expected.height)
        sizeMatches = actualSize == expectedSize
        let width = max(actual.width, expected.width), height = max(actual.height, expected.height)
        let sharedWidth = min(actual.width, expected.width), sharedHeight = min(actual.height, expected.height)
        totalPixels = width * height
        var histogram = [Int](repeating: 0, count: 256)
        var heat = RGBAImage(width: width, height: height, filledWith: .black)
        for y in 0..<height {
            for x in 0..<width {
                let h = (y * width + x) * 4
                guard x < sharedWidth, y < sharedHeight else {
                    heat.pixels[h + 2] = 255
                    histogram[255] += 1
                    continue
                }
                let a = (y * actual.width + x) * 4, e = (y * expected.width + x) * 4
                var pixelWorst = 0
                for c in 0..<4 { pixelWorst = max(pixelWorst, abs(Int(actual.pixels[a + c]) - Int(expected.pixels[e + c]))) }
                histogram[pixelWorst] += 1
                if pixelWorst > 0 {
                    heat.pixels[h] = UInt8(min(255, 64 + pixelWorst * 3))
                    heat.pixels[h + 1] = pixelWorst > tolerance.maxChannelDifference ? 0 : 96
                }
            }
        }
        pixelsByDifference = histogram
        maxChannelDifference = histogram.lastIndex { $0 > 0 } ?? 0
        heatMap = heat
        differingPixels = Self.count(histogram, beyond: tolerance.maxChannelDifference)
    }
}
