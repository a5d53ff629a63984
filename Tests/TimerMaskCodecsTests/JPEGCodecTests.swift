import Testing
import TimerMaskCodecs
import TimerMaskRaster

struct JPEGCodecTests {
    static let red = RGBA(r: 230, g: 20, b: 20), green = RGBA(r: 20, g: 200, b: 40)
    static let blue = RGBA(r: 30, g: 40, b: 220), white = RGBA(r: 250, g: 250, b: 250)

    /// Upright, 64 wide and 32 high: red, green over blue, white.
    static let upright = TestPictures.quadrants(width: 64, height: 32, [red, green, blue, white])

    /// What a camera stores for each tag when it saw `upright`, written out by hand (quadrants
    /// top-left, top-right, bottom-left, bottom-right) rather than computed by the code under test.
    static let storedQuadrants: [ExifOrientation: [RGBA]] = [
        .up: [red, green, blue, white],
        .upMirrored: [green, red, white, blue],
        .down: [white, blue, green, red],
        .downMirrored: [blue, white, red, green],
        .leftMirrored: [red, blue, green, white],
        .right: [green, white, red, blue],
        .rightMirrored: [white, green, blue, red],
        .left: [blue, red, white, green],
    ]

    @Test(arguments: ExifOrientation.allCases)
    func everyOrientationDecodesUpright(_ orientation: ExifOrientation) throws {
        let swapped = orientation.rawValue >= 5
        let stored = TestPictures.quadrants(width: swapped ? 32 : 64, height: swapped ? 64 : 32,
                                            Self.storedQuadrants[orientation]!)
        let jpeg = try JPEGCodec.encode(stored, quality: 95, exifOrientation: orientation)
        #expect(ExifOrientation(jpeg: jpeg) == orientation)

        let decoded = try JPEGCodec.decode(jpeg, source: "orientation-\(orientation.rawValue).jpg")
        try #require(decoded.width == 64 && decoded.height == 32)
        expectQuadrants(of: decoded, closeTo: Self.upright)
    }

    /// The encoder writes big-endian ("MM") TIFF; cameras often write little-endian ("II").
    @Test func littleEndianExifIsHonoured() throws {
        let stored = TestPictures.quadrants(width: 32, height: 64, Self.storedQuadrants[.right]!)
        var jpeg = try JPEGCodec.encode(stored, quality: 95)
        #expect(ExifOrientation(jpeg: jpeg) == nil)
        let tiff: [UInt8] = Array("II".utf8) + [0x2A, 0x00, 8, 0, 0, 0]
            + [2, 0]                                            // two entries
            + [0x0F, 0x01, 0x02, 0x00, 1, 0, 0, 0, 0, 0, 0, 0]  // 0x010F Make, an unrelated tag first
            + [0x12, 0x01, 0x03, 0x00, 1, 0, 0, 0, 6, 0, 0, 0]  // 0x0112 Orientation = 6, SHORT
            + [0, 0, 0, 0]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        jpeg.insert(contentsOf: [0xFF, 0xE1, 0, UInt8(payload.count + 2)] + payload, at: 2)

        #expect(ExifOrientation(jpeg: jpeg) == .right)
        let decoded = try JPEGCodec.decode(jpeg, source: "camera.jpg")
        try #require(decoded.width == 64 && decoded.height == 32)
        expectQuadrants(of: decoded, closeTo: Self.upright)
    }

    @Test func highQualityRoundTripIsClose() throws {
        let decoded = try JPEGCodec.decode(JPEGCodec.encode(Self.upright, quality: 95), source: "close.jpg")
        #expect(decoded.isOpaque)
        expectQuadrants(of: decoded, closeTo: Self.upright)
    }

    @Test(arguments: [3, 100, 300])
    func truncatedFileThrowsNamingIt(keeping byteCount: Int) throws {
        let whole = try JPEGCodec.encode(Self.upright, quality: 90)
        #expect(byteCount < whole.count)
        let error = try #require(throws: CodecError.self) {
            try JPEGCodec.decode(Array(whole.prefix(byteCount)), source: "photo.jpg")
        }
        #expect(error.description == "photo.jpg is not a valid JPEG file (it is truncated).")
    }

    @Test func damagedFileThrowsNamingIt() throws {
        var bytes = try JPEGCodec.encode(Self.upright, quality: 90)
        // Wipe the Huffman tables and everything after them.
        let tables = try #require(bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC4 })
        for i in tables..<bytes.count - 2 { bytes[i] = 0xFF }
        let error = try #require(throws: CodecError.self) { try JPEGCodec.decode(bytes, source: "damaged.jpg") }
        #expect(error.description.hasPrefix("damaged.jpg is not a valid JPEG file ("))
    }

    @Test func emptyFileThrowsNamingIt() throws {
        #expect(throws: CodecError(source: "empty.jpg", reason: .empty)) {
            try JPEGCodec.decode([], source: "empty.jpg")
        }
    }

    @Test(arguments: [0, 101])
    func qualityOutsideOneToHundredIsRefused(_ quality: Int) throws {
        let error = try #require(throws: CodecError.self) { try JPEGCodec.encode(Self.upright, quality: quality) }
        #expect(error.description
            == "Cannot encode the 64 × 32 image as JPEG (quality must be from 1 to 100, not \(quality)).")
    }

    private func expectQuadrants(of decoded: RGBAImage, closeTo expected: RGBAImage,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        for (got, want) in zip(TestPictures.quadrantMeans(decoded), TestPictures.quadrantMeans(expected)) {
            for (g, w) in zip(got, want) {
                #expect(abs(g - w) < 6, "quadrant mean \(got) should be close to \(want)",
                        sourceLocation: sourceLocation)
            }
        }
    }
}
