import Testing
@testable import TimerMaskCodecs
import TimerMaskRaster

struct QuantiserTests {
    /// A smooth picture with far more than 256 colours: hue across, brightness down.
    static func gradient(width: Int = 96, height: Int = 64) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt8(x * 255 / (width - 1)), g = UInt8(y * 255 / (height - 1))
                image.setPixel(x: x, y: y, RGBA(r: r, g: g, b: UInt8((Int(r) + 2 * Int(g)) / 3)))
            }
        }
        return image
    }

    /// Deterministic pseudo-random numbers (a linear congruential generator).
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    func distance(_ a: RGBColour, _ b: RGBColour) -> Int {
        let dr = Int(a.r) - Int(b.r), dg = Int(a.g) - Int(b.g), db = Int(a.b) - Int(b.b)
        return dr * dr + dg * dg + db * db
    }

    func bruteForceNearest(_ palette: [RGBColour], _ r: Int, _ g: Int, _ b: Int) -> Int {
        var best = 0, bestDistance = Int.max
        for (i, c) in palette.enumerated() {
            let d = (r - Int(c.r)) * (r - Int(c.r)) + (g - Int(c.g)) * (g - Int(c.g)) + (b - Int(c.b)) * (b - Int(c.b))
            if d < bestDistance { bestDistance = d; best = i }
        }
        return best
    }

    @Test func fewColoursAreKeptExactly() {
        var histogram = ColourHistogram()
        let colours: [RGBA] = [.white, .black, RGBA(r: 200, g: 30, b: 30), RGBA(r: 201, g: 30, b: 30)]
        histogram.add(TestPictures.quadrants(width: 8, height: 8, colours))
        let palette = Quantiser.palette(for: histogram, maxColours: 255)
        #expect(palette.colours == colours.map { RGBColour(r: $0.r, g: $0.g, b: $0.b) }.sorted())
        #expect(palette.meanSquaredError == 0)
    }

    @Test func mappingEveryPixelToItsNearestColourStaysWithinTheStatedError() {
        let image = Self.gradient()
        var histogram = ColourHistogram()
        histogram.add(image)
        for count in [8, 32, 255] {
            let palette = Quantiser.palette(for: histogram, maxColours: count)
            #expect(palette.colours.count <= count)
            let nearest = NearestColour(palette.colours)
            var squared = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixel(x: x, y: y)
                    let c = palette.colours[nearest.index(Int32(p.r), Int32(p.g), Int32(p.b))]
                    squared += distance(RGBColour(r: p.r, g: p.g, b: p.b), c)
                }
            }
            let measured = Double(squared) / Double(3 * image.width * image.height)
            #expect(measured <= palette.meanSquaredError + 1e-9, "\(count) colours: measured \(measured), stated \(palette.meanSquaredError)")
        }
    }

    @Test func noPixelLiesFartherFromItsNearestColourThanTheStatedBound() {
        var numbers = Numbers(state: 7)
        var noisy = Self.gradient(width: 120, height: 90)
        for y in 0..<noisy.height {
            for x in 0..<noisy.width where numbers.next(4) == 0 {
                noisy.setPixel(x: x, y: y, RGBA(r: UInt8(numbers.next(256)), g: UInt8(numbers.next(256)), b: UInt8(numbers.next(256))))
            }
        }
        for image in [Self.gradient(), noisy] {
            var histogram = ColourHistogram()
            histogram.add(image)
            for count in [8, 32, 255] {
                let palette = Quantiser.palette(for: histogram, maxColours: count)
                var worst = 0
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        let p = image.pixel(x: x, y: y)
                        let c = palette.colours[bruteForceNearest(palette.colours, Int(p.r), Int(p.g), Int(p.b))]
                        worst = max(worst, distance(RGBColour(r: p.r, g: p.g, b: p.b), c))
                    }
                }
                let measured = Double(worst).squareRoot()
                #expect(measured <= palette.maxDistance + 1e-9, "\(count) colours: a pixel lies \(measured) away, stated \(palette.maxDistance)")
                // A bound no tighter than the whole cube would promise nothing.
                #expect(palette.maxDistance < 255, "\(count) colours: stated \(palette.maxDistance)")
            }
        }
    }

    @Test func exactPalettesStateNoDistance() {
        var histogram = ColourHistogram()
        histogram.add(TestPictures.quadrants(width: 8, height: 8, [.white, .black, .white, .black]))
        #expect(Quantiser.palette(for: histogram, maxColours: 255).maxDistance == 0)
    }

    /// 6144 colours on a surface, 255 of them a grid of about 16 × 16 steps of 16 levels: near 35 dB at best.
    @Test func twoHundredFiftyFiveColoursOfAGradientKeepThirtyFiveDecibels() {
        var histogram = ColourHistogram()
        histogram.add(Self.gradient())
        let palette = Quantiser.palette(for: histogram, maxColours: 255)
        #expect(palette.expectedPSNR >= 35, "stated \(palette.expectedPSNR) dB")
    }

    @Test func refinementNeverWorsensWuAlone() {
        var histogram = ColourHistogram()
        histogram.add(Self.gradient())
        let wu = WuQuantiser.boxMeans(histogram, maxColours: 16)
        let unrefined = KMeansRefinement.refine(wu, points: histogram.populatedCells(), passes: 0)
        let refined = KMeansRefinement.refine(wu, points: histogram.populatedCells(), passes: 8)
        #expect(refined.squaredError <= unrefined.squaredError * 1.0001)
    }

    @Test func nearestColourAgreesWithBruteForce() {
        var numbers = Numbers(state: 7)
        for size in [1, 2, 17, 255] {
            let palette = (0..<size).map { _ in RGBColour(r: UInt8(numbers.next(256)), g: UInt8(numbers.next(256)), b: UInt8(numbers.next(256))) }
            let nearest = NearestColour(palette)
            var mismatches = 0
            for _ in 0..<4000 {
                let r = numbers.next(256), g = numbers.next(256), b = numbers.next(256)
                let found = nearest.index(Int32(r), Int32(g), Int32(b))
                let expected = bruteForceNearest(palette, r, g, b)
                // Equal distances may pick either; the distance must be the smallest.
                let query = RGBColour(r: UInt8(r), g: UInt8(g), b: UInt8(b))
                if distance(query, palette[found]) != distance(query, palette[expected]) { mismatches += 1 }
            }
            #expect(mismatches == 0, "\(size) colours: \(mismatches) of 4000 queries missed the nearest")
        }
    }

    @Test func sameInputGivesTheSamePalette() {
        var a = ColourHistogram(), b = ColourHistogram()
        a.add(Self.gradient()); b.add(Self.gradient())
        #expect(Quantiser.palette(for: a, maxColours: 64) == Quantiser.palette(for: b, maxColours: 64))
    }
}
