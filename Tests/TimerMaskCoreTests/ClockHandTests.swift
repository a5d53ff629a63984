import Foundation
import Testing
@testable import TimerMaskCore

/// The clock-hand angle read off the wall clock: `360° · ((t + zone offset) mod |period|) / period`.
/// Every expected angle is worked out here from the local wall-clock time, not read back.
struct ClockHandTests {
    static func instant(_ text: String) -> Instant {
        guard case .absolute(let t)? = try? TimeParser.instant(text) else { fatalError("not an instant: \(text)") }
        return t
    }

    static func zone(_ text: String) -> TimeZoneSpec { try! TimeZoneSpec(parsing: text) }

    func degrees(period: Int, zone: String? = nil, at text: String, in environment: SceneEnvironment = SceneEnvironment()) -> Double {
        ClockHandRotation(period: Rational(period), timeZone: zone.map(Self.zone))
            .degrees(at: Self.instant(text), environment: environment)
    }

    @Test(arguments: [
        // (period, zone, instant, degrees): the local wall-clock time is in the comment.
        (60, "Z", "2026-01-01T00:00:15Z", 90.0),              // 15 s past the minute
        (3600, "Z", "2026-01-01T00:15:00Z", 90.0),            // quarter past
        (43200, "Z", "2026-01-01T03:00:00Z", 90.0),           // 3 o'clock
        (43200, "+09:00", "2026-01-01T00:00:00Z", 270.0),     // 09:00 in Seoul
        (3600, "+09:00", "2026-01-01T00:10:00Z", 60.0),       // a whole-hour offset leaves the minute hand alone
        (3600, "-05:30", "2026-01-01T00:10:00Z", 240.0),      // 18:40 the day before: the half hour shows
        (43200, "-05:30", "2026-01-01T00:00:00Z", 195.0),     // 18:30 → 6.5 h of 12
        (86400, "+09:00", "2026-01-01T20:00:00Z", 75.0),      // 05:00 on 2 January local: past local midnight
        (86400, "-05:30", "2026-01-01T02:00:00Z", 307.5),     // 20:30 on 31 December local
        (60, "Z", "1969-12-31T23:59:45Z", 270.0),             // before the epoch: phase stays in [0, period)
    ])
    func angleFollowsTheLocalWallClock(period: Int, zone: String, at text: String, expected: Double) {
        let got = degrees(period: period, zone: zone, at: text)
        #expect(abs(got - expected) < 1e-9, "period \(period) s in \(zone) at \(text): \(got)°")
    }

    @Test func withoutItsOwnZoneTheHandReadsTheRendersZone() {
        let environment = SceneEnvironment(timeZone: Self.zone("-05:30"))
        #expect(degrees(period: 3600, at: "2026-01-01T00:10:00Z", in: environment) == 240)
        // The hand's own zone wins over the render's.
        #expect(degrees(period: 3600, zone: "Z", at: "2026-01-01T00:10:00Z", in: environment) == 60)
    }

    @Test func aNegativePeriodTurnsBackwards() {
        #expect(degrees(period: -60, at: "2026-01-01T00:00:15Z") == -90)
        #expect(degrees(period: -3600, zone: "-05:30", at: "2026-01-01T00:10:00Z") == -240)
        #expect(degrees(period: -60, at: "2026-01-01T00:00:00Z") == 0)
    }

    @Test func anIANAZoneEqualsItsOffset() {
        // Korea has kept +09:00 all year since 1988.
        for text in ["2026-01-01T00:10:00Z", "2026-07-01T15:47:13Z", "2026-12-31T23:59:59Z"] {
            for period in [60, 3600, 43200, 86400] {
                #expect(degrees(period: period, zone: "Asia/Seoul", at: text) == degrees(period: period, zone: "+09:00", at: text),
                        "period \(period) at \(text)")
            }
        }
        // A zone with daylight saving follows it: New York is -05:00 in January, -04:00 in July.
        #expect(degrees(period: 43200, zone: "America/New_York", at: "2026-01-01T12:00:00Z") == 210)   // 07:00
        #expect(degrees(period: 43200, zone: "America/New_York", at: "2026-07-01T12:00:00Z") == 240)   // 08:00
    }

    @Test func roundingThePhaseToASixtiethHoldsTheHandBetweenSteps() {
        let t = Self.instant("2026-01-01T00:00:15Z") + Rational(1, 120)   // half a sixtieth past 15 s
        let hand = ClockHandRotation(period: Rational(60))
        let exact = hand.degrees(at: t, environment: SceneEnvironment())
        let rounds = SceneEnvironment(clockHand: ClockHandBehaviour(roundsPhaseToSixtieth: true))
        #expect(abs(exact - (90 + 360.0 / 60 / 120)) < 1e-9)
        #expect(hand.degrees(at: t, environment: rounds) == 90)
        // Just short of the next sixtieth it still reads the step before.
        let late = Self.instant("2026-01-01T00:00:15Z") + Rational(1, 60) - Rational(1, 1_000_000)
        #expect(hand.degrees(at: late, environment: rounds) == 90)
        #expect(abs(hand.degrees(at: late + Rational(1, 1_000_000), environment: rounds) - (90 + 6.0 / 60)) < 1e-9)
        // Only periods of at most 60 s are rounded.
        let minute = ClockHandRotation(period: Rational(3600))
        #expect(minute.degrees(at: t, environment: rounds) == minute.degrees(at: t, environment: SceneEnvironment()))
        #expect(minute.degrees(at: t, environment: rounds) != 90.0 / 60)
    }

    @Test func aHandThatStandsStillReadsZero() {
        let still = SceneEnvironment(timeZone: Self.zone("+09:00"), clockHand: ClockHandBehaviour(standsStill: true))
        for text in ["2026-01-01T00:00:15Z", "2026-01-01T20:00:00Z"] {
            #expect(degrees(period: 60, at: text, in: still) == 0)
            #expect(degrees(period: -43200, zone: "-05:30", at: text, in: still) == 0)
        }
    }

    /// ±18:00 is the widest offset Foundation gives a zone for; a minute past it is refused.
    @Test func offsetsReachEighteenHoursAndNoFurther() throws {
        for text in ["+18:00", "-18:00"] {
            let zone = try TimeZoneSpec(parsing: text)
            #expect(TimeZone(secondsFromGMT: zone.secondsFromGMT(at: Instant(sinceEpoch: .zero))) != nil, "\(text)")
        }
        for text in ["+18:01", "-18:01", "+18:59"] {
            #expect(throws: TimeZoneError.self) { try TimeZoneSpec(parsing: text) }
            #expect(TimeZone(secondsFromGMT: (18 * 60 + Int(text.suffix(2))!) * 60) == nil, "Foundation has no zone \(text) either")
        }
    }

    @Test(arguments: ["+9:00", "+09", "+19:00", "+09:60", "+18:59", "-18:30", "Mars/Olympus", ""])
    func badZonesAreRefusedWithOneSentence(text: String) {
        #expect { try TimeZoneSpec(parsing: text) } throws: { error in
            "\(error)".hasPrefix("'\(text)' is not a time zone")
        }
    }
}
