import Foundation
import TimerMaskRaster

/// Renders pictures on every core while the caller consumes them in order: at most `window`
/// pictures exist at once (rendered or waiting), so memory stays flat however many there are.
enum OrderedRendering {
    static var defaultWindow: Int { max(2, ProcessInfo.processInfo.activeProcessorCount * 2) }

    /// Calls `body(k, render(k))` for k = 0 ..< count, in order, on the calling thread, while
    /// `render` runs ahead on other threads. The first error (from either) stops the run once the
    /// renders already started have finished.
    static func forEach(_ count: Int, window: Int = defaultWindow,
                        render: @escaping @Sendable (Int) throws -> RGBAImage,
                        _ body: (Int, RGBAImage) throws -> Void) throws {
        let slots = Slots()
        var submitted = 0
        defer { slots.waitUntilIdle() }
        for k in 0..<count {
            while submitted < count && submitted < k + window {
                let index = submitted
                submitted += 1
                slots.started()
                DispatchQueue.global(qos: .userInitiated).async {
                    let result = Result { try render(index) }
                    slots.finished(index, result)
                }
            }
            try body(k, try slots.take(k).get())
        }
    }

    /// Results by index, handed from the rendering threads to the consuming one.
    private final class Slots: @unchecked Sendable {
        private let condition = NSCondition()
        private var results: [Int: Result<RGBAImage, any Error>] = [:]
        private var running = 0

        func started() {
            condition.lock(); running += 1; condition.unlock()
        }

        func finished(_ index: Int, _ result: Result<RGBAImage, any Error>) {
            condition.lock()
            results[index] = result
            running -= 1
            condition.broadcast()
            condition.unlock()
        }

        func take(_ index: Int) -> Result<RGBAImage, any Error> {
            condition.lock()
            defer { condition.unlock() }
            while results[index] == nil { condition.wait() }
            return results.removeValue(forKey: index)!
        }

        func waitUntilIdle() {
            condition.lock()
            while running > 0 { condition.wait() }
            results.removeAll()
            condition.unlock()
        }
    }
}
