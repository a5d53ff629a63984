import Foundation
import TestFixtures
import Testing
import TimerMaskCodecs
import TimerMaskRaster

struct ImageFileTests {
    @Test func eachFormatIsRecognisedByItsBytes() throws {
        let image = TestPictures.partialAlpha
        let png = try PNGCodec.encode(image)
        let webp = try WebPCodec.encode(image, lossless: true, quality: 75)
        let jpeg = try JPEGCodec.encode(image, quality: 90)
        let gif = try TestPictures.fixture("disposal.gif")
        #expect([png, jpeg, webp, gif].map(ImageFormat.init(sniffing:)) == [.png, .jpeg, .webp, .gif])

        #expect(try ImageFile.decode(png, source: "a.png") == image)
        #expect(try ImageFile.decode(webp, source: "a.webp") == image)
        #expect(try ImageFile.decode(jpeg, source: "a.jpg") == JPEGCodec.decode(jpeg, source: "a.jpg"))
        #expect(try ImageFile.decode(gif, source: "a.gif") == GIFCodec.decodeFrames(gif, source: "a.gif")[0].image)
    }

    @Test func formatIsSniffedNotTakenFromTheName() throws {
        let png = try PNGCodec.encode(TestPictures.partialAlpha)
        #expect(try ImageFile.decode(png, source: "misnamed.jpg") == TestPictures.partialAlpha)
    }

    @Test func emptyBytesAreRefused() throws {
        let error = try #require(throws: CodecError.self) { try ImageFile.decode([], source: "x.png") }
        #expect(error.description == "x.png is empty (0 bytes).")
    }

    @Test func unknownFormatIsRefused() throws {
        let error = try #require(throws: CodecError.self) {
            try ImageFile.decode(Array("12:34 is not a picture".utf8), source: "x.txt")
        }
        #expect(error.description == "x.txt is not a PNG, JPEG, WebP or GIF image.")
    }

    /// Headers that claim billions of pixels over a few bytes of data. Allocating first would ask for
    /// gigabytes (17 GB for the GIF, 40 GB for the PNG): it crashes or takes many seconds to fill with
    /// zeros, where refusing from the header alone takes microseconds.
    @Test(arguments: BombCase.all)
    func oversizedHeaderIsRefusedBeforeAllocating(_ bomb: BombCase) throws {
        let bytes = try bomb.bytes()
        let clock = ContinuousClock()
        let start = clock.now
        let error = try #require(throws: CodecError.self) { try ImageFile.decode(bytes, source: bomb.name) }
        #expect(clock.now - start < .seconds(1))
        #expect(error == CodecError(source: bomb.name, reason: .tooManyPixels(
            width: bomb.width, height: bomb.height, limit: ImageFile.defaultMaxPixels)))
    }

    /// Frame loading reads every header first (issue 13): the size must be the decoded one, and a
    /// bomb must be refused by its header alone.
    @Test(arguments: BombCase.all)
    func headerSizeRefusesABombWithoutDecoding(_ bomb: BombCase) throws {
        #expect(throws: CodecError(source: bomb.name, reason: .tooManyPixels(
            width: bomb.width, height: bomb.height, limit: ImageFile.defaultMaxPixels))) {
            try ImageFile.size(of: try bomb.bytes(), source: bomb.name)
        }
    }

    @Test func headerSizeIsTheDecodedSizeInEveryFormat() throws {
        let picture = TestPictures.quadrants(width: 12, height: 7, [.white, .black, .white, .black])
        let encoded: [(String, [UInt8])] = [
            ("png", try PNGCodec.encode(picture)),
            ("jpeg", try JPEGCodec.encode(picture, quality: 90)),
            ("jpeg turned by EXIF", try JPEGCodec.encode(picture, quality: 90, exifOrientation: ExifOrientation(rawValue: 6)!)),
            ("webp", try WebPCodec.encode(picture, lossless: true, quality: 50)),
            ("gif", try GIFCodec.encode([GIFFrame(image: picture, delayCentiseconds: 10)])),
            ("interlaced gif", try TestPictures.fixture("interlaced.gif")),
        ]
        for (name, bytes) in encoded {
            let decoded = try ImageFile.decode(bytes, source: name)
            let size = try ImageFile.size(of: bytes, source: name)
            #expect(size.width == decoded.width && size.height == decoded.height, "\(name)")
        }
    }

    @Test func bombMessageNamesTheCountAndTheLimit() throws {
        let error = try #require(throws: CodecError.self) {
            try ImageFile.decode(TestPictures.fixture("bomb-100000x100000.png"), source: "bomb.png")
        }
        #expect(error.description
            == "bomb.png is 100000 × 100000 = 10,000,000,000 pixels, over the limit of 50,000,000.")
    }

    @Test func limitIsInclusive() throws {
        let grey = try TestPictures.fixture("grey8.png")  // 11 × 9 = 99 pixels
        #expect(try ImageFile.decode(grey, source: "grey8.png", maxPixels: 99).width == 11)
        #expect(throws: CodecError(source: "grey8.png", reason: .tooManyPixels(width: 11, height: 9, limit: 98))) {
            try ImageFile.decode(grey, source: "grey8.png", maxPixels: 98)
        }
    }

    @Test func readingAFileNamesItsPath() throws {
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }

        let missing = folder.appendingPathComponent("missing.png")
        let missingError = try #require(throws: CodecError.self) { try ImageFile.read(url: missing) }
        #expect(missingError.description == "\(missing.path) does not exist.")

        let folderError = try #require(throws: CodecError.self) { try ImageFile.read(url: folder) }
        #expect(folderError.description == "\(folder.path) cannot be read (it is a folder).")

        let empty = folder.appendingPathComponent("empty.png")
        try AtomicFile.write([], to: empty)
        let emptyError = try #require(throws: CodecError.self) { try ImageFile.read(url: empty) }
        #expect(emptyError.description == "\(empty.path) is empty (0 bytes).")

        #expect(try ImageFile.read(url: Fixtures.url("Images/grey8.png")).width == 11)
    }
}

/// A tiny file whose header claims a huge image, in each format.
struct BombCase: Sendable, CustomTestStringConvertible {
    let name: String
    let width: Int
    let height: Int
    let bytes: @Sendable () throws -> [UInt8]

    var testDescription: String { name }

    static let all: [BombCase] = [
        BombCase(name: "bomb.png", width: 100_000, height: 100_000) {
            try TestPictures.fixture("bomb-100000x100000.png")
        },
        BombCase(name: "bomb.jpg", width: 65000, height: 65000) {
            // A real JPEG whose frame header (SOF0: marker, length, precision, height, width) is
            // rewritten to 65000 × 65000, under libjpeg's own limit of 65500.
            var jpeg = try JPEGCodec.encode(TestPictures.partialAlpha, quality: 80)
            let sof = try #require(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
            jpeg.replaceSubrange(sof + 5...sof + 8, with: [0xFD, 0xE8, 0xFD, 0xE8])
            return jpeg
        },
        BombCase(name: "bomb.gif", width: 65535, height: 65535) {
            Array("GIF89a".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x3B]
        },
        BombCase(name: "bomb.webp", width: 16384, height: 16384) {
            // An animated WebP's VP8X header with a 16384 × 16384 canvas and no frames.
            let vp8x: [UInt8] = Array("VP8X".utf8) + [10, 0, 0, 0, 0x02, 0, 0, 0, 0xFF, 0x3F, 0x00, 0xFF, 0x3F, 0x00]
            return Array("RIFF".utf8) + [UInt8(vp8x.count + 4), 0, 0, 0] + Array("WEBP".utf8) + vp8x
        },
    ]
}
