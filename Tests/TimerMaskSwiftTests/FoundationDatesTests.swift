import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// Issue 23, point 4: `Calendar`, `DateFormatter`, `ISO8601DateFormatter`, `Date.formatted`,
/// `specifier:`, `String(format:)`, `UUID()`, in en_US and the widget's zone. Expected strings
/// are what iOS writes in en_US (Apple's date formatting uses the same ICU patterns).
struct FoundationDatesTests {
    /// The reference 2026-01-01T00:00:00Z is a Thursday.
    static func options(zone: TimeZoneSpec = .utc, locale: String = "en_US") -> SwiftWidgetOptions {
        var options = SwiftWidgetOptions(width: 170, height: 170, displayScale: 1, fonts: SwiftFontResolver(systemFont: FontReference.builtInBlinkMask))
        options.timeZone = zone
        options.locale = locale
        return options
    }

    /// The strings of the texts `lines` (one Swift String expression each) evaluate to.
    func strings(_ lines: [String], before: String = "", zone: TimeZoneSpec = .utc, locale: String = "en_US") throws -> [String] {
        let body = lines.map { "Text(\($0))" }.joined(separator: "\n")
        let source = "\(before)\nstruct V: View {\n var body: some View {\n VStack {\n\(body)\n }\n }\n}\n"
        var out: [String] = []
        try SwiftWidgetSource.parse(source).scene(Self.options(zone: zone, locale: locale)).root.walk { node, _ in
            if case .text(let text) = node.content {
                out.append(text.runs.map { if case .literal(let s) = $0 { s } else { "<timer>" } }.joined())
            }
        }
        return out
    }

    @Test func calendarArithmeticAndComponentsInTheWidgetsZone() throws {
        let lines = [
            #""\(Calendar.current.component(.weekday, from: Date()))""#,
            #""\(Calendar.current.component(.hour, from: Date()))""#,
            #""\(Calendar.current.dateComponents([.hour, .minute], from: Date(), to: Date() + 5_400).hour ?? -1)h \(Calendar.current.dateComponents([.hour, .minute], from: Date(), to: Date() + 5_400).minute ?? -1)m""#,
            #""\(Calendar.current.startOfDay(for: Date() + 86_399).timeIntervalSince(Date()))""#,
            #""\(Calendar.current.date(byAdding: .month, value: 1, to: Date())!.timeIntervalSince(Date()))""#,
            #""\(Calendar.current.isDateInToday(Date() + 3_600)) \(Calendar.current.isDateInTomorrow(Date() + 86_400)) \(Calendar.current.isDateInWeekend(Date() + 2 * 86_400))""#,
            #""\(Calendar.current.range(of: .day, in: .month, for: Date())!.count)""#,
            #""\(Calendar.current.ordinality(of: .day, in: .year, for: Date() + 86_400 * 40)!)""#,
            #"Calendar.current.shortWeekdaySymbols.joined(separator: " ")"#,
            #""\(Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 9), matchingPolicy: .nextTime)!.timeIntervalSince(Date()))""#,
        ]
        #expect(try strings(lines) == ["5", "0", "1h 30m", "0.0", "2678400.0", "true true true", "31", "41",
                                       "Sun Mon Tue Wed Thu Fri Sat", "32400.0"])
        // In Seoul (UTC+9) the reference is 09:00 on Thursday, and its day began 9 hours before.
        #expect(try strings([#""\(Calendar.current.component(.hour, from: Date()))""#,
                             #""\(Calendar.current.startOfDay(for: Date()).timeIntervalSince(Date()))""#],
                            zone: .named("Asia/Seoul")) == ["9", "-32400.0"])
    }

    @Test func aCalendarOfItsOwnZoneAndACalendarParameterDefaultingToCurrent() throws {
        let before = """
        func hour(_ date: Date, calendar: Calendar = .current) -> Int { calendar.component(.hour, from: date) }
        func utcHour(_ date: Date) -> Int {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "America/New_York")!
            return calendar.component(.hour, from: date)
        }
        """
        #expect(try strings([#""\(hour(Date())) \(utcHour(Date()))""#], before: before, zone: .named("Asia/Seoul")) == ["9 19"])
    }

    @Test func dateFormattersAndFormattedDatesWriteEnUS() throws {
        let before = """
        enum Formats {
            static let weekday: DateFormatter = {
                let f = DateFormatter()
                f.dateFormat = "EEEE, MMM d"
                return f
            }()
            static let time: DateFormatter = {
                let f = DateFormatter()
                f.dateStyle = .none
                f.timeStyle = .short
                return f
            }()
        }
        """
        let lines = [
            "Formats.weekday.string(from: Date())",
            "Formats.time.string(from: Date() + 9 * 3_600 + 30 * 60)",
            #"ISO8601DateFormatter().string(from: ISO8601DateFormatter().date(from: "2026-06-08T17:00:00Z")!)"#,
            "Date().formatted(date: .omitted, time: .shortened)",
            "Date().formatted(.dateTime.month(.wide).day())",
            "Date().formatted(date: .abbreviated, time: .omitted)",
            "7842.formatted()",
        ]
        let got = try strings(lines, before: before).map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
        #expect(got == ["Thursday, Jan 1", "9:30 AM", "2026-06-08T17:00:00Z", "12:00 AM", "January 1", "Jan 1, 2026", "7,842"])
        // The zone is the widget's.
        #expect(try strings(["Formats.weekday.string(from: Date())"], before: before, zone: .offset(seconds: -3_600)) == ["Wednesday, Dec 31"])
    }

    @Test func formatSpecifiersAreCheckedAgainstTheirValuesAndWrittenByFoundation() throws {
        let lines = [
            #"String(format: "%+.2f%%", 1.234)"#,
            #"String(format: "%05.1f|%-4d|%x|%@", 3.14159, 7, 255, "s")"#,
            #""\(2.5, specifier: "%.1f") km""#,
            #""\(UUID().uuidString) \(UUID().uuidString.suffix(2))""#,
        ]
        #expect(try strings(lines) == ["+1.23%", "003.1|7   |ff|s", "2.5 km", "00000000-0000-0000-0000-000000000001 02"])
        // An Int for %f (read by a device as the bits of a Double) is refused, not printed.
        #expect(throws: SwiftImportError.self) { try strings([#"String(format: "%.1f", 3)"#]) }
        #expect(throws: SwiftImportError.self) { try strings([#""\(3, specifier: "%.1f")""#]) }
    }

    @Test func comparableEnumsLinksAndStringSlices() throws {
        let before = "enum Priority: Comparable { case low, normal, high }\nenum Plain { case low, high }"
        let lines = [
            #"Priority.normal > .high ? "yes" : "no""#,
            #"[Priority.high, .low, .normal].sorted().map { "\($0)" }.joined(separator: ",")"#,
            #""abcdef".prefix(2) + "abcdef".suffix(2) + "abcdef".dropFirst(4) + "abcdef".dropLast(5)"#,
        ]
        #expect(try strings(lines, before: before) == ["no", "low,normal,high", "abefefa"])
        #expect(throws: SwiftImportError.self) { try strings([#"Plain.low < .high ? "a" : "b""#], before: "enum Plain { case low, high }") }
        let link = try SwiftWidgetSource.parse("""
        struct V: View { var body: some View { Link(destination: URL(string: "app://x")!) { Color.red } } }
        """).scene(Self.options()).root
        #expect(link == SceneNode(.color(.system("red"))))
    }

    @Test func anEnvironmentTimeZoneRewritesTheDatesWrittenInsideIt() throws {
        let source = """
        struct V: View {
            var body: some View {
                VStack {
                    Text(Date(), style: .time)
                    Text(Date(), style: .time).environment(\\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
                    HStack { Text("at ") + Text(Date(), style: .time) }.environment(\\.timeZone, TimeZone(secondsFromGMT: -5 * 3600)!)
                }
            }
        }
        """
        var out: [String] = []
        try SwiftWidgetSource.parse(source).scene(Self.options()).root.walk { node, _ in
            if case .text(let text) = node.content {
                out.append(text.runs.map { if case .literal(let s) = $0 { s } else { "" } }.joined().replacingOccurrences(of: "\u{202F}", with: " "))
            }
        }
        #expect(out == ["12:00 AM", "9:00 AM", "at 7:00 PM"])
    }

    @Test func colorsOpacityIsAColourThatFollowsTheScheme() throws {
        let root = try SwiftWidgetSource.parse("""
        struct V: View { var body: some View { ZStack { Color.gray.opacity(0.2); Circle().stroke(Color(red: 1, green: 0, blue: 0).opacity(0.5), lineWidth: 2); Color.white.opacity(0.5).opacity(0.5) } } }
        """).scene(Self.options()).root
        guard case .zStack(_, let children) = root.content else { Issue.record("\(root)"); return }
        #expect(children[0] == SceneNode(.color(.systemOpacity("gray", 0.2))))
        #expect(children[2] == SceneNode(.color(.fixed(SceneColor(r: 255, g: 255, b: 255, a: 64)))))
        #expect(SceneColorValue.systemOpacity("gray", 0.2).resolved(.light) == SceneColor(r: 0x8E, g: 0x8E, b: 0x93, a: 51))
        #expect(SceneColorValue(parsing: "gray@0.2") == .systemOpacity("gray", 0.2))
        #expect(SceneColorValue(parsing: "gray@2") == nil)
    }

    /// `--locale`: dates, numbers, `specifier:` and the first weekday follow it; `String(format:)`
    /// does not (Swift's is not localized), and a formatter given its own locale keeps it.
    @Test func theLocaleWritesDatesNumbersAndSpecifiers() throws {
        let lines = [
            #"Date().formatted(.dateTime.month(.wide).day())"#,
            #""\(2.5, specifier: "%.1f") \(12345.formatted()) \(Calendar.current.firstWeekday)""#,
            #"String(format: "%.1f", 2.5)"#,
            #"{ let f = DateFormatter(); f.locale = Locale(identifier: "en_US_POSIX"); f.dateFormat = "EEEE"; return f.string(from: Date()) }()"#,
        ]
        #expect(try strings(lines, locale: "de_DE") == ["1. Januar", "2,5 12.345 2", "2.5", "Thursday"])
        #expect(try strings(lines) == ["January 1", "2.5 12,345 1", "2.5", "Thursday"])
    }

    @Test func sequenceMethodsKeyPathsAndOperatorsAsFunctions() throws {
        let before = "struct Day { let name: String; let minutes: Int }\nlet days = zip([\"Mon\", \"Tue\", \"Wed\"], [90, 240, 180]).map { Day(name: $0, minutes: $1) }"
        let lines = [
            #""\(days.map(\.minutes).reduce(0, +)) \(days.map(\.minutes).max() ?? 0) \(days.min { $0.minutes < $1.minutes }!.name)""#,
            #"days.first { $0.minutes > 100 }?.name ?? "-""#,
            #""\(days.firstIndex { $0.name == "Wed" } ?? -1) \(days.last(where: { $0.minutes < 200 })!.name) \(days.allSatisfy { $0.minutes > 0 })""#,
            #""\([1, nil, 3].compactMap { $0 }.count) \(days.suffix(1).count) \(days.dropLast().count) \(zip(0..<5, days).count)""#,
        ]
        #expect(try strings(lines, before: before) == ["510 240 Mon", "Tue", "2 Wed true", "2 1 2 3"])
        let size = try SwiftWidgetSource.parse("""
        struct V: View { @Environment(\\.dynamicTypeSize) var size
            var body: some View { size == .large ? Color.red : Color.blue } }
        """).scene(Self.options()).root
        #expect(size == SceneNode(.color(.system("red"))))
    }

    /// `guard let x` and `if let x` without `= x` (SE-0345) bind the x the scope sees, a property
    /// of self included (they read a local only, so a property was nil: found by the corpus).
    @Test func shorthandOptionalBindingReadsSelfsProperty() throws {
        let before = """
        struct P { var year: Int?
            func age(in now: Int) -> Int? { guard let year else { return nil }; return now - year }
            func label() -> String { if let year { return "born \\(year)" }; return "unknown" } }
        """
        #expect(try strings([#""\(P(year: 1990).age(in: 2026) ?? -1) \(P(year: nil).age(in: 2026) ?? -1) \(P(year: 1990).label())""#], before: before)
                == ["36 -1 born 1990"])
    }
}
