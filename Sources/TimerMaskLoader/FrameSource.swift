import Foundation
import TimerMaskCodecs
import TimerMaskCompositor
import TimerMaskRaster

/// Where a scene's `frame:K` images come from: the built-in keyring demo, image files, images
/// already in memory, or frames made for the number the scene needs.
public struct FrameSource: Sendable {
    enum Origin: Sendable {
        case builtInDemo(count: Int?)
        case files(String, count: Int?)
        case images([RGBAImage])
        case generated(@Sendable (Int) throws -> [RGBAImage])
    }

    let origin: Origin

    /// The built-in keyring demo, as many frames as the scene needs: 30 for the presets, the
    /// highest K plus one for a scene file.
    public static let builtInDemo = FrameSource(origin: .builtInDemo(count: nil))

    /// The built-in keyring demo drawn as `count` frames (one swing of the keyring).
    public static func builtInDemo(count: Int) -> FrameSource { FrameSource(origin: .builtInDemo(count: count)) }

    /// Image files (PNG, JPEG, WebP, GIF): every image in a folder, sorted by name, or a
    /// pattern such as `keyring_%02d.png` counted from 0 (or 1); the first `count` when given.
    public static func files(_ folderOrPattern: String, count: Int? = nil) -> FrameSource {
        FrameSource(origin: .files(folderOrPattern, count: count))
    }

    /// Frames already decoded, frame K at index K.
    public static func images(_ frames: [RGBAImage]) -> FrameSource { FrameSource(origin: .images(frames)) }

    /// Frames made on demand, given how many the scene needs (30 for the presets, the highest
    /// K plus one for a scene file); they may return another number, which then stands.
    public static func generated(_ make: @escaping @Sendable (_ count: Int) throws -> [RGBAImage]) -> FrameSource {
        FrameSource(origin: .generated(make))
    }

    /// Whether these are the built-in demo's frames (the arc widget plays those ping-pong).
    public var isBuiltInDemo: Bool {
        if case .builtInDemo = origin { return true }
        return false
    }

    /// The frames as sources: their number and size known now, their pixels drawn or decoded
    /// when a frame is first shown. `defaultCount` of them unless the source sets its own
    /// number. Files have every header read here (so all must share one size); `keptWhole`
    /// says the frames will be kept at their own size rather than filled into a view, so all of
    /// them together must stay within `FrameFiles.maximumTotalPixels`.
    public func sources(defaultCount: Int, keptWhole: Bool = false) throws -> [ImageSource] {
        let frames: [ImageSource]
        switch origin {
        case .builtInDemo(let count):
            let n = count ?? defaultCount
            guard (1...FrameFiles.maximumCount).contains(n) else {
                throw SceneLoadError(.frames, "the built-in demo draws 1…\(FrameFiles.maximumCount) frames, not \(n)")
            }
            frames = BuiltInDemo.frameSources(count: n)
        case .files(let source, let count):
            do { frames = try FrameFiles.sources(source, count: count, keptWhole: keptWhole) } catch {
                throw SceneLoadError(.frames, "\(error)")
            }
        case .images(let given):
            frames = given.map(ImageSource.init)
        case .generated(let make):
            frames = try make(defaultCount).map(ImageSource.init)
        }
        guard !frames.isEmpty else { throw SceneLoadError(.frames, "no frames were given; a scene that names frame:K needs at least one") }
        guard frames.count <= FrameFiles.maximumCount else {
            throw SceneLoadError(.frames, "\(frames.count) frames were given, over the limit of \(FrameFiles.maximumCount)")
        }
        return frames
    }
}
