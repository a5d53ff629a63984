import Testing
import TimerMaskCore
import TimerMaskPreview

struct FrameScheduleTests {
    let reference = Instant(sinceEpoch: Rational(1_767_225_600))

    func ticks(duration: Seconds, fps: Rational, timing: FrameTiming, states: [Int]? = nil) throws -> [Int] {
        let sampling = try PreviewSampling(start: reference, duration: duration, fps: fps)
        return FrameSchedule(sampling: sampling, timing: timing, states: states).entries.map(\.ticks)
    }

    @Test func fifteenFPSAlternatesSevenSevenSixCentiseconds() throws {
        let delays = try ticks(duration: Rational(2), fps: Rational(15), timing: .gif)
        #expect(delays == Array([7, 7, 6].repeated(10)))
    }

    @Test func fifteenFPSAlternatesSixtySevenSixtySevenSixtySixMilliseconds() throws {
        let delays = try ticks(duration: Rational(2), fps: Rational(15), timing: .webp)
        #expect(delays == Array([67, 67, 66].repeated(10)))
    }

    @Test func sixtyFPSInAGIFDropsSlotsBrowsersWouldSlowDown() throws {
        let delays = try ticks(duration: Rational(2), fps: Rational(60), timing: .gif)
        #expect(delays.allSatisfy { $0 >= 2 }, "no delay of 0 or 1 cs, which browsers show as 10")
        #expect(delays.reduce(0, +) == 200)
    }

    @Test func samplesWithEqualStatesBecomeOneFrame() throws {
        let states = [0, 0, 0, 1, 1, 2, 2, 2]   // 8 samples at 8 fps = 1 s
        let sampling = try PreviewSampling(start: reference, duration: Rational(1), fps: Rational(8))
        let schedule = FrameSchedule(sampling: sampling, timing: .webp, states: states)
        #expect(schedule.entries.map(\.sample) == [0, 3, 5])
        #expect(schedule.entries.map(\.ticks) == [375, 250, 375])
    }

    @Test(arguments: [(Rational(2), Rational(15)), (Rational(7, 3), Rational(30000, 1001)), (Rational(1), Rational(240)),
                      (Rational(3, 100), Rational(60)), (Rational(61, 10), Rational(10)), (Rational(1, 1000), Rational(1))])
    func ticksSumToTheDurationWithoutDrift(duration: Seconds, fps: Rational) throws {
        for timing in [FrameTiming.gif, .webp] {
            let delays = try ticks(duration: duration, fps: fps, timing: timing)
            let expected = Int((duration * Rational(Int128(timing.ticksPerSecond))).ceil)
            #expect(delays.reduce(0, +) == expected, "\(duration) s at \(fps) fps in 1/\(timing.ticksPerSecond) s")
            if delays.count > 1 { #expect(delays.allSatisfy { $0 >= timing.minimumTicks }) }
        }
    }

    @Test func samplingInstantsAreExact() throws {
        let fps = Rational(30000, 1001)
        let sampling = try PreviewSampling(start: reference + Rational(61), duration: Rational(10), fps: fps)
        #expect(sampling.count == 300)   // ⌈10 · 29.97⌉ = ⌈299.7⌉
        #expect(sampling.instant(299) == reference + Rational(61) + Rational(299 * 1001, 30000))
        #expect(sampling.offset(300) == Rational(10))
    }

    @Test(arguments: [
        (Rational(0), Rational(15), "the duration 0 s must be above zero"),
        (Rational(-1), Rational(15), "the duration -1 s must be above zero"),
        (Rational(1), Rational(0), "0 fps must be above 0 and at most 240"),
        (Rational(200), Rational(60), "200 s at 60 fps is 12000 frames, over the limit of 10000"),
    ])
    func badSpansAreRefusedInOneSentence(duration: Seconds, fps: Rational, message: String) {
        #expect { try PreviewSampling(start: reference, duration: duration, fps: fps) } throws: { "\($0)" == message }
    }
}

extension Array {
    func repeated(_ times: Int) -> [Element] { (0..<times).flatMap { _ in self } }
}
