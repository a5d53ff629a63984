@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// The text of a Swift string literal as the compiler reads it: escapes decoded (`\u{1F525}`,
/// `\t`, `\"`, `\\`, `\0`), multi-line literals joined without their indentation, raw
/// literals (`#"…"#`) taken as written. swift-syntax's own lexer does the decoding, so no rule
/// of Swift's is written again here.
enum StringLiteralText {
    /// The literal's whole value; `nil` when it interpolates or did not parse.
    static func value(of literal: StringLiteralExprSyntax) -> String? {
        literal.representedLiteralValue
    }

    /// One text segment of `literal` (between its interpolations), decoded; `nil` when it did not parse.
    static func segment(_ segment: StringSegmentSyntax, of literal: StringLiteralExprSyntax) -> String? {
        guard !segment.hasError, let kind = literal.stringLiteralKind else { return nil }
        var text = ""
        segment.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &text)
        return text
    }
}
