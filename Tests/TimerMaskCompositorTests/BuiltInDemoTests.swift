import Testing
import TimerMaskRaster
@testable import TimerMaskCompositor

struct BuiltInDemoTests {
    /// Rendered once for every test here.
    static let frames = BuiltInDemo.frames()
    static let transforms = BuiltInDemo.transforms()

    @Test func thirtyFramesOfTheCanvasSize() throws {
        #expect(Self.frames.count == 30)
        #expect(Self.frames.allSatisfy { $0.width == 420 && $0.height == 420 })
        try Self.transforms.validate(overlayCount: 30)
        #expect(Self.transforms.photoWidth == 158 && Self.transforms.photoHeight == 170)
    }

    @Test func framesAreDeterministic() {
        #expect(BuiltInDemo.frames() == Self.frames)
    }

    @Test func consecutiveFramesDiffer() {
        for k in 0..<30 { #expect(Self.frames[k] != Self.frames[(k + 1) % 30], "frame \(k)") }
    }

    @Test func swingIsAPendulumAboutTheRing() {
        let angles = (0..<30).map { BuiltInDemo.swingAngle(frame: $0, count: 30) }
        #expect(angles.allSatisfy { abs($0) <= BuiltInDemo.amplitude })
        #expect(angles.max()! > 17 && angles.min()! < -17)
        // The photo moves with the tag: its rotation is the swing itself.
        #expect(Self.transforms.frames.map(\.rotation) == angles)
    }

    @Test func photoShowsThroughTheWindow() {
        let photo = BuiltInDemo.photo()
        let centreColour = photo.pixel(x: 79, y: 85)
        for (k, frame) in Self.frames.enumerated() {
            let placement = FrameCompositor.photoPlacement(frame: k, transforms: Self.transforms)
            let centre = placement.apply(Point2D(79, 85))
            let x = Int(centre.x.rounded(.down)), y = Int(centre.y.rounded(.down))
            let seen = frame.pixel(x: x, y: y)
            // The photo pixel under that canvas pixel's centre.
            let back = placement.inverse!.apply(Point2D(Double(x) + 0.5, Double(y) + 0.5))
            let under = photo.pixel(x: Int(back.x.rounded(.down)), y: Int(back.y.rounded(.down)))
            #expect(seen.a == 255)
            for (a, b) in [(seen.r, under.r), (seen.g, under.g), (seen.b, under.b)] { #expect(abs(Int(a) - Int(b)) <= 3, "frame \(k)") }
            for (a, b) in [(seen.r, centreColour.r), (seen.g, centreColour.g), (seen.b, centreColour.b)] {
                #expect(abs(Int(a) - Int(b)) <= 4, "frame \(k)")
            }
        }
    }

    @Test func outsideTheKeyringIsTransparent() {
        let overlays = BuiltInDemo.overlays(count: 4)
        for overlay in overlays {
            for (x, y) in [(0, 0), (419, 0), (0, 419), (419, 419), (210, 410), (20, 200)] {
                #expect(overlay.pixel(x: x, y: y) == .clear)
            }
        }
        // At rest: the window and the hole are cut out, the brass and the ring are opaque.
        let atRest = Keyring(canvasSize: 420, angle: 0)
        var still = RGBAImage(width: 420, height: 420)
        atRest.draw(into: &still)
        #expect(still.pixel(x: 210, y: 285) == .clear)        // the photo window
        #expect(still.pixel(x: 204, y: 180) == .clear)        // the hole, beside the link through it
        #expect(still.pixel(x: 125, y: 300).a == 255)         // the brass side band
        #expect(still.pixel(x: 210 + 23, y: 44).a == 255)     // the ring's wire
    }

    @Test func photoIsNotSymmetric() {
        let photo = BuiltInDemo.photo()
        var mirrored = photo
        for y in 0..<photo.height { for x in 0..<photo.width { mirrored.setPixel(x: x, y: y, photo.pixel(x: photo.width - 1 - x, y: y)) } }
        #expect(mirrored != photo)
        #expect(photo.isOpaque)
    }
}
