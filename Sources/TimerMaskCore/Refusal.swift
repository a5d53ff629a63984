import Foundation

/// Why a value was refused: one sentence naming the file, flag or value, shown as it is.
/// `Subject` names what refused it, so each stage's refusals stay a type of their own
/// (`catch let error as PreviewError`) while every one has the same shape.
public struct Refusal<Subject>: Error, CustomStringConvertible, Equatable, Sendable, LocalizedError {
    public let description: String
    public init(_ description: String) { self.description = description }
    public var errorDescription: String? { description }
}
