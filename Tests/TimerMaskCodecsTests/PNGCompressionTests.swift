import Testing
import TimerMaskCodecs
import TimerMaskRaster

struct PNGCompressionTests {
    static let settings: [PNGCompression] = [.fast, .default, .smallest] + (0...9).map(PNGCompression.level)
        + [PNGCompression(level: 6, filters: .all, strategy: .filtered), PNGCompression(level: 2, filters: [.up, .paeth], strategy: .runLength)]

    /// A busy opaque picture: every setting must give back exactly these pixels.
    static let opaque: RGBAImage = {
        var image = RGBAImage(width: 37, height: 23)
        for y in 0..<23 { for x in 0..<37 { image.setPixel(x: x, y: y, RGBA(r: UInt8(x * 7 % 256), g: UInt8((x * y) % 256), b: UInt8(y * 11))) } }
        return image
    }()

    @Test(arguments: settings)
    func everySettingRoundTripsExactly(_ compression: PNGCompression) throws {
        for image in [Self.opaque, TestPictures.partialAlpha] {
            let bytes = try PNGCodec.encode(image, compression: compression)
            #expect(try PNGCodec.decode(bytes, source: "\(compression).png") == image, "\(compression)")
            #expect(try PNGCodec.encode(image, compression: compression) == bytes, "the same bytes every time")
        }
    }

    /// IHDR's colour type: 2 (RGB) for an opaque picture, 6 (RGBA) when any pixel is not.
    @Test func opaquePicturesAreWrittenWithoutAnAlphaChannel() throws {
        #expect(try PNGCodec.encode(Self.opaque)[25] == 2)
        #expect(try PNGCodec.encode(TestPictures.partialAlpha)[25] == 6)
    }

    @Test func smallestIsSmallerThanFastAndLevelZeroStoresThePixels() throws {
        let fast = try PNGCodec.encode(Self.opaque, compression: .fast).count
        let smallest = try PNGCodec.encode(Self.opaque, compression: .smallest).count
        let stored = try PNGCodec.encode(Self.opaque, compression: .level(0)).count
        #expect(smallest <= fast && fast < stored)
        #expect(stored > 37 * 23 * 3, "level 0 stores every byte")
    }

    @Test func theFlagsWordsAndLevelsAreParsedAndNothingElse() {
        #expect(PNGCompression(parsing: "fast") == .fast)
        #expect(PNGCompression(parsing: "default") == .default)
        #expect(PNGCompression(parsing: "smallest") == .smallest)
        #expect(PNGCompression(parsing: "7") == .level(7))
        for bad in ["10", "-1", "slow", "", "09", "3.0"] { #expect(PNGCompression(parsing: bad) == nil, "\(bad)") }
    }
}
