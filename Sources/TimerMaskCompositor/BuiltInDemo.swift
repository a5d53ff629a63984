import TimerMaskRaster

/// The animation the tool plays when given no files: a keyring swinging on a nail, a photo in
/// its tag (drawing in `BuiltInDemo/`).
///
/// Outside the keyring every overlay pixel is transparent, so a widget preset without a white
/// frame background shows the ghosting of domain.md section 5. Everything is deterministic.
public enum BuiltInDemo {
    public static let defaultCount = 30
    public static let defaultCanvasSize = 420
    /// The widest swing either side, degrees.
    public static let amplitude = 18.0

    /// The pendulum: `amplitude · sin(2π (k + ¼) / count)` degrees, positive clockwise on screen.
    ///
    /// The quarter-frame phase keeps consecutive frames apart: sampling `sin(2πk/count)` itself
    /// hits the crest symmetrically when count ≡ 2 (mod 4) (30: frames 7 and 8), and the loop
    /// would hold its extreme pose for two frames.
    public static func swingAngle(frame k: Int, count: Int) -> Double {
        amplitude * sin(2 * Double.pi * (Double(k) + 0.25) / Double(count))
    }

    /// The overlay frames: the keyring in each pose, with a transparent photo window.
    public static func overlays(count: Int = defaultCount, canvasSize: Int = defaultCanvasSize) -> [RGBAImage] {
        precondition(count > 0 && canvasSize > 0, "the demo needs at least one frame and a positive canvas")
        return FrameCompositor.parallelMap(count: count) { k in
            var canvas = RGBAImage(width: canvasSize, height: canvasSize)
            Keyring(canvasSize: canvasSize, angle: swingAngle(frame: k, count: count)).draw(into: &canvas)
            return canvas
        }
    }

    /// The placements that keep the photo centred in the tag's window as it swings.
    public static func transforms(count: Int = defaultCount, canvasSize: Int = defaultCanvasSize) -> FrameTransforms {
        let scale = Double(canvasSize) / Keyring.designSize
        let half = Double(canvasSize) / 2
        let frames = (0..<count).map { k -> FrameTransforms.Frame in
            let angle = swingAngle(frame: k, count: count)
            let centre = Keyring(canvasSize: canvasSize, angle: angle).place(Keyring.windowCenter)
            return FrameTransforms.Frame(x: centre.x - half, y: centre.y - half, rotation: angle)
        }
        return FrameTransforms(canvasSize: canvasSize,
                               photoWidth: max(1, Int((Keyring.photoBox.width * scale).rounded())),
                               photoHeight: max(1, Int((Keyring.photoBox.height * scale).rounded())),
                               yOffset: 0, frames: frames)
    }

    /// The default photo: a landscape that makes any rotation obvious.
    public static func photo(width: Int = 158, height: Int = 170) -> RGBAImage {
        precondition(width > 0 && height > 0, "the photo needs a positive size")
        return LandscapePhoto(width: width, height: height).render()
    }

    /// The ready frames: the default photo composed into the overlays.
    public static func frames(count: Int = defaultCount, canvasSize: Int = defaultCanvasSize,
                              pingPong: Bool = false) -> [RGBAImage] {
        let placements = transforms(count: count, canvasSize: canvasSize)
        return FrameCompositor.compose(photo: photo(width: placements.photoWidth, height: placements.photoHeight),
                                       overlays: overlays(count: count, canvasSize: canvasSize),
                                       transforms: placements, pingPong: pingPong)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
