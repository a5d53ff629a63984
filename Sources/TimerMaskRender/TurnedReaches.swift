import Foundation
import TimerMaskCore
import TimerMaskRaster

/// Each turned mask's reach (`TurnedReach`), by what its layout depends on, recorded the first
/// time it is drawn; nil where it does not apply, so it is not looked for again. Bounded by
/// count: a mask whose place changes from instant to instant makes a new entry each time.
final class TurnedReaches: @unchecked Sendable {
    /// What a mask was given: its view, the rectangle it is laid out in, the transform and the
    /// geometry reader's size above it (a turned mask has no timer).
    struct Key: Hashable { let id: Int; let rect: Rect; let transform: Transform2D; let geo: Size? }

    static let limit = 4096
    private var known: [Key: TurnedReach?] = [:]
    private let lock = NSLock()

    /// The reach recorded for `key`: .some(nil) where it does not apply, nil when not recorded yet.
    func reach(_ key: Key) -> TurnedReach?? { lock.withLock { known[key] } }

    /// Every reach recorded, for tests.
    var recorded: [TurnedReach] { lock.withLock { known.values.compactMap { $0 } } }

    func keep(_ reach: TurnedReach?, for key: Key) {
        lock.withLock {
            if known.count >= Self.limit { known.removeAll(keepingCapacity: true) }
            known[key] = .some(reach)
        }
    }
}
