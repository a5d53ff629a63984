import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TimerMaskServe

/// The page's server answers only requests made to its own address (issue 44, point 5): a web
/// page that rebinds a name of its own to 127.0.0.1 sends that name as `Host` and gets 421; a
/// foreign `Origin` (a WebSocket from another site, a cross-site request) gets 403.
struct LocalRequestsOnlyTests {
    /// The status line and body the server gives `head` (request line and headers, no blank
    /// line), read on a thread of its own: a blocking read on Swift's cooperative pool (two
    /// threads here) would starve the server in the same process of the threads it answers on.
    static func answer(port: Int, _ head: String) async throws -> (status: String, body: String) {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try blockingAnswer(port: port, head) }) }.start()
        }
    }

    static func blockingAnswer(port: Int, _ head: String) throws -> (status: String, body: String) {
        let socket = try LoopbackSocket.connected(port: port, timeout: ConnectionLimitTests.answerWait)
        defer { close(socket) }
        let request = Array((head + "\r\n\r\n").utf8)
        _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
        // Read the head, then as many bytes as its Content-Length says: a kept-alive connection
        // (HTTP/1.0 included) is not closed after the answer.
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        func text() -> String { String(decoding: received, as: UTF8.self) }
        while received.count < 1 << 20 {
            if let end = text().range(of: "\r\n\r\n") {
                let head = text()[..<end.lowerBound]
                let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
                if text().utf8.count - text()[..<end.upperBound].utf8.count >= length { break }
            }
            let got = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard got > 0 else { break }
            received += buffer.prefix(got)
        }
        let parts = text().components(separatedBy: "\r\n\r\n")
        return (parts[0].components(separatedBy: "\r\n")[0], parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    @Test func onlyTheServersOwnAddressIsAnswered() async throws {
        try await ServedScene.with(PreviewServerTests.sceneJSON) { url, _, _ in
            let port = url.port!
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
                #expect(try await Self.answer(port: port, "GET /api/info HTTP/1.1\r\nHost: \(host)").status == "HTTP/1.1 200 OK", "\(host)")
            }
            for host in ["evil.example", "evil.example:\(port)", "127.0.0.1", "127.0.0.1:\(port + 1)", "localhost.evil.example:\(port)"] {
                let (status, body) = try await Self.answer(port: port, "GET /api/info HTTP/1.1\r\nHost: \(host)")
                #expect(status == "HTTP/1.1 421 Misdirected Request", "\(host): \(status)")
                #expect(body == "Host '\(host)': this server answers only http://127.0.0.1:\(port)/ (or localhost:\(port), [::1]:\(port))\n")
            }
            // No Host at all (HTTP/1.0), and two of them.
            #expect(try await Self.answer(port: port, "GET /api/info HTTP/1.0").status.hasSuffix("421 Misdirected Request"))
            #expect(try await Self.answer(port: port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: evil.example").status == "HTTP/1.1 421 Misdirected Request")
            // Every route, the page itself and the pictures included.
            for path in ["/", "/api/frame?t=1", "/api/pixels?t=1", "/api/explain?t=1", "/api/export/frame.png?t=1", "/api/glitches?t=0&span=1"] {
                #expect(try await Self.answer(port: port, "GET \(path) HTTP/1.1\r\nHost: rebound.example:\(port)").status == "HTTP/1.1 421 Misdirected Request", "\(path)")
            }
        }
    }

    @Test func aForeignOriginIsRefusedOnRequestsAndOnTheWebSocket() async throws {
        try await ServedScene.with(PreviewServerTests.sceneJSON) { url, _, _ in
            let port = url.port!
            let host = "Host: 127.0.0.1:\(port)"
            #expect(try await Self.answer(port: port, "GET /api/frame?t=1 HTTP/1.1\r\n\(host)\r\nOrigin: http://127.0.0.1:\(port)").status == "HTTP/1.1 200 OK")
            #expect(try await Self.answer(port: port, "GET /api/frame?t=1 HTTP/1.1\r\n\(host)\r\nOrigin: http://localhost:\(port)").status == "HTTP/1.1 200 OK")
            for origin in ["http://evil.example", "null", "https://127.0.0.1:\(port)", "http://127.0.0.1:\(port + 1)"] {
                let (status, body) = try await Self.answer(port: port, "GET /api/export/frame.png?t=1 HTTP/1.1\r\n\(host)\r\nOrigin: \(origin)")
                #expect(status == "HTTP/1.1 403 Forbidden", "\(origin): \(status)")
                #expect(body == "Origin '\(origin)': this server answers only pages of http://127.0.0.1:\(port)\n")
            }
            let upgrade = "GET /api/events HTTP/1.1\r\n\(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13"
            #expect(try await Self.answer(port: port, upgrade + "\r\nOrigin: http://127.0.0.1:\(port)").status == "HTTP/1.1 101 Switching Protocols")
            // A refused upgrade is answered by the WebSocket upgrader's own 400: not switched (101).
            #expect(try await Self.answer(port: port, upgrade + "\r\nOrigin: http://evil.example").status == "HTTP/1.1 400 Bad Request")
            #expect(try await Self.answer(port: port, upgrade.replacingOccurrences(of: host, with: "Host: evil.example:\(port)")
                                    + "\r\nOrigin: http://evil.example").status == "HTTP/1.1 400 Bad Request")
        }
    }

    @Test func headersAreQuotedPrintably() {
        #expect(LocalAddress.printable("a\u{1B}[2Jb\n") == "a?[2Jb?")
        #expect(LocalAddress.printable(String(repeating: "x", count: 500)).count == 100)
    }
}
