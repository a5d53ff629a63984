import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import TimerMask

/// `timermask serve`: a local web server on 127.0.0.1 serving one page that plays the widget,
/// lets one drag through time and explains each instant, and the renders it asks for. Nothing
/// else is served; every request is bounded (its instant, the picture's size is the scene's).
public struct PreviewServer: Sendable {
    public let source: PreviewSource
    /// The port to listen on; 0 takes a free one (printed by `run`).
    public var port: Int
    /// How often the inputs are looked at for a change, in seconds.
    public var watchInterval: Double
    /// The most connections open at once (at least 1); one more waits, not accepted, until one closes.
    public var maximumConnections: Int

    /// How long a kept-alive connection may stay idle before the server closes it, in whole
    /// seconds (at least 1).
    public var idleSeconds: Int

    public init(source: PreviewSource, port: Int = 0, watchInterval: Double = 0.25,
                maximumConnections: Int = PreviewServer.defaultMaximumConnections, idleSeconds: Int = PreviewServer.defaultIdleSeconds) {
        self.source = source
        self.port = port
        self.watchInterval = watchInterval
        self.maximumConnections = max(1, maximumConnections)
        self.idleSeconds = max(1, idleSeconds)
    }

    /// A browser opens up to six connections to one host, and each open page holds one more for
    /// its reload events: 64 serve nine pages at once, and bound what a runaway client can start
    /// (each connection renders one request at a time, so at most 64 renders or exports run).
    public static let defaultMaximumConnections = 64

    /// `/api/frame`'s PNGs cross the loopback only: stored, not deflated (deflate was most of a
    /// frame request's time, and a megabyte moves over loopback in about a millisecond).
    static let pageCompression = PNGCompression(level: 0, filters: .none, strategy: .standard)

    /// Twenty seconds: a page asks far more often while it is used, and reconnects when it is not.
    public static let defaultIdleSeconds = 20

    /// The most seconds from the reference a page may ask for (about 31 years).
    public static let longestOffset = 1e9

    /// Serves until the process is interrupted; `started` is told the page's address once listening.
    public func run(started: @escaping @Sendable (URL) -> Void) async throws {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let listening = ListeningPort()
        router.add(middleware: LocalRequestsOnly(port: listening))
        router.add(middleware: ErrorsAsSentences())
        let source = self.source
        router.get("/") { _, _ -> Response in
            Self.response(Data(PreviewPage.html.utf8), type: "text/html; charset=utf-8")
        }
        router.get("/api/info") { _, _ -> Response in
            Self.response(try Self.info(source), type: "application/json")
        }
        // The instant's picture as PNG; the page's canvases take the same pixels as straight RGBA
        // rows (`/api/pixels`): no encoding here and no decoding in the browser.
        router.get("/api/frame") { request, _ -> Response in
            try Self.picture(request, source, type: "image/png") { ByteBuffer(bytes: try PNGCodec.encode($0, compression: Self.pageCompression)) }
        }
        router.get("/api/pixels") { request, _ -> Response in
            // Copied once, into the response's buffer, and un-premultiplied there: at @3x a
            // picture of the 16-font stack is 4.8 MB, and each copy more was in the peak memory.
            try Self.picture(request, source, type: "application/octet-stream") { image in
                var buffer = ByteBuffer(bytes: image.pixels)
                if !image.isOpaque { buffer.withUnsafeMutableReadableBytes { RGBAImage.unpremultiply($0) } }
                return buffer
            }
        }
        router.get("/api/explain") { request, _ -> Response in
            switch Self.instant(request, source) {
            case .failure(let failure): return Self.problem(failure.message)
            case .success(let (renderer, t)):
                return Self.response(try PreviewExplanation(renderer, at: t).json(), type: "application/json")
            }
        }
        // What is shown, as a file: the instant's PNG; the span from it as GIF, WebP, sheet or diagram.
        router.get("/api/export/:file") { request, context -> Response in
            let name = context.parameters.get("file") ?? ""
            guard let export = PreviewExport(rawValue: name) else {
                return Self.problem("\(name): the page exports \(PreviewExport.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            switch Self.span(request, default: "2").flatMap({ span in Self.instant(request, source).map { ($0.0, $0.1, span) } }) {
            case .failure(let failure): return Self.problem(failure.message)
            case .success(let (renderer, t, span)):
                var response = Self.response(Data(try export.bytes(renderer, start: t, span: span)), type: export.contentType)
                response.headers[.contentDisposition] = "attachment; filename=\"\(name)\""
                return response
            }
        }
        // The glitches a jittered device shows from t for span seconds, against the ideal schedule.
        router.get("/api/glitches") { request, _ -> Response in
            switch Self.span(request, default: "10").flatMap({ span in Self.instant(request, source).map { ($0.0, $0.1, span) } }) {
            case .failure(let failure): return Self.problem(failure.message)
            case .success(let (renderer, t, span)):
                let report = GlitchReport(try TimingScan(renderer: renderer).run(from: t, to: t + span))
                let reference = renderer.scene.reference
                let glitches: [[String: Any]] = report.glitches.map {
                    ["start": ($0.start - reference).doubleValue, "end": ($0.end - reference).doubleValue, "kind": $0.kind.rawValue]
                }
                // Two frames while a band boundary crosses the view: expected, listed apart.
                let splits: [[String: Any]] = report.splits.map {
                    ["start": ($0.start - reference).doubleValue, "end": ($0.end - reference).doubleValue]
                }
                // The report `timermask jitter` prints, for the page to show beside the strip.
                let title = "glitches from R + \(String(format: "%.3f", (t - reference).doubleValue)) s for \(String(format: "%.3f", span.doubleValue)) s"
                return Self.response(try JSONSerialization.data(withJSONObject: ["glitches": glitches, "splits": splits,
                                                                                 "report": report.text(title: title)], options: [.sortedKeys]),
                                     type: "application/json")
            }
        }
        // Each new load of the widget (a file changed), as its generation number.
        // It ends as soon as the page closes it (its inbound stream ends), so a closed page's
        // connection is freed at once, not at the next reload.
        router.ws("/api/events") { inbound, outbound, _ in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { for try await _ in inbound {} }
                group.addTask {
                    for await generation in source.generations() {
                        try await outbound.write(.text("{\"generation\": \(generation)}"))
                    }
                }
                try await group.next()
                group.cancelAll()
            }
        }
        let watcher = BackgroundLoop(every: watchInterval) { _ in source.reloadIfChanged() }
        // Each new load's loop drawn once in the background (PreviewWarmUp).
        let warmer = BackgroundLoop(every: 0.25) { stopped in
            if !source.isWarm { PreviewWarmUp.warm(source, generation: source.generation, stopped: stopped) }
        }
        defer { watcher.stop(); warmer.stop() }
        // The server's own log says only what went wrong: the address is printed by `started`.
        var logger = Logger(label: "timermask serve")
        logger.logLevel = .warning
        // A kept-alive connection idle for `idleSeconds` is closed (the page reconnects), so idle
        // clients cannot hold every connection; the page's WebSocket is pinged every half of it.
        let channel = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: .seconds(Int64(idleSeconds))),
            ws: .init(autoPing: .enabled(timePeriod: .seconds(Int64(max(1, idleSeconds / 2))))))
        // Bytes that are no request are answered 400/431 and closed, and a connection slow to
        // send a request's head is closed after `idleSeconds` (UnreadableRequests).
        let webSocketResponder = router.buildResponder()
        let server = HTTPServerBuilder { responder in
            AnsweringChildChannel(inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder,
                                                                      configuration: channel),
                                  headDeadline: .seconds(Int64(idleSeconds)))
        }
        let app = Application(router: router, server: server,
                              configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port), serverName: "timermask",
                                                                      availableConnectionsDelegate: MaximumAvailableConnections(maximumConnections, logger: logger)),
                              onServerRunning: { channel in
                                  if let port = channel.localAddress?.port {
                                      listening.set(port)
                                      started(URL(string: "http://127.0.0.1:\(port)/")!)
                                  }
                              },
                              logger: logger)
        try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    }

    /// The renderer of `family=` (else the first) and `scheme=`, and the instant of `t=` (seconds after the reference).
    static func instant(_ request: Request, _ source: PreviewSource) -> Result<(SceneRenderer, Instant), PreviewFailure> {
        let query = request.uri.queryParameters
        let family = query["family"].map(String.init) ?? source.families[0]
        let schemeText = query["scheme"].map(String.init) ?? "light"
        guard let scheme = ColorSchemeSetting(rawValue: schemeText) else {
            return .failure(PreviewFailure(message: "scheme=\(schemeText): not light or dark"))
        }
        let tText = query["t"].map(String.init) ?? "0"
        guard let t = Double(tText), t.isFinite, abs(t) <= longestOffset else {
            return .failure(PreviewFailure(message: "t=\(tText): not a number of seconds within ±\(Int(longestOffset))"))
        }
        let model: JitterModel
        switch PreviewJitter.model(query) {
        case .failure(let failure): return .failure(failure)
        case .success(let m): model = m
        }
        return source.renderer(PreviewSource.Variant(family: family, scheme: scheme), jitter: model).map { renderer in
            (renderer, renderer.scene.reference + Seconds(approximating: t, denominator: 1_000_000))
        }
    }

    /// The picture of the request's instant, family and scheme, as `encode` writes it, with how
    /// long it took here as W3C Server-Timing (`render;dur=…, encode;dur=…` in ms; a browser's
    /// developer tools show it, and the page adds it to its "shown … ms after the change") and
    /// its size in pixels as `TimerMask-Size: WIDTHxHEIGHT`.
    static func picture(_ request: Request, _ source: PreviewSource, type: String,
                        encode: (RGBAImage) throws -> ByteBuffer) throws -> Response {
        switch instant(request, source) {
        case .failure(let failure): return problem(failure.message)
        case .success(let (renderer, t)):
            let clock = ContinuousClock()
            let start = clock.now
            let image = try source.servingPicture { try renderer.render(at: t).image }
            let rendered = clock.now
            var response = self.response(try encode(image), type: type)
            response.headers[.init("Server-Timing")!] = "render;dur=\(milliseconds(rendered - start)), encode;dur=\(milliseconds(clock.now - rendered))"
            response.headers[.init("TimerMask-Size")!] = "\(image.width)x\(image.height)"
            return response
        }
    }

    /// The `span=` seconds of an export or a scan (at least a microsecond and at most `PreviewExport.longestSpan`), to the microsecond.
    static func span(_ request: Request, default text: String) -> Result<Seconds, PreviewFailure> {
        let spanText = request.uri.queryParameters["span"].map(String.init) ?? text
        // Checked after rounding to the microsecond: 1e-7 is above 0 but rounds to none.
        guard let span = Double(spanText), span.isFinite, span <= PreviewExport.longestSpan,
              case let rounded = Seconds(approximating: max(0, span), denominator: 1_000_000), rounded > Seconds(0) else {
            return .failure(PreviewFailure(message: "span=\(spanText): not a number of seconds from 0.000001 to \(Int(PreviewExport.longestSpan))"))
        }
        return .success(rounded)
    }

    /// The page's facts about the widget: its size, its entries' and reload's seconds after the
    /// reference, its frame rate, and the load error if there is one.
    static func info(_ source: PreviewSource) throws -> Data {
        var out: [String: Any] = ["generation": source.generation, "warm": source.isWarm]
        switch source.renderer(.light) {
        case .failure(let failure):
            out["error"] = failure.message
        case .success(let renderer):
            let scene = renderer.scene
            out["width"] = scene.width
            out["height"] = scene.height
            out["displayScale"] = scene.displayScale
            out["reference"] = scene.reference.iso8601
            out["entries"] = scene.timeline?.dates(reference: scene.reference).map { ($0 - scene.reference).doubleValue } ?? []
            out["reload"] = scene.timeline?.reloadDate(reference: scene.reference).map { ($0 - scene.reference).doubleValue }
            out["fps"] = scene.animation.map { $0.fps.doubleValue }
            out["warnings"] = renderer.approximations
            // Each family shown, with its size in points.
            out["families"] = source.families.compactMap { family -> [String: Any]? in
                guard case .success(let r) = source.renderer(PreviewSource.Variant(family: family, scheme: .light)) else { return nil }
                return ["name": family ?? "", "width": r.scene.width, "height": r.scene.height]
            }
        }
        return try JSONSerialization.data(withJSONObject: out.compactMapValues { $0 }, options: [.sortedKeys])
    }

    /// A duration in milliseconds with one decimal, as Server-Timing's `dur` takes it.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }

    static func response(_ data: Data, type: String) -> Response {
        response(ByteBuffer(bytes: data), type: type)
    }

    /// The same, for a body already in a buffer (a picture, copied there once).
    static func response(_ body: ByteBuffer, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store"], body: ResponseBody(byteBuffer: body))
    }

    /// A request the page should not have made, or a widget that does not load: the sentence.
    static func problem(_ message: String) -> Response {
        Response(status: .unprocessableContent, headers: [.contentType: "text/plain; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: message)))
    }
}
