import Foundation

/// A refusal a caller can switch on: one sentence naming the file, flag or value, and a `kind`
/// saying which of a stage's failures it is (`RenderError`, `FontError`, `SceneLoadError`,
/// `SceneFileError` are this shape, each with its own kinds).
public struct KindedRefusal<K: Equatable & Sendable>: Error, CustomStringConvertible, Equatable, Sendable, LocalizedError {
    /// Which of the stage's failures this is.
    public typealias Kind = K
    public let kind: Kind
    public let description: String
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
    public var errorDescription: String? { description }
}
