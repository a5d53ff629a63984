import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TimerMaskServe

/// The server holds at most `maximumConnections` open: one more is not accepted (its request
/// waits) until one closes, so no client can make it render without bound.
///
/// The waits for an answer that must come (`answerWait`) only bound how long a broken server
/// could hang the test; they are not what it measures. In the parallel suite, beside headless
/// Chromium on two cores, a first `/api/info` has taken more than 10 s (a fresh-clone CI run).
struct ConnectionLimitTests {
    static let answerWait = 60
    /// A kept-alive HTTP/1.1 connection that has been answered once, so the server has accepted it.
    final class AnsweredConnection {
        let socket: Int32
        init(port: Int) throws {
            socket = try LoopbackSocket.connected(port: port, timeout: ConnectionLimitTests.answerWait)
            let request = Array("GET /api/info HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
            _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
            var buffer = [UInt8](repeating: 0, count: 16)
            let got = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard got > 0, String(decoding: buffer.prefix(got), as: UTF8.self).hasPrefix("HTTP/1.1 200") else { throw POSIXError(.ETIMEDOUT) }
        }
        deinit { close(socket) }
    }

    func status(_ url: URL, timeout: Double) async -> Int? {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        let session = URLSession(configuration: configuration)
        defer { session.invalidateAndCancel() }
        guard let (_, response) = try? await session.data(from: url) else { return nil }
        return (response as? HTTPURLResponse)?.statusCode
    }

    @Test func aConnectionPastTheLimitWaitsUntilOneCloses() async throws {
        try await ServedScene.with(PreviewServerTests.sceneJSON, maximumConnections: 2) { url, _, _ in
            let frame = URL(string: "api/frame?t=1", relativeTo: url)!
            var held: [AnsweredConnection] = try (0..<2).map { _ in try AnsweredConnection(port: url.port!) }
            #expect(await status(frame, timeout: 1.5) == nil, "a third connection was answered while two were open")
            held.removeFirst()
            #expect(await status(frame, timeout: Double(Self.answerWait)) == 200)
            #expect(held.count == 1)
        }
    }

    @Test func aLimitBelowOneIsOne() {
        #expect(PreviewServer(source: PreviewSource(watching: []) { _ in throw CancellationError() }, maximumConnections: 0).maximumConnections == 1)
    }
}
