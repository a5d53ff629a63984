import Foundation

/// A path a user names as input, read only when it is a regular file (or, where allowed, a
/// folder): a FIFO would block, /dev/zero never ends, and a folder or a symbolic-link loop
/// deserves its own name rather than a reader's "not UTF-8", "does not exist" or "no permission".
public enum InputFile {
    /// Why `path` cannot be read, or nil when it can.
    public static func problem(at path: String, allowingFolder: Bool = false) -> InputFileError? {
        var info = stat()
        guard stat(path, &info) == 0 else { return failure(errno, path: path) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: if !allowingFolder { return InputFileError(path: path, reason: "it is a folder") }
        default: return InputFileError(path: path, reason: "it is \(FileKind.name(of: info.st_mode)), not a regular file")
        }
        return access(path, R_OK) == 0 ? nil : failure(errno, path: path)
    }

    /// Whether `path` is a folder (through symbolic links), for inputs that take one.
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The bytes of the regular file at `path`, sized before it is read and refused over
    /// `limit` (a 3 GB sparse file is one sentence, not 3 GB of memory); throws
    /// `InputFileError` saying why not.
    public static func read(_ path: String, atMost limit: SizeLimit) throws -> Data {
        if let problem = problem(at: path) { throw problem }
        var info = stat()
        if stat(path, &info) == 0, Int64(info.st_size) > Int64(limit.bytes) {
            throw InputFileError(path: path, reason: limit.refusal(size: Int64(info.st_size)))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputFileError(path: path, reason: "the system refused to read it")
        }
        defer { try? handle.close() }
        // Read one byte past the limit: a file that grew since it was sized is still refused.
        let data: Data
        do { data = try handle.read(upToCount: limit.bytes + 1) ?? Data() } catch {
            throw InputFileError(path: path, reason: "the system refused to read it")
        }
        guard data.count <= limit.bytes else { throw InputFileError(path: path, reason: limit.refusal(size: nil)) }
        return data
    }

    /// The most bytes TimerMask reads of one input file of a kind, and the kind's name.
    public struct SizeLimit: Sendable, Equatable {
        public let bytes: Int
        /// What the file is, for the sentence: "a Swift file".
        public let kind: String
        public init(bytes: Int, kind: String) { self.bytes = bytes; self.kind = kind }

        /// A scene file, an entry or defaults file, an asset catalogue's `Contents.json`.
        public static let json = SizeLimit(bytes: 16 << 20, kind: "a JSON file")
        /// A picture (PNG, JPEG, WebP, GIF): 32 million pixels, the most one decodes, compress to far less.
        public static let picture = SizeLimit(bytes: 256 << 20, kind: "a picture")
        /// A font file: colour emoji and CJK fonts run to tens of megabytes.
        public static let font = SizeLimit(bytes: 256 << 20, kind: "a font")

        /// Why a file of `size` bytes (nil: past the limit, size unknown) is not read.
        func refusal(size: Int64?) -> String {
            let held = size.map { "it holds \($0) bytes" } ?? "it holds more than \(bytes >> 20) MB"
            return "\(held), over the \(bytes >> 20) MB TimerMask reads of \(kind)"
        }
    }

    /// `stat`'s failure, telling a dangling link and a loop from a missing file.
    static func failure(_ code: Int32, path: String) -> InputFileError {
        switch code {
        case ENOENT:
            var link = stat()
            guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return InputFileError(path: path, reason: nil) }
            return InputFileError(path: path, reason: "it is a symbolic link to a file that does not exist")
        case ENOTDIR: return InputFileError(path: path, reason: nil)
        case ELOOP: return InputFileError(path: path, reason: "it is a symbolic link loop, or a chain of more than 40 links")
        case EACCES: return InputFileError(path: path, reason: "permission denied")
        default: return InputFileError(path: path, reason: String(cString: strerror(code)).lowercased())
        }
    }
}

/// An input that cannot be read: "Widget.swift cannot be read (it is a FIFO, not a regular file)".
public struct InputFileError: Error, CustomStringConvertible, Equatable, Sendable {
    public let path: String
    /// Why it cannot be read, as a clause; nil when nothing is there.
    public let reason: String?

    public var isMissing: Bool { reason == nil }
    /// What is wrong, as a predicate after the path: "does not exist", "cannot be read (…)".
    public var problem: String { reason.map { "cannot be read (\($0))" } ?? "does not exist" }
    public var description: String { "\(path) \(problem)" }
}

/// What kind of thing a path names, in words: "a FIFO" (a named pipe), "a symbolic link".
public enum FileKind {
    public static func name(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "an unknown kind of file"
        }
    }
}
