import Foundation
import TimerMaskCodecs
import TimerMaskRaster

/// How far a render may stray from its golden. A pixel *differs* when any channel is off by
/// more than `maxChannelDifference` (0…255); the comparison passes when the sizes match and
/// at most `maxDifferingFraction` of the pixels differ.
public struct GoldenTolerance: Equatable, Sendable, CustomStringConvertible {
    public var maxChannelDifference: Int
    public var maxDifferingFraction: Double

    public init(maxChannelDifference: Int = 0, maxDifferingFraction: Double = 0) {
        self.maxChannelDifference = maxChannelDifference
        self.maxDifferingFraction = maxDifferingFraction
    }

    /// Pixel for pixel.
    public static let exact = GoldenTolerance()

    public var description: String {
        "channels within \(maxChannelDifference), at most \(maxDifferingFraction * 100)% of pixels beyond that"
    }
}

/// What comparing two images found.
public struct ImageDifference: Equatable, Sendable {
    public var sizeMatches: Bool
    /// Largest per-channel difference anywhere (0…255).
    public var maxChannelDifference: Int
    /// Pixels off by more than the tolerance's channel difference.
    public var differingPixels: Int
    public var totalPixels: Int
    /// A heat map: black where equal, brighter red the larger the difference.
    public var heatMap: RGBAImage?

    public var differingFraction: Double { Double(differingPixels) / Double(max(1, totalPixels)) }

    public func isWithin(_ tolerance: GoldenTolerance) -> Bool {
        sizeMatches && differingFraction <= tolerance.maxDifferingFraction
    }

    /// Compares premultiplied pixels, channel by channel.
    public init(actual: RGBAImage, expected: RGBAImage, tolerance: GoldenTolerance) {
        totalPixels = expected.width * expected.height
        sizeMatches = actual.width == expected.width && actual.height == expected.height
        guard sizeMatches else {
            maxChannelDifference = 255; differingPixels = totalPixels; heatMap = nil
            return
        }
        var worst = 0, differing = 0
        var heat = RGBAImage(width: actual.width, height: actual.height, filledWith: .black)
        for p in 0..<totalPixels {
            var pixelWorst = 0
            for c in 0..<4 {
                pixelWorst = max(pixelWorst, abs(Int(actual.pixels[p * 4 + c]) - Int(expected.pixels[p * 4 + c])))
            }
            worst = max(worst, pixelWorst)
            if pixelWorst > tolerance.maxChannelDifference { differing += 1 }
            if pixelWorst > 0 {
                heat.pixels[p * 4] = UInt8(min(255, 64 + pixelWorst * 3))
                heat.pixels[p * 4 + 1] = pixelWorst > tolerance.maxChannelDifference ? 0 : 96
            }
        }
        maxChannelDifference = worst
        differingPixels = differing
        heatMap = heat
    }
}

/// A render did not match its golden: what differed and where the evidence was written.
public struct GoldenMismatch: Error, CustomStringConvertible {
    public let golden: URL
    public let difference: ImageDifference
    public let tolerance: GoldenTolerance
    public let actualFile: URL
    public let diffFile: URL?

    public var description: String {
        if !difference.sizeMatches {
            return "\(golden.lastPathComponent): the render's size differs from the golden's; actual written to \(actualFile.path)"
        }
        return "\(golden.lastPathComponent): \(difference.differingPixels) of \(difference.totalPixels) pixels differ "
            + "(largest channel difference \(difference.maxChannelDifference); allowed: \(tolerance)); "
            + "actual: \(actualFile.path), diff: \(diffFile?.path ?? "-")"
    }
}

/// Golden-image comparison as a value: a golden PNG, a tolerance, and a record switch.
///
/// - The golden is recorded when it is missing (except under CI, where a missing golden is
///   a failure) or when `TIMERMASK_RECORD=1`.
/// - On a mismatch, `NAME.actual.png` and `NAME.diff.png` are written beside the golden and
///   `GoldenMismatch` is thrown, so it works from XCTest (`XCTAssertNoThrow`) and Swift
///   Testing (`#expect(throws: Never.self)`, or plain `try`) alike.
public struct GoldenImage: Sendable {
    public var file: URL
    public var tolerance: GoldenTolerance

    public init(_ file: URL, tolerance: GoldenTolerance = .exact) {
        self.file = file
        self.tolerance = tolerance
    }

    public enum Outcome: Equatable, Sendable { case matched, recorded }

    /// Whether this run records goldens instead of comparing (`TIMERMASK_RECORD=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["TIMERMASK_RECORD"] == "1" }
    static var isCI: Bool { ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "") }

    @discardableResult
    public func verify(_ image: RGBAImage) throws -> Outcome {
        let exists = FileManager.default.fileExists(atPath: file.path)
        if Self.isRecording || (!exists && !Self.isCI) {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(try PNGCodec.encode(image), to: file)
            removeEvidence()
            return .recorded
        }
        guard exists else {
            throw GoldenMissing(golden: file)
        }
        let data = try Data(contentsOf: file)
        let expected = try PNGCodec.decode([UInt8](data), source: file.lastPathComponent)
        let difference = ImageDifference(actual: image, expected: expected, tolerance: tolerance)
        if difference.isWithin(tolerance) {
            removeEvidence()
            return .matched
        }
        let actualFile = evidence("actual"), diffFile = evidence("diff")
        try AtomicFile.write(try PNGCodec.encode(image), to: actualFile)
        if let heat = difference.heatMap { try AtomicFile.write(try PNGCodec.encode(heat), to: diffFile) }
        throw GoldenMismatch(golden: file, difference: difference, tolerance: tolerance,
                             actualFile: actualFile, diffFile: difference.heatMap == nil ? nil : diffFile)
    }

    func evidence(_ kind: String) -> URL {
        file.deletingPathExtension().appendingPathExtension(kind).appendingPathExtension("png")
    }

    func removeEvidence() {
        try? FileManager.default.removeItem(at: evidence("actual"))
        try? FileManager.default.removeItem(at: evidence("diff"))
    }
}

/// A golden that should exist does not (under CI nothing is recorded silently).
public struct GoldenMissing: Error, CustomStringConvertible {
    public let golden: URL
    public var description: String {
        "golden \(golden.path) is missing; record it with tools/update-goldens and commit it"
    }
}
