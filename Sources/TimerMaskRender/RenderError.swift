import TimerMaskCore

/// Why a scene could not be rendered: one sentence naming the view or image, and a `kind` a
/// caller can switch on.
public typealias RenderError = KindedRefusal<RenderErrorKind>

/// What kind of failure a `RenderError` is.
public enum RenderErrorKind: Equatable, Sendable {
    /// The scene's size or display scale is out of range, or its pixels over the limit.
    case sceneSize
    /// A view names an image that was not loaded.
    case missingImage
    /// An image's pixels cannot be read when it is first shown (a frame file damaged
    /// past the header that gave its size).
    case unreadableImage
    /// A text's font cannot be loaded, or its text cannot be shaped or drawn.
    case font
    /// A length cannot be worked out where it is read (`geo.width` outside a geometryReader)
    /// or comes to a value out of range.
    case length
    /// The work asked for is over one of the renderer's limits (a picture's pixels, layout
    /// steps, a sheet's or diagram's size, a scan's renders).
    case overLimit
    /// A sheet or diagram setting leaves nothing to draw.
    case invalidSettings
    /// No font for the labels of sheets and diagrams.
    case labelFont
}
