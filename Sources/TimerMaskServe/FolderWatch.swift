import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TimerMask

/// Whether anything may have changed in the files and folders a preview watches since it last
/// asked, from the system's file events where there are any (inotify on Linux), so an idle server
/// walks nothing: it used to walk the whole project four times a second (0.8–0.9 of a core over
/// a project with a `Pods/` of 20,000 files). Without file events (macOS, or inotify refused) the
/// answer is always "maybe", and the caller compares the files' stamps as before.
///
/// Folders are watched as the loader reads them (`FolderWatch.folders`): what `ProjectFolders`
/// skips (build products, fetched dependencies, tests, hidden folders) and symbolic links to
/// folders are not. A watched file given alone is seen through its folder.
final class FolderWatch: @unchecked Sendable {
    private let roots: [URL]
    private let lock = NSLock()
    /// The inotify descriptor, or -1 when there are no file events to read.
    private var descriptor: Int32 = -1

    init(_ roots: [URL]) {
        self.roots = roots
        #if canImport(Glibc)
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if descriptor >= 0 { watchFolders() }
        #endif
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Whether the files are watched by events (otherwise every `changed()` answers true).
    var usesFileEvents: Bool { lock.withLock { descriptor >= 0 } }

    /// Whether an event came since the last call (always true without file events). New folders
    /// are watched as they come.
    func changed() -> Bool {
        lock.lock(); defer { lock.unlock() }
        #if canImport(Glibc)
        guard descriptor >= 0 else { return true }
        var any = false
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { any = true; continue }
            break   // EAGAIN: nothing more to read now
        }
        if any { watchFolders() }
        return any
        #else
        return true
        #endif
    }

    /// Adds a watch on every folder the loader reads (a folder already watched keeps its watch).
    private func watchFolders() {
        #if canImport(Glibc)
        let mask = UInt32(IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
                          | IN_DELETE_SELF | IN_MOVE_SELF)
        for folder in Self.folders(roots) where inotify_add_watch(descriptor, folder, mask) < 0 {
            // Out of watches (fs.inotify.max_user_watches): fall back to comparing stamps.
            close(descriptor)
            descriptor = -1
            return
        }
        #endif
    }

    /// The folders the loader reads below `roots` (a file root: its folder), at most
    /// `PreviewSource.maximumWatchedFiles` of them.
    static func folders(_ roots: [URL]) -> [String] {
        var out: [String] = []
        for root in roots {
            guard InputFile.isFolder(root.path) else {
                let parent = root.deletingLastPathComponent().path
                if !out.contains(parent) { out.append(parent) }
                continue
            }
            var pending = [root.path]
            while let folder = pending.popLast(), out.count < PreviewSource.maximumWatchedFiles {
                out.append(folder)
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !ProjectFolders.isSkipped(name) {
                    let path = folder + "/" + name
                    if InputFile.isFolder(path), !ProjectFolders.isSymbolicLink(path) { pending.append(path) }
                }
            }
        }
        return out
    }
}
