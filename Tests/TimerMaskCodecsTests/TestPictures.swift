import Foundation
import TestFixtures
import TimerMaskCodecs
import TimerMaskRaster

/// Pictures and fixture bytes shared by the codec tests.
enum TestPictures {
    /// Every alpha from 0 to 255 (one per pixel of a 16 × 16 grid) under colours that do not survive
    /// premultiplication unchanged, so a codec that mixes up straight and premultiplied alpha shows it.
    static let partialAlpha: RGBAImage = {
        var straight: [UInt8] = []
        for y in 0..<16 {
            for x in 0..<16 {
                straight += [UInt8(x * 16 + 7), UInt8(255 - y * 13), UInt8((x * 37 + y * 11) % 256), UInt8(y * 16 + x)]
            }
        }
        return RGBAImage(width: 16, height: 16, straightPixels: straight)
    }()

    /// An opaque picture whose four quadrants are flat colours, given top-left, top-right,
    /// bottom-left, bottom-right.
    static func quadrants(width: Int, height: Int, _ colours: [RGBA]) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image.setPixel(x: x, y: y, colours[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)])
            }
        }
        return image
    }

    /// The mean colour of each quadrant, in the same order as `quadrants` takes them.
    static func quadrantMeans(_ image: RGBAImage) -> [[Double]] {
        var sums = [[Double]](repeating: [0, 0, 0], count: 4)
        var counts = [Double](repeating: 0, count: 4)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let q = (y < image.height / 2 ? 0 : 2) + (x < image.width / 2 ? 0 : 1)
                let p = image.pixel(x: x, y: y)
                sums[q][0] += Double(p.r); sums[q][1] += Double(p.g); sums[q][2] += Double(p.b)
                counts[q] += 1
            }
        }
        return (0..<4).map { q in sums[q].map { $0 / counts[q] } }
    }

    /// The largest difference of any channel of any pixel.
    static func maxChannelDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    static func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Fixtures.url("Images/\(name)")))
    }
}
