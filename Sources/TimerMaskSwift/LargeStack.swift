import Foundation

/// Runs parsing and evaluation on a thread with a large stack. Both recurse as deep as the
/// code nests and calls nest; their limits (512 syntax levels, 64 calls) keep that finite, and
/// this stack keeps it from overflowing the 8 MB of the main thread. Its pages are reserved,
/// and used only as deep as the recursion goes.
enum LargeStack {
    static let size = 1 << 30

    static func run<T>(_ body: () throws -> T) throws -> T {
        try withoutActuallyEscaping(body) { escaping in
            let box = ResultBox(escaping)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                box.run()
                done.signal()
            }
            thread.stackSize = size
            thread.start()
            done.wait()
            return try box.result!.get()
        }
    }
}

/// The body and its result, handed between the caller and the large-stack thread, which never
/// run at the same time (the caller waits).
private final class ResultBox<T>: @unchecked Sendable {
    /// Let go of as soon as it has run: `withoutActuallyEscaping` traps if the body outlives
    /// the call, and the thread object may outlive it.
    var body: (() throws -> T)?
    var result: Result<T, Error>?
    init(_ body: @escaping () throws -> T) { self.body = body }
    func run() {
        guard let body else { return }
        self.body = nil
        result = Result { try body() }
    }
}
