import Foundation
import TimerMask

/// Where a command writes its result: checked before any work starts, written atomically
/// (a temporary file renamed into place) so an existing file is never left half-written.
struct OutputFile {
    let url: URL

    /// Checks `path` for `flag`: the extension is one of `extensions`, the directory exists, and
    /// an existing file there may be replaced (a read-only one is refused, not silently replaced).
    init(_ path: String, flag: String = "-o", extensions: [String]) throws {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension.lowercased()
        guard extensions.contains(ext) else {
            throw CLIError("\(flag): '\(path)' must end in .\(extensions.joined(separator: " or ."))")
        }
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
            throw CLIError("\(flag): the directory \(directory.path) of '\(path)' does not exist")
        }
        guard isDirectory.boolValue else {
            throw CLIError("\(flag): \(directory.path) is a file, not a folder, so '\(path)' cannot be written")
        }
        do { try AtomicFile.checkReplaceable(url) } catch { throw CLIError("\(flag): \(error)") }
        self.url = url
    }

    var pathExtension: String { url.pathExtension.lowercased() }

    func write(_ bytes: [UInt8]) throws {
        try AtomicFile.write(bytes, to: url)
    }
}

extension SceneRenderer {
    /// Refuses, before any rendering, a scene whose picture has no pixels, naming the file that
    /// would have held it and the side under one pixel (an encoder would only say "0 × 510").
    func checkHasPixels(writing path: String, flag: String = "-o") throws {
        guard pixelWidth <= 0 || pixelHeight <= 0 else { return }
        func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? "\(Int(v))" : "\(v)" }
        let (side, points) = pixelWidth <= 0 ? ("width", scene.width) : ("height", scene.height)
        throw CLIError("\(flag): '\(path)' would be a \(pixelWidth) × \(pixelHeight) px picture: the scene's \(side) of \(number(points)) pt at display scale \(number(scene.displayScale)) is under one pixel")
    }
}
