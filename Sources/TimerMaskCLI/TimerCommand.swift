import ArgumentParser
import Foundation
import TimerMask

/// `timermask timer`: what a SwiftUI live timer text reads at an instant.
struct TimerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timer",
        abstract: "Print the string a SwiftUI live timer Text shows at an instant.",
        discussion: """
        --format picks the Text:
          style      Text(reference, style: .timer) (the default): counts up from a past --reference and \
        down to a future one, M:SS under an hour and H:MM:SS from an hour on, with no leading zero \
        and hours never rolling into days.
          interval   Text(timerInterval: reference...end, pauseTime:, countsDown:, showsHours:) (iOS 16): \
        the same fields to the second, counting within the interval and holding at --pause-time.
          timer      Text(.currentDate, format: .timer(countingDownIn:/countingUpIn: reference..<end, …)) \
        (iOS 18): 3 fields to the second by default.
          stopwatch  Text(.currentDate, format: .stopwatch(startingAt: reference, …)) (iOS 18): \
        00:05.23, 4 fields to 10 ms by default, 00:00.00 before it starts.
        Before the interval a count down shows the whole interval and a count up 0:00; after it, \
        0:00 and the whole interval.

        Examples:
          timermask timer --reference 2026-11-21T10:00:00Z --at 2026-11-21T10:01:01.5Z   # 1:01
          timermask timer --at 61.533          # 61.533 s after the default reference: 1:01
          timermask timer --at -0.25 --rounding floor   # counting down: 0:00 (ceil gives 0:01)
          timermask timer --format timer --end 300 --at 270      # 0:30 left of 5 minutes
          timermask timer --format interval --end 720 --pause-time 600 --at 900   # 2:00, paused
          timermask timer --format stopwatch --at 5.23           # 00:05.23
          timermask timer --format stopwatch --max-precision 100ms --at 83.45   # 01:23.4
        """
    )

    @Option(help: ArgumentHelp("Which live text: \(Self.formats.joined(separator: ", ")).", valueName: "kind"))
    var format: String = TimerFormat.style.name

    @Option(parsing: .unconditional, help: ArgumentHelp("The timer's date, the interval's start or the stopwatch's start: an ISO-8601 date-time with a zone.", valueName: "instant"))
    var reference: String = SceneDefaults.referenceText

    @Option(parsing: .unconditional, help: ArgumentHelp("The wall-clock instant: ISO-8601, or seconds after --reference (61.533, -0.25, 1/15, 2+7/15).", valueName: "instant"))
    var at: String

    @Option(parsing: .unconditional, help: ArgumentHelp("interval and timer: where the interval ends, ISO-8601 or seconds after --reference (300); not before --reference.", valueName: "instant"))
    var end: String?

    @Option(name: .customLong("pause-time"), parsing: .unconditional, help: ArgumentHelp("interval: where the timer holds (pauseTime), ISO-8601 or seconds after --reference.", valueName: "instant"))
    var pauseTime: String?

    @Option(help: ArgumentHelp("interval and timer: count down (the default; countsDown, countingDownIn) or up (countingUpIn).", valueName: "up|down"))
    var counts: String?

    @Flag(inversion: .prefixedNo, help: "interval, timer and stopwatch: show hours as their own field from an hour on (showsHours; the default), or let minutes pass 59.")
    var showsHours = true

    @Option(parsing: .unconditional, help: ArgumentHelp("timer and stopwatch: the most fields shown, 1…4 (maxFieldCount; timer 3, stopwatch 4), dropped from the least significant.", valueName: "n"))
    var maxFieldCount: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("timer and stopwatch: the step shown (maxPrecision; timer 1s, stopwatch 10ms), whole milliseconds from 1ms to 86400s; 60s and more write one unit in words (23 minutes).", valueName: "duration"))
    var maxPrecision: String?

    @Option(help: ArgumentHelp("How a fractional step rounds: \(TimerRounding.allCases.map(\.rawValue).joined(separator: ", ")). The default ceil floors elapsed time and ceils remaining time, so every value shows for exactly one step.", valueName: "rule"))
    var rounding: String = TimerRounding.default.rawValue

    @Flag(help: "Print a JSON object: the string, the format, direction and the next instant it changes (null when it never will).")
    var json = false

    static let formats = ["style", "interval", "timer", "stopwatch"]

    func validate() throws {
        _ = try parsed()
    }

    func parsed() throws -> (timer: TimerSpec, reference: Instant, now: Instant, rounding: TimerRounding) {
        let referenceSpec: InstantSpec
        do { referenceSpec = try TimeParser.instant(reference) } catch { throw invalid("--reference", error) }
        guard case .absolute(let referenceDate) = referenceSpec else {
            throw ValidationError("--reference: '\(reference)' must be a date-time such as 2026-11-21T10:00:00Z, not a relative number")
        }
        let now: Instant
        do { now = try TimeParser.instant(at, reference: referenceDate) } catch { throw invalid("--at", error) }
        guard let rule = TimerRounding(rawValue: rounding) else {
            throw ValidationError("--rounding: '\(rounding)' is not one of \(TimerRounding.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard Self.formats.contains(format) else {
            throw ValidationError("--format: '\(format)' is not one of \(Self.formats.joined(separator: ", "))")
        }
        func only(_ flag: String, given: Bool, for kinds: [String]) throws {
            guard given, !kinds.contains(format) else { return }
            throw ValidationError("\(flag) applies to --format \(kinds.joined(separator: " or ")), not \(format)")
        }
        try only("--end", given: end != nil, for: ["interval", "timer"])
        try only("--pause-time", given: pauseTime != nil, for: ["interval"])
        try only("--counts", given: counts != nil, for: ["interval", "timer"])
        try only("--no-shows-hours", given: !showsHours, for: ["interval", "timer", "stopwatch"])
        try only("--max-field-count", given: maxFieldCount != nil, for: ["timer", "stopwatch"])
        try only("--max-precision", given: maxPrecision != nil, for: ["timer", "stopwatch"])

        func instant(_ flag: String, _ text: String) throws -> InstantSpec {
            do { return .absolute(try TimeParser.instant(text, reference: referenceDate)) } catch { throw invalid(flag, error) }
        }
        var countsDown = true
        if let counts {
            guard counts == "up" || counts == "down" else { throw ValidationError("--counts: '\(counts)' is not up or down") }
            countsDown = counts == "down"
        }
        var fields: Int?
        if let maxFieldCount {
            guard let n = Int(maxFieldCount), DurationPattern.fieldCounts.contains(n) else {
                throw ValidationError("--max-field-count: '\(maxFieldCount)' is not a whole number from 1 to 4")
            }
            fields = n
        }
        var precision: Seconds?
        if let maxPrecision {
            do { precision = try TimeParser.duration(maxPrecision) } catch { throw invalid("--max-precision", error) }
            if let problem = DurationPattern.problem(precision: precision!) { throw ValidationError("--max-precision: '\(maxPrecision)': \(problem)") }
        }

        let timerFormat: TimerFormat
        switch format {
        case "interval", "timer":
            guard let end else { throw ValidationError("--end: --format \(format) needs the interval's end (ISO-8601, or seconds after --reference such as 300)") }
            let endSpec = try instant("--end", end)
            if format == "interval" {
                timerFormat = .interval(end: endSpec, pauseTime: try pauseTime.map { try instant("--pause-time", $0) },
                                        countsDown: countsDown, showsHours: showsHours)
            } else {
                timerFormat = .timer(end: endSpec, countsDown: countsDown, showsHours: showsHours,
                                     maxFieldCount: fields ?? TimerFormat.timerFieldCount, maxPrecision: precision ?? TimerFormat.timerPrecision)
            }
            if let problem = timerFormat.problem(start: referenceDate, reference: referenceDate) {
                throw ValidationError("--end: '\(end)': \(problem)")
            }
        case "stopwatch":
            timerFormat = .stopwatch(showsHours: showsHours, maxFieldCount: fields ?? TimerFormat.stopwatchFieldCount,
                                     maxPrecision: precision ?? TimerFormat.stopwatchPrecision)
        default:
            timerFormat = .style
        }
        return (TimerSpec(date: .absolute(referenceDate), format: timerFormat), referenceDate, now, rule)
    }

    func run() throws {
        let (spec, referenceDate, now, rule) = try parsed()
        let live = spec.liveText(reference: referenceDate, rounding: rule)
        let text = live.string(at: now)
        guard json else { print(text); return }
        var object: [String: Any] = [
            "string": text,
            "format": spec.format.name,
            "at": now.iso8601,
            "reference": referenceDate.iso8601,
            "rounding": rule.rawValue,
            "nextChange": live.nextChange(after: now).map { $0.iso8601 as Any } ?? NSNull(),
        ]
        switch live {
        case .style(let timer):
            object["seconds"] = Int(timer.shownSeconds(at: now))
            object["direction"] = now < timer.date ? "down" : "up"
        case .duration(let duration):
            object["direction"] = duration.running.countsDown ? "down" : "up"
            if let end = duration.running.end { object["end"] = end.iso8601 }
            if let pause = duration.running.pause { object["pauseTime"] = pause.iso8601 }
        }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
