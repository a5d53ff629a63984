import Foundation
import Testing
import TimerMaskCore
import TimerMaskFonts
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender

/// Emoji the text's font has no glyph for are drawn from Noto Color Emoji, as iOS falls back to
/// Apple Color Emoji; digits and `#` (emoji only with U+FE0F) stay in the text's font.
struct EmojiFallbackTests {
    @Test func anEmojiIsDrawnInColourFromTheEmojiFont() throws {
        #expect(EmojiFallback.isEmoji("😀") && EmojiFallback.isEmoji("❤️") && !EmojiFallback.isEmoji("1") && !EmojiFallback.isEmoji("#"))
        let text = TextContent(runs: [.literal("a😀")], font: FontReference.system, size: 40)
        let scene = WidgetScene(width: 120, height: 60, displayScale: 1, reference: SceneDefaults.reference, root: SceneNode(.text(text)))
        let renderer = try SceneRenderer(scene: scene, images: ImageLibrary())
        let (line, _, _) = try renderer.line(for: text, at: scene.reference)
        #expect(line.runs.map(\.text) == ["a", "😀"])
        #expect(line.runs[1].font !== line.runs[0].font)
        // The grinning face is yellow: some pixel has far more red and green than blue.
        let image = try renderer.render(at: scene.reference).image
        var yellow = false
        for y in 0..<image.height { for x in 0..<image.width { let p = image.pixel(x: x, y: y); if p.a > 200, p.r > 180, p.g > 140, p.b < 90 { yellow = true } } }
        #expect(yellow)
    }
}
