import TimerMaskCore
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
        return parallelMap(count: count) { k in overlay(frame: k, count: count, canvasSize: canvasSize) }
    }

    /// Overlay k alone: the keyring in its pose.
    static func overlay(frame k: Int, count: Int, canvasSize: Int) -> RGBAImage {
        var canvas = RGBAImage(width: canvasSize, height: canvasSize)
        Keyring(canvasSize: canvasSize, angle: swingAngle(frame: k, count: count)).draw(into: &canvas)
        return canvas
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

    /// The default photo: a landscape that makes any rotation obvious. `grain` (0…1) adds
    /// deterministic film grain of up to ±grain·48 levels, so that a large JPEG of it is as busy
    /// (and as slow to decode) as a camera's.
    public static func photo(width: Int = 158, height: Int = 170, grain: Double = 0) -> RGBAImage {
        precondition(width > 0 && height > 0, "the photo needs a positive size")
        var image = LandscapePhoto(width: width, height: height).render()
        if grain > 0 { addGrain(to: &image, amount: min(1, grain)) }
        return image
    }

    /// Luminance noise from a hash of the pixel's index (the same on every run and platform).
    static func addGrain(to image: inout RGBAImage, amount: Double) {
        let levels = Int((48 * amount).rounded())
        guard levels > 0 else { return }
        let count = image.width * image.height
        image.withUnsafeMutablePixels { pixels in
            for p in 0..<count {
                var h = UInt64(p) &* 0x9E37_79B9_7F4A_7C15
                h = (h ^ (h >> 31)) &* 0xBF58_476D_1CE4_E5B9
                h ^= h >> 29
                let noise = Int(h % UInt64(2 * levels + 1)) - levels
                let a = Int(pixels[p * 4 + 3])
                for c in 0..<3 { pixels[p * 4 + c] = UInt8(max(0, min(a, Int(pixels[p * 4 + c]) + noise))) }
            }
        }
    }

    /// The ready frames: the default photo composed into the overlays.
    public static func frames(count: Int = defaultCount, canvasSize: Int = defaultCanvasSize,
                              pingPong: Bool = false) -> [RGBAImage] {
        let placements = transforms(count: count, canvasSize: canvasSize)
        return FrameCompositor.compose(photo: photo(width: placements.photoWidth, height: placements.photoHeight),
                                       overlays: overlays(count: count, canvasSize: canvasSize),
                                       transforms: placements, pingPong: pingPong)
    }

    /// The same frames as `frames(count:canvasSize:)`, each drawn only when first read: an
    /// instant that shows frame 7 draws the photo once and the keyring once, not thirty times.
    public static func frameSources(count: Int = defaultCount, canvasSize: Int = defaultCanvasSize) -> [ImageSource] {
        precondition(count > 0 && canvasSize > 0, "the demo needs at least one frame and a positive canvas")
        let placements = transforms(count: count, canvasSize: canvasSize)
        let preparedPhoto = ImageSource(width: placements.photoWidth, height: placements.photoHeight) {
            FrameCompositor.preparePhoto(photo(width: placements.photoWidth, height: placements.photoHeight),
                                         width: placements.photoWidth, height: placements.photoHeight)
        }
        return (0..<count).map { k in
            ImageSource(width: canvasSize, height: canvasSize) {
                FrameCompositor.composeFrame(k, preparedPhoto: try preparedPhoto.pixels(),
                                             overlay: overlay(frame: k, count: count, canvasSize: canvasSize),
                                             transforms: placements)
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
