import Foundation
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskRaster
@testable import TimerMaskFonts

/// OT-SVG glyphs against rsvg-convert's render of the same document (written beside each fixture
/// font by tools/make-fonts), placed where the OpenType specification puts them.
struct SVGGlyphTests {
    static let rsvgConvert = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// rsvg-convert's picture of `svg` on a `width` × `height` page: the whole document with its
    /// em (viewBox or font units) scaled to `ppem` px, or the element `exportID` at `zoom`,
    /// its top-left (or the document's origin) at (`left`, `top`) px.
    static func reference(_ svg: URL, width: Int, height: Int, left: Double, top: Double,
                          ppem: Double? = nil, exportID: String? = nil, zoom: Double? = nil) throws -> RGBAImage {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("timermask-rsvg-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        // "=" keeps a negative offset from reading as a flag.
        var arguments = ["--page-width=\(width)", "--page-height=\(height)", "--left=\(left)", "--top=\(top)"]
        if let ppem { arguments += ["--width", "\(ppem)", "--height", "\(ppem)"] }
        if let exportID { arguments += ["--export-id", exportID] }
        if let zoom { arguments += ["--zoom", "\(zoom)"] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: rsvgConvert!)
        process.arguments = arguments + ["-o", out.path, svg.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "rsvg-convert \(arguments.joined(separator: " ")) failed")
        return try PNGCodec.decode([UInt8](Data(contentsOf: out)), source: out.lastPathComponent)
    }

    /// The largest difference of any premultiplied channel, in 1/255 steps.
    static func worstDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    static let sizes: [(ppem: Double, subX: Int, subY: Int)] = [(64, 0, 0), (47.3, 100, 37)]

    /// One document per glyph, drawn whole: its origin is the pen, on the baseline.
    @Test(.enabled(if: rsvgConvert != nil), arguments: ["SVGDigits", "SVGGzip", "SVGViewBox"])
    func wholeDocumentGlyphsMatchRsvgConvert(font name: String) throws {
        let face = try FontFace(contentsOf: Fixtures.font("\(name).ttf"))
        for digit in 0...3 {
            let glyph = face.shape("\(digit)")[0].glyphID
            #expect(face.hasSVGDocument(glyph: glyph))
            for (ppem, subX, subY) in Self.sizes {
                let raster = try face.raster(glyph: glyph, pixelsPerEm: ppem, subpixelX: subX, subpixelY: subY)
                let color = try #require(raster.color, "\(name) glyph \(glyph) should be a picture")
                let steps = Double(FontFace.subpixelSteps)
                let expected = try Self.reference(Fixtures.font("\(name)/glyph\(glyph).svg"), width: color.width, height: color.height,
                                                  left: Double(subX) / steps - Double(raster.left),
                                                  top: Double(subY) / steps - Double(raster.top), ppem: ppem)
                let worst = Self.worstDifference(color, expected)
                #expect(worst <= 2, "\(name) glyph \(glyph) at \(ppem) px differs by \(worst)/255")
                #expect(raster.coverage.values == color.alphaMask.values)
            }
        }
    }

    /// Spec placement, not just agreement: SVGDigits fills the em above the baseline.
    @Test func aGlyphFillsTheEmAboveTheBaseline() throws {
        let face = try FontFace(contentsOf: Fixtures.font("SVGDigits.ttf"))
        let raster = try face.raster(glyph: face.shape("2")[0].glyphID, pixelsPerEm: 64)
        #expect(raster.left == 0 && raster.top == -64)
        #expect(raster.coverage.width == 64 && raster.coverage.height == 64)
        #expect(raster.coverage.isFull)
    }

    /// SVGViewBox: viewBox 0 0 100 100 is the em, so its square x 10..90, y -80..0 lands at 6.4…57.6 px, 51.2 px up.
    @Test func aViewBoxMapsOntoTheEm() throws {
        let face = try FontFace(contentsOf: Fixtures.font("SVGViewBox.ttf"))
        let raster = try face.raster(glyph: face.shape("0")[0].glyphID, pixelsPerEm: 64)
        let color = try #require(raster.color)
        // Inside the square, above the circle: opaque; left of it: nothing.
        #expect(color.pixel(x: 32 - raster.left, y: -40 - raster.top).a == 255)
        #expect(raster.left == 6 && raster.top == -52)
    }

    /// One document for ten glyphs: each draws only its own element, where the document puts it.
    @Test(.enabled(if: rsvgConvert != nil), arguments: 0...9)
    func sharedDocumentDrawsOnlyTheGlyphsElement(digit: Int) throws {
        let face = try FontFace(contentsOf: Fixtures.font("SVGShared.ttf"))
        let glyph = face.shape("\(digit)")[0].glyphID
        // From tools/make-fonts: a disc at (500, -550) of radius 120 + 35 D and ticks from x 60 down to y -30.
        let radius = 120.0 + 35 * Double(digit)
        let inkX = 60.0, inkY = -550 - radius
        for (ppem, subX, subY) in Self.sizes {
            let raster = try face.raster(glyph: glyph, pixelsPerEm: ppem, subpixelX: subX, subpixelY: subY)
            let color = try #require(raster.color)
            let s = ppem / 1000, steps = Double(FontFace.subpixelSteps)
            let expected = try Self.reference(Fixtures.font("SVGShared/glyph2.svg"), width: color.width, height: color.height,
                                              left: Double(subX) / steps + inkX * s - Double(raster.left),
                                              top: Double(subY) / steps + inkY * s - Double(raster.top),
                                              exportID: "glyph\(glyph)", zoom: s)
            let worst = Self.worstDifference(color, expected)
            #expect(worst <= 2, "glyph \(glyph) at \(ppem) px differs by \(worst)/255")
            #expect(Double(raster.top) <= Double(subY) / steps + inkY * s, "the disc sits above the baseline")
        }
    }

    /// The section-11 frame font: pairs ligate into frame glyphs drawn over the second digit's em.
    @Test(.enabled(if: rsvgConvert != nil)) func framePairsLigateIntoSVGFrames() throws {
        let face = try FontFace(contentsOf: Fixtures.font("SVGFramePairs.ttf"))
        for pair in ["00", "07", "42", "59"] {
            let glyphs = face.shape(pair)
            #expect(glyphs.count == 1, "\(pair) should ligate")
            let n = Int(pair)!, frame = UInt32(13 + (n / 2) % 5)
            #expect(glyphs[0].glyphID == frame)
            let raster = try face.raster(glyph: frame, pixelsPerEm: 64)
            #expect(raster.left == 64 && raster.top == -64 && raster.coverage.width == 64)
            let expected = try Self.reference(Fixtures.font("SVGFramePairs/glyph\(frame).svg"), width: 64, height: 64,
                                              left: -64, top: 64, ppem: 64)
            #expect(Self.worstDifference(try #require(raster.color), expected) <= 2)
        }
        #expect(face.shape("60").count == 2, "only 00…59 are frames")
    }

    @Test func svgGlyphsAreCachedPerSizeAndSubpixel() throws {
        let face = try FontFace(contentsOf: Fixtures.font("SVGDigits.ttf"))
        let glyph = face.shape("1")[0].glyphID
        let a = try face.raster(glyph: glyph, pixelsPerEm: 30)
        _ = try face.raster(glyph: glyph, pixelsPerEm: 30)
        #expect(face.cachedGlyphCount == 1)
        let shifted = try face.raster(glyph: glyph, pixelsPerEm: 30, subpixelX: FontFace.subpixelSteps / 2)
        #expect(face.cachedGlyphCount == 2)
        #expect(shifted.coverage.width == a.coverage.width + 1, "half a pixel right spreads over one more column")
    }

    @Test func textLinesComeOutInColour() throws {
        let face = try FontFace(contentsOf: Fixtures.font("SVGFramePairs.ttf"))
        let line = TextLine(runs: [TextRun("1:07", font: face, pointSize: 64)])
        let raster = try TextRasterizer.render(line, placement: .timerMask(side: 64, displayScale: 1))
        let color = try #require(raster.color, "an OT-SVG font draws pictures")
        #expect(color.pixel(x: 32, y: 2).a == 255 && raster.coverage.isFull)
    }

    @Test func colrGlyphsWarnInsteadOfDrawingASilentBlank() throws {
        let face = try FontFace(contentsOf: Fixtures.font("COLRBlink.ttf"))
        #expect(face.undrawnColourTables == ["COLR"])
        let glyph = face.shape("0")[0].glyphID
        #expect(face.undrawnColourTable(glyph: glyph) == "COLR")
        #expect(face.warnings.isEmpty)
        #expect(try face.raster(glyph: glyph, pixelsPerEm: 64).isEmpty)
        #expect(face.warnings == ["COLRBlink.ttf: glyph \(glyph) has colour data in its 'COLR' table, which TimerMask does not draw; it draws its outline instead, which is empty, so nothing shows."])
    }

    @Test func externalReferencesAreNeverFollowedAndAreReported() throws {
        let face = try FontFace(contentsOf: Fixtures.font("SVGExternal.ttf"))
        let glyph = face.shape("0")[0].glyphID
        let raster = try face.raster(glyph: glyph, pixelsPerEm: 100)
        // Only the square x 250..750, y -750..-250 is drawn; the images over the whole em draw nothing.
        #expect(raster.left == 25 && raster.top == -75 && raster.coverage.width == 50 && raster.coverage.height == 50)
        #expect(face.warnings.count == 1)
        #expect(face.warnings.first?.hasPrefix("SVGExternal.ttf: the SVG document of glyph \(glyph) refers outside itself ('/etc/hostname' and 1 more)") == true)
        #expect(SVGGlyphDocument.isInternal("#glyph3") && SVGGlyphDocument.isInternal(" data:image/png;base64,AA"))
        #expect(!SVGGlyphDocument.isInternal("file:///etc/hostname") && !SVGGlyphDocument.isInternal("https://example.com/a.png"))
    }

    @Test(arguments: [
        ("0", "is not an SVG document librsvg can read"),
        ("1", "declares a DOCTYPE or entities"),
        ("2", "would be drawn 51200 × 51200 pixels, over the limit of"),
        ("3", "Excessive depth in document"),
        ("4", "has no element id=\"glyph6\" to draw."),
    ])
    func hostileDocumentsAreRefusedInOneSentence(text: String, reason: String) throws {
        let face = try FontFace(contentsOf: Fixtures.font("SVGHostile.ttf"))
        let glyph = face.shape(text)[0].glyphID
        #expect {
            try face.raster(glyph: glyph, pixelsPerEm: 512)
        } throws: { error in
            let sentence = "\(error)"
            return sentence.hasPrefix("SVGHostile.ttf: the SVG document of glyph \(glyph) ") && sentence.contains(reason)
                && sentence.hasSuffix(".") && !sentence.contains("\n")
        }
    }

    @Test func aDocumentOverTheTimeLimitIsGivenUpOn() throws {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.font("SVGDigits.ttf")))
        // A 4096 px gradient takes milliseconds; a microsecond is not enough.
        let face = try FontFace(bytes: bytes, name: "slow.ttf", svgTimeLimit: 0.000001)
        #expect { _ = try face.raster(glyph: 2, pixelsPerEm: 4096) }
            throws: { "\($0)" == "slow.ttf: the SVG document of glyph 2 took longer than 1e-06 s to draw." }
    }

    /// Offsets of the 'SVG ' table and of its document index within `bytes`.
    static func svgTable(in bytes: [UInt8]) -> (table: Int, index: Int) {
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        for i in 0..<u16(4) where Array(bytes[(12 + 16 * i)..<(16 + 16 * i)]) == Array("SVG ".utf8) {
            let table = u32(12 + 16 * i + 8)
            return (table, table + u32(table + 2))
        }
        fatalError("no SVG table")
    }

    @Test func damagedSVGTablesAreRefusedWhenTheFontLoads() throws {
        let original = try [UInt8](Data(contentsOf: Fixtures.font("SVGDigits.ttf")))
        let (table, index) = Self.svgTable(in: original)
        var farIndex = original
        farIndex[table + 2] = 0x7F
        var farDocument = original
        farDocument[index + 2 + 4] = 0x7F   // first entry's document offset
        var backwards = original
        backwards[index + 2 + 12 + 1] = 1   // second entry starts at glyph 1, before the first ends
        for (bytes, what) in [(farIndex, "puts its document index at byte"), (farDocument, "places the document of glyphs 2…2 at bytes"),
                              (backwards, "lists glyphs 1…3 after 2…2; entries must rise")] {
            #expect(throws: FontError.self) {
                do { _ = try FontFace(bytes: bytes, name: "damaged.ttf") } catch {
                    #expect("\(error)".hasPrefix("damaged.ttf is damaged: its 'SVG ' table ("), "\(error)")
                    #expect("\(error)".contains(what), "\(error)")
                    throw error
                }
            }
        }
    }

    @Test func aCorruptGzipDocumentIsRefused() throws {
        var bytes = try [UInt8](Data(contentsOf: Fixtures.font("SVGGzip.ttf")))
        let (_, index) = Self.svgTable(in: bytes)
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let document = index + u32(index + 2 + 4)
        for i in (document + 12)..<(document + 40) { bytes[i] ^= 0x5A }
        let face = try FontFace(bytes: bytes, name: "scrambled.ttf")
        #expect { try face.raster(glyph: 2, pixelsPerEm: 64) }
            throws: { "\($0)".hasPrefix("scrambled.ttf: the SVG document of glyph 2 is gzip-compressed but its gzip") }
    }
}
