import Foundation
import TimerMaskCore
import TimerMaskRaster
import TimerMaskRender

/// The pictures a scene's `Image` views name, as the loader finds and prepares them: frames
/// named `frame:K`, pictures read from files, each resampled to fill its view when first read.
/// `resolved` is what the renderer draws from; the renderers made from one library share its
/// resampled pictures.
public final class ImageLibrary: @unchecked Sendable {
    private var current: SceneImages
    private let lock = NSLock()

    public init(sources: [String: ImageSource]) { current = SceneImages(sources: sources) }

    public convenience init(images: [String: RGBAImage] = [:]) { self.init(sources: images.mapValues(ImageSource.init)) }

    /// Frames named `frame:0`, `frame:1`, … as the widgetnimation preset refers to them.
    public convenience init(frames: [RGBAImage]) { self.init(frameSources: frames.map(ImageSource.init)) }

    /// Frames not read yet, named `frame:0`, `frame:1`, …
    public convenience init(frameSources: [ImageSource]) {
        var named: [String: ImageSource] = [:]
        for (i, frame) in frameSources.enumerated() { named[WidgetnimationPreset.frameName(i)] = frame }
        self.init(sources: named)
    }

    /// The pictures as they stand now, handed to a renderer.
    public var resolved: SceneImages { lock.withLock { current } }

    public var names: [String] { resolved.names }

    /// `name`'s source: its size now, its pixels when asked.
    public func source(_ name: String) -> ImageSource? { resolved.source(name) }

    /// `name`'s size in pixels, known without reading them.
    public func size(of name: String) -> (width: Int, height: Int)? { resolved.size(of: name) }

    /// `name`'s pixels, read now if they were not yet (nil for a name not in the library).
    public func original(_ name: String) throws -> RGBAImage? { try resolved.original(name) }

    /// A step for `FrameFiles.load(prepare:)`: one frame resampled to fill a view of `width` ×
    /// `height` pixels, exactly as `prepareForFill` would, but while the next one is decoded.
    /// A frame already at that size is returned as it is: nothing is resampled.
    ///
    /// A fill whose scaled size is over `maximumFillPixels` (a picture far longer than the view
    /// is wide) keeps only the centred window the clipped view shows, as SwiftUI's `.clipped()`
    /// does: at most the box plus one pixel each way, however long the picture.
    public static func fillResampler(width: Int, height: Int) -> @Sendable (RGBAImage) -> RGBAImage {
        { original in
            let fill = FillPlan(imageWidth: original.width, imageHeight: original.height, boxWidth: width, boxHeight: height)
            if fill.isIdentity { return original }
            guard let window = fill.window else { return Resampler.resize(original, width: fill.width, height: fill.height) }
            return Resampler.resize(original, width: fill.width, height: fill.height, keeping: window)
        }
    }

    /// `source` filled into a view of `width` × `height` pixels when first read, as
    /// `fillResampler` does; the source itself when it is that size already.
    public static func filled(_ source: ImageSource, width: Int, height: Int) -> ImageSource {
        let fill = FillPlan(imageWidth: source.width, imageHeight: source.height, boxWidth: width, boxHeight: height)
        if fill.isIdentity { return source }
        let size = fill.resultSize
        return source.mapped(width: size.width, height: size.height, fillResampler(width: width, height: height))
    }

    /// How a picture fills a view: the scaled size, and the window kept when that is too large.
    private struct FillPlan {
        let width: Int, height: Int
        let window: PixelRect?
        let isIdentity: Bool

        init(imageWidth: Int, imageHeight: Int, boxWidth: Int, boxHeight: Int) {
            let size = ImagePlacement.fillSize(imageWidth: imageWidth, imageHeight: imageHeight,
                                               boxWidth: Double(boxWidth), boxHeight: Double(boxHeight))
            width = size.width
            height = size.height
            isIdentity = imageWidth == size.width && imageHeight == size.height
            let pixels = size.width.multipliedReportingOverflow(by: size.height)
            window = !isIdentity && (pixels.overflow || pixels.partialValue > ImageLibrary.maximumFillPixels)
                ? ImagePlacement.visibleWindow(fillWidth: size.width, fillHeight: size.height,
                                               boxWidth: boxWidth, boxHeight: boxHeight)
                : nil
        }

        var resultSize: (width: Int, height: Int) {
            isIdentity ? (width, height) : window.map { ($0.width, $0.height) } ?? (width, height)
        }
    }

    /// The most pixels a frame filled into its view is resampled to in full: 16 megapixels (64 MB
    /// of RGBA), four times a 2048 px square view. Longer fills keep only the part the view shows.
    public static let maximumFillPixels = 4096 * 4096

    /// Makes every image fill a view of `width` × `height` pixels (`scaledToFill`) when first
    /// read, and keeps only the filled pixels: the "once, at load" step, done for the frames
    /// an instant shows. Sizes change at once; no pixel is read here.
    public func prepareForFill(width: Int, height: Int) {
        lock.withLock { current = SceneImages(sources: current.sources.mapValues { Self.filled($0, width: width, height: height) }) }
    }
}
