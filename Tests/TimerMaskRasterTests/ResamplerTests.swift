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

    /// Resampling only a window gives the same pixels as cropping the whole resize: the frame
    /// loader keeps only what a clipped view shows of a very long picture (issue 13).
    @Test func aWindowIsTheSameAsCroppingTheWholeResize() {
        var image = RGBAImage(width: 7, height: 90)
        for y in 0..<90 { for x in 0..<7 { image.setPixel(x: x, y: y, RGBA(r: UInt8(x * 20), g: UInt8(y), b: 90, a: UInt8(255 - y))) } }
        for (width, height) in [(21, 270), (5, 40)] {
            let whole = Resampler.resize(image, width: width, height: height)
            let window = PixelRect(x: 1, y: height / 3, width: width - 2, height: height / 4)
            let part = Resampler.resize(image, width: width, height: height, keeping: window)
            #expect(part.width == window.width && part.height == window.height)
            var cropped = RGBAImage(width: window.width, height: window.height)
            for y in 0..<window.height { for x in 0..<window.width { cropped.setPixel(x: x, y: y, whole.pixel(x: x + window.x, y: y + window.y)) } }
            #expect(part == cropped, "\(width) × \(height)")
        }
    }
}
