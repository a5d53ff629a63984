import Foundation
import Testing
import TimerMaskCodecs
import TimerMaskRaster
@testable import TimerMaskFonts

/// A glyph document that is one JPEG picture is drawn in process (`SVGPictureGlyph`): its pixels
/// must be the librsvg worker's, byte for byte, wherever it is placed and however it is scaled,
/// and every document it cannot be sure of must go to librsvg.
struct SVGPictureGlyphTests {
    /// The same document drawn both ways with the em of `unitsPerEm` units at `pixelsPerEm`,
    /// shifted by (`dx`, `dy`) pixels.
    static func bothWays(_ document: [UInt8], layer: String? = nil, unitsPerEm: Int = 1000, pixelsPerEm: Double,
                         dx: Double = 0, dy: Double = 0) throws -> (lone: RSVGDocument.Picture?, worker: RSVGDocument.Picture?) {
        let request = RSVGDocument.Request(xml: document, layer: layer, viewportSize: Double(unitsPerEm),
                                           scale: pixelsPerEm / Double(unitsPerEm), dx: dx, dy: dy,
                                           maximumPixels: SVGGlyphs.maximumPixels, memoryLimit: FontFace.defaultSVGMemoryLimit,
                                           timeLimit: FontFace.defaultSVGTimeLimit)
        let glyph = try #require(SVGPictureGlyph(document, layer: layer), "not taken as one picture")
        guard case .drawn(let lone) = try glyph.draw(scale: request.scale, dx: dx, dy: dy, maximumPixels: request.maximumPixels) else {
            Issue.record("cairo could not be loaded")
            return (nil, nil)
        }
        return (lone, try RSVGDocument.render(request).picture)
    }

    /// Where two drawings differ, or nil when they are the same picture in the same place.
    static func difference(_ a: RSVGDocument.Picture?, _ b: RSVGDocument.Picture?) -> String? {
        guard let a, let b else { return a == nil && b == nil ? nil : "one drew nothing" }
        guard (a.left, a.top, a.image.width, a.image.height) == (b.left, b.top, b.image.width, b.image.height) else {
            return "box \(a.left),\(a.top) \(a.image.width)×\(a.image.height) against \(b.left),\(b.top) \(b.image.width)×\(b.image.height)"
        }
        let differing = zip(a.image.pixels, b.image.pixels).filter { $0 != $1 }.count
        return differing == 0 ? nil : "\(differing) bytes differ"
    }

    /// The decompressed document of the built-in frame font `font`'s frame glyph `rank` (0…14).
    static func frameDocument(font: Int, rank: Int) throws -> (document: [UInt8], layer: String?) {
        let bytes = try BuiltInFontFiles.bytes(BuiltInFontFiles.frameFont(font))
        let table = try SVGTable(try #require(SFNTDirectory.table("SVG ", in: bytes)), in: FontFileBytes(bytes), font: "FrameFont\(font)")
        let entry = table.entries[rank]
        return (try SVGGlyphDocument(entry.bytes).bytes, entry.isShared ? "#glyph\(entry.first)" : nil)
    }

    /// A 300 × 200 JPEG with detail everywhere (so any difference in filtering would show).
    static func jpeg(chroma: JPEGCodec.ChromaSampling) throws -> [UInt8] {
        var pixels: [UInt8] = []
        for y in 0..<200 {
            for x in 0..<300 {
                pixels += [UInt8((x * 7 + y * 3) % 256), UInt8((x * x + y * 5) % 256), UInt8(((x ^ y) * 9) % 256), 255]
            }
        }
        return try JPEGCodec.encode(RGBAImage(width: 300, height: 200, premultipliedPixels: pixels), quality: 85, chroma: chroma)
    }

    static func uri(_ jpeg: [UInt8]) -> String { "data:image/jpeg;base64," + Data(jpeg).base64EncodedString() }

    static let xlinkRoot = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">"

    @Test(arguments: [(0, 0), (7, 9), (15, 14)])
    func builtInFrameGlyphsComeOutAsTheWorkerDrawsThem(font: Int, rank: Int) throws {
        let (document, layer) = try Self.frameDocument(font: font, rank: rank)
        // @3x (the frames' own 1092 px), @2x, @1x, a small size; whole and part pixels.
        for pixelsPerEm in [1092.0, 728, 364, 101.5] {
            for (dx, dy) in [(0.0, 0.0), (0.25, 0.0), (0.5, 0.75)] {
                let (lone, worker) = try Self.bothWays(document, layer: layer, pixelsPerEm: pixelsPerEm, dx: dx, dy: dy)
                #expect(lone != nil)
                #expect(Self.difference(lone, worker) == nil, "FrameFont\(font) l\(rank) at \(pixelsPerEm) px, shifted \(dx), \(dy): \(Self.difference(lone, worker) ?? "")")
            }
        }
    }

    @Test(arguments: [JPEGCodec.ChromaSampling.full, .halved])
    func anOffCentreWidePictureComesOutAsTheWorkerDrawsIt(chroma: JPEGCodec.ChromaSampling) throws {
        let jpeg = try Self.jpeg(chroma: chroma)
        let sizes: [(pixelsPerEm: Double, unitsPerEm: Int)] = [(64, 1000), (2048, 2048), (333.3, 1000), (3000, 1000)]
        // An XML declaration, xlink, a shared document's own glyph id, negative coordinates.
        let first = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + Self.xlinkRoot
            + "\n  <image id=\"glyph5\" x=\"-50\" y=\"-700\" width=\"600\" height=\"400\" xlink:href=\"\(Self.uri(jpeg))\"/>\n</svg>\n"
        for (pixelsPerEm, unitsPerEm) in sizes {
            for (dx, dy) in [(0.0, 0.0), (0.125, 0.5)] {
                let (lone, worker) = try Self.bothWays(Array(first.utf8), layer: "#glyph5", unitsPerEm: unitsPerEm, pixelsPerEm: pixelsPerEm, dx: dx, dy: dy)
                #expect(lone != nil)
                #expect(Self.difference(lone, worker) == nil, "first document at \(pixelsPerEm) px / \(unitsPerEm), shifted \(dx), \(dy): \(Self.difference(lone, worker) ?? "")")
            }
        }
        // SVG 2's plain href, an end tag, single quotes, the picture shrunk to 99 × 66 units.
        let second = "<svg xmlns='http://www.w3.org/2000/svg' version='1.1'><image x='120' y='-333' width='99' height='66' href='\(Self.uri(jpeg))'></image></svg>"
        for (pixelsPerEm, unitsPerEm) in sizes {
            let (lone, worker) = try Self.bothWays(Array(second.utf8), unitsPerEm: unitsPerEm, pixelsPerEm: pixelsPerEm, dx: 0.5)
            #expect(Self.difference(lone, worker) == nil, "second document at \(pixelsPerEm) px / \(unitsPerEm): \(Self.difference(lone, worker) ?? "")")
        }
        // Drawn 100 × 200, not the picture's proportions: preserveAspectRatio would move it, so librsvg draws it.
        #expect(SVGPictureGlyph(Array(second.replacingOccurrences(of: "width='99' height='66'", with: "width='100' height='200'").utf8), layer: nil) == nil)
    }

    /// The picture the document's check decoded is the one drawn, found by where its base64 text
    /// begins: not decoded a second time.
    @Test func thePictureTheDocumentsCheckDecodedIsNotDecodedAgain() throws {
        let (document, layer) = try Self.frameDocument(font: 2, rank: 4)
        let checked = try SVGGlyphDocument(document[...])
        let (offset, picture) = try #require(checked.decodedPayloads.first)
        #expect(checked.decodedPayloads.count == 1)
        #expect(SVGPictureGlyph(checked.bytes, layer: layer, decodedPayloads: checked.decodedPayloads)?.jpeg == picture)
        // Another picture of the same size under that offset is the one taken; under any other, none is.
        let substitute = try JPEGCodec.encode(try JPEGCodec.decode(picture, source: "test"), quality: 40)
        #expect(substitute != picture)
        #expect(SVGPictureGlyph(checked.bytes, layer: layer, decodedPayloads: [offset: substitute])?.jpeg == substitute)
        #expect(SVGPictureGlyph(checked.bytes, layer: layer, decodedPayloads: [offset + 1: substitute])?.jpeg == picture)
        // A URI written with a character reference is decoded from its unescaped text, so none is kept.
        let escaped = Self.xlinkRoot + "<image x=\"0\" y=\"-200\" width=\"300\" height=\"200\" xlink:href=\"data:image/jpeg;base64,"
            + Data(try Self.jpeg(chroma: .halved)).base64EncodedString().replacingOccurrences(of: "/", with: "&#47;") + "\"/></svg>"
        #expect(escaped.contains("&#47;"))
        #expect(try SVGGlyphDocument(Array(escaped.utf8)[...]).decodedPayloads.isEmpty)
        #expect(try SVGGlyphDocument(Array(escaped.replacingOccurrences(of: "&#47;", with: "/").utf8)[...]).decodedPayloads.count == 1)
    }

    @Test func documentsThatAreMoreThanOnePictureGoToLibrsvg() throws {
        let uri = Self.uri(try Self.jpeg(chroma: .halved))
        func image(_ attributes: String = "") -> String {
            "<image x=\"0\" y=\"-200\" width=\"300\" height=\"200\" xlink:href=\"\(uri)\"\(attributes)/>"
        }
        let plain = Self.xlinkRoot + image() + "</svg>"
        #expect(SVGPictureGlyph(Array(plain.utf8), layer: nil) != nil, "the plain document is taken")
        var exif = try Self.jpeg(chroma: .halved)
        exif = try JPEGCodec.encode(try JPEGCodec.decode(exif, source: "test"), quality: 85, exifOrientation: .right)
        var progressive = try Self.jpeg(chroma: .halved)
        let sof = try #require((0..<progressive.count - 1).first { progressive[$0] == 0xFF && progressive[$0 + 1] == 0xC0 })
        progressive[sof + 1] = 0xC2
        let refused: [(String, String, String?)] = [
            ("a transform", Self.xlinkRoot + image(" transform=\"scale(2)\"") + "</svg>", nil),
            ("an opacity", Self.xlinkRoot + image(" opacity=\"0.5\"") + "</svg>", nil),
            ("a style", Self.xlinkRoot + image(" style=\"display:none\"") + "</svg>", nil),
            ("a preserveAspectRatio", Self.xlinkRoot + image(" preserveAspectRatio=\"none\"") + "</svg>", nil),
            ("a viewBox on the root", Self.xlinkRoot.replacingOccurrences(of: ">", with: " viewBox=\"0 0 10 10\">") + image() + "</svg>", nil),
            ("two pictures", Self.xlinkRoot + image() + image() + "</svg>", nil),
            ("a comment", Self.xlinkRoot + "<!-- frame -->" + image() + "</svg>", nil),
            ("a group", Self.xlinkRoot + "<g>" + image() + "</g></svg>", nil),
            ("no SVG namespace", "<svg xmlns:xlink=\"http://www.w3.org/1999/xlink\">" + image() + "</svg>", nil),
            ("xlink undeclared", "<svg xmlns=\"http://www.w3.org/2000/svg\">" + image() + "</svg>", nil),
            ("a fractional x", (Self.xlinkRoot + image() + "</svg>").replacingOccurrences(of: "x=\"0\"", with: "x=\"0.5\""), nil),
            ("a width in percent", (Self.xlinkRoot + image() + "</svg>").replacingOccurrences(of: "width=\"300\"", with: "width=\"30%\""), nil),
            ("no height", (Self.xlinkRoot + image() + "</svg>").replacingOccurrences(of: " height=\"200\"", with: ""), nil),
            ("a character reference", (Self.xlinkRoot + image() + "</svg>").replacingOccurrences(of: "x=\"0\"", with: "x=\"&#48;\""), nil),
            ("another glyph's id", Self.xlinkRoot + image(" id=\"glyph4\"") + "</svg>", "#glyph5"),
            ("a PNG", (Self.xlinkRoot + image() + "</svg>").replacingOccurrences(of: "image/jpeg", with: "image/png"), nil),
            ("an Exif orientation", Self.xlinkRoot + image().replacingOccurrences(of: uri, with: Self.uri(exif)) + "</svg>", nil),
            ("a progressive JPEG", Self.xlinkRoot + image().replacingOccurrences(of: uri, with: Self.uri(progressive)) + "</svg>", nil),
            ("text after the root", Self.xlinkRoot + image() + "</svg><svg/>", nil),
        ]
        for (what, text, layer) in refused {
            #expect(SVGPictureGlyph(Array(text.utf8), layer: layer) == nil, "\(what) was taken as one picture")
        }
    }

    /// Through a font: the picture is drawn in process (counted as such), as `SVGPictureGlyph`
    /// draws it, while a picture over the glyph's pixel limit is refused in the worker's own words.
    @Test func aFontsPictureGlyphIsDrawnInProcessWithTheWorkersRefusals() throws {
        let uri = Self.uri(try Self.jpeg(chroma: .halved))
        let document = Array((Self.xlinkRoot + "<image x=\"0\" y=\"-800\" width=\"900\" height=\"600\" xlink:href=\"\(uri)\"/></svg>").utf8)
        let (face, glyph) = try SVGDocumentFont.make(document: document, name: "Picture.ttf")
        let raster = try face.raster(glyph: glyph, pixelsPerEm: 64)
        let lone = try #require(SVGPictureGlyph(document, layer: nil))
        let scale = 64.0 / Double(face.unitsPerEm)
        guard case .drawn(let picture?) = try lone.draw(scale: scale, dx: 0, dy: 0, maximumPixels: SVGGlyphs.maximumPixels) else {
            Issue.record("not drawn")
            return
        }
        #expect(raster.color?.pixels == picture.image.pixels && raster.left == picture.left && raster.top == picture.top)
        #expect(face.svgDocumentsRendered == 1 && face.svgDocumentsRenderedInProcess == 1)
        // A document with one thing more goes to the worker.
        let grouped = Array(String(decoding: document, as: UTF8.self).replacingOccurrences(of: "<image", with: "<g><image")
            .replacingOccurrences(of: "</svg>", with: "</g></svg>").utf8)
        let (other, otherGlyph) = try SVGDocumentFont.make(document: grouped, name: "Grouped.ttf")
        _ = try other.raster(glyph: otherGlyph, pixelsPerEm: 64)
        #expect(other.svgDocumentsRendered == 1 && other.svgDocumentsRenderedInProcess == 0)
        // Over the pixel limit: the worker's sentence.
        do {
            _ = try lone.draw(scale: scale, dx: 0, dy: 0, maximumPixels: 1000)
            Issue.record("drawn over the pixel limit")
        } catch {
            #expect(error.reason.hasPrefix("would be drawn ") && error.reason.hasSuffix("over the limit of 1000 for one glyph"), "\(error.reason)")
        }
    }
}
