import Foundation
import Synchronization
import Testing
import TimerMask
@testable import TimerMaskServe

/// The background pass that draws the loop after a load gives way to the page: it draws no
/// instant while a picture the page asked for is being made, nor soon after one.
struct PreviewWarmUpTests {
    /// The built-in 30-layer stack, as serve loads it (a 2 s loop at 15 fps).
    func widgetnimationSource() throws -> PreviewSource {
        let bundle = try SceneBundle.widgetnimation()
        return PreviewSource(watching: []) { variant in
            PreviewSource.Widget(bundle, environment: SceneEnvironment(colorScheme: variant.scheme))
        }
    }

    @Test func theLoopWaitsWhileAPictureIsBeingMade() throws {
        let source = try widgetnimationSource()
        let held = 2.0
        let clock = ContinuousClock()
        let start = clock.now
        let serving = Thread { source.servingPicture { Thread.sleep(forTimeInterval: held) } }
        serving.start()
        while !source.isServingPicture { Thread.sleep(forTimeInterval: 0.001) }
        PreviewWarmUp.warm(source, generation: source.generation, stopped: { false })
        let took = clock.now - start
        #expect(took >= .seconds(held), "the loop was drawn in \(took) while a picture was being made for \(held) s")
        #expect(source.isWarm && !source.isServingPicture)
    }

    /// A page asking for a picture every 0.1 s (a drag) for 3 s: the loop, which waits 0.5 s
    /// after the page's last picture, draws nothing until the drag is over. Without the wait it
    /// draws between the pictures and is done well within the drag.
    @Test func theLoopWaitsUntilThePageHasAskedForNoPictureForAWhile() throws {
        let source = try widgetnimationSource()
        let dragging = 3.0
        let clock = ContinuousClock()
        let start = clock.now
        let drag = Thread {
            while clock.now - start < .seconds(dragging) {
                source.servingPicture { Thread.sleep(forTimeInterval: 0.002) }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        drag.start()
        while !source.isServingPictures(quiet: .seconds(1)) { Thread.sleep(forTimeInterval: 0.001) }
        PreviewWarmUp.warm(source, generation: source.generation, quiet: .milliseconds(500), stopped: { false })
        let took = clock.now - start
        #expect(took >= .seconds(dragging), "the loop was drawn in \(took) while the page asked for a picture every 0.1 s for \(dragging) s")
        #expect(source.isWarm)
    }

    /// On two threads every instant of the plan (two loops, light and dark) is drawn exactly
    /// once, and both threads draw: a counter shared without its lock hands an instant out
    /// twice or skips one, and a pass that forgets its helpers draws on one thread.
    @Test func theLoopIsDrawnOnSeveralThreadsEachInstantOnce() throws {
        let source = try widgetnimationSource()
        let plan = PreviewWarmUp.instants(source, parts: 2)
        #expect(plan.count == 2 * 2 * 30, "two loops of 30 instants in each scheme")
        // Each scheme's instants: every 1/15 s of the 2 s loop, twice over.
        let reference = plan[0].renderer.scene.reference
        for half in [plan[..<60], plan[60...]] {
            #expect(half.map { ($0.instant - reference) * Rational(15) }.sorted() == (0..<60).map { Rational(Int128($0), 1) })
        }
        #expect(Set(plan.map { "\($0.renderer.environment.colorScheme)" }).count == 2)
        // Each instant drawn as "scheme instant", with the thread that drew it.
        let drawn = Mutex<[(key: String, thread: ObjectIdentifier)]>([])
        PreviewWarmUp.warm(source, generation: source.generation, workers: 2, stopped: { false }) { renderer, instant in
            Thread.sleep(forTimeInterval: 0.002)
            drawn.withLock { $0.append(("\(renderer.environment.colorScheme) \(instant)", ObjectIdentifier(Thread.current))) }
        }
        let seen = drawn.withLock { $0 }
        #expect(seen.map(\.key).sorted() == plan.map { "\($0.renderer.environment.colorScheme) \($0.instant)" }.sorted())
        #expect(Set(seen.map(\.thread)).count == 2, "drawn on \(Set(seen.map(\.thread)).count) thread(s)")
        #expect(source.isWarm)
    }

    /// Once the page asks for a picture, the pass goes on on one thread: its helpers end. A page
    /// asks every 20 ms for 0.5 s once 10 instants are drawn; after that every instant is drawn
    /// on the pass's own thread. A helper that only waited, as the pass does, would draw again.
    @Test func theHelpersEndWhenThePageAsks() throws {
        let source = try widgetnimationSource()
        let clock = ContinuousClock()
        let drawn = Mutex<[(thread: ObjectIdentifier, at: ContinuousClock.Instant)]>([])
        let dragEnded = Mutex<ContinuousClock.Instant?>(nil)
        let drag = Thread {
            let began = clock.now
            while drawn.withLock({ $0.count }) < 10, clock.now - began < .seconds(10) { Thread.sleep(forTimeInterval: 0.001) }
            let start = clock.now
            while clock.now - start < .milliseconds(500) {
                source.servingPicture { Thread.sleep(forTimeInterval: 0.002) }
                Thread.sleep(forTimeInterval: 0.02)
            }
            dragEnded.withLock { $0 = clock.now }
        }
        drag.start()
        let own = ObjectIdentifier(Thread.current)
        PreviewWarmUp.warm(source, generation: source.generation, workers: 2, stopped: { false }) { _, _ in
            Thread.sleep(forTimeInterval: 0.005)
            drawn.withLock { $0.append((ObjectIdentifier(Thread.current), clock.now)) }
        }
        let seen = drawn.withLock { $0 }
        let end = try #require(dragEnded.withLock { $0 })
        #expect(Set(seen.prefix(10).map(\.thread)).count == 2, "two threads before the page asked")
        let after = seen.filter { $0.at > end }
        #expect(!after.isEmpty && after.allSatisfy { $0.thread == own }, "\(after.count) drawn after the drag, on \(Set(after.map(\.thread)).count) thread(s)")
        #expect(seen.count == 2 * 2 * 30)
    }

    /// A pass stopped part way (the server shutting down) has not drawn the loop, and does not
    /// say it has: the page's next drags would be taken for warm ones.
    @Test func aPassStoppedPartWayIsNotWarm() throws {
        let source = try widgetnimationSource()
        let drawn = Mutex(0)
        PreviewWarmUp.warm(source, generation: source.generation, workers: 2, stopped: { drawn.withLock { $0 } >= 10 }) { _, _ in
            drawn.withLock { $0 += 1 }
        }
        #expect(drawn.withLock { $0 } < 2 * 2 * 30)
        #expect(!source.isWarm)
    }

    /// A picture of a million pixels or more is warmed on one thread whatever the cores: two
    /// renders in flight would each hold a canvas of its size (the 300 MB goal at @3x).
    @Test func aLargePictureIsWarmedOnOneThread() throws {
        var preset = WidgetnimationPreset()
        preset.displayScale = 6    // 1020 px a side
        let bundle = try SceneBundle.widgetnimation(preset)
        let source = PreviewSource(watching: []) { variant in
            PreviewSource.Widget(bundle, environment: SceneEnvironment(colorScheme: variant.scheme))
        }
        let threads = Mutex(Set<ObjectIdentifier>())
        let drawn = Mutex(0)
        PreviewWarmUp.warm(source, generation: source.generation, workers: 2, stopped: { false }) { _, _ in
            Thread.sleep(forTimeInterval: 0.002)
            threads.withLock { _ = $0.insert(ObjectIdentifier(Thread.current)) }
            drawn.withLock { $0 += 1 }
        }
        #expect(threads.withLock { $0.count } == 1)
        #expect(drawn.withLock { $0 } == 2 * 2 * 30)
    }

    /// Each loop is cut into runs taken in turn, every instant once: two threads starting
    /// together work in different halves of the loop, not on neighbouring instants.
    @Test func aLoopIsTakenInInterleavedRuns() {
        #expect(PreviewWarmUp.interleaved(6, parts: 2) == [0, 3, 1, 4, 2, 5])
        #expect(PreviewWarmUp.interleaved(7, parts: 2) == [0, 4, 1, 5, 2, 6, 3])
        #expect(PreviewWarmUp.interleaved(5, parts: 1) == [0, 1, 2, 3, 4])
        #expect(PreviewWarmUp.interleaved(0, parts: 3) == [])
        for count in 0...40 {
            for parts in 1...5 {
                #expect(PreviewWarmUp.interleaved(count, parts: parts).sorted() == Array(0..<count), "\(count) in \(parts)")
            }
        }
    }
}
