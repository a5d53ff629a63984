import Testing
import TimerMaskCodecs
import TimerMaskRaster

struct GIFCodecTests {
    /// A picture drawn in letters: R red, G green, B blue, W white, "." transparent.
    static func picture(_ rows: [String]) -> RGBAImage {
        let colours: [Character: RGBA] = [
            "R": RGBA(r: 255, g: 0, b: 0), "G": RGBA(r: 0, g: 255, b: 0), "B": RGBA(r: 0, g: 0, b: 255),
            "W": .white, ".": .clear,
        ]
        var image = RGBAImage(width: rows[0].count, height: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, letter) in row.enumerated() { image.setPixel(x: x, y: y, colours[letter]!) }
        }
        return image
    }

    /// A logical screen with no area decoded as an empty picture (found by the mutation test).
    @Test func aScreenWithNoAreaIsRefused() throws {
        var bytes = try TestPictures.fixture("disposal.gif")
        bytes[8] = 0; bytes[9] = 0   // the screen's height, little-endian
        #expect { try GIFCodec.decodeFirstFrame(bytes, source: "flat.gif") } throws: { "\($0)".contains("its logical screen is 6 × 0 pixels") }
        #expect(throws: CodecError.self) { try ImageFile.size(of: bytes, source: "flat.gif") }
    }

    /// disposal.gif (see tools/make-image-fixtures): leave in place, clear to transparent, restore previous.
    @Test func framesHonourTransparencyAndDisposal() throws {
        let frames = try GIFCodec.decodeFrames(TestPictures.fixture("disposal.gif"), source: "disposal.gif")
        try #require(frames.count == 4)
        #expect(frames.map(\.delayCentiseconds) == [10, 25, 7, 0])
        #expect(frames[0].image == Self.picture(["RRRRRR", "RRRRRR", "RRRRRR", "RRRRRR"]))
        // Its white pixel is the transparent index, so frame 1's red shows through.
        #expect(frames[1].image == Self.picture(["RRRRRR", "RRGRRR", "RRBGRR", "RRRRRR"]))
        // Frame 2 was disposed to transparent; frame 3 draws blue at the corner.
        #expect(frames[2].image == Self.picture(["BRRRRR", "RR..RR", "RR..RR", "RRRRRR"]))
        // Frame 3 was disposed back to what lay under it.
        #expect(frames[3].image == Self.picture(["RRRRRR", "RR..RR", "RR..RR", "RRRRRG"]))
    }

    @Test func interlacedRowsLandInPlace() throws {
        let frames = try GIFCodec.decodeFrames(TestPictures.fixture("interlaced.gif"), source: "interlaced.gif")
        let rows = (0..<10).map { y in String(repeating: ["R", "G", "B", "W"][y % 4], count: 3) }
        #expect(frames.map(\.image) == [Self.picture(rows)])
    }

    @Test func firstFrameAloneMatchesTheAnimation() throws {
        let bytes = try TestPictures.fixture("disposal.gif")
        let first = try GIFCodec.decodeFirstFrame(bytes, source: "disposal.gif")
        #expect(try first == GIFCodec.decodeFrames(bytes, source: "disposal.gif")[0].image)
    }

    @Test(arguments: [5, 12, 40, 100])
    func truncatedFileThrowsNamingIt(keeping byteCount: Int) throws {
        let whole = try TestPictures.fixture("disposal.gif")
        #expect(byteCount < whole.count)
        let error = try #require(throws: CodecError.self) {
            try GIFCodec.decodeFrames(Array(whole.prefix(byteCount)), source: "cut.gif")
        }
        #expect(error.description == "cut.gif is not a valid GIF file (it is truncated).")
    }

    /// Browsers show a GIF whose final trailer byte is missing, and so do we.
    @Test func missingTrailerKeepsEveryFrame() throws {
        let whole = try TestPictures.fixture("disposal.gif")
        #expect(whole.last == 0x3B)
        #expect(try GIFCodec.decodeFrames(Array(whole.dropLast()), source: "no-trailer.gif").count == 4)
    }

    @Test func framesTogetherOverTheLimitAreRefused() throws {
        let bytes = try TestPictures.fixture("disposal.gif")
        // Three 6 × 4 frames fit in 72 pixels, the fourth does not.
        let error = try #require(throws: CodecError.self) {
            try GIFCodec.decodeFrames(bytes, source: "long.gif", maxPixels: 72)
        }
        #expect(error == CodecError(source: "long.gif",
                                    reason: .tooManyFramePixels(frames: 4, width: 6, height: 4, limit: 72)))
        #expect(try GIFCodec.decodeFirstFrame(bytes, source: "long.gif", maxPixels: 72).width == 6)
    }

    @Test func emptyFileThrowsNamingIt() throws {
        #expect(throws: CodecError(source: "empty.gif", reason: .empty)) {
            try GIFCodec.decodeFrames([], source: "empty.gif")
        }
    }
}
