import Foundation
import Testing
import TimerMaskCore

/// The frame-font stack's stated schedule (domain.md sections 6 and 11) against its closed form.
struct FontStackScheduleTests {
    let preset = FrameFontsPreset()
    var schedule: FontStackSchedule { FontStackSchedule(FontStack(layerCount: 16, fps: Rational(8)), reference: preset.reference) }

    /// Without skew the stack plays frame (floor(8τ) − 16) mod 240, from τ = 2 s on.
    @Test func playsEveryFrameInOrderAtEightFPS() {
        var rng = SystemRandomNumberGenerator.seeded(7)
        var instants = (16...(62 * 8)).map { Rational(Int128($0), 8) }
        instants += (0..<400).map { _ in Rational(Int128(rng.next() % 60_000_000) + 2_000_000, 1_000_000) }
        for tau in instants {
            let expected = Int((((tau * Rational(8)).floor - 16) % 240 + 240) % 240)
            #expect(schedule.expected(at: preset.reference + tau) == .frame(expected), "τ = \(tau)")
        }
    }

    @Test func changesEveryEighthOfASecond() {
        let start = preset.reference + Rational(4), end = start + Rational(2)
        let changes = schedule.changes(from: start, to: end)
        #expect(changes == (0..<16).map { start + Rational(Int128($0), 8) })
        let slots = schedule.slots(from: start, to: end)
        #expect(slots.map(\.frame) == (0..<16).map { 16 + $0 })
        #expect(slots.allSatisfy { $0.end - $0.start == Rational(1, 8) })
    }

    @Test func presetStatesItsSchedule() throws {
        let scene = preset.scene
        #expect(scene.expectation == .fontStack(FontStack(layerCount: 16, fps: Rational(8))))
        #expect(scene.animation?.loop == Rational(30))
        #expect(scene.showSchedule() is FontStackSchedule)
        let decoded = try SceneFile.decode(try SceneFile.encode(scene), source: "ff.json")
        #expect(decoded == scene)
        var skewed = preset
        skewed.maskSkew = Rational(1, 100)
        let again = try SceneFile.decode(try SceneFile.encode(skewed.scene), source: "ff.json")
        #expect(again.expectation == .fontStack(FontStack(layerCount: 16, fps: Rational(8), maskSkew: Rational(1, 100))))
    }

    /// A stated pair table survives a scene file, sets the loop, and a wrong one is refused by path.
    @Test func pairGlyphsRoundTripAndAreChecked() throws {
        var onePerPair = preset
        onePerPair.frameCount = 30
        onePerPair.fps = Rational(15)
        onePerPair.fonts = Array(repeating: "Pairs.ttf", count: 30)
        onePerPair.pairGlyphs = Array(0..<60)
        let scene = onePerPair.scene
        #expect(scene.animation?.loop == Rational(60))
        #expect(try SceneFile.decode(try SceneFile.encode(scene), source: "ff.json") == scene)
        let s = FontStackSchedule(onePerPair.stack, reference: preset.reference)
        // τ = 2.5 s: layer 7 on top shows e = 1, pair 01, glyph 1: frame 7 + 30.
        #expect(s.expected(at: preset.reference + Rational(5, 2)) == .frame(37))
        var object = try #require(try JSONSerialization.jsonObject(with: try SceneFile.encode(scene)) as? [String: Any])
        object["expectation"] = ["fontStack": ["layers": 30, "fps": "15", "pairGlyphs": Array(0..<59)]]
        let short = try JSONSerialization.data(withJSONObject: object)
        do {
            _ = try SceneFile.decode(short, source: "ff.json")
            Issue.record("a pair table of 59 glyphs was accepted")
        } catch {
            #expect("\(error)".contains("pairGlyphs"), "\(error)")
        }
    }

    @Test func thirtyLayersAtFifteenFPSPlayInOrderToo() {
        let s = FontStackSchedule(FontStack(layerCount: 30, fps: Rational(15)), reference: preset.reference)
        for n in 30..<(30 + 450) {
            let tau = Rational(Int128(n), 15) + Rational(1, 100)
            #expect(s.expected(at: preset.reference + tau) == .frame((n - 30) % 450))
        }
    }
}

extension SystemRandomNumberGenerator {
    /// A tiny deterministic generator for test instants (splitmix64).
    static func seeded(_ seed: UInt64) -> SplitMix { SplitMix(state: seed) }
}

struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
