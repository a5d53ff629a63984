import Foundation

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

    /// The zone as Foundation's (UTC for a name Foundation no longer knows).
    public var foundationZone: TimeZone {
        switch self {
        case .offset(let seconds): return TimeZone(secondsFromGMT: seconds) ?? TimeZone(secondsFromGMT: 0)!
        case .named(let name): return TimeZone(identifier: name) ?? TimeZone(secondsFromGMT: 0)!
        }
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
