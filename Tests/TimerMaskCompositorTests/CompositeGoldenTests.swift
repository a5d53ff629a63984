import Foundation
import Testing
import TestFixtures
import TimerMaskRaster
import TimerMaskTesting
@testable import TimerMaskCompositor

/// Composited frames held to `Goldens/composite/`.
struct CompositeGoldenTests {
    static let frames = BuiltInDemo.frames()

    func check(_ name: String, _ image: RGBAImage) throws {
        try GoldenImage(Fixtures.golden("composite/\(name).png")).verify(image)
    }

    @Test func keyringNearlyAtRest() throws {
        try check("keyring-frame-00", Self.frames[0])
    }

    @Test func keyringAtBothExtremesOfTheSwing() throws {
        #expect(BuiltInDemo.swingAngle(frame: 7, count: 30) > 17.9)
        #expect(BuiltInDemo.swingAngle(frame: 22, count: 30) < -17.9)
        try check("keyring-frame-07-right", Self.frames[7])
        try check("keyring-frame-22-left", Self.frames[22])
    }

    /// A wide photo is cropped about its centre to the tag's aspect: the house and the tree
    /// at the sides are cut away.
    @Test func widePhotoCroppedToTheWindow() throws {
        let transforms = BuiltInDemo.transforms()
        let frame = FrameCompositor.compose(photo: BuiltInDemo.photo(width: 480, height: 200),
                                            overlays: BuiltInDemo.overlays(count: 30), transforms: transforms,
                                            pingPong: false)[7]
        try check("keyring-wide-photo-frame-07", frame)
    }

    /// The marked checkerboard (60 × 40 resized to the 48 × 32 box) turned 30°
    /// clockwise and moved, under an overlay's frame and bar, on a transparent canvas.
    @Test func checkerboardTurnedUnderAFrame() throws {
        var board = RGBAImage(width: 60, height: 40)
        for y in 0..<40 {
            for x in 0..<60 {
                let colour: RGBA = x < 10 && y < 10 ? RGBA(r: 230, g: 20, b: 20)
                    : ((x / 10 + y / 10) % 2 == 0 ? .white : RGBA(r: 20, g: 20, b: 20))
                board.setPixel(x: x, y: y, colour)
            }
        }
        // A frame round a window, with a bar across the window that must hide part of the photo.
        var overlay = RGBAImage(width: 128, height: 128)
        var frame = VectorPath.rectangle(x: 8, y: 8, width: 112, height: 112)
        frame.append(VectorPath.rectangle(x: 16, y: 16, width: 96, height: 96).reversed())
        frame.append(VectorPath.rectangle(x: 16, y: 70, width: 96, height: 6))
        overlay.fill(frame, color: RGBA(r: 40, g: 90, b: 200))
        let transforms = FrameTransforms(canvasSize: 128, photoWidth: 48, photoHeight: 32, yOffset: 2,
                                         frames: [.init(x: 3.5, y: -4.25, rotation: 30)])
        let composed = FrameCompositor.compose(photo: board, overlays: [overlay], transforms: transforms, pingPong: false)
        try check("checkerboard-turned-30", composed[0])
    }
}
