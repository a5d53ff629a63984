import CRSVG
import TimerMaskCodecs

/// A glyph document that is one embedded JPEG picture and nothing else, drawn in this process:
/// the picture decoded by libjpeg-turbo, then painted by cairo with the calls librsvg makes for
/// an SVG `<image>` (`timermask_picture_draw`), so the pixels are librsvg's own (checked against
/// the worker's drawing, SVGPictureGlyphTests) at a fraction of the cost: a 1092 px frame of the
/// 16-font stack is drawn in about 7 ms instead of 18–28 ms through the librsvg worker, most of
/// which went to gdk-pixbuf's JPEG loader and converting its picture for cairo.
///
/// Only what is known to come out identical is taken; every other document goes to librsvg:
/// - the document: an optional XML declaration, then `<svg>` with no attribute but namespace
///   declarations, `version` and `id`, holding exactly one `<image>`, with only white space
///   between them (no comment, style, transform, viewBox or width on the root);
/// - the `<image>`: only `id`, `x`, `y`, `width`, `height` (whole numbers of user units, width
///   and height above zero and in the picture's own proportions, so `preserveAspectRatio`'s
///   default moves nothing) and `href` or `xlink:href` (with the xlink namespace declared) as
///   `data:image/jpeg;base64,…`; a document shared by several glyphs draws it only when the
///   image is the glyph's own `id="glyph<ID>"`;
/// - the JPEG: baseline or extended sequential, three components, with no segment before its
///   scan but JFIF (APP0), comments, tables and restart intervals (no Exif orientation, no colour
///   profile, no Adobe transform: what gdk-pixbuf or librsvg might read differently), decoding
///   without a warning, and at most `maximumPixels` pixels.
struct SVGPictureGlyph {
    /// The most pixels a picture drawn in process may hold (about 2900 × 2900): larger ones are
    /// drawn by the worker, whose memory is bounded.
    static let maximumPixels = SVGGlyphs.maximumPixels / 4

    /// The `<image>`'s place in user units.
    let x: Double, y: Double, width: Double, height: Double
    /// The JPEG file it embeds.
    let jpeg: [UInt8]

    /// The picture of `document` (decompressed glyph document bytes), drawn as `layer` (nil for
    /// the whole document, else `#glyph<ID>`); nil when the document is anything more. A picture
    /// among `decodedPayloads` (`SVGGlyphDocument`'s, by the offset of its base64 text) is not
    /// decoded again.
    init?(_ document: [UInt8], layer: String?, decodedPayloads: [Int: [UInt8]] = [:]) {
        var scanner = Scanner(document)
        scanner.skipSpace()
        if scanner.take("<?xml") {
            guard let end = ByteSearch.firstRange(of: "?>", in: document, from: scanner.at) else { return nil }
            scanner.at = end.upperBound
            scanner.skipSpace()
        }
        guard scanner.take("<svg"), let root = scanner.attributes(), scanner.take(">") else { return nil }
        scanner.skipSpace()
        guard scanner.take("<image"), let image = scanner.attributes() else { return nil }
        if !scanner.take("/>") {
            guard scanner.take(">") else { return nil }
            scanner.skipSpace()
            guard scanner.take("</image>") else { return nil }
        }
        scanner.skipSpace()
        guard scanner.take("</svg>") else { return nil }
        scanner.skipSpace()
        guard scanner.atEnd else { return nil }

        func text(_ value: Range<Int>?) -> String? { value.map { String(decoding: document[$0], as: UTF8.self) } }
        guard text(root["xmlns"]) == "http://www.w3.org/2000/svg",
              root.keys.allSatisfy({ $0 == "xmlns" || $0.hasPrefix("xmlns:") || $0 == "version" || $0 == "id" }),
              image.keys.allSatisfy({ ["id", "x", "y", "width", "height", "href", "xlink:href"].contains($0) }) else { return nil }
        if let layer { guard "#" + (text(image["id"]) ?? "") == layer else { return nil } }
        let href: Range<Int>
        switch (image["href"], image["xlink:href"]) {
        case (let plain?, nil): href = plain
        case (nil, let linked?) where text(root["xmlns:xlink"]) == "http://www.w3.org/1999/xlink": href = linked
        default: return nil
        }
        guard let x = Self.wholeNumber(text(image["x"]) ?? "0"), let y = Self.wholeNumber(text(image["y"]) ?? "0"),
              let width = text(image["width"]).flatMap(Self.wholeNumber), let height = text(image["height"]).flatMap(Self.wholeNumber),
              width > 0, height > 0 else { return nil }
        let prefix = "data:image/jpeg;base64,".utf8
        guard document[href].starts(with: prefix) else { return nil }
        // The picture as the document's check decoded it (`EmbeddedData.decodedPayloads`), else decoded here.
        let payload = href.lowerBound + prefix.count
        guard let jpeg = decodedPayloads[payload] ?? EmbeddedData.base64(document[payload..<href.upperBound]),
              let size = Self.sequentialColourJPEGSize(jpeg),
              size.width * size.height <= Self.maximumPixels,
              // Same proportions (exact in whole numbers): preserveAspectRatio's default moves nothing.
              Int(width) * size.height == Int(height) * size.width else { return nil }
        (self.x, self.y, self.width, self.height, self.jpeg) = (x, y, width, height, jpeg)
    }

    /// What drawing came to.
    enum Outcome {
        /// The picture and where its top-left pixel lies (nil: it draws no pixel).
        case drawn(RSVGDocument.Picture?)
        /// cairo could not be loaded or the JPEG not decoded here: the worker draws the document.
        case unavailable
    }

    /// The picture drawn with the em mapped by `scale` and shifted by (`dx`, `dy`), as the worker
    /// draws a document (`RSVGDocument.Request`).
    func draw(scale: Double, dx: Double, dy: Double, maximumPixels: Int) throws(SVGGlyphDocument.Refusal) -> Outcome {
        guard case (let pictureWidth, let pictureHeight, var words)? = decoded() else { return .unavailable }
        var result = timermask_svg_result()
        words.withUnsafeMutableBufferPointer { words in
            var request = timermask_picture_request(words: words.baseAddress!, width: Int32(pictureWidth), height: Int32(pictureHeight),
                                                    x: x, y: y, box_width: width, box_height: height,
                                                    scale: scale, dx: dx, dy: dy, maximum_pixels: Int64(maximumPixels))
            timermask_picture_draw(&request, &result)
        }
        if result.status == TIMERMASK_SVG_UNLOADABLE { return .unavailable }
        return .drawn(try RSVGDocument.outcome(&result, maximumPixels: maximumPixels).picture)
    }

    /// The JPEG's width, height and opaque pixels as cairo's words (`JPEGCodec.decodeWords`), or
    /// nil when libjpeg-turbo cannot decode it.
    private func decoded() -> (width: Int, height: Int, words: [UInt8])? {
        guard let picture = try? JPEGCodec.decodeWords(jpeg, source: "data: URI", maxPixels: Self.maximumPixels),
              picture.width > 0, picture.height > 0 else { return nil }
        return picture
    }

    /// A whole number of user units as librsvg reads it (at most seven digits, so exact as the
    /// single-precision float its CSS parser makes of it); nil for anything else.
    static func wholeNumber(_ text: String) -> Double? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard (1...7).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text) else { return nil }
        return Double(value)
    }

    /// Width and height of a baseline or extended-sequential three-component JPEG whose segments
    /// before the first scan are only APP0, comments, tables and restart intervals; nil otherwise.
    static func sequentialColourJPEGSize(_ jpeg: [UInt8]) -> (width: Int, height: Int)? {
        var segments = JPEGSegments(jpeg)
        var size: (width: Int, height: Int)?
        while let segment = segments.next() {
            let body = segment.body.lowerBound
            switch segment.marker {
            case 0xDA:   // start of scan
                return size
            case 0xC0, 0xC1:   // baseline, extended sequential (Huffman)
                guard size == nil, segment.body.count == 6 + 3 * 3, jpeg[body] == 8, jpeg[body + 5] == 3 else { return nil }
                size = (Int(jpeg[body + 3]) << 8 | Int(jpeg[body + 4]), Int(jpeg[body + 1]) << 8 | Int(jpeg[body + 2]))
                guard size!.width > 0, size!.height > 0 else { return nil }
            case 0xE0, 0xFE, 0xDB, 0xC4, 0xDD:   // JFIF, comment, quantisation and Huffman tables, restart interval
                break
            default:
                return nil
            }
        }
        return nil
    }

    /// The markup of a glyph document read byte by byte.
    private struct Scanner {
        let bytes: [UInt8]
        var at = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { at == bytes.count }

        mutating func skipSpace() {
            while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
        }

        /// Takes `text` if the markup goes on with it.
        mutating func take(_ text: String) -> Bool {
            let needle = Array(text.utf8)
            guard bytes.count - at >= needle.count, bytes[at..<at + needle.count].elementsEqual(needle) else { return false }
            at += needle.count
            return true
        }

        /// An ASCII letter or digit, ':' or '-': what the names taken here are made of (xlink:href).
        static func isNameByte(_ b: UInt8) -> Bool {
            (0x61...0x7A).contains(b | 0x20) || (0x30...0x39).contains(b) || b == UInt8(ascii: ":") || b == UInt8(ascii: "-")
        }

        /// `name="value"` pairs up to the tag's end (not taken), each value as the range of its
        /// bytes; nil for a duplicate name, a value with a character reference, or anything that
        /// is not such a pair.
        mutating func attributes() -> [String: Range<Int>]? {
            var found: [String: Range<Int>] = [:]
            while true {
                let before = at
                skipSpace()
                guard at < bytes.count else { return nil }
                if bytes[at] == UInt8(ascii: ">") || bytes[at] == UInt8(ascii: "/") { return found }
                guard at > before else { return nil }   // a name must follow white space
                let nameStart = at
                while at < bytes.count, Self.isNameByte(bytes[at]) { at += 1 }
                guard at > nameStart else { return nil }
                let name = String(decoding: bytes[nameStart..<at], as: UTF8.self)
                skipSpace()
                guard take("=") else { return nil }
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'") else { return nil }
                let quote = bytes[at]
                at += 1
                let valueStart = at
                while at < bytes.count, bytes[at] != quote {
                    guard bytes[at] != UInt8(ascii: "&"), bytes[at] != UInt8(ascii: "<") else { return nil }
                    at += 1
                }
                guard at < bytes.count, found[name] == nil else { return nil }
                found[name] = valueStart..<at
                at += 1
            }
        }
    }
}
