import Foundation
import Testing
import TimerMaskRaster
@testable import TimerMaskCodecs

struct JPEGShrinkOnDecodeTests {
    /// An opaque 1024 × 768 picture, quadrants in four colours, their edges on whole blocks at every shrink.
    static let jpeg: [UInt8] = try! JPEGCodec.encode(
        TestPictures.quadrants(width: 1024, height: 768, [RGBA(r: 200, g: 30, b: 30), RGBA(r: 30, g: 200, b: 30),
                                                          RGBA(r: 30, g: 30, b: 200), RGBA(r: 230, g: 230, b: 40)]),
        quality: 90)

    @Test(arguments: [
        ((120, 90), (128, 96)),     // 1/8 still fills 120 × 90
        ((130, 90), (256, 192)),    // 1/8 is too narrow; 1/4 fills it
        ((300, 300), (512, 384)),   // only 1/2 is tall enough
        ((600, 100), (1024, 768)),  // no shrink leaves 600 px across
    ])
    func shrinksOnlyWhileTheResultStillFillsTheBox(box: (Int, Int), expected: (Int, Int)) throws {
        let image = try JPEGCodec.decode(Self.jpeg, source: "q.jpg", fillingAtLeast: (box.0, box.1))
        #expect(image.width == expected.0 && image.height == expected.1)
        let means = TestPictures.quadrantMeans(image)
        let full = TestPictures.quadrantMeans(try JPEGCodec.decode(Self.jpeg, source: "q.jpg"))
        for (a, b) in zip(means.joined(), full.joined()) { #expect(abs(a - b) < 2) }
    }

    @Test func theBoxIsMeasuredUpright() throws {
        // Stored 800 × 600 with a quarter-turn tag: upright it is 600 × 800, and a 70 × 90 box
        // (upright) allows 1/8.
        let image = RGBAImage(width: 800, height: 600, filledWith: RGBA(r: 9, g: 99, b: 199))
        let turned = try JPEGCodec.encode(image, quality: 90, exifOrientation: .right)
        let small = try JPEGCodec.decode(turned, source: "t.jpg", fillingAtLeast: (70, 90))
        #expect(small.width == 75 && small.height == 100)
        let wider = try JPEGCodec.decode(turned, source: "t.jpg", fillingAtLeast: (90, 90))
        #expect(wider.width == 150 && wider.height == 200)
    }

    @Test func pixelLimitIsCheckedOnTheFullSize() throws {
        #expect(throws: CodecError(source: "q.jpg", reason: .tooManyPixels(width: 1024, height: 768, limit: 100_000))) {
            try JPEGCodec.decode(Self.jpeg, source: "q.jpg", maxPixels: 100_000, fillingAtLeast: (10, 10))
        }
    }

    @Test(arguments: ExifOrientation.allCases)
    func storedUndoesUpright(_ orientation: ExifOrientation) {
        // 5 × 3, every pixel different, so any wrong turn, mirror or swap shows.
        let upright = RGBAImage(width: 5, height: 3, premultipliedPixels: (0..<15).flatMap { [UInt8($0 * 16), 0, 0, 255] })
        let stored = orientation.stored(upright)
        #expect(stored.width == (orientation.swapsWidthAndHeight ? 3 : 5))
        #expect(orientation.upright(stored) == upright)
    }
}
