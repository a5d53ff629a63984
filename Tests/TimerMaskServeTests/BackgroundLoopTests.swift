import Foundation
import Synchronization
import Testing
@testable import TimerMaskServe

/// serve's background work runs on threads of its own; the pass that draws ahead of the page
/// yields the cores to the page's requests.
struct BackgroundLoopTests {
    /// Runs `loop`'s first step and returns what it saw of its thread's priority.
    func firstStep(yielding: Bool) async throws -> (onMainThread: Bool, nice: Int32?) {
        let seen = Mutex<(Bool, Int32?)?>(nil)
        let loop = BackgroundLoop(every: 0.05, yielding: yielding) { _ in
            #if canImport(Glibc)
            let nice: Int32? = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            #else
            let nice: Int32? = nil
            #endif
            seen.withLock { if $0 == nil { $0 = (Thread.isMainThread, nice) } }
        }
        defer { loop.stop() }
        for _ in 0..<200 {
            if let first = seen.withLock({ $0 }) { return first }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("the loop never ran")
        return (false, nil)
    }

    @Test func theWarmingPassRunsAtALowerPriorityAndTheWatcherDoesNot() async throws {
        let warming = try await firstStep(yielding: true)
        let watching = try await firstStep(yielding: false)
        #expect(!warming.onMainThread && !watching.onMainThread)
        #if canImport(Glibc)
        // The test process's own nice value is the base; only the yielding thread is raised.
        let base = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        #expect(watching.nice == base)
        #expect(warming.nice == min(19, base + 10))
        #endif
    }
}
