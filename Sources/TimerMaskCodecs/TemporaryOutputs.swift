import Dispatch
import Foundation
import Synchronization

/// The temporary files and folders that atomic writes put beside their targets, kept track of so
/// none outlives its writer: a signal that ends the run (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1,
/// SIGUSR2, SIGALRM) removes those in progress, and since
/// SIGKILL cannot be caught, each name carries its owner's process id, so the next write of the
/// same target removes the ones whose process is gone.
public enum TemporaryOutputs {
    private struct Registry: ~Copyable {
        /// Each temporary in progress and the target it is written for.
        var paths: [String: URL] = [:]
        /// Set once an interrupt is being handled: no new temporary may start.
        var closed = false
    }

    private static let registry = Mutex(Registry())
    private static let signalSources = Mutex<[DispatchSourceSignal]>([])

    /// `.NAME.PID.RANDOM.tmp` (or `.NAME.ROLE.PID.RANDOM.tmp`) beside `target`: hidden, on the same
    /// file system so rename works, and naming the process that writes it.
    static func name(beside target: URL, role: String? = nil) -> URL {
        let random = UUID().uuidString.prefix(8)
        let parts = [".\(stem(of: target))", role, "\(getpid())", "\(random)", "tmp"].compactMap { $0 }
        return target.deletingLastPathComponent().appendingPathComponent(parts.joined(separator: "."))
    }

    /// The most bytes of a temporary's name that are not the target's: ".", ".old", a 10-digit
    /// process id, the random part and ".tmp", with their dots.
    static let nameOverhead = 29

    /// The target's name as its temporaries carry it, cut short (at a character) so that any name
    /// the system allows still leaves room for the rest within its 255 bytes (NAME_MAX).
    static func stem(of target: URL) -> String {
        let name = target.lastPathComponent
        let room = Int(NAME_MAX) - nameOverhead
        guard name.utf8.count > room else { return name }
        var bytes = 0
        var kept = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            bytes += String(scalar).utf8.count
            guard bytes <= room else { break }
            kept.append(scalar)
        }
        return String(kept)
    }

    /// Records `path` as in progress for `target`; false once an interrupt is being handled
    /// (write nothing then).
    static func register(_ path: String, for target: URL) -> Bool {
        registry.withLock { registry in
            guard !registry.closed else { return false }
            registry.paths[path] = target
            return true
        }
    }

    /// `path` was renamed into place or removed: no longer this process's to clean up.
    static func unregister(_ path: String) {
        registry.withLock { _ = $0.paths.removeValue(forKey: path) }
    }

    /// Removes the temporaries of `target` left by processes that no longer run (killed with
    /// SIGKILL, or by a power cut). Those of running processes, and names of another form, stay.
    static func removeStale(beside target: URL) {
        let folder = target.deletingLastPathComponent()
        let prefix = ".\(stem(of: target))."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            var parts = name.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
            if parts.count == 4, ["new", "old"].contains(parts[0]) { parts.removeFirst() }
            guard parts.count == 3, let pid = pid_t(parts[0]), pid > 0, parts[1].count == 8 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }

    /// Removes every temporary in progress and stops new ones from starting. A folder is first
    /// renamed, so that a writer still running cannot add files to it while it is removed.
    public static func removeAllInProgress() {
        let paths = registry.withLock { registry -> [String: URL] in
            registry.closed = true
            return registry.paths
        }
        for (path, owner) in paths {
            let doomed = name(beside: owner, role: "old").path
            let target = rename(path, doomed) == 0 ? doomed : path
            for _ in 0..<5 {
                do { try FileManager.default.removeItem(atPath: target); break } catch {
                    if !FileManager.default.fileExists(atPath: target) { break }
                }
            }
        }
    }

    /// The signals whose default is to end the process: each removes the temporaries first.
    /// SIGQUIT among them, which the Swift runtime's backtracer would otherwise take and ignore.
    static let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM]

    /// On any of `endingSignals`: remove the temporaries in progress, then exit with the
    /// conventional status 128 + signal (130 for SIGINT, 143 for SIGTERM). SIGPIPE is ignored, so a
    /// closed standard output is a write error the run reports, not a silent death mid-write.
    /// Call once, before any work starts.
    public static func removeOnInterrupt() {
        signalSources.withLock { sources in
            guard sources.isEmpty else { return }
            signal(SIGPIPE, SIG_IGN)
            for signalNumber in endingSignals {
                // Delivered to a dispatch queue rather than in signal context, where removing
                // files and taking locks would not be safe.
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global(qos: .userInteractive))
                source.setEventHandler {
                    removeAllInProgress()
                    fflush(nil)
                    _exit(128 + signalNumber)
                }
                source.resume()
                sources.append(source)
            }
        }
    }
}
