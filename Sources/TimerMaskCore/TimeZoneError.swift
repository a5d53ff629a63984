/// A zone that is neither an IANA name nor an offset within ±18:00, in one sentence naming the text given.
public typealias TimeZoneError = Refusal<TimeZoneSpec>
