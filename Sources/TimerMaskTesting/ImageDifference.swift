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

    /// A picture's size in pixels.
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
        let allowed = tolerance.maxChannelDifference
        // Index loops over raw pointers, every size in a local, a pixel whose four bytes agree
        // counted at once: a user's golden test usually runs in a debug build, where each
        // property read and each checked subscript is a call.
        let actualWidth = actual.width, expectedWidth = expected.width
        actual.pixels.withUnsafeBufferPointer { actualBuffer in
            expected.pixels.withUnsafeBufferPointer { expectedBuffer in
                heat.withUnsafeMutablePixels { heatBuffer in
                    histogram.withUnsafeMutableBufferPointer { histogramBuffer in
                        let actualPixels = actualBuffer.baseAddress, expectedPixels = expectedBuffer.baseAddress
                        let heatPixels = heatBuffer.baseAddress!, histogram = histogramBuffer.baseAddress!
                        var equal = 0
                        var y = 0
                        while y < height {
                            var x = 0
                            while x < width {
                                let h = (y * width + x) * 4
                                if x >= sharedWidth || y >= sharedHeight {
                                    heatPixels[h + 2] = 255
                                    histogram[255] += 1
                                    x += 1
                                    continue
                                }
                                let a = actualPixels! + (y * actualWidth + x) * 4, e = expectedPixels! + (y * expectedWidth + x) * 4
                                if a[0] == e[0] && a[1] == e[1] && a[2] == e[2] && a[3] == e[3] {
                                    equal += 1
                                    x += 1
                                    continue
                                }
                                var pixelWorst = 0
                                var c = 0
                                while c < 4 {
                                    let d = Int(a[c]) - Int(e[c])
                                    if d > pixelWorst { pixelWorst = d } else if -d > pixelWorst { pixelWorst = -d }
                                    c += 1
                                }
                                histogram[pixelWorst] += 1
                                if pixelWorst > 0 {
                                    heatPixels[h] = UInt8(min(255, 64 + pixelWorst * 3))
                                    heatPixels[h + 1] = pixelWorst > allowed ? 0 : 96
                                }
                                x += 1
                            }
                            y += 1
                        }
                        histogram[0] += equal
                    }
                }
            }
        }
        pixelsByDifference = histogram
        maxChannelDifference = histogram.lastIndex { $0 > 0 } ?? 0
        heatMap = heat
        differingPixels = Self.count(histogram, beyond: tolerance.maxChannelDifference)
    }
}
