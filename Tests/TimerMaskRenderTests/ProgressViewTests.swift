import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender

/// `ProgressView`: the linear bar, the circular style (the capacity gauge Apple documents for
/// widgets), and the live interval drawn at each instant.
struct ProgressViewTests {
    static let tint = SceneColorValue.fixed(SceneColor(r: 255, g: 0, b: 0))
    /// UIKit's systemFill in the light appearance, #78788033, over nothing (premultiplied).
    static let track = RGBA(r: 24, g: 24, b: 26, a: 51)

    static func bar(_ value: ProgressValue) -> SceneNode {
        SceneNode(.progressView(ProgressViewModel(value: value, tint: tint), children: []))
    }

    @Test func aLinearBarFillsItsValueFromTheLeadingEdge() throws {
        // 3 of 12: a quarter of the 100 pt bar, 4 pt tall, centred in the 20 pt canvas (y 8…12).
        let image = try SceneCanvas.render(Self.bar(.of(value: 3, total: 12)), width: 100, height: 20)
        #expect(image.pixel(x: 12, y: 10) == RGBA(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: 60, y: 10) == Self.track)
        #expect(image.pixel(x: 60, y: 6) == .clear && image.pixel(x: 60, y: 13) == .clear)
        // A value outside its total is drawn clamped; a total of 0 draws empty.
        #expect(ProgressValue.of(value: 20, total: 12) == .fraction(1) && ProgressValue.of(value: 1, total: 0) == .fraction(0))
        // Through a scene file and back.
        let scene = WidgetScene(width: 100, height: 20, displayScale: 1, reference: SceneDefaults.reference, root: Self.bar(.of(value: 3, total: 12)))
        #expect(try SceneFile.decode(SceneFile.encode(scene), source: "p.json") == scene)
    }

    @Test func aCircularRingFillsClockwiseFromTheTop() throws {
        // A 72 pt ring, 6 pt thick (radius 33 to its line's middle), a quarter full: the line
        // at 45° past the top is tinted, at 225° it is the track.
        let node = SceneNode(.progressView(ProgressViewModel(value: .fraction(0.25), style: .circular, tint: Self.tint), children: []))
        let image = try SceneCanvas.render(node, width: 72, height: 72)
        let r = 33.0, c = 36.0, d = 0.5.squareRoot()
        #expect(image.pixel(x: Int(c + r * d), y: Int(c - r * d)) == RGBA(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: Int(c - r * d), y: Int(c + r * d)) == Self.track)
        #expect(image.pixel(x: 36, y: 36) == .clear)
        // Offered more than the accessoryCircular family's 72 pt, it stays 72 pt.
        let big = try SceneCanvas.render(node, width: 170, height: 170)
        #expect(big.pixel(x: 85, y: 85 - 33) != .clear && big.pixel(x: 85, y: 85 - 50) == .clear)
    }

    @Test func aLiveProgressViewEmptiesAsItsIntervalPasses() throws {
        // R…R+100 s counting down, on a 100 pt bar: 75% left at R+25, 25% at R+75, none after.
        let node = Self.bar(.interval(start: .relative(Rational(0)), end: .relative(Rational(100)), countsDown: true))
        let scene = WidgetScene(width: 100, height: 20, displayScale: 1, reference: SceneDefaults.reference, root: node)
        let renderer = try SceneRenderer(scene: scene, images: ImageLibrary())
        let early = try renderer.render(at: scene.reference + Rational(25))
        #expect(early.image.pixel(x: 70, y: 10) == RGBA(r: 255, g: 0, b: 0) && early.image.pixel(x: 80, y: 10) == Self.track)
        #expect(early.progress.map(\.fraction) == [0.75])
        let late = try renderer.render(at: scene.reference + Rational(75))
        #expect(late.image.pixel(x: 20, y: 10) == RGBA(r: 255, g: 0, b: 0) && late.image.pixel(x: 30, y: 10) == Self.track)
        #expect(try renderer.render(at: scene.reference + Rational(101)).progress.map(\.fraction) == [0])
        // Counting up, it fills instead.
        let up = ProgressValue.interval(start: .relative(Rational(0)), end: .relative(Rational(100)), countsDown: false)
        #expect(up.fraction(reference: scene.reference, at: scene.reference + Rational(25)) == 0.25)
        // --explain names it; a scan knows where it moves: 1/4096 of the interval per step.
        #expect(RenderExplanation(early).text().contains("root  0.7500  (R+0s…R+100s counting down)"))
        let steps = try JitteredTimers(.none, scene: scene).changeInstants(in: scene, from: scene.reference, to: scene.reference + Rational(1))
        #expect(steps.count == 40 && steps.first == scene.reference + Rational(100, 4096))
    }

    @Test func aProgressIntervalThatEndsBeforeItStartsOrReadsAnEntryIsRefused() throws {
        func refusal(_ interval: String) -> String {
            let json = #"{"format": 2, "width": 100, "height": 20, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "progressView", "timerInterval": \#(interval)}}"#
            do { _ = try SceneFile.decode(Data(json.utf8), source: "p.json"); return "accepted" } catch { return "\(error)" }
        }
        #expect(refusal(#"{"start": "10", "end": "0"}"#).contains("root.timerInterval: the interval ends (R+0s) before it starts (R+10s)"))
        #expect(refusal(#"{"start": "now", "end": "60"}"#).contains("root.timerInterval.start: a progressView's interval takes an ISO-8601 date-time or seconds from the reference"))
        #expect(refusal(#"{"start": "0", "end": "60"}"#) == "accepted")
    }
}
