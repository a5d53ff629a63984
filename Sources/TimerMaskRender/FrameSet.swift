import Foundation
import TimerMaskCore
import TimerMaskRaster

/// The pictures a scene's `Image` views name, resampled once to the pixel size they are drawn
/// at, so rendering an instant only copies pixels.
public final class ImageLibrary: @unchecked Sendable {
    private var originals: [String: RGBAImage]
    private var resampled: [ResampleKey: RGBAImage] = [:]
    private var opacity: [ResampleKey: Bool] = [:]
    private let lock = NSLock()

    struct ResampleKey: Hashable { let name: String; let width: Int; let height: Int }

    public init(images: [String: RGBAImage] = [:]) { originals = images }

    /// Frames named `frame:0`, `frame:1`, … as the widgetnimation preset refers to them.
    public convenience init(frames: [RGBAImage]) {
        var named: [String: RGBAImage] = [:]
        for (i, frame) in frames.enumerated() { named[WidgetnimationPreset.frameName(i)] = frame }
        self.init(images: named)
    }

    public var names: [String] { originals.keys.sorted() }
    public func original(_ name: String) -> RGBAImage? { originals[name] }

    /// `name` resized to exactly `width` × `height` pixels (cached).
    func image(_ name: String, width: Int, height: Int) -> RGBAImage? {
        guard let original = originals[name] else { return nil }
        if original.width == width && original.height == height { return original }
        let key = ResampleKey(name: name, width: width, height: height)
        lock.lock(); defer { lock.unlock() }
        if let hit = resampled[key] { return hit }
        let image = Resampler.resize(original, width: width, height: height)
        resampled[key] = image
        return image
    }

    /// Whether `name` at that size has no transparent pixel (cached).
    func isOpaque(_ name: String, width: Int, height: Int) -> Bool {
        let key = ResampleKey(name: name, width: width, height: height)
        lock.lock()
        if let known = opacity[key] { lock.unlock(); return known }
        lock.unlock()
        let opaque = image(name, width: width, height: height)?.isOpaque ?? false
        lock.lock(); opacity[key] = opaque; lock.unlock()
        return opaque
    }

    /// A step for `FrameFiles.load(prepare:)`: one frame resampled to fill a view of `width` ×
    /// `height` pixels, exactly as `prepareForFill` would, but while the next one is decoded.
    ///
    /// A fill whose scaled size is over `maximumFillPixels` (a picture far longer than the view
    /// is wide) keeps only the centred window the clipped view shows, as SwiftUI's `.clipped()`
    /// does: at most the box plus one pixel each way, however long the picture.
    public static func fillResampler(width: Int, height: Int) -> @Sendable (RGBAImage) -> RGBAImage {
        { original in
            let size = ImagePlacement.fillSize(imageWidth: original.width, imageHeight: original.height,
                                               boxWidth: Double(width), boxHeight: Double(height))
            if original.width == size.width && original.height == size.height { return original }
            let pixels = size.width.multipliedReportingOverflow(by: size.height)
            guard pixels.overflow || pixels.partialValue > maximumFillPixels else {
                return Resampler.resize(original, width: size.width, height: size.height)
            }
            let window = ImagePlacement.visibleWindow(fillWidth: size.width, fillHeight: size.height,
                                                      boxWidth: width, boxHeight: height)
            return Resampler.resize(original, width: size.width, height: size.height, keeping: window)
        }
    }

    /// The most pixels a frame filled into its view is resampled to in full: 16 megapixels (64 MB
    /// of RGBA), four times a 2048 px square view. Longer fills keep only the part the view shows.
    public static let maximumFillPixels = 4096 * 4096

    /// Resamples every image now for a view of `width` × `height` pixels filled
    /// (`scaledToFill`), and drops the originals' extra pixels: the "once, at load" step.
    public func prepareForFill(width: Int, height: Int) {
        let fill = Self.fillResampler(width: width, height: height)
        lock.lock(); defer { lock.unlock() }
        originals = originals.mapValues(fill)
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
