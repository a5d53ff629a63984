import Foundation

/// WidgetKit's clock-hand effect (`_clockHandRotationEffect(period, in: timeZone, anchor:)`,
/// domain.md section 10): a view turned by the wall clock with no timeline entry.
///
/// `phase = (t + zone offset) mod |period|`, `angle = 360° · phase / period`: clockwise as
/// time grows, backwards for a negative period, following the wall clock in the zone (for
/// periods dividing a day, time since local midnight), never restarting when the view appears.
public struct ClockHandRotation: Equatable, Sendable {
    /// One turn; negative turns the other way. `.secondHand` 60 s, `.minuteHand` 3600 s,
    /// `.hourHand` 43200 s.
    public var period: Seconds
    /// The zone the wall clock is read in; nil reads the render's zone (`--time-zone`).
    public var timeZone: TimeZoneSpec?
    public var anchor: UnitPointValue

    public init(period: Seconds, timeZone: TimeZoneSpec? = nil, anchor: UnitPointValue = .center) {
        self.period = period
        self.timeZone = timeZone
        self.anchor = anchor
    }

    /// The named periods of the public wrappers.
    public static let namedPeriods: [String: Seconds] = [
        "secondHand": Rational(60), "minuteHand": Rational(3600), "hourHand": Rational(43200),
    ]

    /// The angle in degrees at `t`, 0 ≤ |angle| < 360.
    public func degrees(at t: Instant, environment: SceneEnvironment) -> Double {
        if environment.clockHand.standsStill { return 0 }
        let zone = timeZone ?? environment.timeZone
        let magnitude = period < .zero ? .zero - period : period
        guard magnitude > .zero else { return 0 }
        var phase = (t.sinceEpoch + Rational(Int128(zone.secondsFromGMT(at: t)))).modulo(magnitude)
        if environment.clockHand.roundsPhaseToSixtieth, magnitude <= Rational(60) {
            phase = Rational((phase * Rational(60)).floor) / Rational(60)
        }
        let turn = (phase / magnitude).doubleValue
        return period < .zero ? -360 * turn : 360 * turn
    }
}

/// What device quirks the clock-hand effect shows (domain.md section 10); both off by default.
public struct ClockHandBehaviour: Equatable, Sendable {
    /// Phase rounded down to 1/60 s, as reported when the update interval is 1 s or more and
    /// the period at most 60 s.
    public var roundsPhaseToSixtieth: Bool
    /// No rotation at all: what iOS 26.1 does to apps built with Xcode 26.1 that call the
    /// effect through the old wrapper.
    public var standsStill: Bool
    public init(roundsPhaseToSixtieth: Bool = false, standsStill: Bool = false) {
        self.roundsPhaseToSixtieth = roundsPhaseToSixtieth
        self.standsStill = standsStill
    }
}

/// What a render assumes of the device: appearance, wall-clock zone, clock-hand quirks.
public struct SceneEnvironment: Equatable, Sendable {
    public var colorScheme: ColorSchemeSetting
    public var timeZone: TimeZoneSpec
    public var clockHand: ClockHandBehaviour
    public init(colorScheme: ColorSchemeSetting = .light, timeZone: TimeZoneSpec = .utc,
                clockHand: ClockHandBehaviour = ClockHandBehaviour()) {
        self.colorScheme = colorScheme
        self.timeZone = timeZone
        self.clockHand = clockHand
    }
}

/// A time zone: a fixed offset (`+09:00`, `-05:30`, `Z`) or an IANA name (`Asia/Seoul`),
/// whose offset follows its daylight-saving rules at each instant.
public enum TimeZoneSpec: Equatable, Hashable, Sendable, CustomStringConvertible {
    case offset(seconds: Int)
    case named(String)

    public static let utc = TimeZoneSpec.offset(seconds: 0)
    /// The largest offset east or west of Greenwich, in seconds: 18 h.
    public static let largestOffset = 18 * 3600

    public init(parsing text: String) throws {
        if text == "Z" || text == "UTC" || text == "GMT" { self = .utc; return }
        if let first = text.first, first == "+" || first == "-" {
            let parts = text.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
            // ±18:00 is as far as Foundation's TimeZone(secondsFromGMT:) goes: +18:59 is no zone.
            guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
                  let h = Int(parts[0]), let m = Int(parts[1]), m < 60, h * 3600 + m * 60 <= Self.largestOffset else {
                throw TimeZoneError("'\(text)' is not a time zone offset (write ±HH:MM, at most ±18:00)")
            }
            self = .offset(seconds: (first == "-" ? -1 : 1) * (h * 3600 + m * 60))
            return
        }
        guard !text.isEmpty, TimeZone(identifier: text) != nil else {
            throw TimeZoneError("'\(text)' is not a time zone (an IANA name such as Asia/Seoul, or an offset such as +09:00)")
        }
        self = .named(text)
    }

    /// Seconds east of Greenwich at instant `t`.
    public func secondsFromGMT(at t: Instant) -> Int {
        switch self {
        case .offset(let seconds): return seconds
        case .named(let name):
            guard let zone = TimeZone(identifier: name) else { return 0 }
            return zone.secondsFromGMT(for: Date(timeIntervalSince1970: t.sinceEpoch.doubleValue))
        }
    }

    public var description: String {
        switch self {
        case .named(let name): return name
        case .offset(let s):
            let m = abs(s) / 60
            let two = { (v: Int) in v < 10 ? "0\(v)" : "\(v)" }
            return (s < 0 ? "-" : "+") + two(m / 60) + ":" + two(m % 60)
        }
    }
}

/// A zone that is neither an IANA name nor an offset within ±18:00.
public typealias TimeZoneError = Refusal<TimeZoneSpec>
