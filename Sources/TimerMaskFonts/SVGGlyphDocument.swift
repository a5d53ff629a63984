/// One OT-SVG glyph document, unpacked and checked before librsvg sees it: a glyph document may
/// draw only from itself. Entity declarations (billion laughs) are refused outright, in any
/// encoding libxml2 reads and outside comments; its `data:` URIs are checked (`EmbeddedData`); references
/// to anything outside the document (a file, a URL, a style sheet) are listed so the caller can
/// say so, and are never followed: librsvg is given no base file, so it loads nothing but
/// `data:` URIs, and every reference this scan lists is one it will refuse.
struct SVGGlyphDocument: Sendable {
    /// The document's XML, decompressed.
    let bytes: [UInt8]
    /// References that point outside the document (neither `#fragment` nor `data:`), in order.
    let externalReferences: [String]
    /// The JPEG pictures its `data:` URIs hold, decoded by the check (`EmbeddedData.decodedPayloads`).
    let decodedPayloads: [Int: [UInt8]]

    /// The most bytes one document may hold once decompressed: far above any glyph drawing, far
    /// below what a gzip bomb would inflate to.
    static let maximumBytes = 8 << 20

    /// Why a document is refused, completed into a sentence by the caller (font and glyph).
    struct Refusal: Error {
        let reason: String
    }

    /// The refusal of a `<!DOCTYPE` or `<!ENTITY` declaration, in the document or a `data:` URI.
    static let declarationRefusal = Refusal(reason: "declares a DOCTYPE or entities, which glyph documents may not (entity expansion can grow without end)")

    init(_ stored: ArraySlice<UInt8>) throws(Refusal) {
        guard stored.count <= Self.maximumBytes else {
            throw Refusal(reason: "is \(stored.count) bytes, over the limit of \(Self.maximumBytes >> 20) MiB")
        }
        // Every gzip layer (librsvg inflates one it is given) counts against the one budget.
        var bytes = Array(stored)
        var budget = Self.maximumBytes
        while Gzip.isCompressed(bytes[...]) {
            do { bytes = try Gzip.decompress(bytes[...], limit: budget) } catch {
                switch error {
                case .overLimit: throw Refusal(reason: "inflates past \(Self.maximumBytes >> 20) MiB")
                case .damaged(let what): throw Refusal(reason: "is gzip-compressed but \(what)")
                }
            }
            budget -= bytes.count
        }
        self.bytes = bytes
        let text = try XMLDocumentText.utf8(bytes)
        if XMLDocumentText.declaresDoctypeOrEntities(text) { throw Self.declarationRefusal }
        let lower = ByteSearch.lowercased(text)
        var embedded = EmbeddedData(inflateBudget: budget)
        try embedded.check(text, lowercased: lower)
        // Their offsets are the text's: the document's own when it was not transcoded (UTF-16, UTF-32).
        decodedPayloads = text == bytes ? embedded.decodedPayloads : [:]
        externalReferences = Self.references(in: text, lowercased: lower).filter { !Self.isInternal($0) }
    }

    /// A same-document fragment or an inline `data:` URI: the only references a glyph may use.
    static func isInternal(_ reference: String) -> Bool {
        let trimmed = reference.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "'" || $0 == "\"" }
        return trimmed.hasPrefix("#") || trimmed.lowercased().hasPrefix("data:")
    }

    /// Every `href` attribute value (any prefix: `xlink:href`, `href`), every CSS `url(…)` and
    /// every `@import`, as written.
    static func references(in bytes: [UInt8], lowercased lower: [UInt8]) -> [String] {
        var found: [String] = []
        func text(_ range: Range<Int>) -> String {
            let value = String(decoding: bytes[range.prefix(200)], as: UTF8.self)
            return range.count > 200 ? value + "…" : value
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        // href = "value" or 'value'
        var search = 0
        while let hit = ByteSearch.firstRange(of: "href", in: lower, from: search) {
            search = hit.upperBound
            var i = hit.upperBound
            while i < lower.count, isSpace(lower[i]) { i += 1 }
            guard i < lower.count, lower[i] == UInt8(ascii: "=") else { continue }
            i += 1
            while i < lower.count, isSpace(lower[i]) { i += 1 }
            guard i < lower.count, lower[i] == UInt8(ascii: "\"") || lower[i] == UInt8(ascii: "'") else { continue }
            let quote = lower[i]
            let start = i + 1
            var end = start
            while end < lower.count, lower[end] != quote { end += 1 }
            found.append(text(start..<end))
            search = end
        }
        // url(value) in attributes and style sheets; @import "value" or @import url(value)
        for (marker, terminator) in [("url(", UInt8(ascii: ")")), ("@import", UInt8(ascii: ";"))] {
            search = 0
            while let hit = ByteSearch.firstRange(of: marker, in: lower, from: search) {
                var end = hit.upperBound
                while end < lower.count, lower[end] != terminator, lower[end] != UInt8(ascii: "<") { end += 1 }
                let value = text(hit.upperBound..<end)
                // `@import url(#x)` is listed by the url( pass; a bare @import always loads a sheet.
                found.append(marker == "@import" ? "@import" + value : value)
                search = end
            }
        }
        return found
    }
}
