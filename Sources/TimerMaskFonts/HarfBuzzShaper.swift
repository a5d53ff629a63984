import CHarfBuzz

/// One glyph of a shaped run, in font units: which glyph, which character it came from,
/// and how far it moves the pen.
public struct ShapedGlyph: Equatable, Sendable {
    public let glyphID: UInt32
    /// UTF-8 byte offset of the first character this glyph stands for.
    public let cluster: Int
    public let xAdvance: Int
    public let xOffset: Int
    public let yOffset: Int
}

/// The one place HarfBuzz is called: shaping applies the font's OpenType features (`liga`
/// first of all), which a ligature blink font needs to draw anything.
final class HarfBuzzShaper {
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer

    /// `fileBytes` must outlive this shaper (FontFace owns both).
    init(fileBytes: UnsafeBufferPointer<UInt8>, unitsPerEm: Int) {
        blob = fileBytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: fileBytes.count) {
            hb_blob_create($0, UInt32(fileBytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
        }
        face = hb_face_create(blob, 0)
        font = hb_font_create(face)
        // Positions come back in font units; layout scales them exactly.
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// Whether the font maps `scalar` to a glyph (its cmap).
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 && glyph != 0
    }

    /// The glyphs of `text`; an empty string is an empty run (an empty array has no base address
    /// to hand HarfBuzz, and HarfBuzz has no glyph arrays for an empty buffer).
    func shape(_ text: String, tabularDigits: Bool = false) -> [ShapedGlyph] {
        guard !text.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                hb_buffer_add_utf8(buffer, $0, Int32(bytes.count), 0, Int32(bytes.count))
            }
        }
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        if tabularDigits {
            // OpenType `tnum`: digits of one advance, as `.monospacedDigit()` asks of the system font.
            var feature = hb_feature_t(tag: hb_tag_t(0x746E_756D), value: 1, start: 0, end: UInt32.max)
            hb_shape(font, buffer, &feature, 1)
        } else {
            hb_shape(font, buffer, nil, 0)
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { i in
            ShapedGlyph(glyphID: infos[i].codepoint, cluster: Int(infos[i].cluster),
                        xAdvance: Int(positions[i].x_advance), xOffset: Int(positions[i].x_offset),
                        yOffset: Int(positions[i].y_offset))
        }
    }
}
