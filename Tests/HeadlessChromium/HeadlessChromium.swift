import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Debian's `chromium`, headless, driven through its DevTools protocol over
/// `--remote-debugging-pipe` (JSON messages ending in a NUL byte on file descriptors 3 and 4),
/// so the page test needs no WebSocket client. One page, one command at a time.
public final class HeadlessChromium {
    private let process: pid_t
    private let input: Int32      // what Chromium reads (its fd 3)
    private let output: Int32     // what Chromium writes (its fd 4)
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var session: String?
    private let profile: URL

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// The browser `tools/setup` installs; nil when it is not on this machine.
    public static var executable: String? {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: path) { return path }
        return nil
    }

    public init(_ executable: String) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("timermask-chromium-\(UUID().uuidString)")
        var toChrome: [Int32] = [0, 0], fromChrome: [Int32] = [0, 0]
        guard pipe(&toChrome) == 0, pipe(&fromChrome) == 0 else { throw Failure(description: "no pipes for Chromium") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChrome[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromChrome[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-pipe",
                         "--window-size=900,700", "--user-data-dir=\(profile.path)", "about:blank"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
        close(toChrome[0]); close(fromChrome[1])
        guard status == 0 else { throw Failure(description: "\(executable) did not start (posix_spawn \(status))") }
        process = pid
        input = toChrome[1]
        output = fromChrome[0]
    }

    deinit {
        close(input); close(output)
        kill(process, SIGKILL)
        var status: Int32 = 0
        waitpid(process, &status, 0)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends `method` with `params` (to the page once one is open) and returns its result.
    @discardableResult
    public func send(_ method: String, _ params: [String: Any] = [:], timeout: Double = 20) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "Chromium closed its pipe") }
            written += n
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let reply = try nextMessage(until: deadline)
            guard reply["id"] as? Int == nextID else { continue }   // an event, or another reply
            if let error = reply["error"] as? [String: Any] { throw Failure(description: "\(method): \(error["message"] ?? error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func nextMessage(until deadline: Date) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                return (try JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Failure(description: "Chromium did not answer in time") }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(output, &chunk, chunk.count)
            guard n > 0 else { throw Failure(description: "Chromium closed its pipe") }
            buffer += chunk[..<n]
        }
    }

    /// Opens `url` in a new page and speaks to it from then on.
    public func open(_ url: URL) throws {
        let target = try send("Target.createTarget", ["url": url.absoluteString])
        guard let id = target["targetId"] as? String else { throw Failure(description: "no page was opened") }
        let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true])
        session = attached["sessionId"] as? String
    }

    /// The value of `expression` in the page (a promise is awaited).
    public func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw Failure(description: "\(expression): \(exception["text"] ?? exception)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `expression` is true in the page, looking every 50 ms for at most `timeout` seconds.
    public func wait(for expression: String, timeout: Double = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if (try? evaluate(expression)) as? Bool == true { return }
            usleep(50_000)
        }
        throw Failure(description: "not true within \(timeout) s: \(expression)")
    }
}
