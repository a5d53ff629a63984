import Foundation
import Testing
import TimerMaskCore
import TimerMaskFonts
import TimerMaskLoader

/// A frame-font layer its blink mask hides draws no frame glyph: at @3x one is 1092 px, drawn by
/// a worker process, and sixteen layers drawn to show one frame made every first instant slow.
struct FrameFontsHiddenLayerTests {
    /// The built-in fonts opened from their files, so these faces have drawn nothing yet.
    static func freshFonts() -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/TimerMaskFonts/BuiltInFonts")
        return (0..<FontReference.builtInFrameFontCount).map { folder.appendingPathComponent("FrameFont\($0).ttf").path }
    }

    @Test(arguments: [Rational(7385, 1000), Rational(2), Rational(61, 4)])
    func anInstantDrawsOnlyTheLayersItsMasksShow(tau: Rational) throws {
        var preset = FrameFontsPreset()
        preset.size = 16
        preset.useFonts(Self.freshFonts())
        let bundle = try SceneBundle.frameFonts(preset)
        let faces = try preset.fonts.map { try bundle.fonts.face($0) }
        _ = try bundle.renderer().render(at: preset.reference + tau)
        let drawn = faces.reduce(0) { $0 + $1.svgDocumentsRendered }
        // The layers whose masks are on are measured (1 at τ = 2 s, 9 at the others), not all 16.
        #expect(drawn >= 1)
        #expect(drawn < preset.frameCount)
    }
}
