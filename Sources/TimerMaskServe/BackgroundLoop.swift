import Foundation

/// Work the preview server does beside its requests, repeated every `interval` seconds on a
/// thread of its own until stopped: it blocks (walking the watched files, loading the widget,
/// rendering a loop), so it stays off Swift's cooperative pool, whose few threads (two on a
/// 2-core machine) answer the page's requests.
final class BackgroundLoop: @unchecked Sendable {
    private let thread: Thread

    /// Starts the thread; `body` is told how to ask whether the loop has been stopped, so long work can end early.
    /// A `yielding` loop (work ahead of need, such as drawing the loop before the page asks)
    /// runs at a lower priority, so the requests it would compete with get the cores first.
    init(every interval: Double, yielding: Bool = false, _ body: @escaping @Sendable (_ stopped: () -> Bool) -> Void) {
        thread = Thread {
            if yielding { Self.lowerPriority() }
            let stopped = { Thread.current.isCancelled }
            while !stopped() {
                body(stopped)
                Thread.sleep(forTimeInterval: interval)
            }
        }
        thread.start()
    }

    /// The calling thread's nice value raised by 10 (to 19 at most): on Linux nice is a thread's
    /// own (setpriority with who 0 sets the calling thread's); elsewhere the thread's quality of service.
    private static func lowerPriority() {
        #if canImport(Glibc)
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        _ = setpriority(which, 0, min(19, getpriority(which, 0) + 10))
        #else
        Thread.current.qualityOfService = .utility
        #endif
    }

    /// Ends the loop after the step in progress (which `stopped` tells to end).
    func stop() { thread.cancel() }
}
