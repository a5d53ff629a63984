import Testing
@testable import TimerMaskRaster

struct ImageTransformTests {
    /// A picture where every pixel differs, so any misplacement shows.
    func gradient(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image.setPixel(x: x, y: y, RGBA(r: UInt8(x * 17 % 256), g: UInt8(y * 29 % 256), b: UInt8((x * y) % 256)))
            }
        }
        return image
    }

    @Test func zeroRotationWithWholePixelMoveCopiesExactly() {
        let source = gradient(width: 9, height: 7)
        var viaTransform = RGBAImage(width: 20, height: 20, filledWith: RGBA(r: 10, g: 20, b: 30))
        var viaCopy = viaTransform
        viaTransform.draw(source, transform: Transform2D.rotation(degrees: 0).translatedBy(x: 5, y: 6))
        viaCopy.draw(source, atX: 5, y: 6)
        #expect(viaTransform == viaCopy)
    }

    @Test func fullTurnIsExactThroughTheSampler() {
        // 360° still goes through the bicubic (it is a rotation, not a translation): taps at t = 0.
        let source = gradient(width: 8, height: 8)
        var turned = RGBAImage(width: 12, height: 12)
        turned.draw(source, transform: Transform2D.rotation(degrees: 360, about: Point2D(4, 4)).translatedBy(x: 2, y: 2))
        var copied = RGBAImage(width: 12, height: 12)
        copied.draw(source, atX: 2, y: 2)
        #expect(turned == copied)
    }

    @Test func quarterTurnAboutTheCentreMovesTheCornerClockwise() {
        var source = RGBAImage(width: 10, height: 10, filledWith: .white)
        let red = RGBA(r: 255, g: 0, b: 0)
        source.setPixel(x: 0, y: 0, red)
        var canvas = RGBAImage(width: 10, height: 10)
        // A 90° shear-free turn through the general sampler (about a non-integer pivot).
        canvas.draw(source, transform: .rotation(degrees: 90, about: Point2D(5, 5)))
        // Clockwise on screen: the top-left pixel goes to the top-right.
        #expect(canvas.pixel(x: 9, y: 0) == red)
        #expect(canvas.pixel(x: 0, y: 0) == .white)
        #expect(canvas.isOpaque)
        // Every pixel lands exactly: (x, y) -> (9 - y, x).
        let pattern = gradient(width: 10, height: 10)
        var rotated = RGBAImage(width: 10, height: 10)
        rotated.draw(pattern, transform: .rotation(degrees: 90, about: Point2D(5, 5)))
        for y in 0..<10 { for x in 0..<10 { #expect(rotated.pixel(x: 9 - y, y: x) == pattern.pixel(x: x, y: y)) } }
    }

    @Test func whiteOnWhiteStaysWhiteAtRotatedEdges() {
        let source = RGBAImage(width: 40, height: 30, filledWith: .white)
        var canvas = RGBAImage(width: 64, height: 64, filledWith: .white)
        canvas.draw(source, transform: Transform2D.translation(x: -20, y: -15)
            .rotatedBy(degrees: 17).translatedBy(x: 32.3, y: 31.6))
        #expect(canvas.pixels.allSatisfy { $0 == 255 })
    }

    @Test func rotatedEdgesAreAntialiasedWithoutDarkFringes() {
        let source = RGBAImage(width: 40, height: 30, filledWith: RGBA(r: 200, g: 150, b: 100))
        var canvas = RGBAImage(width: 64, height: 64)
        canvas.draw(source, transform: Transform2D.translation(x: -20, y: -15)
            .rotatedBy(degrees: 17).translatedBy(x: 32, y: 32))
        var partial = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let p = canvas.pixel(x: x, y: y)
                guard p.a != 0 else { continue }
                if p.a < 255 { partial += 1 }
                // Straight colour at the edge is the picture's colour, not darkened towards black.
                let straight = RGBA(r: Premultiply.divide(p.r, p.a), g: Premultiply.divide(p.g, p.a), b: Premultiply.divide(p.b, p.a))
                if p.a >= 32 {
                    #expect(abs(Int(straight.r) - 200) <= 8 && abs(Int(straight.g) - 150) <= 8 && abs(Int(straight.b) - 100) <= 8,
                            "pixel (\(x), \(y)) \(p)")
                }
            }
        }
        #expect(partial > 100)   // the outline is anti-aliased
        // Coverage of the whole outline equals the rectangle's area.
        let alphaSum = canvas.pixels.enumerated().reduce(0) { $1.offset % 4 == 3 ? $0 + Int($1.element) : $0 }
        #expect(abs(Double(alphaSum) / 255 / 1200 - 1) < 0.005)
    }
}
