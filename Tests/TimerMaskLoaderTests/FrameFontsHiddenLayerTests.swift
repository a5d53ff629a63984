import Foundation
import Testing
import TimerMaskCore
import TimerMaskFonts
import TimerMaskLoader

/// A frame-font layer its blink mask hides draws no frame glyph, nor does one under the opaque
/// frame shown: at @3x one is 1092 px, drawn by a worker process in 20-35 ms, and sixteen layers
/// drawn (later nine, measured to be culled) to show one frame made every first instant slow.
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
        // Only the frame shown is drawn: the layers under it, whose masks are on (none at τ = 2 s,
        // 8 at the others), are culled under it without their glyphs being drawn to be measured.
        #expect(drawn == 1)
    }

    /// A frame glyph not drawn yet is placed by the clip until compositing draws it; once drawn,
    /// by its box. Both place the same pixels.
    @Test(arguments: [Rational(7385, 1000), Rational(61, 4), Rational(1, 3)])
    func aGlyphPlacedBeforeItsBoxIsKnownDrawsTheSamePixels(tau: Rational) throws {
        var preset = FrameFontsPreset()
        preset.size = 40
        preset.displayScale = 2
        preset.useFonts(Self.freshFonts())
        let renderer = try SceneBundle.frameFonts(preset).renderer()
        let cold = try renderer.render(at: preset.reference + tau)
        let warm = try renderer.render(at: preset.reference + tau)
        #expect(cold.image == warm.image)
        #expect(cold.layers.map(\.contributes) == warm.layers.map(\.contributes))
        // A frame was shown, not the canvas alone.
        #expect(cold.image.pixels.count(where: { $0 != 255 }) > 1000)
    }

    /// The same where the glyph covers only part of its clip: a frame-font timer trailing in a
    /// view wider and taller than its picture, so a picture placed at the clip's corner, not at
    /// its own box, would show.
    @Test func aGlyphSmallerThanItsClipLandsWhereItsBoxSays() throws {
        let font = Self.freshFonts()[3]
        let text = TextContent(runs: [.timer(TimerSpec(date: .relative(Rational(1))))], font: font, size: 30, alignment: .trailing)
        let root = SceneNode(.zStack(alignment: .center, children: [SceneNode(.color(.white)), SceneNode(.text(text))]),
                             frame: FrameSize(width: 100, height: 60))
        let scene = WidgetScene(width: 100, height: 60, displayScale: 2, reference: SceneDefaults.reference, root: root)
        let renderer = try SceneBundle.load(scene: scene).renderer()
        let t = scene.reference + Rational(7, 2)
        let cold = try renderer.render(at: t), warm = try renderer.render(at: t)
        #expect(cold.image == warm.image)
        // The keyring (the frame's pixels that are not white) lies in the right half of the
        // 200 px view, where the trailing pair glyph's 60 px cell is: none at the clip's left.
        var inked: [Int] = []
        for y in 0..<cold.image.height { for x in 0..<cold.image.width where cold.image.pixel(x: x, y: y) != .white { inked.append(x) } }
        #expect(inked.count > 500)
        #expect((inked.min() ?? 0) >= 120, "ink from x = \(inked.min() ?? 0)")
    }
}
