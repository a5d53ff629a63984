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

/// A render did not match its golden: what differed and where the evidence was written.
public struct GoldenMismatch: Error, CustomStringConvertible {
    public let golden: URL
    public let difference: ImageDifference
    public let tolerance: GoldenTolerance
    public let actualFile: URL
    public let diffFile: URL

    public var description: String {
        if !difference.sizeMatches {
            return "\(golden.lastPathComponent): the render is \(difference.actualSize) px but the golden is "
                + "\(difference.expectedSize) px; actual: \(actualFile.path), diff (blue where only one has pixels): \(diffFile.path)"
        }
        return "\(golden.lastPathComponent): \(difference.differingPixels) of \(difference.totalPixels) pixels differ "
            + "(largest channel difference \(difference.maxChannelDifference); allowed: \(tolerance)); "
            + "actual: \(actualFile.path), diff: \(diffFile.path)"
    }
}

/// Golden-image comparison as a value: a golden PNG, a tolerance, and a record switch.
///
/// - The golden is named from the test by default: `GoldenImage()` in `testsDir/WidgetTests.swift`,
///   test `halfSecond()`, is `testsDir/Goldens/WidgetTests/halfSecond.png`.
/// - When to record is a `GoldenRecordMode`, by default read from the environment: re-record
///   with `TIMERMASK_RECORD=1`, never record under CI, else record only a missing golden.
///   Recording writes one line saying what it wrote (to standard error unless `log` says otherwise).
/// - On a mismatch, `NAME.actual.png` and `NAME.diff.png` are written beside the golden and
///   `GoldenMismatch` is thrown, so it works from XCTest (`XCTAssertNoThrow`) and Swift
///   Testing (`#expect(throws: Never.self)`, or plain `try`) alike.
public struct GoldenImage: Sendable {
    public var file: URL
    public var tolerance: GoldenTolerance
    public var recordMode: GoldenRecordMode
    /// Where "recorded golden …" lines go: standard error by default.
    public var log: @Sendable (String) -> Void

    /// The golden at `file`.
    public init(_ file: URL, tolerance: GoldenTolerance = .exact, record: GoldenRecordMode = .fromEnvironment,
                log: @escaping @Sendable (String) -> Void = GoldenImage.standardError) {
        self.file = file
        self.tolerance = tolerance
        self.recordMode = record
        self.log = log
    }

    /// The golden named for the calling test: `name` (the test's name by default, without its
    /// parentheses) as a PNG in `directory`, by default `Goldens/<test file name>/` beside the
    /// test file. Pass `name` when one test checks more than one picture.
    public init(named name: String? = nil, in directory: URL? = nil, tolerance: GoldenTolerance = .exact,
                record: GoldenRecordMode = .fromEnvironment,
                log: @escaping @Sendable (String) -> Void = GoldenImage.standardError,
                filePath: String = #filePath, function: String = #function) {
        let folder = directory ?? Self.defaultDirectory(testFile: filePath)
        self.init(folder.appendingPathComponent(Self.fileName(name ?? function)), tolerance: tolerance,
                  record: record, log: log)
    }

    /// `Goldens/<test file name without .swift>/` beside the test file.
    public static func defaultDirectory(testFile: String) -> URL {
        let test = URL(fileURLWithPath: testFile)
        return test.deletingLastPathComponent().appendingPathComponent("Goldens")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
    }

    /// `halfSecond()` → `halfSecond.png`; `render(at:)` → `render.png`; `wrap-at-2s` → `wrap-at-2s.png`.
    static func fileName(_ name: String) -> String {
        let base = name.prefix { $0 != "(" }
        let safe = base.map { $0 == "/" || $0 == ":" || $0 == " " ? "-" : $0 }
        return String(safe.isEmpty ? Array("golden") : safe) + ".png"
    }

    public static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// What a verification did: matched the golden, or recorded it.
    public enum Outcome: Equatable, Sendable { case matched, recorded }

    @discardableResult
    public func verify(_ image: RGBAImage) throws -> Outcome {
        let exists = FileManager.default.fileExists(atPath: file.path)
        if recordMode == .all || (!exists && recordMode == .missing) {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bytes = try PNGCodec.encode(image)
            try AtomicFile.write(bytes, to: file)
            removeEvidence()
            log("recorded golden \(file.path) (\(image.width)×\(image.height) px, \(bytes.count) bytes)")
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
        try AtomicFile.write(try PNGCodec.encode(difference.heatMap), to: diffFile)
        throw GoldenMismatch(golden: file, difference: difference, tolerance: tolerance,
                             actualFile: actualFile, diffFile: diffFile)
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
        "golden \(golden.path) is missing; record it by running the test once with TIMERMASK_RECORD=1, then commit it"
    }
}
