import Foundation
import Testing
import TestFixtures
import TimerMask
import TimerMaskServe

/// A preview server on a free port of 127.0.0.1 for a scene file in a fresh folder, watched
/// every 50 ms: what each serve test starts with.
enum ServedScene {
    /// Runs `body` with the page's address, the scene file and the source, then stops the server.
    static func with(_ json: String, maximumConnections: Int = PreviewServer.defaultMaximumConnections,
                     idleSeconds: Int = PreviewServer.defaultIdleSeconds,
                     _ body: (URL, URL, PreviewSource) async throws -> Void) async throws {
        let folder = try Fixtures.temporaryDirectory()
        let file = folder.appendingPathComponent("widget.json")
        try Data(json.utf8).write(to: file)
        let source = PreviewSource(watching: [file]) { variant in
            PreviewSource.Widget(try SceneBundle.load(sceneFile: file), environment: SceneEnvironment(colorScheme: variant.scheme))
        }
        try await serving(source, maximumConnections: maximumConnections, idleSeconds: idleSeconds) { url in try await body(url, file, source) }
    }

    /// Runs `body` with the address of a server of `bundle` (a preset), then stops it.
    static func with(_ bundle: SceneBundle, _ body: (URL) async throws -> Void) async throws {
        let source = PreviewSource(watching: []) { variant in
            PreviewSource.Widget(bundle, environment: SceneEnvironment(colorScheme: variant.scheme))
        }
        try await serving(source, body)
    }

    static func serving(_ source: PreviewSource, maximumConnections: Int = PreviewServer.defaultMaximumConnections,
                        idleSeconds: Int = PreviewServer.defaultIdleSeconds, _ body: (URL) async throws -> Void) async throws {
        let address = AsyncStream<URL>.makeStream()
        let server = Task {
            try await PreviewServer(source: source, watchInterval: 0.05, maximumConnections: maximumConnections, idleSeconds: idleSeconds)
                .run { address.continuation.yield($0) }
        }
        defer { server.cancel() }
        var iterator = address.stream.makeAsyncIterator()
        guard let url = await iterator.next() else { Issue.record("the server did not start"); return }
        try await body(url)
    }
}
