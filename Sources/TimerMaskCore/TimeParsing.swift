/// An instant as a user writes it: a wall-clock date, or seconds relative to a scene's
/// reference date (which is only known later).
public enum InstantSpec: Hashable, Sendable, CustomStringConvertible {
    case absolute(Instant)
    case relative(Seconds)
    /// `Date()` plus an offset in the view that reads it: the moment a timeline entry is
    /// rendered (`"now-60"` in scene files). Outside a timeline the view is rendered at R.
    case rendered(Seconds)
    /// A named instant a timeline entry gives (`{"value": "dayStart"}` in scene files).
    case value(String)

    /// The instant this names, given the reference date relative ones are counted from. A
    /// view outside a timeline is taken as rendered at R; a named value is only known in an
    /// entry (`resolved(reference:entry:)`), so it reads R here.
    public func resolved(reference: Instant) -> Instant {
        switch self {
        case .absolute(let instant): return instant
        case .relative(let offset), .rendered(let offset): return reference + offset
        case .value: return reference
        }
    }

    /// Whether the instant depends on the timeline entry it is shown in.
    public var dependsOnEntry: Bool {
        switch self {
        case .absolute, .relative: return false
        case .rendered, .value: return true
        }
    }

    public var description: String {
        switch self {
        case .absolute(let instant): return instant.iso8601
        case .relative(let offset): return "R\(offset < .zero ? "" : "+")\(offset.decimalString(maxFractionDigits: 9))s"
        case .rendered(let offset): return offset == .zero ? "now" : "now\(offset < .zero ? "" : "+")\(offset.decimalString(maxFractionDigits: 9))s"
        case .value(let name): return "value '\(name)'"
        }
    }
}

/// Why some text is not an instant or a duration: one sentence that quotes it.
public struct TimeParseError: Error, Equatable, CustomStringConvertible {
    public let text: String
    public let reason: String
    public var description: String { "'\(text)' is not \(reason)" }
}

/// Reads instants and durations exactly (no floating point anywhere).
///
/// Instants: `2026-11-21T10:00:01.533Z`, `2026-11-21T19:00:01+09:00`, or seconds relative to
/// the reference date: `61.533`, `-0.25`, `1/15`, `2+7/15`.
/// Durations: the same arithmetic with an optional unit: `1/15s`, `66.667ms`, `2s`, `500us`.
public enum TimeParser {
    public static func instant(_ text: String) throws -> InstantSpec {
        let trimmed = text.trimmingWhitespace
        // A date has a '-' after four digits and a 'T'/space time part; relative sums never do.
        if trimmed.count >= 10, trimmed.prefix(4).allSatisfy(\.isASCIIDigit),
           trimmed.dropFirst(4).first == "-" {
            return .absolute(try iso8601(trimmed, original: text))
        }
        return .relative(try seconds(trimmed, original: text,
                                     expected: "an instant (an ISO-8601 date-time such as 2026-11-21T10:00:01.533Z, or seconds from the reference such as 61.533, -0.25, 1/15 or 2+7/15)"))
    }

    /// Parses `text` and resolves it against `reference`, refusing (rather than trapping on) an
    /// instant whose exact value, or distance from the reference, would not fit in 128 bits.
    public static func instant(_ text: String, reference: Instant) throws -> Instant {
        try resolve(instant(text), writtenAs: text, reference: reference)
    }

    /// `spec`, parsed from `text` before the reference was known, resolved against `reference`
    /// with the same refusal as `instant(_:reference:)`.
    public static func resolve(_ spec: InstantSpec, writtenAs text: String, reference: Instant) throws -> Instant {
        guard case .relative(let offset) = spec else { return spec.resolved(reference: reference) }
        guard let since = reference.sinceEpoch.adding(offset), since.adding(-reference.sinceEpoch) != nil else {
            throw TimeParseError(text: text, reason: unrepresentable + " once added to the reference \(reference.iso8601)")
        }
        return Instant(sinceEpoch: since)
    }

    /// Every parsed time is a multiple of 1/`finestStep` s (18 digits, the decimal syntax's limit)
    /// at most `largestSeconds` from zero; where two typed values meet, checked arithmetic refuses the rest.
    public static let finestStep: Int128 = 1_000_000_000_000_000_000
    public static let largestSeconds: Int128 = 1_000_000_000_000
    public static let unrepresentable = "a time TimerMask can hold exactly (at most 10^12 s, in steps no finer than 10^-18 s)"

    /// Whether `value` is within the range and steps every parsed time keeps to.
    public static func isRepresentable(_ value: Seconds) -> Bool {
        value.denominator <= finestStep && value.numerator.magnitude <= UInt128(largestSeconds) * value.denominator.magnitude
    }

    public static func duration(_ text: String) throws -> Seconds {
        let trimmed = text.trimmingWhitespace
        let expected = "a duration (such as 1/15s, 66.667ms, 2s or 500us)"
        let units: [(String, Rational)] = [("ms", Rational(1, 1000)), ("us", Rational(1, 1_000_000)),
                                           ("µs", Rational(1, 1_000_000)), ("min", Rational(60)),
                                           ("s", Rational(1))]
        for (suffix, scale) in units where trimmed.hasSuffix(suffix) {
            let body = String(trimmed.dropLast(suffix.count)).trimmingWhitespace
            guard let value = try seconds(body, original: text, expected: expected).multiplied(by: scale) else {
                throw TimeParseError(text: text, reason: unrepresentable)
            }
            return value
        }
        return try seconds(trimmed, original: text, expected: expected)
    }

    /// An exact number such as a frame rate: `15`, `29.97`, `30000/1001`.
    public static func number(_ text: String) throws -> Rational {
        try seconds(text.trimmingWhitespace, original: text, expected: "a number (such as 15, 29.97 or 30000/1001)")
    }

    /// A sum of signed terms, each a decimal (`61.533`) or a fraction (`7/15`).
    static func seconds(_ text: String, original: String, expected: String) throws -> Seconds {
        let fail = TimeParseError(text: original, reason: expected)
        let chars = Array(text.filter { !$0.isWhitespace })
        guard !chars.isEmpty else { throw fail }
        var total = Rational.zero
        var i = 0
        while i < chars.count {
            var sign = Rational.one
            if chars[i] == "+" || chars[i] == "-" {
                if chars[i] == "-" { sign = -sign }
                i += 1
            } else if i > 0 {
                throw fail
            }
            let start = i
            while i < chars.count, chars[i] != "+", chars[i] != "-" { i += 1 }
            guard let term = term(String(chars[start..<i])) else { throw fail }
            guard let sum = total.adding(sign * term) else { throw TimeParseError(text: original, reason: unrepresentable) }
            total = sum
        }
        guard isRepresentable(total) else {
            throw TimeParseError(text: original, reason: unrepresentable)
        }
        return total
    }

    private static func term(_ text: String) -> Rational? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: return decimal(text)
        case 2:
            guard let n = decimal(String(parts[0])), let d = decimal(String(parts[1])), d != .zero else { return nil }
            return n.multiplied(by: Rational(d.denominator, d.numerator))
        default: return nil
        }
    }

    /// `12`, `12.5`, `.5`; at most 18 fractional digits.
    static func decimal(_ text: String) -> Rational? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, !text.isEmpty, text != "." else { return nil }
        let wholeText = parts[0], fracText = parts.count == 2 ? parts[1] : ""
        guard wholeText.allSatisfy(\.isASCIIDigit), fracText.allSatisfy(\.isASCIIDigit),
              wholeText.count <= 30, fracText.count <= 18 else { return nil }
        let whole = Int128(wholeText.isEmpty ? "0" : String(wholeText))!
        guard !fracText.isEmpty else { return Rational(whole) }
        var scale: Int128 = 1
        for _ in fracText { scale *= 10 }
        return Rational(whole).adding(Rational(Int128(String(fracText))!, scale))
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fff…](Z|±HH:MM|±HHMM)`; a zone is required, so no instant
    /// depends on the machine it is read on.
    static func iso8601(_ text: String, original: String) throws -> Instant {
        func fail(_ why: String) -> TimeParseError {
            TimeParseError(text: original, reason: "a valid ISO-8601 instant: \(why)")
        }
        let c = Array(text)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= c.count, c[range].allSatisfy(\.isASCIIDigit) else { return nil }
            return Int(String(c[range]))
        }
        guard c.count >= 19, c[4] == "-", c[7] == "-", ["T", "t", " "].contains(c[10]),
              c[13] == ":", c[16] == ":",
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19)
        else { throw fail("expected the form 2026-11-21T10:00:01.533Z") }
        guard (1...12).contains(month) else { throw fail("month \(month) is out of range") }
        guard (1...CivilCalendar.daysInMonth(year: year, month: month)).contains(day) else {
            throw fail("day \(day) does not exist in month \(month) of \(year)")
        }
        guard hour < 24, minute < 60, second < 60 else { throw fail("the time of day is out of range") }
        var i = 19
        var fraction = Rational.zero
        if i < c.count, c[i] == "." || c[i] == "," {
            let start = i + 1
            i = start
            while i < c.count, c[i].isASCIIDigit { i += 1 }
            guard i > start, let f = decimal("0." + String(c[start..<i])) else {
                throw fail("the fractional seconds are malformed")
            }
            fraction = f
        }
        guard i < c.count else { throw fail("a zone is required (Z or an offset such as +09:00)") }
        var zoneSeconds = 0
        if c[i] == "Z" || c[i] == "z" {
            i += 1
        } else if c[i] == "+" || c[i] == "-" {
            let sign = c[i] == "-" ? -1 : 1
            let rest = String(c[(i + 1)...]).replacingColon
            guard rest.count == 4, let hh = Int(rest.prefix(2)), let mm = Int(rest.suffix(2)),
                  rest.allSatisfy(\.isASCIIDigit), hh <= 23, mm <= 59
            else { throw fail("the zone offset must look like +09:00") }
            zoneSeconds = sign * (hh * 3600 + mm * 60)
            i = c.count
        } else {
            throw fail("unexpected '\(c[i])' where the zone should be")
        }
        guard i == c.count else { throw fail("unexpected text after the zone") }
        let days = CivilCalendar.days(year: year, month: month, day: day)
        let whole = days * 86_400 + hour * 3600 + minute * 60 + second - zoneSeconds
        return Instant(sinceEpoch: Rational(whole) + fraction)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
    fileprivate var replacingColon: String { filter { $0 != ":" } }
}
