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

    /// The bytes of the regular file at `path`; throws `InputFileError` saying why not.
    public static func read(_ path: String) throws -> Data {
        if let problem = problem(at: path) { throw problem }
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw InputFileError(path: path, reason: "the system refused to read it")
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
