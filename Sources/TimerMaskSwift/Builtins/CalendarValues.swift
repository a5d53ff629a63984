import Foundation
import SwiftSyntax
import TimerMaskCore

/// `Calendar` as a widget uses it: `Calendar.current` (and `Calendar(identifier: .gregorian)`)
/// is the Gregorian calendar of the widget's locale (`--locale`, en_US by default: weeks start on
/// Sunday) in the widget's zone, `--time-zone`; `calendar.timeZone = …` changes it. Its arithmetic is Foundation's, on the
/// whole seconds of a date, the fraction of a second carried over exactly where the result keeps
/// it (`date(byAdding:)`) and dropped where it starts a unit (`startOfDay`).
/// `DateComponents` and `DateInterval` are values with their fields.
enum CalendarMethod: String, CaseIterable {
    case startOfDay, date, dateComponents, component, isDateInToday, isDateInTomorrow, isDateInYesterday
    case isDateInWeekend, isDate, ordinality, range, dateInterval, nextDate
}

extension Evaluator {
    /// `Calendar.current` (or `Calendar(identifier:)`): Gregorian, en_US, in the widget's zone.
    var currentCalendar: SwiftValue {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.locale = locale
        return .instance(Instance(type: "Calendar", fields: ["timeZone": .timeZone(options.timeZone), "identifier": .member("gregorian", []),
                                                             "firstWeekday": .int(gregorian.firstWeekday), "locale": localeValue(options.locale)]))
    }

    static let dateComponentNames = ["era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday",
                                     "weekdayOrdinal", "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear"]

    /// `DateComponents(year:month:day:…)`: every component, nil where not given.
    func dateComponentsValue(_ args: [Arg], _ e: some SyntaxProtocol) throws -> SwiftValue {
        var fields = Dictionary(uniqueKeysWithValues: Self.dateComponentNames.map { ($0, SwiftValue.none) })
        for arg in args {
            guard let label = arg.label, fields[label] != nil else { throw unsupported(e, "DateComponents(\(arg.label ?? "_"):)") }
            fields[label] = try known(arg.value)
        }
        return .instance(Instance(type: "DateComponents", fields: fields))
    }

    /// The Foundation calendar a `Calendar` value stands for.
    func foundationCalendar(_ calendar: Instance, _ node: some SyntaxProtocol) throws -> Calendar {
        var out = Calendar(identifier: .gregorian)
        out.locale = try foundationLocale(calendar.fields["locale"], node)
        guard case .timeZone(let zone)? = calendar.fields["timeZone"] else { throw runtime(node, "this Calendar's timeZone is not a TimeZone") }
        out.timeZone = zone.foundationZone
        if case .int(let first)? = calendar.fields["firstWeekday"], (1...7).contains(first) { out.firstWeekday = first }
        return out
    }

    /// A date as Foundation's, on its whole second, and the fraction of a second left over.
    func foundationDate(_ instant: Instant) -> (date: Date, fraction: Rational) {
        let (whole, fraction) = instant.sinceEpoch.floorParts
        return (Date(timeIntervalSince1970: Double(whole)), fraction)
    }

    /// A Foundation date on a whole second, back as an exact instant, plus `fraction`.
    func instant(_ date: Date, plus fraction: Rational = .zero, _ node: some SyntaxProtocol) throws -> Instant {
        let seconds = date.timeIntervalSince1970.rounded()
        guard abs(seconds) < 1e12 else { throw runtime(node, "the date is out of the range TimerMask keeps (10^12 s)") }
        return Instant(sinceEpoch: Rational(Int128(seconds)) + fraction)
    }

    /// `.day`, `[.hour, .minute]`: calendar units by name.
    func calendarUnit(_ value: SwiftValue?, _ node: some SyntaxProtocol) throws -> Calendar.Component {
        guard case .member(let name, let payload)? = try value.map(known), payload.isEmpty, let unit = Self.calendarUnits[name] else {
            throw runtime(node, "\(value?.typeDescription ?? "nothing") is not a calendar unit such as .day or .hour")
        }
        return unit
    }

    static let calendarUnits: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "nanosecond": .nanosecond, "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal, "quarter": .quarter,
        "weekOfMonth": .weekOfMonth, "weekOfYear": .weekOfYear, "yearForWeekOfYear": .yearForWeekOfYear,
    ]

    func calendarUnits(_ value: SwiftValue?, _ node: some SyntaxProtocol) throws -> [(String, Calendar.Component)] {
        let items: [SwiftValue]
        switch try value.map(known) {
        case .array(let a)?: items = a
        case let single?: items = [single]
        case nil: items = []
        }
        return try items.map { item in
            let unit = try calendarUnit(item, node)
            return (Self.calendarUnits.first { $0.value == unit }!.key, unit)
        }
    }

    /// A calendar's properties: symbols in en_US, its zone, its first weekday.
    func calendarProperty(_ name: String, _ calendar: Instance, _ node: some SyntaxProtocol) throws -> SwiftValue? {
        let c = try foundationCalendar(calendar, node)
        let symbols: [String]
        switch name {
        case "weekdaySymbols": symbols = c.weekdaySymbols
        case "shortWeekdaySymbols": symbols = c.shortWeekdaySymbols
        case "veryShortWeekdaySymbols": symbols = c.veryShortWeekdaySymbols
        case "monthSymbols": symbols = c.monthSymbols
        case "shortMonthSymbols": symbols = c.shortMonthSymbols
        case "veryShortMonthSymbols": symbols = c.veryShortMonthSymbols
        default: return calendar.fields[name]
        }
        return .array(symbols.map { .string($0) })
    }

    /// A `Calendar` method.
    func calendarMethod(_ name: String, _ calendar: Instance, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        guard let method = CalendarMethod(rawValue: name) else {
            throw unsupported(Self.calledName(e), "the Calendar method .\(name)(…)",
                              notes: ["the Calendar methods TimerMask reads: \(CalendarMethod.allCases.map(\.rawValue).joined(separator: ", "))"])
        }
        let c = try foundationCalendar(calendar, e)
        func dateArg(_ label: String?) throws -> Instant { try date(argument(args, label), e, label.map { "the \($0): date" } ?? "the date") }
        switch method {
        case .startOfDay:
            return .date(try instant(c.startOfDay(for: foundationDate(dateArg("for")).date), e))
        case .date:
            if let unitArg = argument(args, "byAdding") {
                let unit = try calendarUnit(unitArg, e)
                let value = try int(argument(args, "value"), default: 0, e)
                let (d, fraction) = foundationDate(try dateArg("to"))
                guard abs(value) <= 1_000_000, let added = c.date(byAdding: unit, value: value, to: d) else { return .none }
                return .date(try instant(added, plus: fraction, e))
            }
            if let hour = argument(args, "bySettingHour") {
                let (d, _) = foundationDate(try dateArg("of"))
                guard let set = c.date(bySettingHour: try int(hour, default: 0, e), minute: try int(argument(args, "minute"), default: 0, e),
                                       second: try int(argument(args, "second"), default: 0, e), of: d) else { return .none }
                return .date(try instant(set, e))
            }
            if let components = argument(args, "from"), case .instance(let dc) = try known(components), dc.type == "DateComponents" {
                var parts = DateComponents()
                for (key, value) in dc.fields {
                    guard case .int(let n) = value, let unit = Self.calendarUnits[key], abs(n) <= 1_000_000 else { continue }
                    parts.setValue(n, for: unit)
                }
                return try c.date(from: parts).map { .date(try instant($0, e)) } ?? .none
            }
            throw unsupported(Self.calledName(e), "this Calendar date(…) (TimerMask reads byAdding:value:to:, bySettingHour:minute:second:of: and from:)")
        case .dateComponents:
            let units = try calendarUnits(args.first?.value, e)
            var fields = Dictionary(uniqueKeysWithValues: Self.dateComponentNames.map { ($0, SwiftValue.none) })
            let (from, fromFraction) = foundationDate(try dateArg("from"))
            if argument(args, "to") != nil {
                let (to, toFraction) = foundationDate(try dateArg("to"))
                // The difference of whole seconds, less a second where the fractions borrow one.
                let borrow = toFraction < fromFraction ? Date(timeIntervalSince1970: to.timeIntervalSince1970 - 1) : to
                let parts = c.dateComponents(Set(units.map(\.1)), from: from, to: borrow)
                for (key, unit) in units { fields[key] = parts.value(for: unit).map { SwiftValue.int($0) } ?? SwiftValue.none }
            } else {
                let parts = c.dateComponents(Set(units.map(\.1)), from: from)
                for (key, unit) in units { fields[key] = parts.value(for: unit).map { SwiftValue.int($0) } ?? SwiftValue.none }
            }
            return .instance(Instance(type: "DateComponents", fields: fields))
        case .component:
            let unit = try calendarUnit(args.first?.value, e)
            return .int(c.component(unit, from: foundationDate(try dateArg("from")).date))
        case .isDateInToday, .isDateInTomorrow, .isDateInYesterday:
            let day = c.startOfDay(for: foundationDate(try now(e)).date)
            let offset = method == .isDateInToday ? 0 : method == .isDateInTomorrow ? 1 : -1
            guard let wanted = c.date(byAdding: .day, value: offset, to: day) else { return .bool(false) }
            return .bool(c.isDate(foundationDate(try dateArg(nil)).date, inSameDayAs: wanted))
        case .isDateInWeekend:
            return .bool(c.isDateInWeekend(foundationDate(try dateArg(nil)).date))
        case .isDate:
            if argument(args, "inSameDayAs") != nil {
                return .bool(c.isDate(foundationDate(try dateArg(nil)).date, inSameDayAs: foundationDate(try dateArg("inSameDayAs")).date))
            }
            throw unsupported(Self.calledName(e), "this Calendar isDate(…) (TimerMask reads isDate(_:inSameDayAs:))")
        case .ordinality:
            let smaller = try calendarUnit(argument(args, "of"), e), larger = try calendarUnit(argument(args, "in"), e)
            return c.ordinality(of: smaller, in: larger, for: foundationDate(try dateArg("for")).date).map { .int($0) } ?? .none
        case .range:
            let smaller = try calendarUnit(argument(args, "of"), e), larger = try calendarUnit(argument(args, "in"), e)
            guard let range = c.range(of: smaller, in: larger, for: foundationDate(try dateArg("for")).date) else { return .none }
            return .range(range.lowerBound, range.upperBound)
        case .nextDate:
            guard case .instance(let dc)? = try argument(args, "matching").map(known), dc.type == "DateComponents" else {
                throw runtime(e, "nextDate(after:matching:…) needs DateComponents to match")
            }
            var parts = DateComponents()
            for (key, value) in dc.fields {
                guard case .int(let n) = value, let unit = Self.calendarUnits[key], abs(n) <= 1_000_000 else { continue }
                parts.setValue(n, for: unit)
            }
            let policies: [String: Calendar.MatchingPolicy] = ["nextTime": .nextTime, "nextTimePreservingSmallerComponents": .nextTimePreservingSmallerComponents,
                                                               "previousTimePreservingSmallerComponents": .previousTimePreservingSmallerComponents, "strict": .strict]
            var policy = Calendar.MatchingPolicy.nextTime
            if let given = argument(args, "matchingPolicy") {
                guard case .member(let name, _) = try known(given), let p = policies[name] else { throw runtime(e, "matchingPolicy: is not a Calendar.MatchingPolicy") }
                policy = p
            }
            var direction = Calendar.SearchDirection.forward
            if case .member("backward", _)? = try argument(args, "direction").map(known) { direction = .backward }
            let (after, _) = foundationDate(try dateArg("after"))
            return try c.nextDate(after: after, matching: parts, matchingPolicy: policy, direction: direction).map { .date(try instant($0, e)) } ?? .none
        case .dateInterval:
            let unit = try calendarUnit(argument(args, "of"), e)
            guard let interval = c.dateInterval(of: unit, for: foundationDate(try dateArg("for")).date) else { return .none }
            let start = try instant(interval.start, e), end = try instant(interval.end, e)
            return .instance(Instance(type: "DateInterval", fields: ["start": .date(start), "end": .date(end),
                                                                     "duration": .real(Real(try self.interval(from: start, to: end, e)))]))
        }
    }
}
