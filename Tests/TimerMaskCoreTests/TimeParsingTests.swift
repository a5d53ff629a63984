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
