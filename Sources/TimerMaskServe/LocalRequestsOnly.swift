import Hummingbird
import Synchronization

/// Answers only requests made to the page's own address: the `Host` must be `127.0.0.1:PORT`,
/// `localhost:PORT` or `[::1]:PORT` (else 421), and an `Origin`, when the browser sends one
/// (always on a WebSocket, on every cross-site request), must be that address (else 403).
///
/// Listening on 127.0.0.1 keeps other machines out, but not other web pages: a page the user
/// visits can point a name of its own at 127.0.0.1 (DNS rebinding) and then read `/api/*` as if
/// it were the same site. Its requests carry its own name in `Host`, and its WebSocket its own
/// `Origin`, which is why local development servers check both.
struct LocalRequestsOnly<Context: RequestContext>: RouterMiddleware {
    /// The port the server listens on, known once it is listening (0 before: nothing is answered).
    let port: ListeningPort

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let port = port.value
        let hosts = [request.head.authority].compactMap { $0 } + request.headers.filter { $0.name.canonicalName == "host" }.map(\.value)
        guard hosts.count == 1, LocalAddress.isLocal(authority: hosts[0], port: port) else {
            let named = hosts.isEmpty ? "no Host" : "Host \(hosts.map { "'\(LocalAddress.printable($0))'" }.joined(separator: ", "))"
            return Self.refusal(.misdirectedRequest, "\(named): this server answers only http://127.0.0.1:\(port)/ (or localhost:\(port), [::1]:\(port))")
        }
        let origins = request.headers[values: .origin]
        guard origins.allSatisfy({ LocalAddress.isLocal(origin: $0, port: port) }) else {
            return Self.refusal(.forbidden, "Origin \(origins.map { "'\(LocalAddress.printable($0))'" }.joined(separator: ", ")): this server answers only pages of http://127.0.0.1:\(port)")
        }
        return try await next(request, context)
    }

    static func refusal(_ status: HTTPResponse.Status, _ sentence: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8", .connection: "close"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: sentence + "\n")))
    }
}

/// The port a server listens on, set once it is listening.
final class ListeningPort: Sendable {
    private let port = Mutex(0)
    var value: Int { port.withLock { $0 } }
    func set(_ value: Int) { port.withLock { $0 = value } }
}

/// What the server takes as its own address, and how it quotes a header it refuses.
enum LocalAddress {
    /// Whether `authority` (a Host header) names this machine's loopback at `port`.
    static func isLocal(authority: String, port: Int) -> Bool {
        let lowered = authority.lowercased()
        return port > 0 && ["127.0.0.1", "localhost", "[::1]"].contains { lowered == "\($0):\(port)" }
    }

    /// Whether `origin` (an Origin header) is a page served by this server.
    static func isLocal(origin: String, port: Int) -> Bool {
        let lowered = origin.lowercased()
        guard lowered.hasPrefix("http://") else { return false }
        return isLocal(authority: String(lowered.dropFirst("http://".count)), port: port)
    }

    /// A header as a sentence may quote it: at most 100 characters, control characters as `?`.
    static func printable(_ text: String) -> String {
        String(text.unicodeScalars.prefix(100).map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
    }
}
