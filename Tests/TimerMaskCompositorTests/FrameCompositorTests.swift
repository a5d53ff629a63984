import Testing
import TimerMaskRaster
@testable import TimerMaskCompositor

struct FrameCompositorTests {
    static let red = RGBA(r: 255, g: 0, b: 0)
    static let blue = RGBA(r: 0, g: 0, b: 255)

    /// 40 × 40, 5-pixel black and white squares, the top-left square red.
    static func markedCheckerboard() -> RGBAImage {
        var image = RGBAImage(width: 40, height: 40)
        for y in 0..<40 {
            for x in 0..<40 {
                let colour: RGBA = x < 5 && y < 5 ? red : ((x / 5 + y / 5) % 2 == 0 ? .white : .black)
                image.setPixel(x: x, y: y, colour)
            }
        }
        return image
    }

    @Test func quarterTurnLandsThePhotoWhereComputed() {
        let photo = Self.markedCheckerboard()
        var overlay = RGBAImage(width: 100, height: 100)
        overlay.fill(.rectangle(x: 70, y: 40, width: 10, height: 10), color: Self.blue)
        let transforms = FrameTransforms(canvasSize: 100, photoWidth: 40, photoHeight: 40, yOffset: 3,
                                         frames: [.init(x: 10, y: -5, rotation: 90)])
        let frame = FrameCompositor.compose(photo: photo, overlays: [overlay], transforms: transforms, pingPong: false)[0]

        // The photo's centre goes to (50 + 10, 50 - 5 + 3) = (60, 48). Turned 90° clockwise,
        // photo pixel (i, j) lands on canvas pixel (79 - j, 28 + i): top-left goes top-right.
        #expect(frame.pixel(x: 79, y: 28) == Self.red)
        for j in 0..<40 {
            for i in 0..<40 {
                let x = 79 - j, y = 28 + i
                let expected = (70..<80).contains(x) && (40..<50).contains(y) ? Self.blue : photo.pixel(x: i, y: j)
                #expect(frame.pixel(x: x, y: y) == expected, "photo (\(i), \(j)) -> canvas (\(x), \(y))")
            }
        }
        // Outside the photo and the overlay the canvas stays transparent.
        #expect(frame.pixel(x: 39, y: 28) == .clear)
        #expect(frame.pixel(x: 60, y: 68) == .clear)
        #expect(frame.pixel(x: 0, y: 0) == .clear)
    }

    @Test func photoPlacementPutsTheCentreAtTheFramePoint() {
        let transforms = FrameTransforms(canvasSize: 420, photoWidth: 158, photoHeight: 170, yOffset: 12,
                                         frames: [.init(x: -30, y: 17.5, rotation: -12.5)])
        let centre = FrameCompositor.photoPlacement(frame: 0, transforms: transforms).apply(Point2D(79, 85))
        #expect(abs(centre.x - 180) < 1e-9 && abs(centre.y - 239.5) < 1e-9)
    }

    @Test func pingPongRunsBackWithoutRepeatingTheEnds() {
        let overlays = (0..<30).map { k in RGBAImage(width: 8, height: 8, filledWith: RGBA(r: UInt8(k * 8), g: 0, b: 0)) }
        let transforms = FrameTransforms(canvasSize: 8, photoWidth: 4, photoHeight: 4,
                                         frames: Array(repeating: .init(x: 0, y: 0, rotation: 0), count: 30))
        let photo = RGBAImage(width: 4, height: 4, filledWith: .white)
        let frames = FrameCompositor.compose(photo: photo, overlays: overlays, transforms: transforms, pingPong: true)
        #expect(frames.count == 58)
        #expect(frames[30] == frames[28])
        #expect(frames[57] == frames[1])
        #expect(frames[29] != frames[30])
        #expect(FrameCompositor.pingPong([0, 1, 2, 3]) == [0, 1, 2, 3, 2, 1])
        #expect(FrameCompositor.pingPong([0, 1]) == [0, 1])
    }

    @Test func whitePhotoLeavesNoHaloOnWhite() {
        // Resized (Lanczos) and turned (bicubic) on premultiplied pixels, edges anti-aliased.
        let photo = RGBAImage(width: 300, height: 200, filledWith: .white)
        let transforms = FrameTransforms(canvasSize: 120, photoWidth: 47, photoHeight: 53,
                                         frames: [.init(x: 3.3, y: -2.7, rotation: 23)])
        let frame = FrameCompositor.compose(photo: photo, overlays: [RGBAImage(width: 120, height: 120)],
                                            transforms: transforms, pingPong: false)[0]
        var partial = 0
        for i in stride(from: 0, to: frame.pixels.count, by: 4) {
            let a = frame.pixels[i + 3]
            if a > 0 && a < 255 { partial += 1 }
            // Straight white wherever anything was drawn: colour equals alpha.
            #expect(frame.pixels[i] == a && frame.pixels[i + 1] == a && frame.pixels[i + 2] == a)
        }
        #expect(partial > 50)
        var onWhite = RGBAImage(width: 120, height: 120, filledWith: .white)
        onWhite.draw(frame)
        #expect(onWhite.pixels.allSatisfy { $0 >= 254 })
    }

    @Test func overlayOfAnotherSizeIsScaledToTheCanvas() {
        let overlay = RGBAImage(width: 50, height: 50, filledWith: Self.blue)
        let transforms = FrameTransforms(canvasSize: 100, photoWidth: 10, photoHeight: 10,
                                         frames: [.init(x: 0, y: 0, rotation: 0)])
        let frame = FrameCompositor.compose(photo: RGBAImage(width: 10, height: 10, filledWith: Self.red),
                                            overlays: [overlay], transforms: transforms, pingPong: false)[0]
        #expect(frame.width == 100 && frame.height == 100)
        #expect(frame.pixel(x: 50, y: 50) == Self.blue)
        #expect(frame.pixel(x: 99, y: 99) == Self.blue)
    }

    @Test func photoIsCroppedToTheBoxAspectAboutItsCentre() {
        var wide = RGBAImage(width: 80, height: 40)
        for y in 0..<40 { for x in 0..<80 { wide.setPixel(x: x, y: y, RGBA(r: UInt8(x), g: UInt8(y), b: 0)) } }
        let square = FrameCompositor.centreCrop(wide, aspectWidth: 158, aspectHeight: 158)
        #expect(square.width == 40 && square.height == 40)
        #expect(square.pixel(x: 0, y: 0) == RGBA(r: 20, g: 0, b: 0))
        let tall = FrameCompositor.centreCrop(wide, aspectWidth: 1, aspectHeight: 2)
        #expect(tall.width == 20 && tall.height == 40 && tall.pixel(x: 0, y: 0) == RGBA(r: 30, g: 0, b: 0))
        let flat = FrameCompositor.centreCrop(wide, aspectWidth: 4, aspectHeight: 1)
        #expect(flat.width == 80 && flat.height == 20 && flat.pixel(x: 0, y: 0) == RGBA(r: 0, g: 10, b: 0))
        let prepared = FrameCompositor.preparePhoto(wide, width: 158, height: 170)
        #expect(prepared.width == 158 && prepared.height == 170 && prepared.isOpaque)
    }
}
