import Foundation
import TimerMaskCodecs

/// Where a command writes its result: checked before any work starts, written atomically
/// (a temporary file renamed into place) so an existing file is never left half-written.
struct OutputFile {
    let url: URL

    /// Checks `path` for `flag`: the extension is one of `extensions` and the directory exists.
    init(_ path: String, flag: String = "-o", extensions: [String]) throws {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension.lowercased()
        guard extensions.contains(ext) else {
            throw CLIError("\(flag): '\(path)' must end in .\(extensions.joined(separator: " or ."))")
        }
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError("\(flag): the directory \(directory.path) of '\(path)' does not exist")
        }
        self.url = url
    }

    var pathExtension: String { url.pathExtension.lowercased() }

    func write(_ bytes: [UInt8]) throws {
        try AtomicFile.write(bytes, to: url)
    }
}
