import Foundation
import TimerMaskCore

/// Writes a whole directory so that readers see either the old one or the complete new one,
/// never a half-filled one: the files go into a temporary directory beside the target, which
/// is then put in its place. An existing directory is swapped out only once the new one is
/// complete (atomically where the system can exchange two names), then removed.
public enum AtomicDirectory {
    /// Lets `fill` write the new contents into the (empty) directory it is given; if `fill`
    /// throws, the temporary directory is removed and the target is left untouched.
    public static func write(to url: URL, _ fill: (URL) throws -> Void) throws {
        let target = url.standardizedFileURL
        let path = target.path
        let parent = target.deletingLastPathComponent().path
        func refuse(_ detail: String) -> CodecError { CodecError(source: path, reason: .unwritable(detail: detail)) }

        try TargetFolder.check(parent, refuse: refuse)
        let targetExists = try checkTarget(path, refuse: refuse)

        TemporaryOutputs.removeStale(beside: target)
        let temporary = TemporaryOutputs.name(beside: target, role: "new")
        guard TemporaryOutputs.register(temporary.path, for: target) else { throw refuse("the run was interrupted") }
        defer { TemporaryOutputs.unregister(temporary.path) }
        guard mkdir(temporary.path, 0o755) == 0 else { throw refuse(TargetFolder.creationFailure(errno, in: parent)) }
        var placed = false
        defer { if !placed { try? FileManager.default.removeItem(at: temporary) } }

        try fill(temporary)
        try syncContents(of: temporary)

        if targetExists {
            try replace(path, with: temporary.path, refuse: refuse)
        } else if rename(temporary.path, path) != 0 {
            throw refuse(TargetFolder.systemReason(errno))
        }
        placed = true
        syncFolder(parent)
    }

    /// Whether a folder is at `path` to be replaced; anything else there is refused by name (a
    /// symbolic link too: it would be replaced by a folder instead of filled where it points).
    public static func checkTarget(_ path: String, refuse: (String) -> CodecError) throws -> Bool {
        var existing = stat()
        guard lstat(path, &existing) == 0 else { return false }
        switch existing.st_mode & S_IFMT {
        case S_IFDIR: return true
        case S_IFREG: throw refuse("it is a file, not a folder")
        case S_IFLNK: throw refuse("it is a symbolic link, which would be replaced by a folder; give the folder it points to or a new name")
        default: throw refuse("it is \(FileKind.name(of: existing.st_mode)), not a folder")
        }
    }

    /// Puts the complete directory `new` where the directory `path` is, then removes the old one.
    private static func replace(_ path: String, with new: String, refuse: (String) -> CodecError) throws {
        if exchange(new, path) {
            // `new` now names the old directory.
            try? FileManager.default.removeItem(atPath: new)
            return
        }
        // No atomic exchange here: move the old one aside, the new one in, and only then delete.
        let aside = TemporaryOutputs.name(beside: URL(fileURLWithPath: path), role: "old").path
        guard rename(path, aside) == 0 else { throw refuse(TargetFolder.systemReason(errno)) }
        guard rename(new, path) == 0 else {
            let code = errno
            _ = rename(aside, path)
            throw refuse(TargetFolder.systemReason(code))
        }
        try? FileManager.default.removeItem(atPath: aside)
    }

    /// Swaps the names `a` and `b` in one step; false when the system or file system cannot.
    private static func exchange(_ a: String, _ b: String) -> Bool {
        #if canImport(Darwin)
        return renamex_np(a, b, UInt32(RENAME_SWAP)) == 0
        #elseif os(Linux)
        // glibc declares renameat2 only under _GNU_SOURCE, which Swift's Glibc module lacks.
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
        #else
        return false
        #endif
    }

    /// Flushes every file written into `directory`, then the directory itself, so that after a crash
    /// the renamed directory is not found holding empty files. Files are flushed in parallel, so
    /// the file system can commit them together.
    private static func syncContents(of directory: URL) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        _ = try parallelMap(count: names.count) { i throws(CodecError) in
            let path = directory.appendingPathComponent(names[i]).path
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            let synced = fsync(descriptor) == 0
            let code = errno
            close(descriptor)
            if !synced { throw CodecError(source: path, reason: .unwritable(detail: TargetFolder.systemReason(code))) }
        }
        syncFolder(directory.path)
    }

    private static func syncFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
