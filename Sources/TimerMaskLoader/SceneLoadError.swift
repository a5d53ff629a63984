import TimerMaskCore

/// Why a scene and its resources could not be loaded: one sentence naming the file, the JSON
/// path or the frames, and a `kind` a caller can switch on.
public typealias SceneLoadError = KindedRefusal<SceneLoadErrorKind>

/// What kind of failure a `SceneLoadError` is.
public enum SceneLoadErrorKind: Equatable, Sendable {
    /// The scene file itself cannot be read (its contents are judged by `SceneFileError`).
    case unreadableSceneFile
    /// An image `frame:K` names a frame past the last one given.
    case frameOutOfRange
    /// An image name starts with `frame:` but is not `frame:K` with K a whole number.
    case malformedFrameName
    /// An image file the scene names cannot be read or decoded.
    case unreadableImage
    /// The frames cannot be loaded (a missing folder, a pattern matching nothing, …) or
    /// their number is not usable.
    case frames
}
