import Testing
@testable import TimerMaskCore

struct TimeParsingTests {
    @Test func isoInstantWithMillisecondsAndZ() throws {
        let spec = try TimeParser.instant("2026-11-21T10:00:01.533Z")
        // 2026-11-21 is day 20_778 since 1970-01-01.
        #expect(spec == .absolute(Instant(sinceEpoch: Rational(20_778 * 86_400 + 36_001) + Rational(533, 1000))))
    }

    @Test func isoOffsetsNameTheSameInstant() throws {
        let utc = try TimeParser.instant("2026-11-21T10:00:01.5Z")
        let tokyo = try TimeParser.instant("2026-11-21T19:00:01.5+09:00")
        let newYork = try TimeParser.instant("2026-11-21T05:00:01.500-0500")
        #expect(utc == tokyo)
        #expect(utc == newYork)
    }

    @Test func isoRoundTripsThroughItsOwnText() throws {
        for text in ["1970-01-01T00:00:00Z", "2026-11-21T10:00:01.533Z", "2000-02-29T23:59:59.000000001Z",
                     "1969-12-31T23:59:59.25Z"] {
            guard case .absolute(let instant) = try TimeParser.instant(text) else {
                Issue.record("\(text) parsed as relative"); continue
            }
            #expect(instant.iso8601 == text)
        }
    }

    @Test func relativeSumsAndFractionsAreExact() throws {
        #expect(try TimeParser.instant("61.533") == .relative(Rational(61_533, 1000)))
        #expect(try TimeParser.instant("-0.25") == .relative(Rational(-1, 4)))
        #expect(try TimeParser.instant("1/15") == .relative(Rational(1, 15)))
        #expect(try TimeParser.instant("2+7/15") == .relative(Rational(37, 15)))
        #expect(try TimeParser.instant("2 - 1/30") == .relative(Rational(59, 30)))
    }

    @Test func relativeInstantsResolveAgainstTheReference() throws {
        let reference = Instant(sinceEpoch: Rational(1000))
        #expect(try TimeParser.instant("1/15").resolved(reference: reference) == Instant(sinceEpoch: Rational(15_001, 15)))
    }

    @Test func durationsTakeUnits() throws {
        #expect(try TimeParser.duration("1/15s") == Rational(1, 15))
        #expect(try TimeParser.duration("66.667ms") == Rational(66_667, 1_000_000))
        #expect(try TimeParser.duration("2s") == Rational(2))
        #expect(try TimeParser.duration("2") == Rational(2))
        #expect(try TimeParser.duration("500us") == Rational(1, 2000))
    }

    @Test(arguments: ["", "abc", "1//2", "1/0", "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z",
                      "2026-11-21T10:00:00", "2026-11-21T25:00:00Z", "2026-11-21T10:00:00+9", "1.2.3", "--1"])
    func malformedInstantsAreRejectedWithTheirText(_ text: String) {
        #expect {
            try TimeParser.instant(text)
        } throws: { error in
            "\(error)".hasPrefix("'\(text)' is not")
        }
    }

    @Test func missingZoneIsExplained() {
        #expect {
            try TimeParser.instant("2026-11-21T10:00:00")
        } throws: { error in
            "\(error)".contains("a zone is required")
        }
    }
}

/// Values a user can type that do not fit 128-bit exact arithmetic are refused, never trapped on.
struct TimeOverflowTests {
    @Test(arguments: ["1/1000000000000007+1/1000000000000009", "1000000000001", "-99999999999999999999999999999",
                      "999999999999999999999999999999.5", "1/3+1/999999999999999989"])
    func unrepresentableRelativeInstantsAreRefused(_ text: String) {
        #expect {
            try TimeParser.instant(text)
        } throws: { error in
            "\(error)" == "'\(text)' is not a time TimerMask can hold exactly (at most 10^12 s, in steps no finer than 10^-18 s)"
        }
    }

    @Test func theLimitsThemselvesAreAccepted() throws {
        #expect(try TimeParser.instant("1000000000000") == .relative(Rational(1_000_000_000_000)))
        #expect(try TimeParser.instant("0.000000000000000001") == .relative(Rational(1, 1_000_000_000_000_000_000)))
    }

    @Test func aFineOffsetThatOverflowsOnceResolvedIsRefused() throws {
        // 1/999999999999999989 s is fine alone; added to a reference with a 1/10^18 s fraction the
        // exact sum needs a denominator of about 10^36.
        let reference = try #require(try TimeParser.instant("2026-11-21T10:00:00.000000000000000001Z").absolute)
        #expect {
            try TimeParser.instant("1/999999999999999989", reference: reference)
        } throws: { error in
            "\(error)".hasPrefix("'1/999999999999999989' is not a time TimerMask can hold exactly")
        }
        #expect(try TimeParser.instant("2+7/15", reference: reference) == reference + Rational(37, 15))
    }

    @Test func checkedOperationsReportOverflow() {
        let big = Rational(Int128.max, 2)
        #expect(big.adding(big) == nil)
        #expect(big.multiplied(by: Rational(2)) == Rational(Int128.max))
        #expect(big.multiplied(by: Rational(3)) == nil)
        #expect(Rational(1, 3).adding(Rational(1, 6)) == Rational(1, 2))
        // Comparison never overflows, however large the denominators.
        let a = Rational(1, 1_000_000_000_000_000_000_000_000_007), b = Rational(1, 1_000_000_000_000_000_000_000_000_009)
        #expect(b < a && !(a < b))
    }

    @Test func decimalTextOfLargeValuesDoesNotOverflow() {
        let huge = Rational(Int128(10).power(30) + 1, Int128(10).power(6))
        #expect(huge.decimalString(maxFractionDigits: 9) == "1000000000000000000000000.000001")
        #expect(Rational(-1, 4).decimalString() == "-0.25")
        #expect(Rational(2_999_999_999, 1_000_000_000).decimalString(maxFractionDigits: 3) == "3")
    }
}

private extension InstantSpec {
    var absolute: Instant? { if case .absolute(let i) = self { return i } else { return nil } }
}

private extension Int128 {
    func power(_ n: Int) -> Int128 { (0..<n).reduce(1) { r, _ in r * self } }
}
