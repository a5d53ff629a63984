import Foundation
import TimerMask

/// A directory a command fills with files, checked before any work starts and written whole
/// (`AtomicDirectory`). An existing directory is replaced only when it holds nothing but files
/// this command itself writes, so `-o ~` cannot wipe a home folder.
struct OutputDirectory {
    let url: URL

    /// Checks `path` for `flag`: its parent exists, and it is new, or an empty folder, or one
    /// holding only files for which `isOwnFile` is true (not a file, FIFO or symbolic link).
    init(_ path: String, flag: String = "-o", isOwnFile: (String) -> Bool) throws {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let parent = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder) else {
            throw CLIError("\(flag): the folder \(parent.path) that would hold '\(path)' does not exist")
        }
        guard isFolder.boolValue else {
            throw CLIError("\(flag): \(parent.path) is a file, not a folder, so '\(path)' cannot be made inside it")
        }
        let exists: Bool
        do { exists = try AtomicDirectory.checkTarget(url.path) { CodecError(source: path, reason: .unwritable(detail: $0)) } } catch {
            throw CLIError("\(flag): \(error)")
        }
        if exists {
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: url.path) } catch {
                throw CLIError("\(flag): the folder '\(path)' cannot be read")
            }
            if let stranger = names.sorted().first(where: { !isOwnFile($0) }) {
                throw CLIError("\(flag): the folder '\(path)' holds \(stranger), which this command did not write; give a new or empty folder")
            }
        }
        self.url = url
    }

    /// Writes the frames as `frame_00.png` … (each file k is `frames[order[k]]`), plus `extraFiles`.
    func writeFrames(_ frames: [RGBAImage], order: [Int]? = nil, extraFiles: [String: Data] = [:],
                     compression: PNGCompression) throws {
        try FrameFiles.writePNGs(frames, order: order, extraFiles: extraFiles, compression: compression, to: url)
    }
}
