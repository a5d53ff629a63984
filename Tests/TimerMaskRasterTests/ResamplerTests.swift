import Testing
import TimerMaskRaster

/// The Lanczos resampler: exact on flat colour, and no dark fringe where alpha ends.
struct ResamplerTests {
    @Test(arguments: [(37, 23), (200, 150), (13, 90)])
    func aConstantImageStaysConstant(width: Int, height: Int) {
        let colour = RGBA(r: 200, g: 120, b: 40, a: 255)
        let image = RGBAImage(width: 64, height: 64, filledWith: colour)
        let resized = Resampler.resize(image, width: width, height: height)
        #expect(resized.width == width && resized.height == height)
        let pixels = Set(stride(from: 0, to: resized.pixels.count, by: 4).map { Array(resized.pixels[$0..<$0 + 4]) })
        #expect(pixels == [[200, 120, 40, 255]], "every pixel keeps the colour: \(pixels.prefix(3))")
    }

    @Test func anAlphaEdgeHasNoDarkFringe() {
        // Opaque white on the left half, transparent on the right: shrunk 5×, the edge is soft.
        var image = RGBAImage(width: 100, height: 20)
        for y in 0..<20 { for x in 0..<50 { image.setPixel(x: x, y: y, RGBA(r: 255, g: 255, b: 255)) } }
        let resized = Resampler.resize(image, width: 20, height: 4)
        var soft = 0
        for p in stride(from: 0, to: resized.pixels.count, by: 4) {
            let a = Int(resized.pixels[p + 3]), c = Int(resized.pixels[p])
            #expect(c <= a, "premultiplied: colour \(c) within alpha \(a)")
            if a > 0 && a < 255 {
                soft += 1
                // Un-premultiplied it is still white (within rounding), so over any backdrop no grey ring shows.
                #expect(c * 255 >= (a - 1) * 254, "colour \(c) at alpha \(a) darkens the edge")
            }
        }
        #expect(soft > 0, "the edge is partly transparent somewhere")
    }
}
