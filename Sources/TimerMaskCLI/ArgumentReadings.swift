import TimerMask

// The readings several commands share; a reading only one command uses lives beside it.

/// An instant: ISO-8601, or seconds relative to a reference known later (`1.533`, `2+7/15`).
enum InstantText: ArgumentReading {
    static func read(_ text: String) throws -> InstantSpec { try TimeParser.instant(text) }
}

/// A duration with an optional unit: `1/15s`, `66.667ms`, `2s`.
enum DurationText: ArgumentReading {
    static func read(_ text: String) throws -> Seconds { try TimeParser.duration(text) }
}

/// An exact number such as a frame rate: `15`, `29.97`, `30000/1001`.
enum NumberText: ArgumentReading {
    static func read(_ text: String) throws -> Rational { try TimeParser.number(text) }
}

/// A time zone: an IANA name or an offset.
enum TimeZoneText: ArgumentReading {
    static func read(_ text: String) throws -> TimeZoneSpec { try TimeZoneSpec(parsing: text) }
}

/// A colour: white, black, none, #RRGGBB or #RRGGBBAA.
enum ColourText: ArgumentReading {
    static func read(_ text: String) throws -> SceneColor {
        guard let color = SceneColor(parsing: text) else {
            throw CLIError("'\(text)' is not a colour (white, black, none, #RRGGBB or #RRGGBBAA)")
        }
        return color
    }
}

/// One of a set of words: "'x' is not light or dark", or "… is not one of a, b, c".
enum ChoiceText<Choice: RawRepresentable & CaseIterable & Sendable>: ArgumentReading where Choice.RawValue == String {
    static func read(_ text: String) throws -> Choice {
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue)
            let list = names.count == 2 ? names.joined(separator: " or ") : "one of " + names.joined(separator: ", ")
            throw CLIError("'\(text)' is not \(list)")
        }
        return choice
    }
}
