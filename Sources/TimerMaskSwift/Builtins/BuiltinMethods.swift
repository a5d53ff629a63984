/// The methods of SwiftUI and Foundation values TimerMask reads, one enum per kind of value
/// (`Evaluator.method`); a name none has is a view modifier, or refused.

/// `Text` methods that return a `Text` (so `Text + Text` still joins them).
enum TextMethod: String, CaseIterable {
    case font, foregroundColor, foregroundStyle
    // The stand-in fonts have one weight and design, and digits all one advance.
    case monospacedDigit, bold, italic, fontWeight, kerning, tracking, fontDesign, monospaced
    // Lines through or under the text.
    case strikethrough, underline
}

/// `Font` methods: all leave the stand-in font as it is.
enum FontMethod: String, CaseIterable {
    case monospacedDigit, weight, bold, italic
}

/// `Shape` methods that paint it.
enum ShapeMethod: String, CaseIterable {
    case fill, stroke, strokeBorder
    // Methods that give another shape.
    case trim, inset
}

/// Methods of an SF Symbol (`Image(systemName:)`), drawn as its stand-in's glyph.
enum SymbolMethod: String, CaseIterable {
    case imageScale, resizable, scaledToFit, scaledToFill, aspectRatio, symbolRenderingMode, symbolVariant, renderingMode
}

/// `Image` methods.
enum ImageMethod: String, CaseIterable {
    // Images are always resizable and resampled with Lanczos-3 (docs: TheModel.md).
    case resizable, renderingMode, interpolation, antialiased
    case scaledToFill, scaledToFit, aspectRatio
}

/// `Date` methods.
enum DateMethod: String, CaseIterable {
    case addingTimeInterval, advanced, timeIntervalSince, distance, formatted
}

/// Floating-point methods.
enum NumberMethod: String, CaseIterable {
    case rounded, truncatingRemainder, formatted
}

/// `String` methods.
enum StringMethod: String, CaseIterable {
    case uppercased, lowercased, hasPrefix, hasSuffix, contains, prefix, suffix, dropFirst, dropLast
}

/// Array and range methods.
enum SequenceMethod: String, CaseIterable {
    case map, reversed, enumerated, prefix, dropFirst, contains, filter, sorted, joined
    case first, last, firstIndex, lastIndex, min, max, reduce, compactMap, allSatisfy, suffix, dropLast
}

/// `Path` methods called on a local `var path` (`Evaluator.pathCall`).
enum PathMethod: String, CaseIterable {
    case move, addLine, addQuadCurve, addCurve, closeSubpath, addArc, addRect
}
