import Foundation
import Synchronization
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
        let dir = try Fixtures.temporaryDirectory()
        let golden = GoldenImage(dir.appendingPathComponent("case.png"), record: .missing)
        #expect(try golden.verify(picture(10)) == .recorded)
        #expect(try golden.verify(picture(10)) == .matched)
    }

    @Test func aMismatchWritesTheActualAndADiffBesideTheGolden() throws {
        let dir = try Fixtures.temporaryDirectory()
        let file = dir.appendingPathComponent("case.png")
        try GoldenImage(file).verifyRecording(picture(10))
        #expect(throws: GoldenMismatch.self) { try GoldenImage(file, record: .missing).verify(picture(40)) }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("case.actual.png").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("case.diff.png").path))
    }

    @Test func reRecordingOverwritesAGoldenThatDiffers() throws {
        let dir = try Fixtures.temporaryDirectory()
        let file = dir.appendingPathComponent("case.png")
        try GoldenImage(file).verifyRecording(picture(10))
        #expect(try GoldenImage(file, record: .all).verify(picture(40)) == .recorded)
        let stored = try PNGCodec.decode([UInt8](Data(contentsOf: file)), source: "case.png")
        #expect(stored == picture(40))
        #expect(try GoldenImage(file, record: .never).verify(picture(40)) == .matched)
    }

    @Test func underCIAMissingGoldenFailsInsteadOfRecording() throws {
        let dir = try Fixtures.temporaryDirectory()
        let file = dir.appendingPathComponent("case.png")
        #expect(throws: GoldenMissing.self) { try GoldenImage(file, record: .never).verify(picture(10)) }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func theEnvironmentChoosesTheRecordMode() {
        #expect(GoldenRecordMode.mode(environment: [:]) == .missing)
        #expect(GoldenRecordMode.mode(environment: ["TIMERMASK_RECORD": "1"]) == .all)
        #expect(GoldenRecordMode.mode(environment: ["CI": "true"]) == .never)
        #expect(GoldenRecordMode.mode(environment: ["CI": "1"]) == .never)
        #expect(GoldenRecordMode.mode(environment: ["CI": "true", "TIMERMASK_RECORD": "1"]) == .all)
        #expect(GoldenRecordMode.mode(environment: ["TIMERMASK_RECORD": "0"]) == .missing)
    }

    @Test func aGoldenIsNamedFromTheTestFileAndTestByDefault() {
        let golden = GoldenImage()
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        #expect(golden.file == here.appendingPathComponent("Goldens/GoldenImageTests/aGoldenIsNamedFromTheTestFileAndTestByDefault.png"))
        #expect(GoldenImage(named: "wrap-at-2s").file.lastPathComponent == "wrap-at-2s.png")
        let dir = URL(fileURLWithPath: "/tmp/elsewhere")
        #expect(GoldenImage(in: dir).file == dir.appendingPathComponent("aGoldenIsNamedFromTheTestFileAndTestByDefault.png"))
        #expect(GoldenImage(filePath: "/t/WidgetTests.swift", function: "render(at:)").file.path == "/t/Goldens/WidgetTests/render.png")
        #expect(GoldenImage(filePath: "/t/W.swift", function: "testHalfSecond()").file.path == "/t/Goldens/W/testHalfSecond.png")
    }

    @Test func recordingSaysWhatItWrote() throws {
        let dir = try Fixtures.temporaryDirectory()
        let lines = Mutex<[String]>([])
        let golden = GoldenImage(named: "case", in: dir, record: .missing, log: { line in lines.withLock { $0.append(line) } })
        #expect(try golden.verify(picture(10)) == .recorded)
        let size = try FileManager.default.attributesOfItem(atPath: golden.file.path)[.size] as? Int
        #expect(lines.withLock { $0 } == ["recorded golden \(dir.appendingPathComponent("case.png").path) (8×8 px, \(size ?? -1) bytes)"])
        #expect(try golden.verify(picture(10)) == .matched)
        #expect(lines.withLock { $0.count } == 1, "a match records nothing")
    }

    @Test func aMissingGoldenTellsAUserHowToRecordIt() throws {
        let dir = try Fixtures.temporaryDirectory()
        let file = dir.appendingPathComponent("case.png")
        #expect { try GoldenImage(file, record: .never).verify(picture(10)) } throws: { error in
            "\(error)" == "golden \(file.path) is missing; record it by running the test once with TIMERMASK_RECORD=1, then commit it"
        }
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

    @Test func isWithinJudgesTheChannelDifferenceItIsGiven() {
        // Compared with an exact tolerance, then judged against a looser one: the loose channel
        // difference must count, whatever tolerance the comparison was made with.
        let d = ImageDifference(actual: picture(10), expected: picture(14), tolerance: .exact)
        #expect(d.isWithin(.init(maxChannelDifference: 4)))
        #expect(!d.isWithin(.init(maxChannelDifference: 3)))
        let loose = ImageDifference(actual: picture(10), expected: picture(14), tolerance: .init(maxChannelDifference: 9))
        #expect(!loose.isWithin(.exact))
        #expect(loose.pixels(differingBeyond: 3) == 1 && loose.pixels(differingBeyond: 4) == 0)
    }

    @Test func aSizeMismatchWritesADiffSpanningBothImages() throws {
        let dir = try Fixtures.temporaryDirectory()
        let file = dir.appendingPathComponent("case.png")
        try GoldenImage(file).verifyRecording(RGBAImage(width: 8, height: 8, filledWith: .white))
        let wider = RGBAImage(width: 10, height: 8, filledWith: .white)
        #expect { try GoldenImage(file, record: .missing).verify(wider) } throws: { error in
            "\(error)".contains("the render is 10×8 px but the golden is 8×8 px")
        }
        let diff = try PNGCodec.decode([UInt8](Data(contentsOf: dir.appendingPathComponent("case.diff.png"))), source: "diff")
        #expect(diff.width == 10 && diff.height == 8)
        #expect(diff.pixel(x: 9, y: 0) == RGBA(r: 0, g: 0, b: 255))
        #expect(diff.pixel(x: 7, y: 7) == RGBA(r: 0, g: 0, b: 0))
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
