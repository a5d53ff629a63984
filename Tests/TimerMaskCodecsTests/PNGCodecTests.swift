import Testing
import TimerMaskCodecs
import TimerMaskRaster

struct PNGCodecTests {
    @Test func partialAlphaRoundTripIsExactInStraightTerms() throws {
        let image = TestPictures.partialAlpha
        let decoded = try PNGCodec.decode(PNGCodec.encode(image), source: "round-trip.png")
        #expect(decoded.width == 16 && decoded.height == 16)
        #expect(decoded.straightPixels == image.straightPixels)
        #expect(decoded == image)
    }

    @Test func sameImageGivesSameBytes() throws {
        let first = try PNGCodec.encode(TestPictures.partialAlpha)
        let second = try PNGCodec.encode(RGBAImage(width: 16, height: 16,
                                                   premultipliedPixels: TestPictures.partialAlpha.pixels))
        #expect(first == second)
        #expect(Array(first.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// Fixtures from tools/make-image-fixtures: each PNG beside the straight RGBA it must decode to.
    @Test(arguments: ["grey8", "grey1", "grey-alpha8", "rgb16", "rgba16", "palette4-trns", "interlaced-rgba8"])
    func decodesEveryPixelLayout(_ name: String) throws {
        let decoded = try PNGCodec.decode(TestPictures.fixture("\(name).png"), source: "\(name).png")
        let expected = RGBAImage(width: 11, height: 9, straightPixels: try TestPictures.fixture("\(name).rgba"))
        #expect(decoded.width == 11 && decoded.height == 9)
        #expect(decoded == expected)
    }

    @Test(arguments: [8, 20, 40, 100])
    func truncatedFileThrowsNamingIt(keeping byteCount: Int) throws {
        let whole = try PNGCodec.encode(TestPictures.partialAlpha)
        #expect(byteCount < whole.count)
        let error = try #require(throws: CodecError.self) {
            try PNGCodec.decode(Array(whole.prefix(byteCount)), source: "cut.png")
        }
        #expect(error.source == "cut.png")
        #expect(error.description == "cut.png is not a valid PNG file (it is truncated).")
    }

    @Test func damagedDataThrowsNamingIt() throws {
        var bytes = try PNGCodec.encode(TestPictures.partialAlpha)
        bytes[bytes.count - 30] ^= 0xFF  // inside IDAT: the chunk's CRC no longer matches
        let error = try #require(throws: CodecError.self) { try PNGCodec.decode(bytes, source: "damaged.png") }
        #expect(error.description.hasPrefix("damaged.png is not a valid PNG file ("))
    }

    @Test func emptyFileThrowsNamingIt() throws {
        #expect(throws: CodecError(source: "empty.png", reason: .empty)) {
            try PNGCodec.decode([], source: "empty.png")
        }
        #expect(CodecError(source: "empty.png", reason: .empty).description == "empty.png is empty (0 bytes).")
    }

    @Test func imageWithoutPixelsIsRefused() throws {
        let error = try #require(throws: CodecError.self) { try PNGCodec.encode(RGBAImage(width: 0, height: 5)) }
        #expect(error.description == "Cannot encode the 0 × 5 image as PNG (it has no pixels).")
    }
}
