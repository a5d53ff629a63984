import Foundation
import Testing
import TestFixtures
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRender
import TimerMaskSwift

/// Each preset written as a developer writes the widget (Examples/) renders to the very pixels
/// of the preset, at a seeded spread of instants over two loops.
struct PresetEquivalenceTests {
    static func example(_ path: String) -> URL { Fixtures.packageRoot.appendingPathComponent("Examples/\(path)") }

    /// Instants from a fixed-seed generator: whole and fractional seconds across `span`.
    static func instants(count: Int, span: Double, seed: UInt64) -> [Seconds] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Rational(Int128(state >> 33) % Int128(span * 1000), 1000)
        }
    }

    func expectSamePixels(_ swift: SceneRenderer, _ preset: SceneRenderer, at offsets: [Seconds]) throws {
        for offset in offsets {
            let a = try swift.render(at: swift.scene.reference + offset).image
            let b = try preset.render(at: preset.scene.reference + offset).image
            #expect(a == b, "the Swift source and the preset differ at R + \(offset.decimalString()) s")
        }
    }

    @Test func blinkMaskStackMatchesThePreset() throws {
        let options = SwiftWidgetOptions(lets: ["entry.customFrames": .frames])
        let swift = try SceneBundle.load(swift: [Self.example("BlinkMaskStack/KeyringWidget.swift")], options: options).renderer()
        let preset = try SceneBundle.widgetnimation().renderer()
        try expectSamePixels(swift, preset, at: Self.instants(count: 12, span: 4, seed: 1) + [Rational(1, 2), Rational(7, 15) + Rational(1, 100)])
    }

    @Test func arcMaskWidgetMatchesThePreset() throws {
        let options = SwiftWidgetOptions(lets: ["entry.customFrames": .frames])
        let swift = try SceneBundle.load(swift: [Self.example("ArcMask/ArcMaskWidget.swift")], options: options).renderer()
        let preset = try SceneBundle.widgetnimationArc(pingPong: false).renderer()
        try expectSamePixels(swift, preset, at: Self.instants(count: 10, span: 4, seed: 2))
    }

    @Test func fontStackMatchesThePresetWithItsMasksSkewedByTheLaunch() throws {
        for skew in [Seconds.zero, Rational(4, 1000)] {
            var options = SwiftWidgetOptions(width: 364, height: 364, displayScale: 1, launchSkew: skew)
            options.viewName = "CatWidgetView"
            let swift = try SceneBundle.load(swift: [Self.example("FontStack/CatWidget.swift")], options: options).renderer()
            var preset = FrameFontsPreset()
            preset.maskSkew = .zero - skew   // the static Date() was read `skew` before the body's
            let reference = try SceneBundle.frameFonts(preset).renderer()
            try expectSamePixels(swift, reference, at: Self.instants(count: 6, span: 32, seed: 3) + [Rational(2) + Rational(1, 1000)])
        }
    }
}
