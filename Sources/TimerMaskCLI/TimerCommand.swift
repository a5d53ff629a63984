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

    @Option(help: ArgumentHelp("Which live text: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "kind"))
    var format = Parsed<ChoiceText<Kind>>(argument: Kind.style.rawValue)

    @Option(parsing: .unconditional, help: ArgumentHelp("The timer's date, the interval's start or the stopwatch's start: an ISO-8601 date-time with a zone.", valueName: "instant"))
    var reference = Parsed<InstantText>(argument: SceneDefaults.referenceText)

    @Option(parsing: .unconditional, help: ArgumentHelp("The wall-clock instant: ISO-8601, or seconds after --reference (61.533, -0.25, 1/15, 2+7/15).", valueName: "instant"))
    var at: Parsed<InstantText>

    @Option(parsing: .unconditional, help: ArgumentHelp("interval and timer: where the interval ends, ISO-8601 or seconds after --reference (300); not before --reference.", valueName: "instant"))
    var end: Parsed<InstantText>?

    @Option(name: .customLong("pause-time"), parsing: .unconditional, help: ArgumentHelp("interval: where the timer holds (pauseTime), ISO-8601 or seconds after --reference.", valueName: "instant"))
    var pauseTime: Parsed<InstantText>?

    @Option(help: ArgumentHelp("interval and timer: count down (the default; countsDown, countingDownIn) or up (countingUpIn).", valueName: "up|down"))
    var counts: Parsed<ChoiceText<Direction>>?

    @Flag(inversion: .prefixedNo, help: "interval, timer and stopwatch: show hours as their own field from an hour on (showsHours; the default), or let minutes pass 59.")
    var showsHours = true

    @Option(parsing: .unconditional, help: ArgumentHelp("timer and stopwatch: the most fields shown, 1…4 (maxFieldCount; timer 3, stopwatch 4), dropped from the least significant.", valueName: "n"))
    var maxFieldCount: Parsed<FieldCountText>?

    @Option(parsing: .unconditional, help: ArgumentHelp("timer and stopwatch: the step shown (maxPrecision; timer 1s, stopwatch 10ms), whole milliseconds from 1ms to 86400s; 60s and more write one unit in words (23 minutes).", valueName: "duration"))
    var maxPrecision: Parsed<DurationText>?

    @Option(help: ArgumentHelp("How a fractional step rounds: \(TimerRounding.allCases.map(\.rawValue).joined(separator: ", ")). The default ceil floors elapsed time and ceils remaining time, so every value shows for exactly one step.", valueName: "rule"))
    var rounding = Parsed<ChoiceText<TimerRounding>>(argument: TimerRounding.default.rawValue)

    @Flag(help: "Print a JSON object: the string, the format, direction and the next instant it changes (null when it never will).")
    var json = false

    /// The live texts `--format` names.
    enum Kind: String, CaseIterable {
        case style, interval, timer, stopwatch
    }

    /// `--counts`: which way an interval or a timer format counts.
    enum Direction: String, CaseIterable {
        case up, down
    }

    /// `--max-field-count`: a whole number of fields a timer or stopwatch may show.
    enum FieldCountText: ArgumentReading {
        static func read(_ text: String) throws -> Int {
            guard let n = Int(text), DurationPattern.fieldCounts.contains(n) else {
                throw CLIError("'\(text)' is not a whole number from 1 to 4")
            }
            return n
        }
    }

    func validate() throws {
        _ = try parsed()
    }

    func parsed() throws -> (timer: TimerSpec, reference: Instant, now: Instant, rounding: TimerRounding) {
        guard case .absolute(let referenceDate) = try reference.value("--reference") else {
            throw ValidationError("--reference: '\(reference.text)' must be a date-time such as 2026-11-21T10:00:00Z, not a relative number")
        }
        let now = try at.instant("--at", reference: referenceDate)
        let rule = try rounding.value("--rounding")
        let format = try self.format.value("--format")
        func only(_ flag: String, given: Bool, for kinds: [Kind]) throws {
            guard given, !kinds.contains(format) else { return }
            throw ValidationError("\(flag) applies to --format \(kinds.map(\.rawValue).joined(separator: " or ")), not \(format.rawValue)")
        }
        try only("--end", given: end != nil, for: [.interval, .timer])
        try only("--pause-time", given: pauseTime != nil, for: [.interval])
        try only("--counts", given: counts != nil, for: [.interval, .timer])
        try only("--no-shows-hours", given: !showsHours, for: [.interval, .timer, .stopwatch])
        try only("--max-field-count", given: maxFieldCount != nil, for: [.timer, .stopwatch])
        try only("--max-precision", given: maxPrecision != nil, for: [.timer, .stopwatch])

        func instant(_ flag: String, _ given: Parsed<InstantText>) throws -> InstantSpec {
            .absolute(try given.instant(flag, reference: referenceDate))
        }
        let countsDown = try counts?.value("--counts") != .up
        let fields = try maxFieldCount?.value("--max-field-count")
        var precision: Seconds?
        if let maxPrecision {
            precision = try maxPrecision.value("--max-precision")
            if let problem = DurationPattern.problem(precision: precision!) { throw ValidationError("--max-precision: '\(maxPrecision.text)': \(problem)") }
        }

        let timerFormat: TimerFormat
        switch format {
        case .interval, .timer:
            guard let end else { throw ValidationError("--end: --format \(format.rawValue) needs the interval's end (ISO-8601, or seconds after --reference such as 300)") }
            let endSpec = try instant("--end", end)
            if format == .interval {
                timerFormat = .interval(end: endSpec, pauseTime: try pauseTime.map { try instant("--pause-time", $0) },
                                        countsDown: countsDown, showsHours: showsHours)
            } else {
                timerFormat = .timer(end: endSpec, countsDown: countsDown, showsHours: showsHours,
                                     maxFieldCount: fields ?? TimerFormat.timerFieldCount, maxPrecision: precision ?? TimerFormat.timerPrecision)
            }
            if let problem = timerFormat.problem(start: referenceDate, reference: referenceDate) {
                throw ValidationError("--end: '\(end.text)': \(problem)")
            }
        case .stopwatch:
            timerFormat = .stopwatch(showsHours: showsHours, maxFieldCount: fields ?? TimerFormat.stopwatchFieldCount,
                                     maxPrecision: precision ?? TimerFormat.stopwatchPrecision)
        case .style:
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
        case .relative(let relative):
            object["direction"] = now < relative.date ? "down" : "up"
        }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
