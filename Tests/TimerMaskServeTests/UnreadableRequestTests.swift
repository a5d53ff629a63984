import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TimerMaskServe

/// Bytes that are no HTTP request are answered and closed, and connections slow to ask are
/// closed, so they cannot hold the server's places (issue 44, point 6). Before, each of these got
/// no answer and kept its connection open for good.
struct UnreadableRequestTests {
    typealias Raw = IdleConnectionTests

    /// What the server answers `bytes` with, and whether it then closed the connection (within
    /// 30 s; the servers here wait 120 s for a request, so a close is the answer's own; a read
    /// timing out leaves it open).
    static func exchange(_ bytes: [UInt8], port: Int) async throws -> (answer: String, closed: Bool) {
        try await Raw.offPool {
            let socket = try LoopbackSocket.connected(port: port, timeout: 30)
            defer { close(socket) }
            Raw.send(socket, bytes)
            var received: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let got = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                if got == 0 { return (String(decoding: received, as: UTF8.self), true) }
                // A reset is a close too (the server closed with the client's bytes unread).
                if got < 0 { return (String(decoding: received, as: UTF8.self), errno == ECONNRESET) }
                received += buffer.prefix(got)
            }
        }
    }

    static func request(_ port: Int, _ lines: [String]) -> [UInt8] {
        Array((["GET /api/info HTTP/1.1", "Host: 127.0.0.1:\(port)"] + lines).joined(separator: "\r\n").utf8) + Array("\r\n\r\n".utf8)
    }

    @Test func malformedRequestsAreAnswered400AndClosed() async throws {
        try await ServedScene.with(PreviewServerTests.sceneJSON, idleSeconds: 120) { url, _, _ in
            let port = url.port!
            // A TLS 1.2 ClientHello's record header and the start of its handshake.
            let tls: [UInt8] = [0x16, 0x03, 0x01, 0x00, 0xA5, 0x01, 0x00, 0x00, 0xA1, 0x03, 0x03] + Array(repeating: 0x41, count: 40)
            let cases: [(String, [UInt8])] = [
                ("a header with no colon", Self.request(port, ["NoColonHere"])),
                ("a NUL in a header", Self.request(port, ["X-Name: a\u{0}b"])),
                ("a Content-Length that is no number", Self.request(port, ["Content-Length: twelve"])),
                ("two Content-Lengths that disagree", Self.request(port, ["Content-Length: 1", "Content-Length: 2"])),
                ("a TLS ClientHello", tls),
                ("the HTTP/2 connection preface", Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)),
            ]
            for (name, bytes) in cases {
                let (answer, closed) = try await Self.exchange(bytes, port: port)
                #expect(answer.hasPrefix("HTTP/1.1 400"), "\(name): answered \(answer.prefix(60).debugDescription)")
                #expect(answer.contains("could not be read"), "\(name): \(answer.debugDescription)")
                #expect(closed, "\(name): the connection stayed open")
            }
        }
    }

    @Test func headersPastTheLimitAreAnswered431AndClosed() async throws {
        try await ServedScene.with(PreviewServerTests.sceneJSON, idleSeconds: 120) { url, _, _ in
            let port = url.port!
            let huge = (0..<1024).map { "X-Padding-\($0): \(String(repeating: "a", count: 1000))" }   // 1 MiB of headers
            let (answer, closed) = try await Self.exchange(Self.request(port, huge), port: port)
            #expect(answer.hasPrefix("HTTP/1.1 431"), "answered \(answer.prefix(60).debugDescription)")
            #expect(closed)
        }
    }

    @Test func garbageAfterAnAnsweredRequestIsAnsweredAfterIt() async throws {
        try await ServedScene.with(PreviewServerTests.sceneJSON, idleSeconds: 120) { url, _, _ in
            let port = url.port!
            // A good request and, on the same connection at once, a bad one: the first answer is
            // whole, then the 400, then the close.
            let (answer, closed) = try await Self.exchange(Self.request(port, []) + Array("BAD\u{1}REQUEST\r\n\r\n".utf8), port: port)
            #expect(answer.hasPrefix("HTTP/1.1 200 OK"), "answered \(answer.prefix(60).debugDescription)")
            let second = answer.range(of: "HTTP/1.1 400")
            #expect(second != nil, "no 400 after the first answer: \(answer.suffix(200).debugDescription)")
            #expect(closed)
        }
    }

    @Test func connectionsSlowToSendAHeadAreClosed() async throws {
        try await ServedScene.with(PreviewServerTests.sceneJSON, idleSeconds: 1) { url, _, _ in
            let port = url.port!
            // Nothing at all, and a head sent a byte every 0.2 s (which no idle timer sees).
            let silentFor = try await Raw.secondsUntilClosed(port: port)
            #expect(silentFor < Raw.closedWithin, "a silent connection stayed open \(silentFor) s")
            let slowFor = try await Raw.offPool { () -> Double in
                let socket = try LoopbackSocket.connected(port: port, timeout: 30)
                defer { close(socket) }
                let start = Date()
                for byte in "GET /api/info HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: \(String(repeating: "s", count: 200))".utf8 {
                    guard send(socket, [byte], 1, Int32(MSG_NOSIGNAL)) == 1, Date().timeIntervalSince(start) < 30 else { break }
                    usleep(200_000)
                }
                return Date().timeIntervalSince(start)
            }
            #expect(slowFor < Raw.closedWithin, "a connection sending its head a byte at a time stayed open \(slowFor) s")
        }
    }

    @Test func silentConnectionsCannotLockThePageOut() async throws {
        try await ServedScene.with(PreviewServerTests.sceneJSON, maximumConnections: 4, idleSeconds: 1) { url, _, _ in
            let port = url.port!
            // Every place taken by a connection that says nothing; the page's request is answered
            // once they are closed.
            let status = try await Raw.offPool { () -> String in
                let silent = try (0..<4).map { _ in try LoopbackSocket.connected(port: port, timeout: 30) }
                defer { silent.forEach { close($0) } }
                let socket = try LoopbackSocket.connected(port: port, timeout: 20)
                defer { close(socket) }
                Raw.send(socket, Self.request(port, []))
                let answer = Raw.read(socket) { Raw.headEnded($0) } ?? []
                return String(String(decoding: answer, as: UTF8.self).prefix(15))
            }
            #expect(status == "HTTP/1.1 200 OK")
        }
    }
}
