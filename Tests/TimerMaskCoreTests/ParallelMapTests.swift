import Synchronization
import Testing
import TimerMaskCore

/// The one parallel loop every module uses: results in index order, and on failure the error a
/// loop run one by one would have met first.
struct ParallelMapTests {
    struct Failure: Error, Equatable { let index: Int }

    @Test func resultsComeInIndexOrder() {
        let squares = parallelMap(count: 1000) { $0 * $0 }
        #expect(squares == (0..<1000).map { $0 * $0 })
        #expect(parallelMap(count: 0) { $0 }.isEmpty)
    }

    @Test func theLowestFailingIndexIsThrownWhateverFinishesFirst() {
        // Every index from 300 on fails; the later ones would often finish first.
        for _ in 0..<20 {
            #expect(throws: Failure(index: 300)) {
                _ = try parallelMap(count: 1000) { (k: Int) throws(Failure) -> Int in
                    if k >= 300 { throw Failure(index: k) }
                    return k
                }
            }
        }
    }

    @Test func noIndexBelowTheFailureIsSkipped() {
        let ran = Mutex([Bool](repeating: false, count: 500))
        #expect(throws: Failure(index: 499)) {
            _ = try parallelMap(count: 500) { (k: Int) throws(Failure) -> Int in
                ran.withLock { $0[k] = true }
                if k == 499 { throw Failure(index: k) }
                return k
            }
        }
        #expect(ran.withLock { $0 }.allSatisfy { $0 })
    }

    @Test func refusalsOfDifferentSubjectsAreDifferentTypesWithTheSameSentence() {
        let zone: Error = TimeZoneError("'Mars' is not a time zone")
        #expect(zone is TimeZoneError)
        #expect(!(zone is JitterError))
        #expect("\(zone)" == "'Mars' is not a time zone")
        #expect(zone.localizedDescription == "'Mars' is not a time zone")
    }
}
