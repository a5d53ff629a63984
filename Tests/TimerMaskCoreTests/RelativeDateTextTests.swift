import Foundation
import Testing
@testable import TimerMaskCore

/// `Text(date, style: .relative)` and `.offset`, by Apple's examples ("2 hours, 23 minutes",
/// "+2 hours") and TimerMask's stated model of the rest.
struct RelativeDateTextTests {
    let r = SceneDefaults.reference

    func strings(_ seconds: Rational, at now: Rational = .zero) -> (relative: String, offset: String) {
        (RelativeDateText(date: r + seconds, offset: false).string(at: r + now), RelativeDateText(date: r + seconds, offset: true).string(at: r + now))
    }

    @Test func applesExamplesReadAsDocumented() {
        #expect(strings(Rational(2 * 3600 + 23 * 60)) == ("2 hours, 23 minutes", "+2 hours"))
    }

    @Test func theLargestUnitAndTheNextDownAreShownSignedForOffset() {
        #expect(strings(Rational(-61)) == ("1 minute, 1 second", "-1 minute"))
        #expect(strings(Rational(3600)) == ("1 hour", "+1 hour"))
        #expect(strings(Rational(90_061)) == ("1 day, 1 hour", "+1 day"))
        #expect(strings(Rational(45 * 86_400)) == ("45 days", "+45 days"))
        #expect(strings(.zero).relative == "0 seconds")
        // Whole seconds as the timer style counts them: 59.5 s to go reads a minute.
        #expect(strings(Rational(119, 2)).relative == "1 minute")
        // It changes with time, at whole seconds.
        let text = RelativeDateText(date: r + Rational(120), offset: false)
        #expect(text.string(at: r + Rational(61)) == "59 seconds")
        #expect(text.nextChange(after: r + Rational(61)) == r + Rational(62))
    }

    @Test func aSceneFileWritesThemAsRunsOfTheirOwn() throws {
        let text = TextContent(runs: [.timer(TimerSpec(date: .relative(Rational(10)), format: .relative(offset: false))),
                                      .timer(TimerSpec(date: .relative(Rational(-5)), format: .relative(offset: true)))], size: 10)
        let scene = WidgetScene(width: 100, height: 20, displayScale: 1, reference: r, root: SceneNode(.text(text)))
        let data = try SceneFile.encode(scene)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("\"relative\"") && json.contains("\"offset\""), "\(json)")
        #expect(try SceneFile.decode(data, source: "t.json") == scene)
    }
}
