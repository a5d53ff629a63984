import Foundation

/// Pixels several renders touch together, counted as they are drawn (`DrawBudget` spends into
/// it): a scan (TimerMaskTiming) shares one among its renders and sets how many it may ask for.
package final class ScanBudget: @unchecked Sendable {
    /// Pixels all the renders of one scan may touch together (`DrawBudget.pixels` counts them).
    package static let pixels = 1 << 32

    private let lock = NSLock()
    private var used = 0
    private var exhausted = false

    package init() {}

    /// Spends `count` pixels a render is about to touch, refusing once the scan is over budget.
    func spend(pixels count: Int) throws {
        let total: Int = lock.withLock { used += count; return used }
        guard total <= Self.pixels else { throw overBudget() }
    }

    /// Refuses a render before it starts once the scan has spent its budget: the renders left
    /// fail at once, not after each one's layout.
    func checkNotExhausted() throws {
        if lock.withLock({ exhausted }) { throw overBudget() }
    }

    private func overBudget() -> RenderError {
        lock.withLock { exhausted = true }
        return RenderError(.overLimit, "the scan's renders touch more than \(Self.pixels) pixels together, over the budget of one scan; scan a shorter span or a simpler widget")
    }
}
