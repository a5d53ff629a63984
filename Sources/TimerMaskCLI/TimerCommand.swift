import ArgumentParser
import Foundation
import TimerMask

/// `timermask timer`: what `Text(date, style: .timer)` reads at an instant.
struct TimerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timer",
        abstract: "Print the string a SwiftUI .timer Text shows at an instant.",
        discussion: """
        The timer counts up from a past --reference and down to a future one, as M:SS under \
        an hour and H:MM:SS from an hour on, with no leading zero and hours never rolling into days.

        Examples:
          timermask timer --reference 2026-11-21T10:00:00Z --at 2026-11-21T10:01:01.5Z   # 1:01
          timermask timer --at 61.533          # 61.533 s after the default reference: 1:01
          timermask timer --at -0.25 --rounding floor   # counting down: 0:00 (ceil gives 0:01)
        """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("The timer's date: an ISO-8601 date-time with a zone.", valueName: "instant"))
    var reference: String = SceneDefaults.referenceText

    @Option(parsing: .unconditional, help: ArgumentHelp("The wall-clock instant: ISO-8601, or seconds after --reference (61.533, -0.25, 1/15, 2+7/15).", valueName: "instant"))
    var at: String

    @Option(help: ArgumentHelp("How a fractional second rounds: \(TimerRounding.allCases.map(\.rawValue).joined(separator: ", ")). The default ceil floors elapsed time and ceils remaining time, so every value shows for exactly one second.", valueName: "rule"))
    var rounding: String = TimerRounding.default.rawValue

    @Flag(help: "Print a JSON object: the string, whole seconds, direction and the next instant it changes.")
    var json = false

    func validate() throws {
        _ = try parsed()
    }

    func parsed() throws -> (timer: TimerText, now: Instant) {
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
        return (TimerText(date: referenceDate, rounding: rule), now)
    }

    func run() throws {
        let (timer, now) = try parsed()
        let text = timer.string(at: now)
        guard json else { print(text); return }
        let object: [String: Any] = [
            "string": text,
            "seconds": Int(timer.shownSeconds(at: now)),
            "direction": now < timer.date ? "down" : "up",
            "at": now.iso8601,
            "reference": timer.date.iso8601,
            "rounding": timer.rounding.rawValue,
            "nextChange": timer.nextChange(after: now).iso8601,
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
