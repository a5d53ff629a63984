import Foundation
import Testing
import TestFixtures
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
import TimerMaskRender
import TimerMaskSwift

/// Seeded mutations of the example widgets' Swift sources: each is parsed, checked as
/// `swift-check` checks it, evaluated and drawn as `render --swift` draws it, and must give a
/// result or one-sentence errors, never a trap or a hang.
struct SwiftMutationTests {
    /// A quarter of the other kinds' count a seed: a source is checked and evaluated several times.
    static let perSeed = max(1, MutationTests.perSeed / 4)

    /// Each example with what its view needs from outside (as the documentation's commands give it), at a
    /// small size and a step limit low enough that a loop made endless costs milliseconds.
    static func seeds() throws -> [(name: String, text: String, options: SwiftWidgetOptions)] {
        func options(view: String? = nil, lets: [String: SwiftLetValue] = [:], timeline: SceneTimeline? = nil) -> SwiftWidgetOptions {
            // BlinkMask stands in for the system font: the same on every machine.
            SwiftWidgetOptions(viewName: view, width: 40, height: 40, displayScale: 1, lets: lets, frameCount: 4,
                               fonts: SwiftFontResolver(systemFont: FontReference.builtInBlinkMask), stepLimit: 100_000, timeline: timeline)
        }
        let live: [String: SwiftLetValue] = ["entry.dayPrefix": .entryValue("dayPrefix"), "entry.dayStart": .entryValue("dayStart"),
                                             "entry.weekPrefix": .entryValue("weekPrefix"), "entry.weekStart": .entryValue("weekStart")]
        let examples: [(String, SwiftWidgetOptions)] = [
            ("ArcMask/ArcMaskWidget.swift", options(lets: ["entry.customFrames": .frames])),
            ("BlinkMaskStack/KeyringWidget.swift", options(lets: ["entry.customFrames": .frames])),
            ("ClockFace/ClockFaceWidget.swift", options()),
            ("FontStack/CatWidget.swift", options(view: "CatWidgetView")),
            ("LiveTimer/LiveTimerWidget.swift", options(lets: live, timeline: LiveTimerPreset().timeline)),
        ]
        return try examples.map { path, options in
            let url = Fixtures.packageRoot.appendingPathComponent("Examples").appendingPathComponent(path)
            return (url.lastPathComponent, try String(contentsOf: url, encoding: .utf8), options)
        }
    }

    @Test func mutatedSwiftSourcesEvaluateOrThrowOneSentence() throws {
        let seeds = try Self.seeds()
        #expect(seeds.count == 5)
        let frames = (0..<4).map { RGBAImage(width: 6, height: 6, filledWith: RGBA(r: UInt8(60 * $0), g: 90, b: 200)) }
        var rendered = 0
        for (s, seed) in seeds.enumerated() {
            // Unmutated, every example renders: the mutations start from working sources.
            let original = try SwiftWidgetSource.parse(seed.text, name: seed.name).scene(seed.options)
            _ = try SceneRenderer(scene: original, images: ImageLibrary(frames: frames)).render(at: original.reference)
            var mutator = Mutator(seed: 400 + UInt64(s))
            for i in 0..<Self.perSeed {
                let what = "\(seed.name) mutation \(i)"
                guard let text = String(bytes: mutator.mutateSwift(Array(seed.text.utf8)), encoding: .utf8) else { continue }
                do {
                    let source = try SwiftWidgetSource.parse(text, name: seed.name)
                    let report = source.check(seed.options, limit: 10)
                    for problem in report.problems + (report.stopped.map { [$0] } ?? []) { MutationTests.expectOneSentence(problem, what) }
                    let scene = try source.scene(seed.options)
                    let renderer = try SceneRenderer(scene: scene, images: ImageLibrary(frames: frames))
                    _ = try renderer.render(at: scene.reference + Rational(7, 10))
                    rendered += 1
                } catch {
                    MutationTests.expectOneSentence(error, what)
                }
            }
        }
        // Most mutations keep a source that still draws; a mutator that broke every one would test little.
        #expect(rendered > seeds.count * Self.perSeed / 10, "\(rendered) rendered")
    }
}

/// Mutations of Swift text by its tokens: deleted, repeated, swapped, numbers set to extremes
/// (huge, infinite, NaN, negative), spans nested in brackets, and now and then bytes.
extension Mutator {
    static let swiftNumbers = ["1e300", "-1e300", ".infinity", "-.infinity", ".nan", "(0.0 / 0.0)", "0", "-1", "-0.0", "1e20",
                               "9223372036854775807", "1e-300", "(1.0 / 3.0)", "100000", "0x7FFFFFFF"]

    /// Rough tokens: words and numbers, string literals whole, every other character alone.
    static func swiftTokens(_ bytes: [UInt8]) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        var i = 0
        func isWord(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b >= 0x80 }
        while i < bytes.count {
            let start = i
            if bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\n") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "\"") {
                i += 1
                while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\n") { i += 1 }
                i = min(bytes.count, i + 1)
            } else if isWord(bytes[i]) {
                while i < bytes.count, isWord(bytes[i]) { i += 1 }
            } else {
                i += 1
            }
            tokens.append(start..<i)
        }
        return tokens
    }

    mutating func mutateSwift(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...below(2) {
            let tokens = Self.swiftTokens(bytes)
            guard tokens.count > 2 else { return bytes }
            let at = below(tokens.count)
            let span = tokens[at].lowerBound..<tokens[min(tokens.count - 1, at + below(4))].upperBound
            switch below(6) {
            case 0:
                bytes.removeSubrange(span)
            case 1:
                bytes.insert(contentsOf: Array(bytes[span]) + [UInt8(ascii: " ")], at: tokens[below(tokens.count)].lowerBound)
            case 2:
                // A number (a token starting with a digit) set to an extreme; else any token.
                let numbers = tokens.filter { bytes[$0.lowerBound] >= 0x30 && bytes[$0.lowerBound] <= 0x39 }
                let target = numbers.isEmpty ? tokens[at] : numbers[below(numbers.count)]
                bytes.replaceSubrange(target, with: Array(Self.swiftNumbers[below(Self.swiftNumbers.count)].utf8))
            case 3:
                // Nested: brackets or parentheses, shallow or past the limits.
                let depth = [1, 2, 5, 13, 40][below(5)]
                let (open, close) = below(2) == 0 ? ("[", "]") : ("(", ")")
                bytes.replaceSubrange(span, with: Array((String(repeating: open, count: depth) + String(decoding: bytes[span], as: UTF8.self)
                                                        + String(repeating: close, count: depth)).utf8))
            case 4:
                let other = tokens[below(tokens.count)]
                bytes.replaceSubrange(tokens[at], with: Array(bytes[other]))
            default:
                bytes = mutateBinary(bytes)
            }
        }
        return bytes
    }
}
