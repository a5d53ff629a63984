import TimerMaskCore
import TimerMaskRaster

/// Puts the user's photo into every overlay frame, as the app does before the widget sees
/// them (domain.md section 7).
///
/// Rotation follows iOS: the app turns its `CGContext` with `rotate(by:)` in UIKit's y-down
/// coordinates, where a positive angle turns **clockwise on screen**; `Transform2D`'s
/// rotation is the same in this module's y-down pixels.
public enum FrameCompositor {
    /// The finished frames: frame k is the photo placed by `transforms.frames[k]` under
    /// overlay k. With `pingPong`, frames N-2 … 1 follow in reverse (30 frames become 58).
    ///
    /// `transforms` must have one frame per overlay (see `FrameTransforms.validate`).
    /// Frames are composed in parallel; each is a pure function of its inputs.
    public static func compose(photo: RGBAImage, overlays: [RGBAImage],
                               transforms: FrameTransforms, pingPong: Bool) -> [RGBAImage] {
        precondition(transforms.frames.count == overlays.count,
                     "the transforms list \(transforms.frames.count) frames but there are \(overlays.count) overlays")
        let prepared = preparePhoto(photo, width: transforms.photoWidth, height: transforms.photoHeight)
        let frames = parallelMap(count: overlays.count) { k in
            composeFrame(k, preparedPhoto: prepared, overlay: overlays[k], transforms: transforms)
        }
        return pingPong ? Self.pingPong(frames) : frames
    }

    /// One frame: a transparent canvas, the turned photo, then the overlay on top (scaled to
    /// the canvas when its size differs). `preparedPhoto` comes from `preparePhoto`.
    public static func composeFrame(_ k: Int, preparedPhoto: RGBAImage, overlay: RGBAImage,
                                    transforms: FrameTransforms) -> RGBAImage {
        let size = transforms.canvasSize
        var canvas = RGBAImage(width: size, height: size)
        canvas.draw(preparedPhoto, transform: photoPlacement(frame: k, transforms: transforms,
                                                            photoWidth: preparedPhoto.width,
                                                            photoHeight: preparedPhoto.height))
        let top = overlay.width == size && overlay.height == size
            ? overlay : Resampler.resize(overlay, width: size, height: size)
        canvas.draw(top)
        return canvas
    }

    /// Maps the prepared photo's pixels into frame k's canvas: centre to the origin, turn by
    /// the frame's rotation, then centre to `(size/2 + x, size/2 + y + yOffset)`.
    public static func photoPlacement(frame k: Int, transforms: FrameTransforms) -> Transform2D {
        photoPlacement(frame: k, transforms: transforms,
                       photoWidth: transforms.photoWidth, photoHeight: transforms.photoHeight)
    }

    static func photoPlacement(frame k: Int, transforms: FrameTransforms,
                               photoWidth: Int, photoHeight: Int) -> Transform2D {
        let frame = transforms.frames[k]
        let half = Double(transforms.canvasSize) / 2
        return Transform2D.translation(x: -Double(photoWidth) / 2, y: -Double(photoHeight) / 2)
            .rotatedBy(degrees: frame.rotation)
            .translatedBy(x: half + frame.x, y: half + frame.y + transforms.yOffset)
    }

    /// The photo cropped about its centre to the box's aspect, then resized to the box once
    /// with the Lanczos resampler (premultiplied, so no dark fringes).
    public static func preparePhoto(_ photo: RGBAImage, width: Int, height: Int) -> RGBAImage {
        precondition(width > 0 && height > 0, "the photo box must have a positive size")
        guard photo.width > 0, photo.height > 0 else { return RGBAImage(width: width, height: height) }
        return Resampler.resize(centreCrop(photo, aspectWidth: width, aspectHeight: height), width: width, height: height)
    }

    /// The largest centred part of `photo` with the aspect ratio `aspectWidth : aspectHeight`
    /// (what `scaledToFill` then `clipped` keeps).
    public static func centreCrop(_ photo: RGBAImage, aspectWidth: Int, aspectHeight: Int) -> RGBAImage {
        // Compare w/h with aw/ah in integers: w·ah against h·aw.
        let wide = photo.width * aspectHeight, tall = photo.height * aspectWidth
        var cropWidth = photo.width, cropHeight = photo.height
        if wide > tall {
            cropWidth = max(1, min(photo.width, Int((Double(tall) / Double(aspectHeight)).rounded())))
        } else if tall > wide {
            cropHeight = max(1, min(photo.height, Int((Double(wide) / Double(aspectWidth)).rounded())))
        }
        if cropWidth == photo.width && cropHeight == photo.height { return photo }
        let x0 = (photo.width - cropWidth) / 2, y0 = (photo.height - cropHeight) / 2
        return photo.cropped(to: PixelRect(x: x0, y: y0, width: cropWidth, height: cropHeight))
    }

    /// `frames` followed by frames N-2 … 1: a loop that swings back without repeating its ends.
    public static func pingPong<Frame>(_ frames: [Frame]) -> [Frame] {
        guard frames.count > 2 else { return frames }
        return frames + frames[1...(frames.count - 2)].reversed()
    }
}
