import Foundation
import Testing
import TestFixtures
import TimerMaskCompositor
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
import TimerMaskTesting
@testable import TimerMaskRender

/// The arc-mask preset as it ships (170 pt @3x, the built-in keyring's 30 frames played
/// ping-pong as 58 bands over 2 s), held to `Goldens/arc/`.
struct ArcGoldenTests {
    static let preset = WidgetnimationArcPreset()
    static let renderer: SceneRenderer = {
        let pixels = Int((preset.size * preset.displayScale).rounded(.up))
        let library = ImageLibrary(frames: BuiltInDemo.frames(count: 30))
        library.prepareForFill(width: pixels, height: pixels)
        return try! SceneRenderer(scene: preset.scene, images: library)
    }()

    /// The rendering `turns` cycles from a cycle's start.
    func render(turns: Double) throws -> Rendering {
        try Self.renderer.render(at: ArcPresetTests.instant(Self.preset, turns: turns))
    }

    /// Half way through band `m`'s slot: the boundaries before and after it are half a slot away.
    func midSlot(_ m: Int) -> Double { ArcPresetTests.boundaryTurn(m, bandCount: Self.preset.bandCount) + 0.5 / Double(Self.preset.bandCount) }

    func check(_ name: String, _ rendering: Rendering) throws {
        try GoldenImage(Fixtures.golden("arc/\(name).png")).verify(rendering.image)
    }

    @Test func midSlotOfBandTwentyShowsFrameTwenty() throws {
        let rendering = try render(turns: midSlot(20))
        #expect(ArcPresetTests.contributingBands(rendering) == [20] && rendering.topFrame == 20)
        try check("mid-slot-band-20", rendering)
    }

    @Test func midSweepSplitsTheViewBetweenBandsNineteenAndTwenty() throws {
        // The boundary before band 20 on the view's centre line: frame 20 on the left, 19 on the right.
        let rendering = try render(turns: ArcPresetTests.boundaryTurn(20, bandCount: Self.preset.bandCount))
        #expect(ArcPresetTests.contributingBands(rendering) == [19, 20])
        try check("mid-sweep-bands-19-20", rendering)
    }

    @Test func pingPongBandFortyFourPlaysFrameFourteenBackwards() throws {
        // Bands 30…57 show frames 28…1: band 44 is frame 14, the same picture as band 14's slot.
        let rendering = try render(turns: midSlot(44))
        #expect(ArcPresetTests.contributingBands(rendering) == [44] && rendering.topFrame == 14)
        #expect(rendering.image.pixels == (try render(turns: midSlot(14))).image.pixels)
        try check("pingpong-band-44-frame-14", rendering)
    }
}
