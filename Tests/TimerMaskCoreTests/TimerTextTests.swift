import Testing
@testable import TimerMaskCore

struct TimerTextTests {
    let date = Instant(sinceEpoch: Rational(1_800_000_000))

    func text(elapsed seconds: Rational, _ rounding: TimerRounding = .default) -> String {
        TimerText(date: date, rounding: rounding).string(at: date + seconds)
    }

    @Test(arguments: [(555, "9:15"), (613, "10:13"), (6832, "1:53:52"), (116_015, "32:13:35"),
                      (0, "0:00"), (59, "0:59"), (60, "1:00"), (3599, "59:59"), (3600, "1:00:00")])
    func formatsLikeTheSystemTimer(seconds: Int, expected: String) {
        #expect(TimerText.format(wholeSeconds: Int128(seconds)) == expected)
    }

    @Test func hoursNeverRollOverIntoDays() {
        // 24 days 8 hours ahead reads 584:00:00, then 583:59:59.
        let ahead = Rational(-(24 * 86_400 + 8 * 3600))
        #expect(text(elapsed: ahead) == "584:00:00")
        #expect(text(elapsed: ahead + Rational(1)) == "583:59:59")
        #expect(text(elapsed: ahead + Rational(1, 2)) == "584:00:00")
        #expect(text(elapsed: ahead + Rational(1, 2), .floor) == "583:59:59")
    }

    @Test func countsUpFromAPastDate() {
        #expect(text(elapsed: Rational(61)) == "1:01")
        #expect(text(elapsed: Rational(61) + Rational(999, 1000)) == "1:01")
        #expect(text(elapsed: Rational(62)) == "1:02")
    }

    @Test func countsDownToAFutureDateWithoutASign() {
        #expect(text(elapsed: Rational(-10)) == "0:10")
        #expect(text(elapsed: Rational(-9)) == "0:09")
    }

    @Test func lastDigitFlipsAtWholeSecondsInBothDirectionsByDefault() {
        for k in -5...5 {
            let before = text(elapsed: Rational(k) - Rational(1, 1_000_000))
            let at = text(elapsed: Rational(k))
            #expect(before.last != at.last, "no flip at \(k) s")
            #expect(text(elapsed: Rational(k) + Rational(999_999, 1_000_000)) == at)
        }
    }

    @Test func ceilShowsZeroOnlyDuringTheSecondFromTheDate() {
        #expect(text(elapsed: Rational(-1, 2), .ceil) == "0:01")
        #expect(text(elapsed: .zero, .ceil) == "0:00")
        #expect(text(elapsed: Rational(1, 2), .ceil) == "0:00")
        #expect(text(elapsed: Rational(1), .ceil) == "0:01")
    }

    @Test func floorShowsZeroForTwoSecondsAroundTheDate() {
        #expect(text(elapsed: Rational(-1, 2), .floor) == "0:00")
        #expect(text(elapsed: Rational(-1), .floor) == "0:01")
        #expect(text(elapsed: Rational(1, 2), .floor) == "0:00")
        #expect(text(elapsed: Rational(1), .floor) == "0:01")
    }

    @Test func nearestChangesAtHalfSeconds() {
        #expect(text(elapsed: Rational(49, 100), .nearest) == "0:00")
        #expect(text(elapsed: Rational(1, 2), .nearest) == "0:01")
        #expect(text(elapsed: Rational(-1, 2), .nearest) == "0:01")
        #expect(text(elapsed: Rational(-49, 100), .nearest) == "0:00")
    }

    @Test func nextChangeIsTheNextWholeSecondOfElapsedTime() {
        let timer = TimerText(date: date + Rational(1, 15))
        #expect(timer.nextChange(after: date) == date + Rational(1, 15))
        #expect(timer.nextChange(after: date + Rational(1, 15)) == date + Rational(16, 15))
        let nearest = TimerText(date: date, rounding: .nearest)
        #expect(nearest.nextChange(after: date) == date + Rational(1, 2))
    }
}
