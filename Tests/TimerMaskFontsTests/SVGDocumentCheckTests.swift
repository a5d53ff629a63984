import CZlib
import Foundation
import Testing
@testable import TimerMaskFonts

/// What is checked before librsvg sees a glyph document: nested gzip and gzip in `data:` URIs
/// against the one 8 MiB inflate budget, embedded pictures' sizes from their headers, and
/// declarations in every encoding libxml2 reads but not inside comments (issue 21, causes 8, 9, 20).
struct SVGDocumentCheckTests {
    static func gzip(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        deflateInit2_(&stream, 9, Z_DEFLATED, 16 + MAX_WBITS, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 64)
        input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                _ = deflate(&stream, Z_FINISH)
            }
        }
        return Array(output.prefix(Int(stream.total_out)))
    }

    /// A PNG whose header claims `width` × `height` RGBA pixels, with one tiny IDAT: the header is
    /// all a decoder needs to allocate the whole picture.
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            let crc = UInt32(body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
            return be(UInt32(data.count)) + body + be(crc)
        }
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]) + chunk("IEND", [])
    }

    static func svg(_ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 -1000 1000 1000\">\(body)</svg>"
    }

    static let square = "<rect y=\"-800\" width=\"500\" height=\"500\"/>"

    /// 20 MB once inflated (a comment of spaces), a few kilobytes stored.
    static let inflatesTo20MB = Array(svg(square + "<!--" + String(repeating: " ", count: 20_000_000) + "-->").utf8)

    @Test func gzipInsideGzipCountsAgainstTheOneInflateBudget() throws {
        let document = Self.gzip(Self.gzip(Self.inflatesTo20MB))
        #expect(document.count < 100_000)
        let sentence = try SVGWorkerTests.refusal(document, name: "Nested.ttf")
        #expect(sentence?.hasSuffix("inflates past 8 MiB.") == true, "\(sentence ?? "drawn")")
        // Two layers of a small document are fine.
        #expect(try SVGWorkerTests.refusal(Self.gzip(Self.gzip(Array(Self.svg(Self.square).utf8))), name: "Twice.ttf") == nil)
    }

    @Test func gzipInADataURIIsInflatedAgainstTheBudgetBeforeLibrsvgSeesIt() throws {
        let payload = Data(Self.gzip(Self.inflatesTo20MB)).base64EncodedString()
        let document = Self.svg(Self.square + "<image width=\"1000\" height=\"1000\" y=\"-1000\" href=\"data:image/svg+xml;base64,\(payload)\"/>")
        let sentence = try SVGWorkerTests.refusal(Array(document.utf8), name: "Svgz.ttf")
        #expect(sentence?.hasSuffix("inflates past 8 MiB with the gzip data in its data: URIs.") == true, "\(sentence ?? "drawn")")
    }

    @Test func anEmbeddedPictureIsSizedFromItsHeaderBeforeItIsDecoded() throws {
        let huge = Data(Self.png(width: 16000, height: 16000)).base64EncodedString()
        let document = Self.svg("<image width=\"1000\" height=\"1000\" y=\"-1000\" xlink:href=\"data:image/png;base64,\(huge)\"/>")
        let sentence = try SVGWorkerTests.refusal(Array(document.utf8), name: "BigPicture.ttf")
        #expect(sentence?.hasSuffix("embeds a 16000 × 16000 PNG picture in a data: URI, over the limit of 33554432 pixels for an embedded picture.") == true,
                "\(sentence ?? "drawn")")
        // Inside an SVG inside a data: URI, percent-encoded and entity-escaped, it is found too.
        let inner = Self.svg("<image width=\"10\" height=\"10\" href=\"data:image/png;base64,\(huge)\"/>")
        let escaped = inner.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let outer = Self.svg("<image width=\"1000\" height=\"1000\" y=\"-1000\" href=\"data:image/svg+xml,\(escaped)\"/>")
        #expect(try SVGWorkerTests.refusal(Array(outer.utf8), name: "Nested.ttf")?.contains("16000 × 16000 PNG") == true)
        // A picture in an unknown format cannot be sized first, so it is not drawn.
        let bmp = Data([0x42, 0x4D] + [UInt8](repeating: 0xFF, count: 60)).base64EncodedString()
        let unknown = Self.svg("<image width=\"10\" height=\"10\" href=\"data:image/bmp;base64,\(bmp)\"/>")
        #expect(try SVGWorkerTests.refusal(Array(unknown.utf8), name: "Bitmap.ttf")?.contains("(image/bmp) in a format TimerMask cannot size before drawing") == true)
        // A small picture is drawn.
        let small = Data(Self.png(width: 1, height: 1)).base64EncodedString()
        #expect(try SVGWorkerTests.refusal(Array(Self.svg(Self.square + "<image width=\"10\" height=\"10\" href=\"data:image/png;base64,\(small)\"/>").utf8),
                                 name: "Small.ttf") == nil)
    }

    static let entityDocument = "<?xml version=\"1.0\" encoding=\"%@\"?><!DOCTYPE svg [<!ENTITY a \"aaaaaaaaaa\">]>" + svg(square)

    @Test(arguments: [("UTF-16", String.Encoding.utf16), ("UTF-16", .utf16LittleEndian), ("UTF-16", .utf16BigEndian),
                      ("UTF-32", .utf32), ("UTF-32", .utf32LittleEndian), ("UTF-32", .utf32BigEndian)])
    func declarationsAreRefusedInUTF16AndUTF32(name: String, encoding: String.Encoding) throws {
        let document = String(format: Self.entityDocument, name)
        let bytes = [UInt8](document.data(using: encoding)!)
        let sentence = try SVGWorkerTests.refusal(bytes, name: "Wide.ttf")
        #expect(sentence?.contains("declares a DOCTYPE or entities") == true, "\(encoding): \(sentence ?? "drawn")")
    }

    @Test func anEncodingWhoseMarkupCannotBeCheckedIsRefused() throws {
        let document = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>" + Self.svg(Self.square)
        let sentence = try SVGWorkerTests.refusal(Array(document.utf8), name: "Seven.ttf")
        #expect(sentence?.contains("declares the encoding 'UTF-7' in a byte-oriented document, which glyph documents may not") == true,
                "\(sentence ?? "drawn")")
    }

    @Test func aDoctypeInsideACommentOrCDATAIsNotADeclaration() throws {
        let document = "<!-- an old <!DOCTYPE svg> line, kept as a note --><?note <!ENTITY ?>"
            + Self.svg("<style><![CDATA[ /* <!DOCTYPE */ ]]></style>" + Self.square)
        #expect(try SVGWorkerTests.refusal(Array(document.utf8), name: "Commented.ttf") == nil)
        #expect(XMLDocumentText.declaresDoctypeOrEntities(Array("<!-- --> <!DOCTYPE svg>".utf8)))
        #expect(XMLDocumentText.declaresDoctypeOrEntities(Array("<!-- <!-- -> --><!doctype svg>".utf8)))
        #expect(!XMLDocumentText.declaresDoctypeOrEntities(Array("<!-- <!DOCTYPE svg> -- > still a comment".utf8)))
    }
}
