import Foundation
import Synchronization
import Testing
import TestFixtures
import TimerMaskCodecs
import TimerMaskRaster
@testable import TimerMaskFonts

struct FontFaceTests {
    /// An OT-SVG glyph's document is drawn outside the face's lock: while one thread draws a
    /// large picture, another shapes and measures with the face without waiting for it, and
    /// threads asking for a glyph being drawn wait for that drawing instead of drawing it again.
    @Test func anSVGGlyphIsDrawnWithoutHoldingTheFace() throws {
        let bytes = try BuiltInFontFiles.bytes(BuiltInFontFiles.frameFont(5))
        let face = try FontFace(bytes: bytes, name: "FrameFont5 (test)")
        let table = try SVGTable(try #require(SFNTDirectory.table("SVG ", in: bytes)), in: FontFileBytes(bytes), font: "FrameFont5")
        let (large, shared, other) = (table.entries[3].first, table.entries[4].first, table.entries[5].first)
        @Sendable func seconds(_ body: () throws -> Void) rethrows -> Double {
            let start = ContinuousClock.now
            try body()
            let elapsed = ContinuousClock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
        // 2800 px a side, scaled up from the frame's 1092: tens of milliseconds of drawing.
        let drawing = Mutex<Double?>(nil)
        let drawer = DispatchGroup()
        drawer.enter()
        Thread {
            let time = seconds { _ = try? face.raster(glyph: large, pixelsPerEm: 2800) }
            drawing.withLock { $0 = time }
            drawer.leave()
        }.start()
        let deadline = Date().addingTimeInterval(10)
        while face.svgGlyphsBeingDrawn == 0, Date() < deadline { usleep(50) }
        #expect(face.svgGlyphsBeingDrawn == 1, "the glyph was never seen being drawn")
        // Shaping, a box never drawn and a glyph check take the face's lock: none waits for the picture.
        let asked = seconds {
            _ = face.shape("0:07")
            _ = face.drawnPictureBox(glyph: other, pixelsPerEm: 2800)
            _ = face.hasGlyph(for: "7")
        }
        drawer.wait()
        let drawn = try #require(drawing.withLock { $0 })
        #expect(asked < drawn / 4, "the face's other work took \(asked) s beside a drawing of \(drawn) s: it waited for the picture")
        #expect(face.drawnPictureBox(glyph: large, pixelsPerEm: 2800)?.width == 2800)

        // Two threads asking for one glyph (1600 px: a raster the cache keeps, 12.8 MB of its 16): drawn once.
        let before = face.svgDocumentsRendered
        let results = Mutex<[GlyphRaster]>([])
        let askers = DispatchGroup()
        for _ in 0..<2 {
            askers.enter()
            Thread {
                if let raster = try? face.raster(glyph: shared, pixelsPerEm: 1600) { results.withLock { $0.append(raster) } }
                askers.leave()
            }.start()
        }
        askers.wait()
        let rasters = results.withLock { $0 }
        #expect(face.svgDocumentsRendered - before == 1, "drawn \(face.svgDocumentsRendered - before) times for two threads")
        #expect(rasters.count == 2 && rasters[0].color?.pixels == rasters[1].color?.pixels && rasters[0].color?.width == 1600)
        #expect(face.svgGlyphsBeingDrawn == 0)
    }

    /// Two glyphs of an em of a million pixels or more, asked for at once on two threads (here
    /// from two faces), are drawn one after the other: each holds its picture several times over
    /// while drawn. Smaller ones are drawn at once.
    @Test func largeSVGGlyphsAreDrawnOneAtATime() throws {
        let faces = try [6, 7].map { k in try FontFace(bytes: BuiltInFontFiles.bytes(BuiltInFontFiles.frameFont(k)), name: "FrameFont\(k) (test)") }
        let bytes = try BuiltInFontFiles.bytes(BuiltInFontFiles.frameFont(6))
        let table = try SVGTable(try #require(SFNTDirectory.table("SVG ", in: bytes)), in: FontFileBytes(bytes), font: "FrameFont6")
        let glyph = table.entries[2].first   // the frame fonts share their glyph order
        let drawers = DispatchGroup()
        for face in faces {
            drawers.enter()
            Thread {
                _ = try? face.raster(glyph: glyph, pixelsPerEm: 2400)
                drawers.leave()
            }.start()
        }
        drawers.wait()
        // Over the whole run (other tests draw large glyphs too): never two at once.
        let seen = FontFace.largeSVGDrawingsAtOnce.withLock { $0 }
        #expect(seen.most == 1, "\(seen)")
        #expect(faces.allSatisfy { $0.svgDocumentsRendered == 1 })
    }

    @Test func sbixGlyphYieldsThePNGPixelsAtItsStrikeSize() throws {
        let face = try FontFace(contentsOf: Fixtures.font("FramePairs-sbix.ttf"))
        #expect(face.colorStrikeSizes == [64])
        for pair in ["07", "42", "59"] {
            let glyphs = face.shape(pair)
            #expect(glyphs.count == 1, "\(pair) should ligate into one picture glyph")
            let raster = try face.raster(glyph: glyphs[0].glyphID, pixelsPerEm: 64)
            let png = try Data(contentsOf: Fixtures.font("FramePairs-sbix/pair_\(pair).png"))
            let expected = try PNGCodec.decode([UInt8](png), source: "pair_\(pair).png")
            let color = try #require(raster.color)
            #expect(color.width == expected.width && color.pixels == expected.pixels, "pair \(pair) differs from its PNG")
        }
    }

    /// FreeType ignores outlines in CBLC fonts and reports no units per em for them: the face
    /// must still open, with its metrics from head and hhea, and give the strike's pictures.
    @Test func cbdtGlyphYieldsThePNGPixelsAtItsStrikeSize() throws {
        let face = try FontFace(contentsOf: Fixtures.font("Digits-CBDT.ttf"))
        #expect(face.colorStrikeSizes == [109])
        #expect(face.unitsPerEm > 0 && face.lineHeight > 0, "metrics come from the font's own tables")
        for digit in 0...3 {
            let glyphs = face.shape("\(digit)")
            let raster = try face.raster(glyph: glyphs[0].glyphID, pixelsPerEm: 109)
            let png = try Data(contentsOf: Fixtures.font("Digits-CBDT/digit_\(digit).png"))
            let expected = try PNGCodec.decode([UInt8](png), source: "digit_\(digit).png")
            let color = try #require(raster.color, "digit \(digit) should be a picture")
            #expect(color.width == expected.width && color.pixels == expected.pixels, "digit \(digit) differs from its PNG")
        }
    }

    /// At another size the picture is scaled from the strike: each quadrant keeps its colour.
    @Test func cbdtGlyphScalesFromItsStrike() throws {
        let face = try FontFace(contentsOf: Fixtures.font("Digits-CBDT.ttf"))
        let glyphs = face.shape("2")
        let color = try #require(try face.raster(glyph: glyphs[0].glyphID, pixelsPerEm: 218).color)
        #expect(color.width == 218 && color.height == 218)
        let png = try Data(contentsOf: Fixtures.font("Digits-CBDT/digit_2.png"))
        let strike = try PNGCodec.decode([UInt8](png), source: "digit_2.png")
        // Quadrant centres, away from the filtered seams: (27, 27), (81, 27), … at 109 px.
        for (x, y) in [(27, 27), (81, 27), (27, 81), (81, 81)] {
            #expect(color.pixel(x: 2 * x, y: 2 * y) == strike.pixel(x: x, y: y), "quadrant at (\(x), \(y))")
        }
    }

    @Test func colourGlyphsComeOutAsPicturesInTheViewGrid() throws {
        let face = try FontFace(contentsOf: Fixtures.font("FramePairs-sbix.ttf"))
        let line = TextLine(runs: [TextRun("1:07", font: face, pointSize: 64)])
        let raster = try TextRasterizer.render(line, placement: .timerMask(side: 64, displayScale: 1))
        let color = try #require(raster.color)
        let png = try Data(contentsOf: Fixtures.font("FramePairs-sbix/pair_07.png"))
        #expect(color.pixels == (try PNGCodec.decode([UInt8](png), source: "pair_07.png")).pixels)
        #expect(raster.coverage.values == color.alphaMask.values)
    }

    @Test func glyphRastersAreCachedPerSizeAndSubpixel() throws {
        let face = try FontFace(contentsOf: Fixtures.font("BlinkMask-TT.ttf"))
        let zero = face.shape("0")[0].glyphID
        let a = try face.raster(glyph: zero, pixelsPerEm: 30)
        let b = try face.raster(glyph: zero, pixelsPerEm: 30)
        #expect(a.coverage.values == b.coverage.values)
        #expect(face.cachedGlyphCount == 1)
        let shifted = try face.raster(glyph: zero, pixelsPerEm: 30, subpixelX: FontFace.subpixelSteps / 2)
        #expect(face.cachedGlyphCount == 2)
        #expect(shifted.coverage.width == 31, "half a pixel right spreads over one more column")
    }

    @Test func cffAndTrueTypeOutlinesRenderTheSame() throws {
        let cff = try FontFace(contentsOf: Fixtures.font("BlinkMask-CFF.otf"))
        let tt = try FontFace(contentsOf: Fixtures.font("BlinkMask-TT.ttf"))
        let a = try cff.raster(glyph: cff.shape("8")[0].glyphID, pixelsPerEm: 47.25, subpixelX: 52)
        let b = try tt.raster(glyph: tt.shape("8")[0].glyphID, pixelsPerEm: 47.25, subpixelX: 52)
        // The same design in both outline formats; FreeType's area rounding depends on contour
        // direction (CFF and TrueType run opposite ways), so values may differ by 1/255.
        #expect(a.left == b.left && a.top == b.top && a.coverage.width == b.coverage.width)
        let worst = zip(a.coverage.values, b.coverage.values).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "largest difference \(worst)/255")
    }

    @Test func missingFileIsNamed() {
        #expect { try FontFace(contentsOf: URL(fileURLWithPath: "/nonexistent/Blink.otf")) }
            throws: { "\($0)" == "font file /nonexistent/Blink.otf does not exist." }
    }

    @Test(arguments: ["BlinkMask-CFF.otf", "BlinkMask-TT.ttf", "LigatureBlink.otf", "FramePairs-sbix.ttf", "Overflow.ttf", "Digits-CBDT.ttf"])
    func truncatedFontIsRefused(fileName: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.font(fileName)))
        _ = try FontFace(bytes: bytes, name: fileName)
        // FreeType reads tables lazily: cut anywhere, these files used to load and draw nothing.
        for fraction in [0.03, 0.1, 0.5, 0.9, 0.99] {
            let cut = Array(bytes.prefix(Int(Double(bytes.count) * fraction)))
            #expect(throws: FontError.self, "\(fileName) cut at \(fraction)") {
                do { _ = try FontFace(bytes: cut, name: "cut-\(fileName)") } catch {
                    #expect("\(error)".hasPrefix("cut-\(fileName) is truncated or damaged: "), "\(error)")
                    #expect("\(error)".hasSuffix("runs past the end of the file (\(cut.count) bytes)."), "\(error)")
                    throw error
                }
            }
        }
    }

    @Test func aDamagedColourGlyphThrowsInsteadOfDrawingNothing() throws {
        var bytes = try [UInt8](Data(contentsOf: Fixtures.font("FramePairs-sbix.ttf")))
        // Scramble the start of every PNG's pixel data: the tables keep their lengths.
        var search = bytes.startIndex
        while let at = bytes[search...].firstRange(of: Array("IDAT".utf8))?.lowerBound {
            for i in (at + 8)..<(at + 40) { bytes[i] ^= 0x5A }
            search = at + 4
        }
        let face = try FontFace(bytes: bytes, name: "scrambled.ttf")
        let pair = face.shape("07")[0].glyphID
        #expect { try face.raster(glyph: pair, pixelsPerEm: 64) }
            throws: { "\($0)".hasPrefix("scrambled.ttf is damaged: FreeType could not load colour glyph \(pair)") }
    }

    @Test func nonFontAndEmptyFilesAreRefused() {
        #expect { try FontFace(bytes: Array("hello, not a font".utf8), name: "notes.txt") }
            throws: { "\($0)".hasPrefix("notes.txt is not a font") }
        #expect { try FontFace(bytes: [], name: "empty.ttf") }
            throws: { "\($0)" == "empty.ttf is empty (0 bytes), not a font." }
    }

    @Test func absurdSizesAreRefused() throws {
        let line = TextLine(runs: [TextRun("0:00", font: try FontFace.blinkMask, pointSize: 9000)])
        #expect { try TextRasterizer.render(line, placement: TextPlacement(viewWidth: 10, viewHeight: 10)) }
            throws: { "\($0)".contains("outside 0 < size <= 8192 px") }
    }

    @Test func fontconfigFindsTheLabelFont() throws {
        let match = try #require(SystemFonts.match(family: SystemFonts.labelFamily))
        #expect(FileManager.default.fileExists(atPath: match.path))
        #expect(match.family == "DejaVu Sans")
        _ = try FontFace(contentsOf: URL(fileURLWithPath: match.path))
    }
}
