/// A glyph document's XML as the checks before librsvg read it: in UTF-8 whatever encoding
/// libxml2 would read it in, so a declaration written in UTF-16 or UTF-32 is seen too, and with
/// its markup told apart from comments, CDATA sections and processing instructions, so words
/// inside them are not taken for declarations.
enum XMLDocumentText {
    /// The encodings a glyph document may be in: Unicode, and the 8-bit encodings that write ASCII
    /// as ASCII (so their markup can be read byte by byte).
    static let readableEncodings = "UTF-8, UTF-16, UTF-32, US-ASCII, ISO-8859-* and windows-125*"

    /// `bytes` in UTF-8, found as libxml2 finds the encoding (XML 1.0 appendix F): a byte-order
    /// mark or the first four bytes, then the encoding declaration. Throws when the document is in
    /// an encoding whose markup cannot be checked (EBCDIC, UTF-7, …) or declares one it is not in.
    static func utf8(_ bytes: [UInt8]) throws(SVGGlyphDocument.Refusal) -> [UInt8] {
        func starts(_ prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
        let text: [UInt8]
        let family: String
        if starts([0x00, 0x00, 0xFE, 0xFF]) || starts([0x00, 0x00, 0x00, 0x3C]) {
            (text, family) = (decode32(bytes, bigEndian: true), "utf-32")
        } else if starts([0xFF, 0xFE, 0x00, 0x00]) || starts([0x3C, 0x00, 0x00, 0x00]) {
            (text, family) = (decode32(bytes, bigEndian: false), "utf-32")
        } else if starts([0xFE, 0xFF]) || starts([0x00, 0x3C, 0x00, 0x3F]) || starts([0x00, 0x3C]) {
            (text, family) = (decode16(bytes, bigEndian: true), "utf-16")
        } else if starts([0xFF, 0xFE]) || starts([0x3C, 0x00, 0x3F, 0x00]) || starts([0x3C, 0x00]) {
            (text, family) = (decode16(bytes, bigEndian: false), "utf-16")
        } else if starts([0x4C, 0x6F, 0xA7, 0x94]) {
            throw .init(reason: "is in EBCDIC, which glyph documents may not use (\(readableEncodings) only)")
        } else {
            (text, family) = (bytes, "8-bit")
        }
        guard let declared = declaredEncoding(in: text) else { return text }
        let name = declared.lowercased()
        let allowed = switch family {
        case "utf-32": name.hasPrefix("utf-32") || name.hasPrefix("ucs-4")
        case "utf-16": name.hasPrefix("utf-16") || name.hasPrefix("ucs-2")
        default: ["utf-8", "utf8", "us-ascii", "ascii", "latin1"].contains(name) || name.hasPrefix("iso-8859-")
            || name.hasPrefix("iso8859-") || name.hasPrefix("windows-125")
        }
        guard allowed else {
            throw .init(reason: "declares the encoding '\(declared.prefix(40))' in a \(family == "8-bit" ? "byte-oriented" : family.uppercased()) document, which glyph documents may not (\(readableEncodings) only)")
        }
        return text
    }

    /// The `encoding` of an XML declaration (`<?xml … encoding="…"?>`) at the start, if any.
    static func declaredEncoding(in text: [UInt8]) -> String? {
        let start = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard text[start...].starts(with: Array("<?xml".utf8)),
              let end = ByteSearch.firstRange(of: "?>", in: text, from: start) else { return nil }
        let declaration = String(decoding: text[start..<end.lowerBound], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// Whether the markup (outside comments, CDATA sections and processing instructions) holds a
    /// `<!DOCTYPE` or `<!ENTITY` declaration, in any case.
    static func declaresDoctypeOrEntities(_ text: [UInt8]) -> Bool {
        var i = 0
        // Each skipped construct ends at the first occurrence of its terminator, as in libxml2.
        func skip(past terminator: String) { i = ByteSearch.firstRange(of: terminator, in: text, from: i)?.upperBound ?? text.count }
        func at(_ word: String) -> Bool {
            let word = Array(word.utf8)
            guard i + word.count <= text.count else { return false }
            for (offset, expected) in word.enumerated() {
                if ByteSearch.lowercased(text[i + offset]) != expected { return false }
            }
            return true
        }
        while i < text.count {
            guard text[i] == UInt8(ascii: "<") else { i += 1; continue }
            if at("<!--") { i += 4; skip(past: "-->") }
            else if at("<![cdata[") { skip(past: "]]>") }
            else if at("<?") { i += 2; skip(past: "?>") }
            else if at("<!doctype") || at("<!entity") { return true }
            else { i += 1 }
        }
        return false
    }

    private static func decode16(_ bytes: [UInt8], bigEndian: Bool) -> [UInt8] {
        let units = stride(from: 0, to: bytes.count - 1, by: 2).map { i -> UInt16 in
            let (high, low) = bigEndian ? (bytes[i], bytes[i + 1]) : (bytes[i + 1], bytes[i])
            return UInt16(high) << 8 | UInt16(low)
        }
        return Array(String(decoding: units.starts(with: [0xFEFF]) ? Array(units.dropFirst()) : units, as: UTF16.self).utf8)
    }

    private static func decode32(_ bytes: [UInt8], bigEndian: Bool) -> [UInt8] {
        let units = stride(from: 0, to: bytes.count - 3, by: 4).map { i -> UInt32 in
            let word: [UInt8] = bigEndian ? Array(bytes[i..<i + 4]) : Array(bytes[i..<i + 4].reversed())
            return word.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        }
        return Array(String(decoding: units.starts(with: [0xFEFF]) ? Array(units.dropFirst()) : units, as: UTF32.self).utf8)
    }
}
