import Foundation

/// Work the preview server does beside its requests, repeated every `interval` seconds on a
/// thread of its own until stopped: it blocks (walking the watched files, loading the widget,
/// rendering a loop), so it stays off Swift's cooperative pool, whose few threads (two on a
/// 2-core machine) answer the page's requests.
final class BackgroundLoop: @unchecked Sendable {
    private let thread: Thread

    /// Starts the thread; `body` is told how to ask whether the loop has been stopped, so long work can end early.
    init(every interval: Double, _ body: @escaping @Sendable (_ stopped: () -> Bool) -> Void) {
        thread = Thread {
            let stopped = { Thread.current.isCancelled }
            while !stopped() {
                body(stopped)
                Thread.sleep(forTimeInterval: interval)
            }
        }
        thread.start()
    }

    /// Ends the loop after the step in progress (which `stopped` tells to end).
    func stop() { thread.cancel() }
}
