import Foundation
import TimerMaskRaster

/// The pictures a scene's `Image` views name, resolved before rendering (TimerMaskLoader's
/// `ImageLibrary` finds, names and prepares them): each an `ImageSource` whose size is known
/// from the start and whose pixels are read on first use, then resampled once to the pixel
/// size they are drawn at, so rendering an instant only copies pixels, and only of what it shows.
public final class SceneImages: @unchecked Sendable {
    /// Every picture by the name a view uses.
    public let sources: [String: ImageSource]
    private var resampled: [ResampleKey: RGBAImage] = [:]
    private var opacity: [ResampleKey: Bool] = [:]
    private let lock = NSLock()

    struct ResampleKey: Hashable { let name: String; let width: Int; let height: Int }

    public init(sources: [String: ImageSource] = [:]) { self.sources = sources }

    public var names: [String] { sources.keys.sorted() }

    /// `name`'s source: its size now, its pixels when asked.
    public func source(_ name: String) -> ImageSource? { sources[name] }

    /// `name`'s size in pixels, known without reading them.
    public func size(of name: String) -> (width: Int, height: Int)? { source(name).map { ($0.width, $0.height) } }

    /// `name`'s pixels, read now if they were not yet (nil for a name not among them).
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
}
