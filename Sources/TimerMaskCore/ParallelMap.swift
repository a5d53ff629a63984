import Dispatch
import Synchronization

/// `body(0) … body(count - 1)`, run on all cores, the results in order. When some fail, the
/// error of the lowest index is thrown, as if they had run one by one; a task whose index is
/// above one that already failed is skipped, since its result would be thrown away.
public func parallelMap<T: Sendable, Failure: Error>(count: Int, _ body: @Sendable (Int) throws(Failure) -> T) throws(Failure) -> [T] {
    let slots = ResultSlots<T, Failure>(count: count)
    let lowestFailure = Mutex(Int.max)
    DispatchQueue.concurrentPerform(iterations: count) { k in
        guard lowestFailure.withLock({ $0 > k }) else { return }
        do throws(Failure) {
            slots.store(.success(try body(k)), at: k)
        } catch {
            slots.store(.failure(error), at: k)
            lowestFailure.withLock { $0 = min($0, k) }
        }
    }
    let failed = lowestFailure.withLock { $0 }
    if failed < count, case .failure(let error) = slots[failed] { throw error }
    return (0..<count).map { k in
        guard case .success(let value) = slots[k] else { preconditionFailure("task \(k) of \(count) left no result") }
        return value
    }
}

/// One slot per task, each written by exactly one task: no two writers share a slot, and the
/// results are read only after `concurrentPerform` has returned.
private final class ResultSlots<T: Sendable, Failure: Error>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result<T, Failure>?>
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }
    deinit {
        slots.deinitialize()
        slots.deallocate()
    }
    func store(_ value: Result<T, Failure>, at index: Int) { slots[index] = value }
    subscript(index: Int) -> Result<T, Failure>? { slots[index] }
}
