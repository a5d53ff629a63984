import Testing
import TimerMaskCodecs
import TimerMaskRaster

struct WebPCodecTests {
    @Test func losslessRoundTripIsExact() throws {
        let image = TestPictures.partialAlpha
        let webp = try WebPCodec.encode(image, lossless: true, quality: 75)
        #expect(ImageFormat(sniffing: webp) == .webp)
        #expect(try WebPCodec.decode(webp, source: "exact.webp") == image)
    }

    @Test func lossyRoundTripIsClose() throws {
        let image = TestPictures.quadrants(width: 64, height: 32, [.white, .black, RGBA(r: 200, g: 30, b: 30), .white])
        let decoded = try WebPCodec.decode(WebPCodec.encode(image, lossless: false, quality: 90), source: "close.webp")
        #expect(decoded.width == 64 && decoded.height == 32)
        for (got, want) in zip(TestPictures.quadrantMeans(decoded), TestPictures.quadrantMeans(image)) {
            for (g, w) in zip(got, want) { #expect(abs(g - w) < 8) }
        }
    }

    @Test func animationGivesItsFirstFrame() throws {
        let first = TestPictures.partialAlpha
        let second = RGBAImage(width: 16, height: 16, filledWith: RGBA(r: 0, g: 0, b: 255))
        let animation = try Self.animatedWebP([first, second])
        #expect(try WebPCodec.decode(animation, source: "animated.webp") == first)
    }

    @Test(arguments: [4, 20, 60])
    func truncatedFileThrowsNamingIt(keeping byteCount: Int) throws {
        let whole = try WebPCodec.encode(TestPictures.partialAlpha, lossless: true, quality: 75)
        #expect(byteCount < whole.count)
        let error = try #require(throws: CodecError.self) {
            try WebPCodec.decode(Array(whole.prefix(byteCount)), source: "cut.webp")
        }
        #expect(error.description == "cut.webp is not a valid WebP file (it is truncated).")
    }

    @Test func emptyFileThrowsNamingIt() throws {
        #expect(throws: CodecError(source: "empty.webp", reason: .empty)) {
            try WebPCodec.decode([], source: "empty.webp")
        }
    }

    @Test func qualityOutsideZeroToHundredIsRefused() throws {
        let error = try #require(throws: CodecError.self) {
            try WebPCodec.encode(TestPictures.partialAlpha, lossless: false, quality: 120)
        }
        #expect(error.description
            == "Cannot encode the 16 × 16 image as WebP (quality must be from 0 to 100, not 120.0).")
    }

    /// An animated WebP assembled by hand (RIFF, VP8X, ANIM, one ANMF per frame) around the VP8L
    /// bitstreams of lossless stills, frames replacing the canvas without blending.
    static func animatedWebP(_ frames: [RGBAImage]) throws -> [UInt8] {
        func littleEndian(_ value: Int, _ count: Int) -> [UInt8] {
            (0..<count).map { UInt8((value >> (8 * $0)) & 0xFF) }
        }
        func chunk(_ tag: String, _ payload: [UInt8]) -> [UInt8] {
            Array(tag.utf8) + littleEndian(payload.count, 4) + payload + (payload.count % 2 == 1 ? [0] : [])
        }
        let width = frames[0].width, height = frames[0].height
        let size = littleEndian(width - 1, 3) + littleEndian(height - 1, 3)
        var body = chunk("VP8X", [0x12, 0, 0, 0] + size)      // alpha and animation flags
        body += chunk("ANIM", littleEndian(0, 4) + littleEndian(0, 2))
        for frame in frames {
            let still = try WebPCodec.encode(frame, lossless: true, quality: 75)
            let bitstream = Array(still[12...])                  // the VP8L chunk after "RIFF....WEBP"
            #expect(bitstream.starts(with: Array("VP8L".utf8)))
            body += chunk("ANMF", littleEndian(0, 6) + size + littleEndian(100, 3) + [0x02] + bitstream)
        }
        return Array("RIFF".utf8) + littleEndian(body.count + 4, 4) + Array("WEBP".utf8) + body
    }
}
