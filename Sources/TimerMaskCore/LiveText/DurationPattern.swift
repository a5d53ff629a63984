/// How a live text writes a duration: the fields `H:MM:SS.ff` of SwiftUI's timer and stopwatch
/// styles, or one unit in words at minute precision (`23 minutes`).
///
/// The duration arrives already quantised: `units` whole steps of `precision`. Fields are hours
/// (only from an hour on, and only when `showsHours`), minutes, seconds and, for a precision
/// under a second, as many fraction digits as the precision needs (10 ms: two). `maxFieldCount`
/// keeps that many fields from the most significant one, as Apple documents ("reducing this
/// value removes fields starting from the least significant").
public struct DurationPattern: Hashable, Sendable {
    /// Whether the leading field has a leading zero.
    public enum Leading: String, Hashable, Sendable, CaseIterable {
        /// `4:32`, `1:23:45`: the timer styles.
        case unpadded
        /// `00:05.23`, `01:00:00.00`: the stopwatch, except hours and minutes alone (`1:23`),
        /// which Apple documents without the zero.
        case padded
    }

    public var leading: Leading
    public var showsHours: Bool
    /// At least 1; fields beyond the available ones change nothing.
    public var maxFieldCount: Int
    /// The step the duration is shown in: a multiple of 1 ms, under 60 s for digits, 60 s or
    /// more for words.
    public var precision: Seconds

    /// Finest precision a pattern takes (Apple's `Duration` goes finer; three fraction digits
    /// are the most a widget string is known to show).
    public static let finestPrecision = Rational(1, 1000)
    /// Coarsest precision: a day.
    public static let coarsestPrecision = Rational(86_400)
    /// Precision from which the duration is written in words.
    public static let wordPrecision = Rational(60)
    public static let fieldCounts = 1...4

    public init(leading: Leading, showsHours: Bool = true, maxFieldCount: Int, precision: Seconds) {
        precondition(Self.fieldCounts.contains(maxFieldCount), "a pattern shows 1 to 4 fields")
        precondition(Self.problem(precision: precision) == nil, "a pattern's precision must be checked first")
        self.leading = leading
        self.showsHours = showsHours
        self.maxFieldCount = maxFieldCount
        self.precision = precision
    }

    /// Why `precision` cannot be a pattern's, in words, or nil when it can.
    public static func problem(precision: Seconds) -> String? {
        if precision < finestPrecision || precision > coarsestPrecision {
            return "a precision of \(precision.decimalString(maxFractionDigits: 6)) s is outside 1 ms … 86400 s"
        }
        if !(precision * Rational(1000)).isInteger {
            return "a precision of \(precision.decimalString(maxFractionDigits: 9)) s is not a whole number of milliseconds"
        }
        return nil
    }

    /// Fraction digits shown: the fewest that write every multiple of the precision exactly.
    public var fractionDigits: Int {
        guard precision < Self.wordPrecision else { return 0 }
        var digits = 0, scaled = precision
        while !scaled.isInteger { scaled = scaled * Rational(10); digits += 1 }
        return digits
    }

    public var usesWords: Bool { precision >= Self.wordPrecision }

    enum Field { case hours, minutes, seconds, fraction }

    /// The fields shown for a duration, most significant first.
    func fields(for value: Seconds) -> [Field] {
        var all: [Field] = []
        if showsHours && value >= Rational(3600) { all.append(.hours) }
        all += [.minutes, .seconds]
        if fractionDigits > 0 { all.append(.fraction) }
        return Array(all.prefix(maxFieldCount))
    }

    /// The unit of the least significant thing the string shows for `units`: the string stays the
    /// same while the duration stays within one step of it.
    public func lastUnit(units: Int128) -> Seconds {
        let value = precision * Rational(units)
        if usesWords { return showsHours && value >= Rational(3600) ? Rational(3600) : Rational(60) }
        switch fields(for: value).last! {
        case .hours: return Rational(3600)
        case .minutes: return Rational(60)
        case .seconds: return .one
        case .fraction:
            var unit = Rational.one
            for _ in 0..<fractionDigits { unit = unit / Rational(10) }
            return unit
        }
    }

    /// The string for a duration of `units` steps of the precision (never negative).
    public func string(units: Int128) -> String {
        precondition(units >= 0, "a live text shows a distance, never a negative one")
        let value = precision * Rational(units)
        let whole = value.floor
        if usesWords {
            if showsHours && whole >= 3600 { return Self.words(whole / 3600, "hour") }
            return Self.words(whole / 60, "minute")
        }
        let fields = fields(for: value)
        let hasHours = fields.first == .hours
        func two(_ v: Int128) -> String { v < 10 ? "0\(v)" : "\(v)" }
        var text = ""
        for (i, field) in fields.enumerated() {
            let number: Int128
            switch field {
            case .hours: number = whole / 3600
            case .minutes: number = hasHours ? whole / 60 % 60 : whole / 60
            case .seconds: number = whole % 60
            case .fraction:
                var scale: Int128 = 1
                for _ in 0..<fractionDigits { scale *= 10 }
                let digits = String(((value - Rational(whole)) * Rational(scale)).floor)
                text += "." + String(repeating: "0", count: fractionDigits - digits.count) + digits
                continue
            }
            if i == 0 {
                // Hours and minutes alone are written as a timer writes them: Apple's `1:23`.
                let pad = leading == .padded && !(hasHours && fields.count == 2)
                text += pad ? two(number) : "\(number)"
            } else {
                text += ":" + two(number)
            }
        }
        return text
    }

    static func words(_ n: Int128, _ unit: String) -> String { "\(n) \(unit)\(n == 1 ? "" : "s")" }
}
