import ArgumentParser
import TimerMask

/// How a flag's text reads as a value: the value, or why the text is not one, as the clause
/// that follows "--flag: " ("'1:05' is not an instant …").
protocol ArgumentReading {
    associatedtype Value: Sendable
    static func read(_ text: String) throws -> Value
}

/// A flag's value, read once, when the command line is parsed. A text that does not read
/// keeps its reason for `validate()`, which says it after the flag's name in turn with the other
/// checks: the parser's own message for a failed `ExpressibleByArgument` ("The value '1:05' is
/// invalid for '--at <instant>'") would drop the reason and the project's one-sentence form.
struct Parsed<Reading: ArgumentReading>: ExpressibleByArgument, ExpressibleByStringLiteral, Sendable {
    /// The text as typed, which messages quote.
    let text: String
    private let reading: Result<Reading.Value, Refusal<Reading>>

    init(argument: String) {
        text = argument
        do { reading = .success(try Reading.read(argument)) } catch { reading = .failure(Refusal("\(error)")) }
    }

    init(stringLiteral text: String) { self.init(argument: text) }

    var defaultValueDescription: String { text }

    /// The value, or `ValidationError` "`flag`: why the text is not one".
    func value(_ flag: String) throws -> Reading.Value {
        do { return try reading.get() } catch { throw ValidationError("\(flag): \(error)") }
    }

    /// The value, or `ValidationError` with the reason alone, for a reading whose reason names
    /// the flag itself (`--let`).
    func value() throws -> Reading.Value {
        do { return try reading.get() } catch { throw ValidationError(error.description) }
    }
}

extension Parsed where Reading == InstantText {
    /// The instant, relative ones counted from `reference`; "`flag`: …" when it is not one.
    func instant(_ flag: String, reference: Instant) throws -> Instant {
        let spec = try value(flag)
        do { return try TimeParser.resolve(spec, writtenAs: text, reference: reference) } catch { throw ValidationError("\(flag): \(error)") }
    }
}

extension Parsed where Reading == DurationText {
    /// A span of time above zero, or "`flag`: 0 must be above zero".
    func positive(_ flag: String) throws -> Seconds {
        let value = try value(flag)
        guard value > .zero else { throw ValidationError("\(flag): \(text) must be above zero") }
        return value
    }
}

extension Parsed where Reading == NumberText {
    /// A rate above 0 and at most `limit`, or "`flag`: 0 must be above 0 and at most 240".
    func rate(_ flag: String, atMost limit: Rational) throws -> Rational {
        let value = try value(flag)
        guard value > .zero, value <= limit else { throw ValidationError("\(flag): \(text) must be above 0 and at most \(limit)") }
        return value
    }
}
