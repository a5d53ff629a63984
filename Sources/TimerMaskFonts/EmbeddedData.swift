import Foundation
import TimerMaskCodecs

/// The `data:` URIs of a glyph document, checked before librsvg decodes them: librsvg inflates a
/// gzip-compressed SVG it finds there and decodes the pictures it embeds, so a small font can
/// otherwise ask for gigabytes. Every payload is decoded here first: gzip inside it is inflated
/// against the document's one inflate budget, a picture's width and height are read from its
/// header (PNG, JPEG, GIF, WebP) and checked against `maximumPixels`, an SVG or CSS text is
/// checked as a document is (declarations, its own `data:` URIs), and anything else is refused.
struct EmbeddedData {
    /// The most pixels a picture embedded in a glyph document may hold: the limit of the glyph's
    /// own picture, so a decoded picture costs librsvg no more than the glyph may.
    static let maximumPixels = SVGGlyphs.maximumPixels
    /// How deep `data:` documents may nest inside one another.
    static let maximumNesting = 4

    /// Bytes the document may still inflate (shared by its gzip layers and every `data:` URI).
    var inflateBudget: Int
    /// The JPEG pictures of the document's own base64 `data:` URIs written without character
    /// references, as decoded here, by the offset of their base64 text in the document: a glyph
    /// that is one such picture is drawn from them (`SVGPictureGlyph`) without decoding it again.
    private(set) var decodedPayloads: [Int: [UInt8]] = [:]

    /// Checks every `data:` URI in `text` (UTF-8 markup), `depth` documents deep; `lowercased`
    /// is `text` with ASCII letters in lower case, when the caller has it.
    mutating func check(_ text: [UInt8], lowercased: [UInt8]? = nil, depth: Int = 0) throws(SVGGlyphDocument.Refusal) {
        let lower = lowercased ?? ByteSearch.lowercased(text)
        var search = 0
        while let hit = ByteSearch.firstRange(of: "data:", in: lower, from: search) {
            // A data: URI ends where its quoted attribute or url( ) does, else at markup or a space.
            var before = hit.lowerBound - 1
            while before >= 0, " \t\r\n".utf8.contains(text[before]) { before -= 1 }
            let opener = before >= 0 ? text[before] : 0
            let terminators = opener == UInt8(ascii: "\"") || opener == UInt8(ascii: "'") ? [opener]
                : opener == UInt8(ascii: "(") ? Array(")\"'".utf8) : Array("\"')<> \t\r\n".utf8)
            var end = hit.upperBound
            while end < text.count, !terminators.contains(text[end]) { end += 1 }
            search = end
            let written = text[hit.upperBound..<end]
            // Where the URI's text stands in the document, when it is the document's own and is
            // read as written (no character reference, so unescaping changes nothing).
            let asWritten = !written.contains(UInt8(ascii: "&"))
            try checkURI(Self.unescapingXML(written), at: depth == 0 && asWritten ? hit.upperBound : nil, depth: depth)
        }
    }

    /// `at`: the offset in the document of the URI's text after `data:`, when known.
    private mutating func checkURI(_ uri: [UInt8], at offset: Int?, depth: Int) throws(SVGGlyphDocument.Refusal) {
        guard let comma = uri.firstIndex(of: UInt8(ascii: ",")) else { return }   // not a data: URI librsvg can read
        let header = String(decoding: uri[..<comma], as: UTF8.self).lowercased()
        let mediaType = header.split(separator: ";").first.map(String.init) ?? ""
        let payload = uri[(comma + 1)...]
        let isBase64 = header.hasSuffix(";base64")
        guard let decoded = isBase64 ? Self.base64(payload) : Self.percentDecoded(payload) else {
            throw .init(reason: "embeds a data: URI (\(mediaType.isEmpty ? "no media type" : mediaType)) that cannot be decoded")
        }
        try checkPayload(decoded, mediaType: mediaType, depth: depth)
        if isBase64, let offset, ImageFormat(sniffing: decoded) == .jpeg { decodedPayloads[offset + comma + 1] = decoded }
    }

    private mutating func checkPayload(_ bytes: [UInt8], mediaType: String, depth: Int) throws(SVGGlyphDocument.Refusal) {
        if Gzip.isCompressed(bytes[...]) {
            let inflated: [UInt8]
            do { inflated = try Gzip.decompress(bytes[...], limit: inflateBudget) } catch {
                switch error {
                case .overLimit: throw .init(reason: "inflates past \(SVGGlyphDocument.maximumBytes >> 20) MiB with the gzip data in its data: URIs")
                case .damaged(let what): throw .init(reason: "embeds gzip-compressed data in a data: URI, but \(what)")
                }
            }
            inflateBudget -= inflated.count
            return try checkPayload(inflated, mediaType: mediaType, depth: depth)
        }
        if let format = ImageFormat(sniffing: bytes) {
            let size: (width: Int, height: Int)
            do { size = try ImageFile.size(of: bytes, source: "data: URI", maxPixels: .max) } catch {
                throw .init(reason: "embeds a \(format.name) picture in a data: URI whose header cannot be read")
            }
            let pixels = size.width.multipliedReportingOverflow(by: size.height)
            guard !pixels.overflow, pixels.partialValue <= Self.maximumPixels else {
                throw .init(reason: "embeds a \(size.width) × \(size.height) \(format.name) picture in a data: URI, over the limit of \(Self.maximumPixels) pixels for an embedded picture")
            }
            return
        }
        // Text (an SVG document, a style sheet) is checked as a document is; other bytes are not drawn.
        guard !bytes.contains(0), let text = try? XMLDocumentText.utf8(bytes), String(validating: text, as: UTF8.self) != nil else {
            throw .init(reason: "embeds a data: URI (\(mediaType.isEmpty ? "no media type" : mediaType)) in a format TimerMask cannot size before drawing (PNG, JPEG, GIF, WebP, SVG and text only)")
        }
        guard depth < Self.maximumNesting else {
            throw .init(reason: "nests data: URIs more than \(Self.maximumNesting) deep")
        }
        if XMLDocumentText.declaresDoctypeOrEntities(text) { throw SVGGlyphDocument.declarationRefusal }
        try check(text, depth: depth + 1)
    }

    /// XML's predefined and numeric character references, as libxml2 resolves them in an attribute.
    static func unescapingXML(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "&")) else { return Array(bytes) }
        var text = String(decoding: bytes, as: UTF8.self)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.range(of: "&#") {
            out += rest[..<amp.lowerBound]
            let digits = rest[amp.upperBound...].prefix { $0 != ";" }
            let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            if let value, let scalar = Unicode.Scalar(value), digits.endIndex < rest.endIndex {
                out.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: digits.endIndex)...]
            } else {
                out += "&#"
                rest = rest[amp.upperBound...]
            }
        }
        return Array((out + rest).replacingOccurrences(of: "&amp;", with: "&").utf8)
    }

    /// Base64 with whitespace between its characters, as librsvg reads it; nil when it is not.
    static func base64(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        let compact = bytes.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        let padded = compact + [UInt8](repeating: UInt8(ascii: "="), count: (4 - compact.count % 4) % 4)
        return Data(base64Encoded: Data(padded)).map { [UInt8]($0) }
    }

    /// `%XX` escapes decoded; nil when one is malformed.
    static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if bytes[i] == UInt8(ascii: "%") {
                guard i + 2 < bytes.endIndex, let value = UInt8(String(decoding: bytes[i + 1...i + 2], as: UTF8.self), radix: 16) else { return nil }
                out.append(value)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return out
    }
}
