import Foundation

/// A font whose glyph for "1" is drawn by one given OT-SVG document: the built-in BlinkMask with
/// an `SVG ` table added. Glyph documents reach librsvg only inside a font; this is how the fuzz
/// entry point, the mutation test and the hostile-document tests hand it one (docs: HardToBreak.md).
public enum SVGDocumentFont {
    /// The font (named `name` in messages) and the glyph `document` draws.
    public static func make(document: [UInt8], name: String, svgTimeLimit: Double = FontFace.defaultSVGTimeLimit,
                            svgMemoryLimit: Int = FontFace.defaultSVGMemoryLimit) throws -> (font: FontFace, glyph: UInt32) {
        let glyph = try FontFace.blinkMask.shape("1")[0].glyphID
        let base = try BuiltInFontFiles.bytes(BuiltInFontFiles.blinkMask)
        let bytes = adding(svgTable(glyph: UInt16(glyph), document: document), to: base)
        return (try FontFace(bytes: bytes, name: name, svgTimeLimit: svgTimeLimit, svgMemoryLimit: svgMemoryLimit), glyph)
    }

    /// An `SVG ` table with one document for one glyph: header, index of one entry, document.
    static func svgTable(glyph: UInt16, document: [UInt8]) -> [UInt8] {
        var table: [UInt8] = []
        table.append(big: UInt16(0)); table.append(big: UInt32(10)); table.append(big: UInt32(0))
        table.append(big: UInt16(1))
        table.append(big: glyph); table.append(big: glyph); table.append(big: UInt32(14)); table.append(big: UInt32(document.count))
        return table + document
    }

    /// `font` (a single sfnt) rewritten with `table` as its `SVG ` table, every table 4-byte aligned.
    static func adding(_ table: [UInt8], to font: [UInt8]) -> [UInt8] {
        func u16(_ at: Int) -> Int { Int(font[at]) << 8 | Int(font[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        var tables: [(tag: [UInt8], bytes: [UInt8])] = (0..<u16(4)).map { i in
            let record = 12 + 16 * i
            return (Array(font[record..<record + 4]), Array(font[u32(record + 8)..<u32(record + 8) + u32(record + 12)]))
        }
        tables.removeAll { $0.tag == Array("SVG ".utf8) }
        tables.append((Array("SVG ".utf8), table))
        tables.sort { $0.tag.lexicographicallyPrecedes($1.tag) }
        var power = 1, log = 0
        while power * 2 <= tables.count { power *= 2; log += 1 }
        var out = Array(font[0..<4])
        out.append(big: UInt16(tables.count)); out.append(big: UInt16(16 * power))
        out.append(big: UInt16(log)); out.append(big: UInt16(16 * (tables.count - power)))
        var offset = 12 + 16 * tables.count
        var data: [UInt8] = []
        for (tag, bytes) in tables {
            let padded = bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
            var sum: UInt32 = 0
            for at in stride(from: 0, to: padded.count, by: 4) {
                let word = padded[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                sum &+= word
            }
            out += tag; out.append(big: sum); out.append(big: UInt32(offset)); out.append(big: UInt32(bytes.count))
            data += padded
            offset += padded.count
        }
        return out + data
    }
}

extension [UInt8] {
    mutating func append(big value: UInt16) { append(contentsOf: [UInt8(value >> 8), UInt8(truncatingIfNeeded: value)]) }
    mutating func append(big value: UInt32) { append(big: UInt16(value >> 16)); append(big: UInt16(truncatingIfNeeded: value)) }
}
