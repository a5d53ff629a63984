/// A time zone that cannot be read, in one sentence naming the text given.
public struct TimeZoneError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
