/// Why a font or a text could not be used: one sentence naming the file or value.
public struct FontError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
