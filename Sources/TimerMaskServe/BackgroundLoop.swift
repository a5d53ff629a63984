import Foundation
import Synchronization

/// Work the preview server does beside its requests, repeated every `interval` seconds on a
/// thread of its own until stopped: it blocks (walking the watched files, loading the widget,
/// rendering a loop), so it stays off Swift's cooperative pool, whose few threads (two on a
/// 2-core machine) answer the page's requests.
final class BackgroundLoop: Sendable {
    private let stopping = Mutex(false)

    /// Starts the thread; `body` is told how to ask whether the loop has been stopped, so long
    /// work can end early (the question may be asked from other threads the work starts).
    init(every interval: Double, _ body: @escaping @Sendable (_ stopped: @escaping @Sendable () -> Bool) -> Void) {
        let stopped: @Sendable () -> Bool = { [self] in stopping.withLock { $0 } }
        Thread {
            while !stopped() {
                body(stopped)
                Thread.sleep(forTimeInterval: interval)
            }
        }.start()
    }

    /// Ends the loop after the step in progress (which `stopped` tells to end).
    func stop() { stopping.withLock { $0 = true } }
}
