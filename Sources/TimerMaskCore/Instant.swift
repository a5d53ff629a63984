/// A duration or offset in seconds, exact.
public typealias Seconds = Rational

/// A wall-clock instant: exact seconds since 1970-01-01T00:00:00Z (leap seconds ignored, as
/// Foundation's `Date` ignores them).
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let sinceEpoch: Seconds

    public init(sinceEpoch: Seconds) { self.sinceEpoch = sinceEpoch }

    public static func + (l: Instant, r: Seconds) -> Instant { Instant(sinceEpoch: l.sinceEpoch + r) }
    public static func - (l: Instant, r: Seconds) -> Instant { Instant(sinceEpoch: l.sinceEpoch - r) }
    public static func - (l: Instant, r: Instant) -> Seconds { l.sinceEpoch - r.sinceEpoch }
    public static func < (l: Instant, r: Instant) -> Bool { l.sinceEpoch < r.sinceEpoch }

    /// ISO-8601 in UTC with as many fractional digits as needed, up to nanoseconds:
    /// `2026-11-21T10:00:01.533Z`.
    public var iso8601: String {
        let (whole, fraction) = sinceEpoch.floorParts
        let days = whole >= 0 ? whole / 86_400 : -((-whole + 86_399) / 86_400)
        let secondOfDay = Int(whole - days * 86_400)
        let (y, m, d) = CivilCalendar.date(fromDays: Int(days))
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        var text = "\(y)-\(two(m))-\(two(d))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
        if fraction != .zero {
            let decimals = fraction.decimalString(maxFractionDigits: 9)   // "0.533"
            text += decimals.dropFirst()                                    // ".533"
        }
        return text + "Z"
    }

    public var description: String { iso8601 }
}

/// Proleptic Gregorian calendar arithmetic on day counts since 1970-01-01, exact and
/// independent of the machine's time zone (after Howard Hinnant's civil-date algorithms).
enum CivilCalendar {
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func date(fromDays z0: Int) -> (year: Int, month: Int, day: Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
