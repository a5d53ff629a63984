import Foundation
import Testing
import TestFixtures
import TimerMaskRaster
import TimerMaskCodecs
@testable import TimerMaskTesting

struct GoldenImageTests {
    func picture(_ shade: UInt8) -> RGBAImage {
        var image = RGBAImage(width: 8, height: 8, filledWith: .white)
        image.setPixel(x: 3, y: 3, RGBA(r: shade, g: 0, b: 0))
        return image
    }

    @Test func recordsAMissingGoldenThenMatchesIt() throws {
        guard !GoldenImage.isCI else { return }   // under CI a missing golden is an error instead
        let dir = try Fixtures.temporaryDirectory()
        let golden = GoldenImage(dir.appendingPathComponent("case.png"))
        #expect(try golden.verify(picture(10)) == .recorded)
        #expect(try golden.verify(picture(10)) == .matched)
    }

    @Test func aMismatchWritesTheActualAndADiffBesideTheGolden() throws {
        let dir = try Fixtures.temporaryDirectory()
        let file = dir.appendingPathComponent("case.png")
        try GoldenImage(file).verifyRecording(picture(10))
        #expect(throws: GoldenMismatch.self) { try GoldenImage(file).verify(picture(40)) }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("case.actual.png").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("case.diff.png").path))
    }

    @Test func toleranceBoundsChannelDifferenceAndShareOfPixels() throws {
        let a = picture(10), b = picture(14)
        let strict = ImageDifference(actual: a, expected: b, tolerance: .exact)
        #expect(strict.maxChannelDifference == 4 && strict.differingPixels == 1)
        #expect(!strict.isWithin(.exact))
        #expect(ImageDifference(actual: a, expected: b, tolerance: .init(maxChannelDifference: 4)).isWithin(.init(maxChannelDifference: 4)))
        #expect(strict.isWithin(.init(maxChannelDifference: 0, maxDifferingFraction: 1.0 / 64)))
        #expect(!strict.isWithin(.init(maxChannelDifference: 0, maxDifferingFraction: 1.0 / 65)))
    }

    @Test func sizeMismatchNeverPasses() {
        let d = ImageDifference(actual: RGBAImage(width: 2, height: 2), expected: RGBAImage(width: 3, height: 2),
                                tolerance: .init(maxChannelDifference: 255, maxDifferingFraction: 1))
        #expect(!d.isWithin(.init(maxChannelDifference: 255, maxDifferingFraction: 1)))
    }
}

extension GoldenImage {
    /// Writes the golden regardless of environment (tests of the comparison itself).
    func verifyRecording(_ image: RGBAImage) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(PNGCodec.encode(image)).write(to: file)
    }
}
