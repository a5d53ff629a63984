import Foundation
import TimerMaskCore

/// Writes a file so that readers see either the old contents or the new, never a half-written file:
/// the bytes go to a temporary file in the same folder, which rename(2) then puts over the target.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        try write(to: url) { file in try file.append(bytes) }
    }

    /// Lets `fill` write the new contents piece by piece; if it throws, the target is left untouched.
    public static func write(to url: URL, _ fill: (TemporaryFile) throws -> Void) throws {
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        func refuse(_ detail: String) -> CodecError { CodecError(source: path, reason: .unwritable(detail: detail)) }

        try TargetFolder.check(folder, refuse: refuse)
        try checkTarget(path, refuse: refuse)
        TemporaryOutputs.removeStale(beside: url)
        let temporaryPath = TemporaryOutputs.name(beside: url).path
        guard TemporaryOutputs.register(temporaryPath, for: url) else { throw refuse("the run was interrupted") }
        defer { TemporaryOutputs.unregister(temporaryPath) }
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw refuse(TargetFolder.creationFailure(errno, in: folder)) }
        var renamed = false
        defer { if !renamed { unlink(temporaryPath) } }

        let file = TemporaryFile(descriptor: descriptor)
        do {
            try fill(file)
            try file.finish(permissionsOf: path)
        } catch let error as TemporaryFile.Failure {
            throw refuse(TargetFolder.systemReason(error.code))
        }
        guard rename(temporaryPath, path) == 0 else {
            let code = errno
            throw refuse(code == EISDIR ? "it is a folder" : TargetFolder.systemReason(code))
        }
        renamed = true
    }

    /// Only a regular file is replaced: a FIFO, device, socket or folder there is refused, and so
    /// is a symbolic link, which rename(2) would replace by a file instead of writing where it
    /// points. An existing file without write permission is refused rather than silently replaced
    /// (rename(2) needs only the folder to be writable). Checked by mode, since root may write anything.
    static func checkTarget(_ path: String, refuse: (String) -> CodecError) throws {
        var existing = stat()
        guard lstat(path, &existing) == 0 else { return }
        switch existing.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw refuse("it is a folder")
        case S_IFLNK: throw refuse("it is a symbolic link, which would be replaced by a file; give the file it points to or a new name")
        default: throw refuse("it is \(FileKind.name(of: existing.st_mode)), not a regular file")
        }
        if existing.st_mode & 0o222 == 0 || access(path, W_OK) != 0 {
            throw refuse("it is read-only, mode \(String(existing.st_mode & 0o777, radix: 8))")
        }
    }

    /// Throws the error a write to `url` would give for what is there (a read-only file, a FIFO,
    /// a symbolic link…), before any work is done for it.
    public static func checkReplaceable(_ url: URL) throws {
        try checkTarget(url.path) { CodecError(source: url.path, reason: .unwritable(detail: $0)) }
    }

    /// The open temporary file; closed when released, whether or not the write finished.
    public final class TemporaryFile: ByteSink {
        struct Failure: Error { let code: Int32 }

        private var descriptor: Int32
        public private(set) var count = 0

        fileprivate init(descriptor: Int32) { self.descriptor = descriptor }

        deinit { if descriptor >= 0 { close(descriptor) } }

        public func append(_ bytes: UnsafeRawBufferPointer) throws {
            try write(bytes, at: count)
            count += bytes.count
        }

        public func overwrite(_ bytes: [UInt8], at offset: Int) throws {
            precondition(offset >= 0 && offset + bytes.count <= count, "only bytes already written can be overwritten")
            try bytes.withUnsafeBytes { try write($0, at: offset) }
        }

        private func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws {
            var written = 0
            while written < bytes.count {
                let result = pwrite(descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(offset + written))
                if result < 0 {
                    if errno == EINTR { continue }
                    throw Failure(code: errno)
                }
                written += result
            }
        }

        /// Gives the file the target's permissions (if it exists), flushes it to disk and closes it.
        fileprivate func finish(permissionsOf target: String) throws {
            var existing = stat()
            if stat(target, &existing) == 0 && fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
                throw Failure(code: errno)
            }
            // Without fsync a crash soon after the rename could leave an empty file under the target's name.
            guard fsync(descriptor) == 0 else { throw Failure(code: errno) }
            let closing = descriptor
            descriptor = -1
            guard close(closing) == 0 else { throw Failure(code: errno) }
        }
    }
}

/// The folder an atomic write puts its temporary beside, and why creating it there failed.
enum TargetFolder {
    static func check(_ folder: String, refuse: (String) -> CodecError) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw refuse("the folder \(folder) does not exist")
        }
        guard isFolder.boolValue else { throw refuse("\(folder) is a file, not a folder") }
    }

    static func creationFailure(_ code: Int32, in folder: String) -> String {
        [EACCES, EPERM, EROFS].contains(code) ? "the folder \(folder) is not writable" : systemReason(code)
    }

    /// The system's own words for `code`, as a clause.
    static func systemReason(_ code: Int32) -> String {
        clause(String(cString: strerror(code)))
    }
}
