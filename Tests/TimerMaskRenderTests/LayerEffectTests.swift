import Testing
import TimerMaskCore
import TimerMaskRaster
@testable import TimerMaskRender

/// The colour effects, blur, shadow and compositing group: each colour worked out here from the
/// W3C Filter Effects matrices the effects are modelled by (ColorMatrix.swift), each placement
/// from SwiftUI's rules (shadows and opacity reach every view inside a container).
struct LayerEffectTests {
    let red = SceneCanvas.red, blue = SceneCanvas.blue

    /// One 40 × 40 colour filling the canvas under `modifiers`, its centre pixel.
    func centre(_ color: RGBA, _ modifiers: [SceneModifier]) throws -> RGBA {
        let image = try SceneCanvas.render(SceneCanvas.color(color, modifiers), width: 40, height: 40)
        return image.pixel(x: 20, y: 20)
    }

    @Test func brightnessAddsToEachChannel() throws {
        // 100/255 + 0.2 = 151/255, and so on; alpha is kept.
        #expect(try centre(RGBA(r: 100, g: 50, b: 200), [.colorEffect(.brightness(0.2))]) == RGBA(r: 151, g: 101, b: 251))
        #expect(try centre(RGBA(r: 100, g: 50, b: 200), [.colorEffect(.brightness(1))]) == RGBA.white)
    }

    @Test func contrastZeroIsMidGreyAndNegativeInverts() throws {
        #expect(try centre(RGBA(r: 10, g: 200, b: 90), [.colorEffect(.contrast(0))]) == RGBA(r: 128, g: 128, b: 128))
        #expect(try centre(.white, [.colorEffect(.contrast(-1))]) == RGBA.black)
        #expect(try centre(RGBA(r: 64, g: 128, b: 192), [.colorEffect(.contrast(1))]) == RGBA(r: 64, g: 128, b: 192))
    }

    @Test func saturationZeroIsTheLuminanceGrey() throws {
        // W3C saturate(0): every channel 0.213 r + 0.715 g + 0.072 b.
        #expect(try centre(red, [.colorEffect(.saturation(0))]) == RGBA(r: 54, g: 54, b: 54))
        #expect(try centre(SceneCanvas.green, [.colorEffect(.saturation(0))]) == RGBA(r: 182, g: 182, b: 182))
        #expect(try centre(RGBA(r: 30, g: 60, b: 90), [.colorEffect(.saturation(1))]) == RGBA(r: 30, g: 60, b: 90))
    }

    @Test func grayscaleOneMatchesSaturationZero() throws {
        for color in [red, blue, RGBA(r: 200, g: 120, b: 40)] {
            let grey = try centre(color, [.colorEffect(.grayscale(1))]), saturated = try centre(color, [.colorEffect(.saturation(0))])
            #expect(grey.r == grey.g && grey.g == grey.b, "\(grey)")
            #expect(abs(Int(grey.r) - Int(saturated.r)) <= 1, "\(grey) vs \(saturated)")
        }
        #expect(try centre(RGBA(r: 200, g: 120, b: 40), [.colorEffect(.grayscale(0))]) == RGBA(r: 200, g: 120, b: 40))
    }

    @Test func hueRotationByAWholeTurnChangesNothing() throws {
        let color = RGBA(r: 200, g: 120, b: 40)
        let turned = try centre(color, [.colorEffect(.hueRotation(degrees: 360))])
        #expect(abs(Int(turned.r) - 200) <= 1 && abs(Int(turned.g) - 120) <= 1 && abs(Int(turned.b) - 40) <= 1, "\(turned)")
        // 120°: red's row sums to below 0, green's to 0.213 + 0.1065 + 0.1238 = 0.443.
        #expect(try centre(red, [.colorEffect(.hueRotation(degrees: 120))]) == RGBA(r: 0, g: 113, b: 0))
    }

    @Test func colorMultiplyKeepsOnlyTheColoursChannels() throws {
        #expect(try centre(.white, [.colorEffect(.colorMultiply(.fixed(SceneColor(r: 255, g: 128, b: 0))))]) == RGBA(r: 255, g: 128, b: 0))
        #expect(try centre(blue, [.colorEffect(.colorMultiply(.fixed(SceneColor(r: 255, g: 128, b: 0))))]) == RGBA.black)
    }

    @Test func colorInvertTurnsWhiteBlack() throws {
        #expect(try centre(.white, [.colorEffect(.colorInvert)]) == RGBA.black)
        #expect(try centre(RGBA(r: 55, g: 0, b: 255), [.colorEffect(.colorInvert)]) == RGBA(r: 200, g: 255, b: 0))
    }

    @Test func luminanceToAlphaMakesWhiteOpaqueAndBlackClear() throws {
        #expect(try centre(.white, [.colorEffect(.luminanceToAlpha)]) == RGBA.black)
        #expect(try centre(.black, [.colorEffect(.luminanceToAlpha)]) == RGBA.clear)
    }

    @Test func colourEffectsLeaveTheCanvasAroundTheViewClear() throws {
        // Brightness adds to colour channels only: the clear pixels around a square stay clear.
        let root = SceneCanvas.color(red, [SceneCanvas.frame(10, 10), .colorEffect(.brightness(0.5))])
        let image = try SceneCanvas.render(root, width: 40, height: 40)
        #expect(image.pixel(x: 2, y: 2) == RGBA.clear)
        #expect(image.pixel(x: 20, y: 20) == RGBA(r: 255, g: 128, b: 128))
    }

    @Test(arguments: [1.0, 3.0])
    func blurSpreadsAnEdgeOverAboutThreeRadii(scale: Double) throws {
        // A 20 × 20 red square at 20…40 of a 60 × 60 canvas, blurred by σ = 2 pt.
        let root = SceneCanvas.color(red, [SceneCanvas.frame(20, 20), .blur(radius: 2, opaque: false)])
        let image = try SceneCanvas.render(root, width: 60, height: 60, scale: scale)
        func alpha(_ x: Double) -> Int { Int(image.pixel(x: Int(x * scale), y: Int(30 * scale)).a) }
        #expect(alpha(30) >= 250, "centre \(alpha(30))")
        #expect((90...165).contains(alpha(19.9)), "just outside the edge: \(alpha(19.9)), about half")
        #expect((90...165).contains(alpha(20.1)), "just inside the edge: \(alpha(20.1)), about half")
        #expect(alpha(14) <= 8, "3σ outside: \(alpha(14))")
        #expect(alpha(17) > 10, "1.5σ outside: \(alpha(17))")
        // What the blur takes it gives back: the covered area is the square's.
        #expect(abs(SceneCanvas.coverage(image) - 400 * scale * scale) <= 400 * scale * scale * 0.01)
    }

    @Test func opaqueBlurStaysInsideTheFrame() throws {
        // Red on the left half of a 40 × 40 frame, blue on the right, blurred opaquely.
        let halves = SceneNode(.hStack(alignment: .center, spacing: 0, children: [
            SceneCanvas.color(red, [SceneCanvas.frame(20, 40)]), SceneCanvas.color(blue, [SceneCanvas.frame(20, 40)]),
        ]), [.blur(radius: 3, opaque: true)])
        let image = try SceneCanvas.render(halves, width: 60, height: 60)
        #expect(image.pixel(x: 9, y: 30) == RGBA.clear, "outside the frame")
        #expect(image.pixel(x: 10, y: 30).a == 255 && image.pixel(x: 10, y: 30).r == 255, "the edge keeps its colour: \(image.pixel(x: 10, y: 30))")
        let seam = image.pixel(x: 30, y: 30)
        #expect(seam.a == 255 && seam.r > 60 && seam.b > 60, "the halves mix at the seam: \(seam)")
    }

    @Test(arguments: [1.0, 2.0])
    func shadowFallsBelowAndRightOfItsView(scale: Double) throws {
        // A 20 × 20 red square at 20…40; its shadow, unblurred, moved 5 right and 5 down.
        let black = ShadowStyle(color: .fixed(.black), radius: 0, x: 5, y: 5)
        let root = SceneCanvas.color(red, [SceneCanvas.frame(20, 20), .shadow(black)])
        let image = try SceneCanvas.render(root, width: 60, height: 60, scale: scale)
        let misses = SceneCanvas.mismatches(image, scale: scale, [
            SceneCanvas.Area(x0: 25, y0: 25, x1: 45, y1: 45, color: .black),
            SceneCanvas.Area(x0: 20, y0: 20, x1: 40, y1: 40, color: red),
        ])
        #expect(misses.isEmpty, "\(misses)")
        // SwiftUI's default colour: black at 33 % (84/255).
        let soft = try SceneCanvas.render(SceneCanvas.color(red, [SceneCanvas.frame(20, 20), .shadow(ShadowStyle(radius: 0, x: 5, y: 5))]),
                                          width: 60, height: 60, scale: scale)
        #expect(soft.pixel(x: Int(42 * scale), y: Int(42 * scale)) == RGBA(r: 0, g: 0, b: 0, a: 84))
        // Blurred, the shadow's edge is soft and it still stays under the square.
        let blurred = try SceneCanvas.render(SceneCanvas.color(red, [SceneCanvas.frame(20, 20), .shadow(ShadowStyle(color: .fixed(.black), radius: 2, x: 5, y: 5))]),
                                             width: 60, height: 60, scale: scale)
        #expect((60...200).contains(Int(blurred.pixel(x: Int(44.9 * scale), y: Int(35 * scale)).a)))
        #expect(blurred.pixel(x: Int(30 * scale), y: Int(30 * scale)) == red)
    }

    @Test func shadowOnAStackShadowsEachViewUnlessComposited() throws {
        // Red 20…40 and blue 40…60 side by side, shadows 10 to the left. Each view's own shadow is
        // drawn under it and over the views before it: blue's falls on red at 30…40. As one
        // composited picture the shadow is under both, showing only at 10…20.
        let pair: [SceneNode] = [SceneCanvas.color(red, [SceneCanvas.frame(20, 20)]), SceneCanvas.color(blue, [SceneCanvas.frame(20, 20)])]
        let left = ShadowStyle(color: .fixed(.black), radius: 0, x: -10, y: 0)
        let each = try SceneCanvas.render(SceneNode(.hStack(alignment: .center, spacing: 0, children: pair), [.shadow(left)]), width: 80, height: 20)
        #expect(each.pixel(x: 15, y: 10) == RGBA.black)
        #expect(each.pixel(x: 25, y: 10) == red)
        #expect(each.pixel(x: 35, y: 10) == RGBA.black, "blue's shadow over red")
        let grouped = try SceneCanvas.render(SceneNode(.hStack(alignment: .center, spacing: 0, children: pair), [.compositingGroup, .shadow(left)]),
                                             width: 80, height: 20)
        #expect(grouped.pixel(x: 15, y: 10) == RGBA.black)
        #expect(grouped.pixel(x: 35, y: 10) == red)
    }

    @Test(arguments: [1.0, 2.0])
    func opacityAfterACompositingGroupFadesTheGroupWhole(scale: Double) throws {
        // Red 30…70 and blue 50…90 stacked, grouped, then at 0.5: the overlap is blue at half
        // alpha with no red showing through.
        let half = UInt8(128)
        let root = SceneNode(.zStack(alignment: .center, children: [
            SceneCanvas.color(red, [SceneCanvas.frame(40, 40)]),
            SceneCanvas.color(blue, [SceneCanvas.frame(40, 40), .offset(x: SceneLength(20), y: SceneLength(0))]),
        ]), [.compositingGroup, .opacity(0.5)])
        let image = try SceneCanvas.render(root, width: 100, height: 100, scale: scale)
        let misses = SceneCanvas.mismatches(image, scale: scale, [
            SceneCanvas.Area(x0: 30, y0: 30, x1: 70, y1: 70, color: RGBA(r: half, g: 0, b: 0, a: half)),
            SceneCanvas.Area(x0: 50, y0: 30, x1: 90, y1: 70, color: RGBA(r: 0, g: 0, b: half, a: half)),
        ])
        #expect(misses.isEmpty, "\(misses)")
    }
}

extension LayerEffectTests {
    /// A blur or shadow radius so small its square underflows draws the view unblurred, from a
    /// scene as from Swift (issue 44, point 6: 0/0 in the kernel trapped the renderer).
    @Test(arguments: [1e-170, 1e-300, 5e-324, 0.01])
    func aVanishingBlurOrShadowRadiusDrawsTheViewUnblurred(radius: Double) throws {
        let plain = try SceneCanvas.render(SceneCanvas.color(red, [SceneCanvas.frame(20, 20)]), width: 40, height: 40, scale: 2)
        for effect in [SceneModifier.blur(radius: radius, opaque: false), .blur(radius: radius, opaque: true)] {
            let image = try SceneCanvas.render(SceneCanvas.color(red, [SceneCanvas.frame(20, 20), effect]), width: 40, height: 40, scale: 2)
            #expect(image == plain, "\(effect)")
        }
        let shadow = ShadowStyle(color: .fixed(.black), radius: radius, x: 0, y: 0)
        let shadowed = try SceneCanvas.render(SceneCanvas.color(red, [SceneCanvas.frame(20, 20), .shadow(shadow)]), width: 40, height: 40, scale: 2)
        #expect(shadowed == plain)
    }
}
