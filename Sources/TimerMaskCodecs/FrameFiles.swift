#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TimerMaskCore
import TimerMaskRaster

/// Why a set of animation frames could not be loaded: one sentence naming the file or folder.
public typealias FrameFilesError = Refusal<FrameFiles>

/// Animation frames from disk: every image in a folder (sorted by name), or a printf pattern
/// such as `keyring_%02d.png` counted up from 0 (or 1) until a number is missing.
public enum FrameFiles {
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "webp", "gif"]
    /// More frames than any widget stack uses, low enough to refuse a wrong folder early.
    public static let maximumCount = 1000

    /// The files `source` names, in frame order, checked to exist.
    public static func paths(_ source: String, count: Int? = nil) throws -> [URL] {
        if source.contains("%") {
            return try patternPaths(source, count: count)
        }
        let folder = URL(fileURLWithPath: source)
        if let problem = InputFile.problem(at: folder.path, allowingFolder: true) {
            throw FrameFilesError("frames folder \(source) \(problem.problem)")
        }
        guard InputFile.isFolder(folder.path) else {
            throw FrameFilesError("\(source) is a file; --frames takes a folder of images or a pattern such as frame_%02d.png")
        }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw FrameFilesError("frames folder \(source) cannot be read")
        }
        var files = names.filter { imageExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted().map { folder.appendingPathComponent($0) }
        guard !files.isEmpty else { throw FrameFilesError("frames folder \(source) holds no .png, .jpg, .webp or .gif images") }
        if let count {
            guard files.count >= count else {
                throw FrameFilesError("frames folder \(source) holds \(files.count) images but \(count) were asked for")
            }
            files = Array(files.prefix(count))
        }
        guard files.count <= maximumCount else {
            throw FrameFilesError("frames folder \(source) holds \(files.count) images, over the limit of \(maximumCount)")
        }
        return files
    }

    static func patternPaths(_ pattern: String, count: Int?) throws -> [URL] {
        // printf's %d, %5d and %05d, read by hand: a regular expression or Foundation's formatter
        // costs more than reading every frame header (ICU starts up on Linux).
        let parts = pattern.split(separator: "%", omittingEmptySubsequences: false)
        let spec = parts.count == 2 ? parts[1].prefix { $0.isASCII && $0.isNumber } : ""
        guard parts.count == 2, parts[1].dropFirst(spec.count).first == "d" else {
            throw FrameFilesError("frame pattern '\(pattern)' must hold exactly one %d (such as %02d)")
        }
        let zeroPadded = spec.hasPrefix("0"), width = Int(spec) ?? 0
        let (head, tail) = (String(parts[0]), String(parts[1].dropFirst(spec.count + 1)))
        func path(_ k: Int) -> URL {
            let digits = String(k)
            let padding = String(repeating: zeroPadded ? "0" : " ", count: max(0, width - digits.count))
            return URL(fileURLWithPath: head + padding + digits + tail)
        }
        let exists = { (k: Int) in access(path(k).path, F_OK) == 0 }
        let first = exists(0) ? 0 : 1
        var files: [URL] = []
        var k = first
        while count.map({ files.count < $0 }) ?? exists(k) {
            guard count == nil || exists(k) else { throw FrameFilesError("frame \(path(k).path) of pattern '\(pattern)' does not exist") }
            guard files.count < maximumCount else {
                throw FrameFilesError("frame pattern '\(pattern)' matches over \(maximumCount) files")
            }
            files.append(path(k))
            k += 1
        }
        guard !files.isEmpty else { throw FrameFilesError("no file matches frame pattern '\(pattern)' (tried \(path(0).path) and \(path(1).path))") }
        return files
    }

    /// All frames together, at their decoded size, when they are kept as decoded (no `prepare`):
    /// 250 megapixels, 1 GB of RGBA. Each frame alone is bounded by `ImageFile.defaultMaxPixels`.
    public static let maximumTotalPixels = 250_000_000

    /// Decodes every frame (files in parallel); all must share one size, else the odd one is
    /// named. Errors are reported in file order, as if read one by one.
    ///
    /// Every file's header is read before any pixel is decoded, so a frame of the wrong size or
    /// over `maxPixels` (or frames over `maximumTotalPixels` together) cost no decoding or
    /// resampling of the others.
    ///
    /// `prepare` (for example resampling to the view's pixel size) runs on each frame as soon as
    /// it is decoded, so only as many full-size originals are alive at once as decodes run in
    /// parallel (one per core), not one per frame.
    public static func load(_ source: String, count: Int? = nil, maxPixels: Int = ImageFile.defaultMaxPixels,
                            prepare: (@Sendable (RGBAImage) -> RGBAImage)? = nil) throws -> [RGBAImage] {
        let files = try paths(source, count: count)
        let size = try commonSize(of: files, maxPixels: maxPixels)
        if prepare == nil {
            let total = size.width * size.height
            guard total <= maximumTotalPixels / files.count else {
                throw FrameFilesError("\(source) holds \(files.count) frames of \(size.width)×\(size.height) pixels, over the limit of \(maximumTotalPixels) pixels for all frames together")
            }
        }
        return try parallelMap(count: files.count) { k in
            let original = try ImageFile.read(url: files[k], maxPixels: maxPixels)
            return prepare?(original) ?? original
        }
    }

    /// Every frame as an `ImageSource`: each file's header is read now, so a missing file, a
    /// frame of the wrong size or over `maxPixels` is refused as `load` refuses it, and each
    /// file's pixels are decoded only when the frame is first shown.
    ///
    /// `keptWhole` says the frames will be kept at their decoded size (not resampled to a view
    /// as they are read), so all of them together must stay within `maximumTotalPixels`.
    public static func sources(_ source: String, count: Int? = nil, maxPixels: Int = ImageFile.defaultMaxPixels,
                               keptWhole: Bool) throws -> [ImageSource] {
        let files = try paths(source, count: count)
        let size = try commonSize(of: files, maxPixels: maxPixels)
        if keptWhole {
            guard size.width * size.height <= maximumTotalPixels / files.count else {
                throw FrameFilesError("\(source) holds \(files.count) frames of \(size.width)×\(size.height) pixels, over the limit of \(maximumTotalPixels) pixels for all frames together")
            }
        }
        return files.map { url in
            ImageSource(width: size.width, height: size.height) {
                let image = try ImageFile.read(url: url, maxPixels: maxPixels)
                // The file may have changed since its header was read.
                guard image.width == size.width, image.height == size.height else {
                    throw FrameFilesError("frame \(url.lastPathComponent) is now \(image.width)×\(image.height) but its header said \(size.width)×\(size.height); all frames must share one size")
                }
                return image
            }
        }
    }

    /// The one size every file's header states, checked against `maxPixels`; no pixel is decoded.
    /// The odd one is judged against the size most frames share (frame 0's on a tie), so a wrong
    /// first frame is named itself rather than blamed on the second.
    static func commonSize(of files: [URL], maxPixels: Int) throws -> (width: Int, height: Int) {
        // Errors in file order, as if read one by one.
        let sizes = try parallelMap(count: files.count) { k in
            let size = try ImageFile.size(ofFileAt: files[k], maxPixels: maxPixels)
            return [size.width, size.height]
        }
        let common = sizes.max { a, b in sizes.count(of: a) < sizes.count(of: b) }!
        if let odd = sizes.firstIndex(where: { $0 != common }) {
            let example = sizes.firstIndex(of: common)!
            throw FrameFilesError("frame \(files[odd].lastPathComponent) is \(sizes[odd][0])×\(sizes[odd][1]) but \(files[example].lastPathComponent) is \(common[0])×\(common[1]); all frames must share one size")
        }
        return (common[0], common[1])
    }
}

private extension Array where Element: Equatable {
    func count(of element: Element) -> Int { reduce(0) { $0 + ($1 == element ? 1 : 0) } }
}
