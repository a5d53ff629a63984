import Testing
import TimerMaskRaster

/// Outside its module an image's bytes are written only through its own methods (issue 22,
/// point 4), so their count always matches its size.
struct RGBAImageWritingTests {
    @Test func bytesAreWrittenInPlaceThroughTheImage() {
        var image = RGBAImage(width: 3, height: 2, filledWith: .white)
        image.withUnsafeMutablePixels { bytes in
            bytes[4] = 0
            bytes[5] = 0
        }
        #expect(image.pixel(x: 1, y: 0) == RGBA(r: 0, g: 0, b: 255))
        #expect(image.pixel(x: 2, y: 1) == .white)
        #expect(image.pixels.count == 3 * 2 * 4)
    }

    @Test func aCropKeepsTheRectsPixelsWithinTheImage() {
        var image = RGBAImage(width: 4, height: 3)
        for y in 0..<3 { for x in 0..<4 { image.setPixel(x: x, y: y, RGBA(r: UInt8(x), g: UInt8(y), b: 9)) } }
        let part = image.cropped(to: PixelRect(x: 1, y: 1, width: 2, height: 5))
        #expect(part.width == 2 && part.height == 2)
        #expect(part.pixel(x: 0, y: 0) == RGBA(r: 1, g: 1, b: 9))
        #expect(part.pixel(x: 1, y: 1) == RGBA(r: 2, g: 2, b: 9))
    }
}
