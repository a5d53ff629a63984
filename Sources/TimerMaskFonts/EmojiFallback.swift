/// Emoji drawn from the emoji font (Noto Color Emoji, standing in for Apple Color Emoji) where
/// the text's font has no glyph for them, as iOS falls back to its emoji font.
public enum EmojiFallback {
    /// Whether `character` is an emoji shown as a picture: a scalar with emoji presentation by
    /// default, or any emoji followed by the variation selector U+FE0F, or a keycap or flag.
    public static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }

    public static func containsEmoji(_ text: String) -> Bool { text.contains(where: isEmoji) }

    /// `text` cut into pieces each drawn in one font: `true` marks an emoji piece that `face`
    /// has no glyph for (drawn from the emoji font).
    public static func pieces(_ text: String, face: FontFace) -> [(text: String, emoji: Bool)] {
        guard containsEmoji(text) else { return [(text, false)] }
        var out: [(String, Bool)] = []
        for character in text {
            let emoji = isEmoji(character) && !face.hasGlyph(for: character.unicodeScalars.first!)
            if let last = out.last, last.1 == emoji { out[out.count - 1].0.append(character) } else { out.append((String(character), emoji)) }
        }
        return out
    }
}
