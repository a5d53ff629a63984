import Testing
import TimerMaskCore
import TimerMaskRaster
@testable import TimerMaskRender

/// `.blendMode`: each view blended with what is drawn under it (W3C Compositing and Blending).
struct BlendModeTests {
    let red = SceneCanvas.red, blue = SceneCanvas.blue

    /// A 40 × 40 `under` colour with `over` on it under `modifiers`, the centre pixel.
    func centre(_ under: RGBA, _ over: RGBA, _ modifiers: [SceneModifier]) throws -> RGBA {
        let root = SceneNode(.zStack(alignment: .center, children: [SceneCanvas.color(under), SceneCanvas.color(over, modifiers)]))
        return try SceneCanvas.render(root, width: 40, height: 40).pixel(x: 20, y: 20)
    }

    @Test func multiplyAndScreenMixWithWhatIsUnder() throws {
        let orange = RGBA(r: 255, g: 128, b: 0), grey = RGBA(r: 128, g: 128, b: 128)
        #expect(try centre(orange, grey, [.blendMode(.multiply)]) == RGBA(r: 128, g: 64, b: 0))
        #expect(try centre(orange, grey, [.blendMode(.screen)]) == RGBA(r: 255, g: 192, b: 128))
        #expect(try centre(orange, grey, [.blendMode(.difference)]) == RGBA(r: 127, g: 0, b: 128))
        #expect(try centre(orange, grey, [.blendMode(.normal)]) == grey)
        // Over nothing, a blended view is itself (the backdrop's alpha is 0).
        let alone = try SceneCanvas.render(SceneCanvas.color(grey, [.blendMode(.multiply)]), width: 10, height: 10)
        #expect(alone.pixel(x: 5, y: 5) == grey)
    }

    @Test func destinationOutCutsAHoleInWhatIsUnder() throws {
        let root = SceneNode(.zStack(alignment: .center, children: [
            SceneCanvas.color(red, [SceneCanvas.frame(40, 40)]),
            SceneCanvas.color(.black, [SceneCanvas.frame(20, 20), .blendMode(.destinationOut)]),
        ]))
        let image = try SceneCanvas.render(root, width: 40, height: 40)
        #expect(image.pixel(x: 20, y: 20) == RGBA.clear)
        #expect(image.pixel(x: 5, y: 5) == red)
    }

    @Test func aCompositingGroupLimitsWhatIsUnder() throws {
        // Blue under a group of red with a hole: grouped, the hole shows the blue; not grouped,
        // it cuts through the blue too.
        func render(grouped: Bool) throws -> RGBAImage {
            let cut = SceneNode(.zStack(alignment: .center, children: [
                SceneCanvas.color(red, [SceneCanvas.frame(40, 40)]),
                SceneCanvas.color(.black, [SceneCanvas.frame(20, 20), .blendMode(.destinationOut)]),
            ]), grouped ? [.compositingGroup] : [])
            return try SceneCanvas.render(SceneNode(.zStack(alignment: .center, children: [SceneCanvas.color(blue), cut])), width: 40, height: 40)
        }
        #expect(try render(grouped: true).pixel(x: 20, y: 20) == blue)
        #expect(try render(grouped: false).pixel(x: 20, y: 20) == RGBA.clear)
        #expect(try render(grouped: true).pixel(x: 5, y: 5) == red)
    }

    @Test func theNonSeparableModesFollowW3C() throws {
        // luminosity: the backdrop's hue and saturation at the source's luminance; a grey source
        // over a grey backdrop is the source.
        let grey = RGBA(r: 100, g: 100, b: 100)
        #expect(try centre(RGBA(r: 200, g: 200, b: 200), grey, [.blendMode(.luminosity)]) == grey)
        // color: the source's hue and saturation at the backdrop's luminance: grey over red is grey at red's luminance (0.3).
        let c = try centre(red, RGBA(r: 128, g: 128, b: 128), [.blendMode(.color)])
        #expect(abs(Int(c.r) - 77) <= 1 && c.r == c.g && c.g == c.b, "\(c)")
    }
}
