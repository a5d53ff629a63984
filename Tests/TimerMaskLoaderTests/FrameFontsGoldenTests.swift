import Foundation
import Testing
import TestFixtures
import TimerMaskCore
import TimerMaskRender
import TimerMaskTesting
import TimerMaskLoader

/// The frame-font stacks rendered, held to `Goldens/svg/`: the built-in OT-SVG keyring fonts at
/// 96 pt @2x, and the sbix pair fixture as the abandoned 30-font version (white behind frames).
struct FrameFontsGoldenTests {
    static let builtIn: SceneRenderer = {
        var preset = FrameFontsPreset()
        preset.size = 96
        preset.displayScale = 2
        return try! SceneBundle.frameFonts(preset).renderer()
    }()

    func check(_ name: String, _ renderer: SceneRenderer, at tau: Rational, frame: Int) throws {
        let rendering = try renderer.render(at: renderer.scene.reference + tau)
        #expect(rendering.topFrame == frame)
        try GoldenImage(Fixtures.golden("svg/\(name).png")).verify(rendering.image)
    }

    /// τ = 2 s: the loop's first frame, layer 0 (unmasked) on top showing pair 01 → glyph 0.
    @Test func loopStartShowsFrameZero() throws {
        try check("framefonts-frame-0", Self.builtIn, at: Rational(2), frame: 0)
    }

    /// τ = 7.385 s: layer 11 of the second stack, pair 05 → glyph 2, frame 43.
    @Test func secondStackShowsFrameFortyThree() throws {
        try check("framefonts-frame-43", Self.builtIn, at: Rational(7385, 1000), frame: 43)
    }

    /// τ = 31.9 s: the last frame of the first loop, 239.
    @Test func loopEndShowsFrameTwoThirtyNine() throws {
        try check("framefonts-frame-239", Self.builtIn, at: Rational(319, 10), frame: 239)
    }

    /// Thirty sbix pair fonts (one fixture font for every layer) at 15 fps, white behind each
    /// frame: at τ = 3.1 s layer 16 shows "0:01", the fixture's pair-01 picture (its second
    /// picture glyph) over white, frame 16 + 30 · 1, as the schedule read from the font says.
    @Test func sbixFrameFontsAtFifteenFramesASecond() throws {
        let preset = try FrameFontsTests.sbixPreset(size: 64)
        let renderer = try SceneBundle.frameFonts(preset).renderer()
        #expect(renderer.showSchedule?.expected(at: renderer.scene.reference + Rational(31, 10)) == .frame(46))
        try check("framefonts-sbix-layer-16", renderer, at: Rational(31, 10), frame: 46)
    }
}
