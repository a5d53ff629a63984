import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// The preview server's connections: Hummingbird's HTTP/1 with the WebSocket upgrade, plus
/// ``UnreadableRequests``, so that bytes which are not a request are answered and closed and a
/// connection that never finishes a request's head does not keep its place.
struct AnsweringChildChannel: ServerChildChannel {
    /// Hummingbird's upgrade negotiation, as it sits in the pipeline until the first request is through.
    typealias Negotiation = NIOTypedHTTPServerUpgradeHandler<HTTP1WebSocketUpgradeChannel.UpgradeResult>

    let inner: HTTP1WebSocketUpgradeChannel
    /// How long a connection may wait, open, before a request's head has arrived in full.
    let headDeadline: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1WebSocketUpgradeChannel.Value> {
        inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            // Appended after the upgrade negotiation, so it sees the request parts the HTTP
            // decoder reads and the decoder's errors, and every response written after it.
            let requests = UnreadableRequests(headDeadline: headDeadline)
            let pipeline = channel.pipeline.syncOperations
            try pipeline.addHandler(requests)
            // The negotiation holds the first request until the router has said whether it is
            // an upgrade, which on a busy machine can take longer than the deadline: its head is
            // seen arriving before it.
            let negotiation = try pipeline.handler(type: Negotiation.self)
            try pipeline.addHandler(FirstHeadArrived { requests.cancelDeadline() }, position: .before(negotiation))
            return value
        }
    }

    func handle(value: HTTP1WebSocketUpgradeChannel.Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

/// Answers what the HTTP decoder cannot read, and closes connections that are slow to ask.
///
/// Without it a malformed request (a header with no colon, a NUL, a `Content-Length` that is no
/// number, a TLS or HTTP/2 preface) or an oversized one (more than 80 KB of headers) got no
/// answer at all and its connection stayed open, one of the server's few places held for good;
/// and a client that opened a connection and sent nothing, or a header a byte at a time, held
/// its place too (Hummingbird times out only idle connections between requests).
///
/// - A decoder error is answered `431 Request Header Fields Too Large` (headers past the limit)
///   or `400 Bad Request`, with one sentence, and the connection is closed; a request read
///   before the bad bytes is answered first.
/// - Whenever the connection waits for a request (from its opening, and after each response
///   when no other request is outstanding), the request's head must arrive in full within
///   `headDeadline`, else the connection is closed without a word.
/// - A connection upgraded to a WebSocket leaves HTTP: the handler removes itself (the socket's
///   pings time out a dead page).
final class UnreadableRequests: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let headDeadline: TimeAmount
    private var deadline: Scheduled<Void>?
    private var requestsStarted = 0
    private var responsesEnded = 0
    private var responseOpen = false
    /// An answer owed for unreadable bytes, given once the open response ends.
    private var owed: HTTPParserError?
    private var answered = false

    init(headDeadline: TimeAmount) { self.headDeadline = headDeadline }

    func handlerAdded(context: ChannelHandlerContext) { armDeadline(context: context) }

    func handlerRemoved(context: ChannelHandlerContext) { cancelDeadline() }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) {
            requestsStarted += 1
            cancelDeadline()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status.code >= 200: responseOpen = true
        case .end:
            responseOpen = false
            responsesEnded += 1
            context.write(data, promise: promise)
            if let error = owed {
                answer(error, context: context)
            } else if responsesEnded >= requestsStarted {
                armDeadline(context: context)
            }
            return
        default: break
        }
        context.write(data, promise: promise)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let error = error as? HTTPParserError else { return context.fireErrorCaught(error) }
        // Answered here: the handlers behind would only log it and wait for more.
        // A request read before the bad bytes is answered first (its answer may not have begun).
        if responseOpen || requestsStarted > responsesEnded { owed = error } else { answer(error, context: context) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        context.fireUserInboundEventTriggered(event)
        if case .upgradeComplete = event as? HTTPServerUpgradeEvents {
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    /// Stops the wait for a request's head: one has arrived in full (FirstHeadArrived sees the
    /// first before the upgrade negotiation lets it through), or the connection is answered or gone.
    func cancelDeadline() {
        deadline?.cancel()
        deadline = nil
    }

    private func armDeadline(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: headDeadline) { Self.close(context) }
    }

    /// Closes the connection. While the upgrade negotiation still waits for a first request, it
    /// is told the input ended, as when the client hangs up (closed under it, it would fail as
    /// an error Hummingbird logs for every such connection).
    private static func close(_ context: ChannelHandlerContext) {
        if (try? context.pipeline.syncOperations.handler(type: AnsweringChildChannel.Negotiation.self)) != nil {
            context.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        }
        context.close(promise: nil)
    }

    private func answer(_ error: HTTPParserError, context: ChannelHandlerContext) {
        guard !answered else { return }
        answered = true
        cancelDeadline()
        let (status, sentence): (HTTPResponseStatus, String) = error == .headerOverflow
            ? (.requestHeaderFieldsTooLarge, "the request's headers are longer than this server reads (80 KB)")
            : (.badRequest, "the request could not be read as HTTP/1.1 (\(error))")
        var body = context.channel.allocator.buffer(capacity: sentence.utf8.count + 1)
        body.writeString(sentence + "\n")
        let head = HTTPResponseHead(version: .http1_1, status: status,
                                    headers: ["Content-Type": "text/plain; charset=utf-8", "Content-Length": "\(body.readableBytes)",
                                              "Connection": "close"])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in Self.close(context) }
    }
}

/// Says when the connection's first request head has been read, then leaves the pipeline: it
/// sits between the HTTP decoder and the upgrade negotiation, which may hold that head a while
/// and, for a WebSocket, replaces the decoder (after which no request parts come).
final class FirstHeadArrived: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    private let arrived: () -> Void

    init(_ arrived: @escaping () -> Void) { self.arrived = arrived }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // The first part of a request is always its head.
        arrived()
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}
