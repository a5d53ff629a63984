import Testing
@testable import TimerMaskRaster

/// Compositing run by run must give the picture drawing each band in turn gives, bit for bit,
/// and say which layers show as culling would.
struct PictureBandsTests {
    /// A deterministic stream of bytes (a linear congruential generator).
    struct Bytes {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    /// A premultiplied picture: transparent, opaque and partly transparent pixels in patches.
    func picture(_ width: Int, _ height: Int, seed: UInt64) -> RGBAImage {
        var bytes = Bytes(state: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let patch = (x / 7 + y / 5 + Int(seed)) % 3
                let a: UInt8 = patch == 0 ? 0 : patch == 1 ? 255 : bytes.next()
                let i = (y * width + x) * 4
                for c in 0..<3 { pixels[i + c] = Premultiply.multiply(bytes.next(), a) }
                pixels[i + 3] = a
            }
        }
        return RGBAImage(width: width, height: height, premultipliedPixels: pixels)
    }

    /// A canvas-sized mask: off left of a slanted edge, on right of it, partial along it.
    func band(_ width: Int, _ height: Int, edge: Double, slope: Double, flipped: Bool) -> CoverageMask {
        var path = VectorPath()
        path.move(to: Point2D(edge, -1))
        path.line(to: Point2D(Double(width) + 1, -1))
        path.line(to: Point2D(Double(width) + 1, Double(height) + 1))
        path.line(to: Point2D(edge + slope * Double(height + 2), Double(height) + 1))
        var mask = PathRasterizer.coverage(of: path, width: width, height: height)
        if flipped { for i in mask.values.indices { mask.values[i] = 255 - mask.values[i] } }
        return mask
    }

    /// The colour, then each band drawn through its mask within its region, and culling's
    /// verdict of what shows, pixel by pixel.
    func drawn(_ color: RGBA, _ bands: [PictureBands.Band], width: Int, height: Int) -> (RGBAImage, Bool, [Bool]) {
        var canvas = RGBAImage(width: width, height: height, filledWith: color)
        for band in bands {
            canvas.blend(band.picture, atX: band.x, y: band.y, clip: band.region, mask: band.mask, maskOrigin: (0, 0))
        }
        var colorSeen = false
        var seen = [Bool](repeating: false, count: bands.count)
        for y in 0..<height {
            for x in 0..<width {
                var covered = false
                for (i, band) in bands.enumerated().reversed() {
                    let region = band.region.intersection(PixelRect(x: band.x, y: band.y, width: band.picture.width, height: band.picture.height))
                    guard x >= region.x, x < region.maxX, y >= region.y, y < region.maxY else { continue }
                    let a = Premultiply.multiply(band.picture.pixels[((y - band.y) * band.picture.width + x - band.x) * 4 + 3],
                                                 band.mask?[x: x, y: y] ?? 255)
                    if a > 0 && !covered { seen[i] = true }
                    if a == 255 { covered = true }
                }
                if !covered { colorSeen = true }
            }
        }
        return (canvas, colorSeen, seen)
    }

    /// Compositing run by run gives what `drawn` gives: the picture and what shows.
    func expectAsDrawn(_ color: RGBA, _ bands: [PictureBands.Band], width: Int, height: Int,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let result = PictureBands.composite(color: color, bands: bands, width: width, height: height)
        let (expected, colorSeen, seen) = drawn(color, bands, width: width, height: height)
        #expect(result.image == expected, sourceLocation: sourceLocation)
        #expect(result.colorSeen == colorSeen, sourceLocation: sourceLocation)
        #expect(result.bandsSeen == seen, sourceLocation: sourceLocation)
    }

    func flattened(_ picture: RGBAImage, x: Int, y: Int, over color: RGBA, width: Int, height: Int) -> RGBAImage {
        var canvas = RGBAImage(width: width, height: height, filledWith: color)
        canvas.draw(picture, atX: x, y: y)
        return canvas
    }

    @Test func twoBandsMeetingAlongAnEdgeAsDrawingThemGives() {
        let (w, h) = (61, 43)
        let white = RGBA(r: 255, g: 255, b: 255)
        let first = picture(w, h, seed: 1), second = picture(w, h, seed: 2)
        let edgeMask = band(w, h, edge: 20.3, slope: 0.37, flipped: false)
        var other = edgeMask
        for i in other.values.indices { other.values[i] = 255 - other.values[i] }
        let all = PixelRect(x: 0, y: 0, width: w, height: h)
        let bands = [
            PictureBands.Band(picture: first, x: 0, y: 0, flattened: flattened(first, x: 0, y: 0, over: white, width: w, height: h),
                              region: all, mask: other),
            PictureBands.Band(picture: second, x: 0, y: 0, flattened: flattened(second, x: 0, y: 0, over: white, width: w, height: h),
                              region: all, mask: edgeMask),
        ]
        expectAsDrawn(white, bands, width: w, height: h)
    }

    @Test func overlappingMasksClippedRegionsAndAnUnmaskedPictureAsDrawingThemGives() {
        let (w, h) = (50, 37)
        let grey = RGBA(r: 40, g: 90, b: 200)
        let small = picture(30, 20, seed: 7)
        let wide = picture(w, h, seed: 4)
        let top = picture(w, h, seed: 9)
        let bands = [
            // A smaller picture placed inside, clipped by its region to part of itself.
            PictureBands.Band(picture: small, x: 5, y: 9, flattened: flattened(small, x: 5, y: 9, over: grey, width: w, height: h),
                              region: PixelRect(x: 8, y: 9, width: 20, height: 15), mask: band(w, h, edge: 10.5, slope: -0.2, flipped: true)),
            // Unmasked, a region of its own.
            PictureBands.Band(picture: wide, x: 0, y: 0, flattened: flattened(wide, x: 0, y: 0, over: grey, width: w, height: h),
                              region: PixelRect(x: 30, y: 0, width: 20, height: 37), mask: nil),
            // Overlapping both, partial along a steep edge.
            PictureBands.Band(picture: top, x: 0, y: 0, flattened: flattened(top, x: 0, y: 0, over: grey, width: w, height: h),
                              region: PixelRect(x: 0, y: 0, width: w, height: h), mask: band(w, h, edge: 25.2, slope: 1.3, flipped: false)),
        ]
        expectAsDrawn(grey, bands, width: w, height: h)
    }

    @Test func aBandThatShowsNowhereAndAnOpaqueCoverAreNotSeen() {
        let (w, h) = (24, 16)
        let black = RGBA(r: 0, g: 0, b: 0)
        let clear = RGBAImage(width: w, height: h)   // alpha 0 everywhere
        let opaque = RGBAImage(width: w, height: h, filledWith: RGBA(r: 9, g: 200, b: 30))
        let half = band(w, h, edge: 11.5, slope: 0, flipped: false)
        let bands = [
            PictureBands.Band(picture: clear, x: 0, y: 0, flattened: flattened(clear, x: 0, y: 0, over: black, width: w, height: h),
                              region: PixelRect(x: 0, y: 0, width: w, height: h), mask: half),
            PictureBands.Band(picture: opaque, x: 0, y: 0, flattened: flattened(opaque, x: 0, y: 0, over: black, width: w, height: h),
                              region: PixelRect(x: 0, y: 0, width: w, height: h), mask: nil),
        ]
        let result = PictureBands.composite(color: black, bands: bands, width: w, height: h)
        #expect(result.image == opaque)
        #expect(result.bandsSeen == [false, true])
        #expect(!result.colorSeen)
    }
}
