import Testing
import TimerMaskCore
import TimerMaskRaster
@testable import TimerMaskRender

/// WidgetKit's rendering modes: accented draws each view in its group's colour at its own alpha
/// ("as if they were template images", Apple); vibrant draws white at the luminance's opacity
/// (Rec. 709 weights), TimerMask's model of the Lock Screen's vibrant material.
struct RenderingModeTests {
    let red = SceneCanvas.red, green = SceneCanvas.green
    let colors = AccentedColors(accent: .fixed(SceneColor(r: 0, g: 255, b: 0)))

    /// Red on the left 20 pt, a half-transparent blue on the right 20 pt with `right`'s modifiers,
    /// in a 40 × 20 widget under `root`'s.
    func pair(right: [SceneModifier], root: [SceneModifier]) throws -> (RGBA, RGBA) {
        let node = SceneNode(.hStack(alignment: .center, spacing: 0, children: [
            SceneCanvas.color(red, [SceneCanvas.frame(20, 20)]),
            SceneCanvas.color(RGBA(r: 0, g: 0, b: 255, a: 128), [SceneCanvas.frame(20, 20)] + right),
        ]), root)
        let image = try SceneCanvas.render(node, width: 40, height: 20)
        return (image.pixel(x: 10, y: 10), image.pixel(x: 30, y: 10))
    }

    @Test func accentedDrawsEachGroupInItsColourAtItsAlpha() throws {
        let (left, right) = try pair(right: [.accentGroup(.accented)], root: [.widgetRendering(.accented, colors)])
        #expect(left == RGBA.white, "the default group is white: \(left)")
        #expect(right == RGBA(r: 0, g: 128, b: 0, a: 128), "the accent group in its colour at the view's alpha: \(right)")
        // widgetAccentable(false) inside keeps the default group; outside accented mode nothing changes.
        #expect(try pair(right: [.accentGroup(.default)], root: [.widgetRendering(.accented, colors)]).1 == RGBA(r: 128, g: 128, b: 128, a: 128))
        #expect(try pair(right: [.accentGroup(.accented)], root: []) == (red, RGBA(r: 0, g: 0, b: 128, a: 128)))
    }

    @Test func aGroupKeepsItsColoursOrItsLuminanceAsAsked() throws {
        let accented = SceneModifier.widgetRendering(.accented, colors)
        func left(_ group: AccentGroup) throws -> RGBA {
            try SceneCanvas.render(SceneCanvas.color(red, [.accentGroup(group)]), width: 10, height: 10).pixel(x: 5, y: 5) == red
                ? try SceneCanvas.render(SceneNode(.zStack(alignment: .center, children: [SceneCanvas.color(red, [.accentGroup(group)])]), [accented]),
                                         width: 10, height: 10).pixel(x: 5, y: 5)
                : RGBA.clear
        }
        #expect(try left(.fullColor) == red)
        // Red's luminance: 0.2126 × 255 ≈ 54, as the alpha of the group's colour.
        #expect(try left(.desaturated) == RGBA(r: 54, g: 54, b: 54, a: 54))
        #expect(try left(.accentedDesaturated) == RGBA(r: 0, g: 54, b: 0, a: 54))
    }

    @Test func vibrantIsWhiteAtTheLuminancesOpacity() throws {
        let (left, right) = try pair(right: [], root: [.widgetRendering(.vibrant, AccentedColors())])
        #expect(left == RGBA(r: 54, g: 54, b: 54, a: 54), "\(left)")
        // Blue at half alpha: 0.0722 × 128 ≈ 9.
        #expect(right == RGBA(r: 9, g: 9, b: 9, a: 9), "\(right)")
        let white = try SceneCanvas.render(SceneCanvas.color(.white, [.widgetRendering(.vibrant, AccentedColors())]), width: 10, height: 10)
        #expect(white.pixel(x: 5, y: 5) == RGBA.white)
        let black = try SceneCanvas.render(SceneCanvas.color(.black, [.widgetRendering(.vibrant, AccentedColors())]), width: 10, height: 10)
        #expect(black.pixel(x: 5, y: 5) == RGBA.clear)
    }
}
