import Foundation
import TimerMaskCore
import TimerMaskRaster

/// The pictures a scene's `Image` views name, each an `ImageSource` whose size is known from
/// the start and whose pixels are read on first use, then resampled once to the pixel size
/// they are drawn at, so rendering an instant only copies pixels, and only of what it shows.
public final class ImageLibrary: @unchecked Sendable {
    private var sources: [String: ImageSource]
    private var resampled: [ResampleKey: RGBAImage] = [:]
    private var opacity: [ResampleKey: Bool] = [:]
    private let lock = NSLock()

    struct ResampleKey: Hashable { let name: String; let width: Int; let height: Int }

    public init(sources: [String: ImageSource]) { self.sources = sources }

    public convenience init(images: [String: RGBAImage] = [:]) { self.init(sources: images.mapValues(ImageSource.init)) }

    /// Frames named `frame:0`, `frame:1`, … as the widgetnimation preset refers to them.
    public convenience init(frames: [RGBAImage]) { self.init(frameSources: frames.map(ImageSource.init)) }

    /// Frames not read yet, named `frame:0`, `frame:1`, …
    public convenience init(frameSources: [ImageSource]) {
        var named: [String: ImageSource] = [:]
        for (i, frame) in frameSources.enumerated() { named[WidgetnimationPreset.frameName(i)] = frame }
        self.init(sources: named)
    }

    public var names: [String] { lock.withLock { sources.keys.sorted() } }

    /// `name`'s source: its size now, its pixels when asked.
    public func source(_ name: String) -> ImageSource? { lock.withLock { sources[name] } }

    /// `name`'s size in pixels, known without reading them.
    public func size(of name: String) -> (width: Int, height: Int)? { source(name).map { ($0.width, $0.height) } }

    /// `name`'s pixels, read now if they were not yet (nil for a name not in the library).
    public func original(_ name: String) throws -> RGBAImage? { try source(name)?.pixels() }

    /// `name` resized to exactly `width` × `height` pixels (cached).
    func image(_ name: String, width: Int, height: Int) throws -> RGBAImage? {
        guard let source = source(name) else { return nil }
        let original = try source.pixels()
        if original.width == width && original.height == height { return original }
        let key = ResampleKey(name: name, width: width, height: height)
        lock.lock(); defer { lock.unlock() }
        if let hit = resampled[key] { return hit }
        let image = Resampler.resize(original, width: width, height: height)
        resampled[key] = image
        return image
    }

    /// Whether `name` at that size has no transparent pixel (cached).
    func isOpaque(_ name: String, width: Int, height: Int) throws -> Bool {
        let key = ResampleKey(name: name, width: width, height: height)
        if let known = lock.withLock({ opacity[key] }) { return known }
        let opaque = try image(name, width: width, height: height)?.isOpaque ?? false
        lock.withLock { opacity[key] = opaque }
        return opaque
    }

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
        lock.lock(); defer { lock.unlock() }
        sources = sources.mapValues { Self.filled($0, width: width, height: height) }
        resampled.removeAll()
        opacity.removeAll()
    }
}

/// Where a resizable image lands in a box, in pixels.
enum ImagePlacement {
    static func fillSize(imageWidth: Int, imageHeight: Int, boxWidth: Double, boxHeight: Double,
                         mode: ImageContentMode = .fill) -> (width: Int, height: Int) {
        let sx = boxWidth / Double(imageWidth), sy = boxHeight / Double(imageHeight)
        let k = mode == .fill ? max(sx, sy) : min(sx, sy)
        return (max(1, Int((Double(imageWidth) * k).rounded())), max(1, Int((Double(imageHeight) * k).rounded())))
    }

    /// The part of a `fillWidth` × `fillHeight` fill that a clipped `boxWidth` × `boxHeight` view
    /// shows, widened by a pixel where needed so the crop keeps the fill's parity: centred in
    /// the view, the crop then lands on exactly the pixels the whole fill would.
    static func visibleWindow(fillWidth: Int, fillHeight: Int, boxWidth: Int, boxHeight: Int) -> PixelRect {
        func span(_ fill: Int, _ box: Int) -> (start: Int, length: Int) {
            guard fill > box else { return (0, fill) }
            let length = box + (fill - box) % 2
            return ((fill - length) / 2, length)
        }
        let x = span(fillWidth, boxWidth), y = span(fillHeight, boxHeight)
        return PixelRect(x: x.start, y: y.start, width: x.length, height: y.length)
    }
}
