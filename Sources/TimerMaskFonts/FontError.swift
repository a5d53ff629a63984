import TimerMaskCore

/// Why a font or a text could not be used: one sentence naming the file or value, and a `kind`
/// a caller can switch on.
public typealias FontError = KindedRefusal<FontErrorKind>

/// What kind of failure a `FontError` is.
public enum FontErrorKind: Equatable, Sendable {
    /// The font file does not exist, is a folder, or cannot be read.
    case unreadableFile
    /// The bytes are not a font FreeType can use (empty, another format, no glyphs).
    case notAFont
    /// A font that opened turns out damaged: a table past the end of the file, a glyph
    /// FreeType cannot load or draw, advance widths that make no sense.
    case damaged
    /// A size, view or text out of the range that can be drawn (including an empty text).
    case outOfRange
    /// FreeType itself could not start.
    case freeType
}
