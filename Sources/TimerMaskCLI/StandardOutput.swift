import Foundation
// `stdout` is a C global; it is read here once the work is done, on the one thread left printing.
#if canImport(Glibc)
@preconcurrency import SwiftGlibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Standard output, checked before the run ends: `print` writes into C's buffer, whose failures
/// (a full disk, a closed pipe) show only when it is flushed, so unflushed they would exit 0.
enum StandardOutput {
    /// Flushes standard output, throwing one sentence with the system's reason if any of what was
    /// printed could not be written.
    static func finish() throws {
        let stream = stdout
        errno = 0
        let flushed = fflush(stream) == 0
        let code = errno
        guard !flushed || ferror(stream) != 0 else { return }
        clearerr(stream)
        let reason = code == 0 ? "part of it was lost" : String(cString: strerror(code)).lowercased()
        throw CLIError("standard output could not be written (\(reason)); what the command printed is incomplete")
    }
}
