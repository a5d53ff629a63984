import Testing
@testable import TimerMaskRaster

/// A colour blended through a coverage mask: the loop that passes over eight uncovered pixels
/// and writes eight fully covered ones at a time gives what premultiplied source-over gives
/// pixel by pixel, for runs of 0 and 255 that start anywhere, partial coverage between them, an
/// opaque and a translucent colour, a mask placed off the image's origin and a clip.
struct ColourThroughMaskTests {
    /// round(c · a / 255), as the blend rounds.
    static func times(_ c: UInt32, _ a: UInt32) -> UInt32 { let t = c * a + 128; return (t + (t >> 8)) >> 8 }

    /// Source-over of `color` scaled by `coverage` onto `under`, one pixel.
    static func over(_ color: RGBA, _ coverage: UInt8, _ under: [UInt8]) -> [UInt8] {
        let k = UInt32(coverage)
        let source = [color.r, color.g, color.b, color.a].map { k == 255 ? UInt32($0) : times(UInt32($0), k) }
        guard source.contains(where: { $0 != 0 }) else { return under }
        return (0..<4).map { UInt8(source[$0] + times(UInt32(under[$0]), 255 - source[3])) }
    }

    /// A mask row of runs: 0s and 255s of lengths that cross eight-pixel steps, and partial values.
    static func mask(width: Int, height: Int) -> CoverageMask {
        var values: [UInt8] = []
        var state: UInt32 = 12_345
        while values.count < width * height {
            state = state &* 1_103_515_245 &+ 12_345
            let run = Int(state >> 16) % 21 + 1
            let kind = (state >> 8) % 3
            let value: UInt8 = kind == 0 ? 0 : kind == 1 ? 255 : UInt8(truncatingIfNeeded: state >> 3)
            values += Array(repeating: value, count: run)
        }
        return CoverageMask(width: width, height: height, values: Array(values.prefix(width * height)))
    }

    @Test(arguments: [RGBA(r: 200, g: 40, b: 90, a: 255), RGBA(r: 60, g: 20, b: 30, a: 128)])
    func matchesSourceOverPixelByPixel(color: RGBA) {
        let width = 53, height = 7
        var image = RGBAImage(width: width, height: height)
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            let a = UInt8(truncatingIfNeeded: i * 7 + 40)
            image.pixels[i] = a / 2; image.pixels[i + 1] = a / 3; image.pixels[i + 2] = a / 5; image.pixels[i + 3] = a
        }
        let mask = Self.mask(width: 61, height: 9)
        let origin = (x: -5, y: -1)
        let clip = PixelRect(x: 2, y: 1, width: 47, height: 5)
        var blended = image
        blended.blend(nil, color: color, clip: clip, mask: mask, maskOrigin: origin)
        for y in 0..<height {
            for x in 0..<width {
                let at = (y * width + x) * 4
                let under = Array(image.pixels[at..<at + 4])
                let expected = clip.contains(PixelRect(x: x, y: y, width: 1, height: 1))
                    ? Self.over(color, mask.values[(y - origin.y) * mask.width + x - origin.x], under) : under
                #expect(Array(blended.pixels[at..<at + 4]) == expected, "(\(x), \(y))")
            }
        }
    }
}
