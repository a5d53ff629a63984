import Foundation
import Testing
@testable import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender

/// A picture over an opaque colour is composited once and kept by picture (`FlattenedPictures`):
/// what a renderer shows after many instants must be what a fresh one shows at each.
struct FlattenedPictureTests {
    /// Frame 0 over white, and over it, through a blink mask, frame 0 again faded to half over
    /// white: both pairs are the library's picture over white at the same place, but the faded
    /// one's pixels are not the picture's, so its composite is not the plain one's.
    @Test func aFadedCopyOfAPictureIsNotTheKeptCompositeOfThePicture() throws {
        let frames = WidgetnimationRenderTests.transparentFrames(side: 12, count: 1)
        let white = SceneNode(.color(.fixed(.white)))
        let picture = SceneNode(.image(name: WidgetnimationPreset.frameName(0), contentMode: .fill), [SceneCanvas.frame(12, 12)])
        let faded = SceneNode(.image(name: WidgetnimationPreset.frameName(0), contentMode: .fill), [SceneCanvas.frame(12, 12), .opacity(0.5)])
        let blink = WidgetnimationPreset.blink(size: 12, font: FontReference.builtInBlinkMask, date: Rational(0))
        let blinking = SceneNode(.zStack(alignment: .center, children: [white, faded]), [.mask(blink, alignment: .center)])
        let scene = WidgetScene(width: 12, height: 12, displayScale: 1, reference: SceneDefaults.reference,
                                root: SceneNode(.zStack(alignment: .center, children: [white, picture, blinking])))
        let kept = try SceneRenderer(scene: scene, images: ImageLibrary(frames: frames))
        var shown = Set<[UInt8]>()
        for k in 0..<60 {
            let t = SceneDefaults.reference + Rational(Int128(k), 15)
            let fresh = try SceneRenderer(scene: scene, images: ImageLibrary(frames: frames)).render(at: t).image
            let image = try kept.render(at: t).image
            #expect(image == fresh, "at R + \(k)/15 s")
            shown.insert(image.pixels)
        }
        // The mask was on at some instants and off at others: both pairs were on top.
        #expect(shown.count == 2)
    }
}
