import Dispatch
import Synchronization
import Testing
import TimerMaskRaster

struct ImageSourceTests {
    @Test func pixelsAreMadeOnceWhenFirstAskedEvenByManyThreadsAtOnce() throws {
        let made = Mutex(0)
        let source = ImageSource(width: 3, height: 2) {
            made.withLock { $0 += 1 }
            return RGBAImage(width: 3, height: 2, filledWith: .white)
        }
        #expect(!source.isLoaded && made.withLock { $0 } == 0, "knowing the size makes nothing")
        DispatchQueue.concurrentPerform(iterations: 8) { _ in _ = try? source.pixels() }
        #expect(source.isLoaded && made.withLock { $0 } == 1)
        #expect(try source.pixels() == RGBAImage(width: 3, height: 2, filledWith: .white))
    }

    @Test func aFailedMakingIsTriedAgainAndNothingIsKept() throws {
        struct Unreadable: Error {}
        let attempts = Mutex(0)
        let source = ImageSource(width: 1, height: 1) {
            attempts.withLock { $0 += 1 }
            throw Unreadable()
        }
        #expect(throws: Unreadable.self) { try source.pixels() }
        #expect(throws: Unreadable.self) { try source.pixels() }
        #expect(!source.isLoaded && attempts.withLock { $0 } == 2)
    }

    @Test func aMappedSourceKeepsOnlyItsOwnPixels() throws {
        let original = ImageSource(width: 2, height: 2) { RGBAImage(width: 2, height: 2, filledWith: .black) }
        let doubled = original.mapped(width: 4, height: 4) { Resampler.resize($0, width: 4, height: 4) }
        #expect(doubled.width == 4 && !doubled.isLoaded)
        #expect(try doubled.pixels().width == 4)
        #expect(doubled.isLoaded && !original.isLoaded, "the 2×2 original is not kept beside the 4×4")
    }
}
