import Foundation
import Testing
import TestFixtures
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRender
import TimerMaskSwift
import TimerMaskTiming

/// Bryce Bostwick's body `Date() - 60` and static `Date() - 60` come out `--launch-skew` apart,
/// and the jitter report against the stack's ideal schedule shows it.
struct LaunchSkewTests {
    func glitchTime(launchSkew: Seconds) throws -> Seconds {
        var options = SwiftWidgetOptions(viewName: "CatWidgetView", width: 364, height: 364, displayScale: 1, launchSkew: launchSkew)
        options.stepLimit = 2_000_000
        let bundle = try SceneBundle.load(swift: [PresetEquivalenceTests.example("FontStack/CatWidget.swift")], options: options)
        var scene = bundle.scene
        let ideal = FrameFontsPreset().scene   // the schedule the stack is meant to keep: no skew
        scene.expectation = ideal.expectation
        scene.animation = ideal.animation
        let renderer = try SceneBundle(scene: scene, images: bundle.images, fonts: bundle.fonts).renderer()
        let trace = try TimingScan(renderer: renderer).run(from: scene.reference + Rational(2), to: scene.reference + Rational(6))
        return GlitchReport(trace).totalGlitchTime
    }

    @Test func theStaticDatesLaunchSkewShowsAsGlitchesInJitter() throws {
        #expect(try glitchTime(launchSkew: .zero) == .zero)
        let skewed = try glitchTime(launchSkew: Rational(40, 1000))
        // Every mask flips 40 ms early: each of the 32 frame changes in 4 s is cut or held that long.
        #expect(skewed > .zero)
        #expect(skewed <= Rational(32) * Rational(40, 1000), "\(skewed.decimalString())")
    }
}
