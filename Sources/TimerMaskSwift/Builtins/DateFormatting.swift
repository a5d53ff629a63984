import Foundation
import SwiftSyntax
import TimerMaskCore

/// Dates and numbers written as text, as iOS writes them in the widget's locale (`--locale`,
/// en_US by default; Foundation's ICU, as iOS's) and zone (`--time-zone`): `DateFormatter` (`dateFormat` patterns,
/// `dateStyle`/`timeStyle`), `ISO8601DateFormatter`, `Date.formatted(…)` with `date:time:` or a
/// `.dateTime` chain, and `formatted()` on numbers.
enum DateFormatterMethod: String, CaseIterable {
    case string, date
}

/// The fields of a `.dateTime` chain: `.dateTime.month(.wide).day()`.
enum DateTimeField: String, CaseIterable {
    case year, month, day, weekday, hour, minute, second
}

extension Evaluator {
    /// The locale dates and numbers are written in: `--locale`.
    var locale: Locale { Locale(identifier: options.locale) }

    /// `Locale(identifier:)`, `Locale.current` (`--locale`).
    func localeValue(_ identifier: String) -> SwiftValue {
        .instance(Instance(type: "Locale", fields: ["identifier": .string(identifier)]))
    }

    /// The Foundation locale a `Locale` value stands for.
    func foundationLocale(_ value: SwiftValue?, _ node: some SyntaxProtocol) throws -> Locale {
        guard let value else { return locale }
        guard case .instance(let l) = try known(value), l.type == "Locale", case .string(let id)? = l.fields["identifier"] else {
            throw runtime(node, "\(value.typeDescription) is not a Locale")
        }
        return Locale(identifier: id)
    }

    /// `DateFormatter()`: no format and no styles, in the widget's zone.
    var newDateFormatter: SwiftValue {
        .instance(Instance(type: "DateFormatter", fields: ["dateFormat": .string(""), "dateStyle": .member("none", []),
                                                           "timeStyle": .member("none", []), "timeZone": .timeZone(options.timeZone),
                                                           "locale": localeValue(options.locale)]))
    }

    /// `ISO8601DateFormatter()`: the internet date-time, in UTC.
    var newISO8601Formatter: SwiftValue { .instance(Instance(type: "ISO8601DateFormatter", fields: [:])) }

    static let formatterStyles: [String: DateFormatter.Style] = ["none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full]

    /// The Foundation formatter a `DateFormatter` value stands for.
    func foundationFormatter(_ formatter: Instance, _ node: some SyntaxProtocol) throws -> DateFormatter {
        let out = DateFormatter()
        out.locale = try foundationLocale(formatter.fields["locale"], node)
        guard case .timeZone(let zone)? = formatter.fields["timeZone"] else { throw runtime(node, "this DateFormatter's timeZone is not a TimeZone") }
        out.timeZone = zone.foundationZone
        if case .string(let pattern)? = formatter.fields["dateFormat"], !pattern.isEmpty {
            guard pattern.count <= 200 else { throw runtime(node, "a date format of \(pattern.count) characters is longer than TimerMask writes") }
            out.dateFormat = pattern
            return out
        }
        for (key, apply) in [("dateStyle", { (s: DateFormatter.Style) in out.dateStyle = s }), ("timeStyle", { out.timeStyle = $0 })] {
            guard case .member(let name, _)? = formatter.fields[key], let style = Self.formatterStyles[name] else {
                throw runtime(node, "this DateFormatter's \(key) is not .none, .short, .medium, .long or .full")
            }
            apply(style)
        }
        return out
    }

    /// A Foundation date for an instant (to the nearest microsecond a formatter could show).
    func formattingDate(_ instant: Instant) -> Date { Date(timeIntervalSince1970: instant.sinceEpoch.doubleValue) }

    func dateFormatterMethod(_ name: String, _ formatter: Instance, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        guard let method = DateFormatterMethod(rawValue: name) else {
            throw unsupported(Self.calledName(e), "the \(formatter.type) method .\(name)(…)")
        }
        let iso = formatter.type == "ISO8601DateFormatter"
        switch method {
        case .string:
            let instant = try date(argument(args, "from"), e, "the from: date")
            if iso {
                let f = ISO8601DateFormatter()
                return .string(f.string(from: formattingDate(instant)))
            }
            return .string(try foundationFormatter(formatter, e).string(from: formattingDate(instant)))
        case .date:
            guard case .string(let text)? = try argument(args, "from").map(known) else { throw runtime(e, "date(from:) takes a String") }
            let parsed = iso ? ISO8601DateFormatter().date(from: text) : try foundationFormatter(formatter, e).date(from: text)
            return try parsed.map { .date(try instant($0, e)) } ?? .none
        }
    }

    /// `date.formatted()`, `.formatted(date: .abbreviated, time: .shortened)`, `.formatted(.dateTime.month(.wide).day())`.
    func formattedDate(_ instant: Instant, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        var style = Date.FormatStyle(date: .numeric, time: .shortened, locale: locale, calendar: Calendar(identifier: .gregorian),
                                     timeZone: options.timeZone.foundationZone)
        if args.contains(where: { $0.label == "date" || $0.label == "time" }) {
            func part(_ label: String) throws -> String? {
                guard let value = argument(args, label) else { return nil }
                guard case .member(let name, let payload) = try known(value), payload.isEmpty else { throw runtime(e, "\(label): is not a style such as .abbreviated") }
                return name
            }
            let dates: [String: Date.FormatStyle.DateStyle] = ["omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete]
            let times: [String: Date.FormatStyle.TimeStyle] = ["omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete]
            let d = try part("date"), t = try part("time")
            guard d.map({ dates[$0] != nil }) ?? true, t.map({ times[$0] != nil }) ?? true else {
                throw unsupported(e, "formatted(date:time:) with these styles (date: omitted, numeric, abbreviated, long, complete; time: omitted, shortened, standard, complete)")
            }
            style = Date.FormatStyle(date: d.flatMap { dates[$0] } ?? .omitted, time: t.flatMap { times[$0] } ?? .omitted,
                                     locale: locale, calendar: Calendar(identifier: .gregorian), timeZone: options.timeZone.foundationZone)
        } else if let given = args.first?.value {
            style = try dateTimeStyle(known(given), e)
        }
        return .string(formattingDate(instant).formatted(style))
    }

    /// A `.dateTime` chain as Foundation's style: each field with its width.
    func dateTimeStyle(_ value: SwiftValue, _ e: some SyntaxProtocol) throws -> Date.FormatStyle {
        var style = Date.FormatStyle(locale: locale, calendar: Calendar(identifier: .gregorian), timeZone: options.timeZone.foundationZone)
        let fields: [SwiftValue]
        switch value {
        case .member("dateTime", let payload) where payload.isEmpty:
            var all = Date.FormatStyle.dateTime.locale(locale)
            all.timeZone = options.timeZone.foundationZone
            return all
        case .instance(let chain) where chain.type == "Date.FormatStyle":
            guard case .array(let list)? = chain.fields["fields"] else { return style }
            fields = list
        default:
            throw unsupported(e, "formatted(\(value.typeDescription)) (TimerMask writes dates with formatted(), formatted(date:time:) and .dateTime chains)")
        }
        for field in fields {
            guard case .tuple(_, let parts) = field, case .string(let name) = parts[0] else { continue }
            let width: String? = { if case .member(let w, _) = parts[1] { w } else { nil } }()
            func refuse() -> SwiftImportError { unsupported(e, ".\(name)(.\(width ?? "?")) in a .dateTime format") }
            switch DateTimeField(rawValue: name) {
            case .year?:
                switch width { case nil, "defaultDigits"?: style = style.year(.defaultDigits); case "twoDigits"?: style = style.year(.twoDigits); default: throw refuse() }
            case .month?:
                let widths: [String: Date.FormatStyle.Symbol.Month] = ["abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow, "twoDigits": .twoDigits, "defaultDigits": .defaultDigits]
                guard let w = widths[width ?? "abbreviated"] else { throw refuse() }
                style = style.month(w)
            case .day?:
                switch width { case nil, "defaultDigits"?: style = style.day(.defaultDigits); case "twoDigits"?: style = style.day(.twoDigits); default: throw refuse() }
            case .weekday?:
                let widths: [String: Date.FormatStyle.Symbol.Weekday] = ["abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow, "short": .short, "oneDigit": .oneDigit, "twoDigits": .twoDigits]
                guard let w = widths[width ?? "abbreviated"] else { throw refuse() }
                style = style.weekday(w)
            case .hour?:
                guard width == nil else { throw refuse() }
                style = style.hour()
            case .minute?:
                switch width { case nil, "defaultDigits"?: style = style.minute(.defaultDigits); case "twoDigits"?: style = style.minute(.twoDigits); default: throw refuse() }
            case .second?:
                switch width { case nil, "defaultDigits"?: style = style.second(.defaultDigits); case "twoDigits"?: style = style.second(.twoDigits); default: throw refuse() }
            case nil:
                throw refuse()
            }
        }
        return style
    }

    /// `.dateTime.month(.wide)`: one more field on a `.dateTime` chain.
    func dateTimeField(_ name: String, on base: SwiftValue, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        var fields: [SwiftValue] = []
        if case .instance(let chain) = base, case .array(let list)? = chain.fields["fields"] { fields = list }
        let width = try args.first.map { try known($0.value) } ?? .none
        fields.append(.tuple([nil, nil], [.string(name), width]))
        return .instance(Instance(type: "Date.FormatStyle", fields: ["fields": .array(fields)]))
    }

    /// `n.formatted()` on a number: grouped as en_US groups it ("7,842", "3.5").
    func formattedNumber(_ value: SwiftValue, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        guard args.isEmpty else { throw unsupported(Self.calledName(e), "formatted(…) with a style on a number (TimerMask writes formatted())") }
        switch value {
        case .int(let i): return .string(i.formatted(.number.locale(locale)))
        case .real(let r): return .string(r.double.formatted(.number.locale(locale)))
        default: throw runtime(e, "formatted() on \(value.typeDescription)")
        }
    }
}
