import Foundation
import Synchronization
import TimerMaskCodecs
import TimerMaskCore
import TimerMaskRaster

/// A font ready to shape and rasterise: FreeType for glyphs, HarfBuzz for shaping, and glyph
/// rasters kept per (glyph, pixel size, subpixel position) in the shared `GlyphRasterCache`.
///
/// Safe to share between threads: FreeType faces are not, so every use takes a lock. An OT-SVG
/// glyph's document is drawn outside it (librsvg's worker or cairo, never FreeType), so layout
/// and drawing from the face's other glyphs go on while a picture is being drawn.
public final class FontFace: @unchecked Sendable, CustomStringConvertible {
    /// Where it came from, for messages: a file name, or "BlinkMask (built-in)".
    public let name: String
    public let familyName: String
    public let unitsPerEm: Int
    /// hhea ascender (up) and descender (down, negative), and baseline-to-baseline height,
    /// all in font units.
    public let ascender: Int
    public let descender: Int
    public let lineHeight: Int
    /// Pixel sizes of colour bitmap strikes (sbix, CBDT); empty for outline fonts.
    public let colorStrikeSizes: [Int]
    /// Colour tables this font has that TimerMask does not draw (`COLR`): their glyphs are drawn
    /// from their plain outlines, and each one drawn adds a line to `warnings`.
    public let undrawnColourTables: [String]
    /// The longest one OT-SVG glyph document may take to draw, in seconds.
    public let svgTimeLimit: Double
    public static let defaultSVGTimeLimit = 10.0
    /// The most memory the worker process drawing one OT-SVG glyph document may map beyond what
    /// it inherits, in bytes (Linux; see `RSVGDocument`): a document that needs more is refused.
    public let svgMemoryLimit: Int
    public static let defaultSVGMemoryLimit = 1 << 30
    /// The bytes of glyph rasters all faces together keep (coverage and colour pictures; least
    /// recently used dropped first): 2 frame glyphs of 1092 × 1092 px, as many as one instant of
    /// the 16-font stack draws in both schemes and the page's warm-up pass another (an opaque
    /// frame hides the layers under it; the light and dark pictures draw the same one).
    public static let glyphCacheByteLimit = 16 << 20
    /// The bytes the pictures that cache drops keep, losslessly compressed (least recently used
    /// dropped first): all 240 frames of the 16-font stack at @3x take 144 MB (LZ4), so a loop
    /// played again or scrubbed draws no SVG document, and the two budgets with the process's
    /// own 65 MB stay within the 300 MB a page that plays it may hold. A budget the frames did
    /// not fit would draw each again on every loop: played in order, the least recently used is
    /// always the next one.
    public static let compressedGlyphCacheByteLimit = 160 << 20
    /// The most pixels one OT-SVG glyph's picture may hold.
    public static let maximumSVGGlyphPixels = SVGGlyphs.maximumPixels

    private let svgGlyphs: SVGGlyphs?
    private let colrGlyphs: Set<UInt32>
    private let sbixTable: ArraySlice<UInt8>?
    /// The glyphs with a picture in the largest sbix strike, in glyph order.
    private let sbixPictureGlyphs: [UInt32]
    private var noticed: [String] = []

    private let freeType: FreeTypeFace
    private let shaper: HarfBuzzShaper
    private let lock = NSLock()
    /// The SVG glyphs being drawn now (each by one thread, outside `lock`), and the condition
    /// a thread asking for one of them waits on until it is drawn.
    private let svgDrawing = NSCondition()
    private var svgInFlight: Set<GlyphKey> = []
    /// This face's part of the keys of the shared glyph raster cache.
    private let cacheFace = GlyphRasterCache.shared.newFace()
    private var svgRenders = 0
    private var svgRendersInProcess = 0
    private var boxes: [GlyphKey: PixelRect] = [:]

    struct GlyphKey: Hashable {
        let glyph: UInt32
        let pixelsPerEm: UInt64   // bit pattern of the Double
        let subpixelX: Int
        let subpixelY: Int
    }

    public init(bytes: [UInt8], name: String, svgTimeLimit: Double = FontFace.defaultSVGTimeLimit,
                svgMemoryLimit: Int = FontFace.defaultSVGMemoryLimit, emboldening: Double = 0) throws {
        guard !bytes.isEmpty else { throw FontError(.notAFont, "\(name) is empty (0 bytes), not a font.") }
        try SFNTDirectory.checkTablesInside(bytes, name: name)
        let file = FontFileBytes(bytes)
        let face = try FreeTypeFace(file: file, name: name, emboldening: emboldening)
        guard face.unitsPerEm > 0, face.glyphCount > 0 else {
            throw FontError(.notAFont, "\(name) has no usable glyphs or units per em.")
        }
        self.name = name
        self.freeType = face
        self.familyName = face.familyName
        self.unitsPerEm = face.unitsPerEm
        self.ascender = face.ascender
        self.descender = face.descender
        self.lineHeight = face.lineHeight
        self.colorStrikeSizes = face.hasColorBitmaps ? face.strikeSizes : []
        self.shaper = HarfBuzzShaper(fileBytes: face.fileBytes, unitsPerEm: face.unitsPerEm)
        self.svgTimeLimit = svgTimeLimit
        self.svgMemoryLimit = svgMemoryLimit
        self.svgGlyphs = try SFNTDirectory.table("SVG ", in: bytes).map {
            SVGGlyphs(table: try SVGTable($0, in: file, font: name), unitsPerEm: face.unitsPerEm, font: name)
        }
        let colr = SFNTDirectory.table("COLR", in: bytes).map(ColourTables.colrGlyphs) ?? []
        self.colrGlyphs = colr
        self.undrawnColourTables = colr.isEmpty ? [] : ["COLR"]
        self.sbixTable = SFNTDirectory.table("sbix", in: bytes)
        if let sbixTable { try ColourTables.checkSbix(sbixTable, glyphCount: face.glyphCount, font: name) }
        if let sbixTable, let largest = colorStrikeSizes.max() {
            self.sbixPictureGlyphs = ColourTables.sbixPictureGlyphs(in: sbixTable, ppem: largest, glyphCount: face.glyphCount)
        } else {
            self.sbixPictureGlyphs = []
        }
    }

    /// The same font with every outline's strokes `strokeChange` of the em wider (negative:
    /// thinner), FreeType's synthetic emboldening: a weight the file does not hold.
    public func emboldened(_ strokeChange: Double) throws -> FontFace {
        try FontFace(bytes: Array(freeType.fileBytes), name: name, svgTimeLimit: svgTimeLimit, svgMemoryLimit: svgMemoryLimit,
                     emboldening: strokeChange)
    }

    /// Loads an `.otf` or `.ttf` file.
    public convenience init(contentsOf url: URL) throws {
        let name = url.lastPathComponent
        let data: Data
        do { data = try InputFile.read(url.path, atMost: .font) } catch let error as InputFileError {
            throw FontError(.unreadableFile, "font file \(error).")
        }
        try self.init(bytes: [UInt8](data), name: name)
    }

    /// The built-in BlinkMask (domain.md section 3), a resource of the library; it throws only
    /// when the library was installed without its resources.
    public static var blinkMask: FontFace { get throws { try loadedBlinkMask.get() } }

    /// The built-in frame fonts (domain.md section 11): the keyring's 240 frames, font k holding
    /// frames k, k+16, … as the OT-SVG glyphs `l00…l14` a seconds pair picks by ligature.
    public static var frameFonts: [FontFace] { get throws { try loadedFrameFonts.get() } }

    private static let loadedBlinkMask = Result {
        try FontFace(bytes: BuiltInFontFiles.bytes(BuiltInFontFiles.blinkMask), name: "BlinkMask (built-in)")
    }
    private static let loadedFrameFonts = Result {
        try (0..<FontReference.builtInFrameFontCount).map { k in
            try FontFace(bytes: BuiltInFontFiles.bytes(BuiltInFontFiles.frameFont(k)), name: "FrameFont\(k) (built-in)")
        }
    }

    deinit { GlyphRasterCache.shared.removeAll(face: cacheFace) }

    public var description: String { name }

    /// Whether any glyph may come out as a colour picture (sbix, CBDT or OT-SVG).
    public var hasColorGlyphs: Bool { !colorStrikeSizes.isEmpty || svgGlyphs != nil }

    /// Whether `glyph` is drawn from the font's `SVG ` table.
    public func hasSVGDocument(glyph: UInt32) -> Bool { svgGlyphs?.contains(glyph) ?? false }

    /// Which of the font's SVG glyphs `glyph` is, counting from 0 in glyph order (a frame font's
    /// `l00…l14` are 0…14); nil for a glyph without an SVG document.
    public func svgGlyphRank(_ glyph: UInt32) -> Int? { svgGlyphs?.rank(of: glyph) }

    /// Which of the font's picture glyphs `glyph` is, counting from 0 in glyph order: its SVG
    /// rank in an OT-SVG font, else its rank among the glyphs with a picture in the largest
    /// sbix strike (an sbix frame font's pair pictures); nil for a glyph without a picture.
    public func pictureGlyphRank(_ glyph: UInt32) -> Int? {
        if let svgGlyphs { return svgGlyphs.rank(of: glyph) }
        var low = 0, high = sbixPictureGlyphs.count
        while low < high {
            let mid = (low + high) / 2
            if sbixPictureGlyphs[mid] < glyph { low = mid + 1 } else { high = mid }
        }
        return low < sbixPictureGlyphs.count && sbixPictureGlyphs[low] == glyph ? low : nil
    }

    /// The colour table TimerMask does not draw that holds colour data for `glyph` (`COLR`), or nil.
    public func undrawnColourTable(glyph: UInt32) -> String? {
        colrGlyphs.contains(glyph) && !hasSVGDocument(glyph: glyph) ? "COLR" : nil
    }

    /// One line for each glyph drawn so far that did not come out as its font meant: colour data
    /// in a table TimerMask does not draw, or an SVG document that refers outside itself.
    /// In the order first met; the CLI prints them as warnings.
    public var warnings: [String] { lock.lock(); defer { lock.unlock() }; return noticed }

    private func notice(_ line: String) {
        if !noticed.contains(line) { noticed.append(line) }
    }

    /// Whether the font has a glyph for `scalar`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return shaper.hasGlyph(for: scalar)
    }

    /// Shapes `text` with the font's OpenType features (ligatures included).
    public func shape(_ text: String, tabularDigits: Bool = false) -> [ShapedGlyph] {
        lock.lock(); defer { lock.unlock() }
        return shaper.shape(text, tabularDigits: tabularDigits)
    }

    /// How finely a glyph's pen position is kept: steps per pixel.
    public static let subpixelSteps = FreeTypeFace.subpixelSteps

    /// The raster of `glyph` at `pixelsPerEm`, its pen origin shifted right and down by
    /// `subpixelX`/`subpixelY` steps of 1/`subpixelSteps` (256ths) of a pixel. Colour bitmap glyphs come back as pictures
    /// scaled from the nearest strike (their subpixel shift is ignored).
    public func raster(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int = 0, subpixelY: Int = 0) throws -> GlyphRaster {
        let key = rasterKey(glyph: glyph, pixelsPerEm: pixelsPerEm, subpixelX: subpixelX, subpixelY: subpixelY)
        let cacheKey = GlyphRasterCache.Key(face: cacheFace, glyph: key)
        if let hit = GlyphRasterCache.shared.raster(cacheKey) { return hit }
        if let svgGlyphs, svgGlyphs.contains(glyph) { return try svgRaster(key, cacheKey: cacheKey, svgGlyphs) }
        lock.lock(); defer { lock.unlock() }
        // Another thread may have drawn it while this one waited for the face.
        if let hit = GlyphRasterCache.shared.raster(cacheKey) { return hit }
        let raster = try makeRaster(key)
        GlyphRasterCache.shared.insert(raster, for: cacheKey)
        if !colorStrikeSizes.isEmpty {
            boxes[key] = PixelRect(x: raster.left, y: raster.top, width: raster.coverage.width, height: raster.coverage.height)
        }
        return raster
    }

    /// From which em size (in pixels: a million pixels of em square) SVG glyphs are drawn one at
    /// a time across the process, whatever their face, as they were while the face's lock was
    /// held: such a drawing holds its picture several times over while it is made (a 1092 px
    /// frame of the 16-font stack: the decoded JPEG, the canvas and the raster, about 15 MB), a
    /// page or a contact sheet draws on every core, and a page of any preset at @3x must stay
    /// within 300 MB (issue 25; it peaks at 230–290 MB with one such drawing at a time).
    static let largeSVGPixelsPerEm = 1000.0
    private static let largeSVGDrawing = NSLock()
    /// The most large SVG glyphs seen being drawn at once (for tests).
    static let largeSVGDrawingsAtOnce = Mutex((now: 0, most: 0))

    /// An OT-SVG glyph's raster, its document drawn without the face's lock: a picture takes
    /// milliseconds (a 1092 px frame of the 16-font stack about 12 ms at 364 px, more at @3x),
    /// and under the lock every other thread measuring or drawing from the face waited for it
    /// (a page's drag behind the preview's warm-up, which measures every layer's glyph). One
    /// thread draws a given glyph; another asking for it meanwhile waits for that drawing (and
    /// draws it again only when the cache could not keep it, as when it waited for the lock).
    private func svgRaster(_ key: GlyphKey, cacheKey: GlyphRasterCache.Key, _ svgGlyphs: SVGGlyphs) throws -> GlyphRaster {
        svgDrawing.lock()
        while svgInFlight.contains(key) { svgDrawing.wait() }
        if let hit = GlyphRasterCache.shared.raster(cacheKey) {
            svgDrawing.unlock()
            return hit
        }
        svgInFlight.insert(key)
        svgDrawing.unlock()
        defer {
            svgDrawing.lock()
            svgInFlight.remove(key)
            svgDrawing.broadcast()
            svgDrawing.unlock()
        }
        lock.lock()
        svgRenders += 1
        lock.unlock()
        let pixelsPerEm = Double(bitPattern: key.pixelsPerEm)
        let large = pixelsPerEm >= Self.largeSVGPixelsPerEm
        if large {
            Self.largeSVGDrawing.lock()
            Self.largeSVGDrawingsAtOnce.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
        }
        defer {
            if large {
                Self.largeSVGDrawingsAtOnce.withLock { $0.now -= 1 }
                Self.largeSVGDrawing.unlock()
            }
        }
        let (raster, external, warning, inProcess) = try svgGlyphs.raster(glyph: key.glyph, pixelsPerEm: pixelsPerEm,
                                                                          subpixelX: key.subpixelX, subpixelY: key.subpixelY,
                                                                          timeLimit: svgTimeLimit, memoryLimit: svgMemoryLimit)
        lock.lock(); defer { lock.unlock() }
        if inProcess { svgRendersInProcess += 1 }
        if let warning {
            notice("\(name): the SVG document of glyph \(key.glyph) was drawn with a warning from librsvg's libraries (\(warning)); it may not look as its font meant.")
        }
        if let first = external.first {
            let more = external.count > 1 ? " and \(external.count - 1) more" : ""
            notice("\(name): the SVG document of glyph \(key.glyph) refers outside itself ('\(first)'\(more)); TimerMask never follows such references and draws them as nothing.")
        }
        // In the cache before the glyph leaves `svgInFlight` (the deferred step), so a waiter finds it.
        GlyphRasterCache.shared.insert(raster, for: cacheKey)
        boxes[key] = PixelRect(x: raster.left, y: raster.top, width: raster.coverage.width, height: raster.coverage.height)
        return raster
    }

    /// The pixels `raster(glyph:…)` covers (x right, y down from the pen), worked out without
    /// drawing the glyph where the outline's box says it: empty for an empty raster.
    public func inkBox(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int = 0, subpixelY: Int = 0) throws -> PixelRect {
        // A picture glyph (a strike's bitmap or an SVG document) has no outline to measure: an
        // OT-SVG frame font's outlines are empty, so their box would hide every frame. A glyph
        // whose colour data TimerMask cannot draw is rastered too, so its warning is given.
        if !colorStrikeSizes.isEmpty || hasSVGDocument(glyph: glyph) || undrawnColourTable(glyph: glyph) != nil {
            // Kept apart from the rasters, so a picture dropped from the cache is not drawn again to be measured.
            if let known = drawnPictureBox(glyph: glyph, pixelsPerEm: pixelsPerEm, subpixelX: subpixelX, subpixelY: subpixelY) { return known }
            let raster = try raster(glyph: glyph, pixelsPerEm: pixelsPerEm, subpixelX: subpixelX, subpixelY: subpixelY)
            return PixelRect(x: raster.left, y: raster.top, width: raster.coverage.width, height: raster.coverage.height)
        }
        let key = GlyphKey(glyph: glyph, pixelsPerEm: pixelsPerEm.bitPattern, subpixelX: subpixelX, subpixelY: subpixelY)
        lock.lock(); defer { lock.unlock() }
        if let hit = boxes[key] { return hit }
        let box = try freeType.outlineBox(glyph: glyph, pixelsPerEm: pixelsPerEm, subpixelX: subpixelX, subpixelY: subpixelY)
            ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        boxes[key] = box
        return box
    }

    /// What a raster of `glyph` is kept under: strike pictures sit on whole pixels; outlines and
    /// SVG documents keep the pen's subpixel position.
    private func rasterKey(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int, subpixelY: Int) -> GlyphKey {
        let onWholePixels = !colorStrikeSizes.isEmpty && !hasSVGDocument(glyph: glyph)
        return GlyphKey(glyph: glyph, pixelsPerEm: pixelsPerEm.bitPattern,
                        subpixelX: onWholePixels ? 0 : subpixelX, subpixelY: onWholePixels ? 0 : subpixelY)
    }

    /// The box of a picture glyph (an SVG document or a strike's bitmap) from its pen, when it has
    /// been drawn before; nil when it has not, as its box is known only by drawing it. Never draws.
    public func drawnPictureBox(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int = 0, subpixelY: Int = 0) -> PixelRect? {
        let key = rasterKey(glyph: glyph, pixelsPerEm: pixelsPerEm, subpixelX: subpixelX, subpixelY: subpixelY)
        lock.lock(); defer { lock.unlock() }
        return boxes[key]
    }

    /// How many of the face's SVG glyphs are being drawn at this moment (for tests).
    var svgGlyphsBeingDrawn: Int { svgDrawing.lock(); defer { svgDrawing.unlock() }; return svgInFlight.count }

    /// How many rasters of this face the glyph cache holds (for tests and statistics).
    public var cachedGlyphCount: Int { GlyphRasterCache.shared.count(face: cacheFace) }

    /// Bytes the glyph rasters dropped from the cache hold compressed, and how many were given
    /// back decompressed instead of drawn again, over every face (for benchmarks).
    public static var compressedGlyphBytes: Int { GlyphRasterCache.shared.compressedBytes }
    public static var decompressedGlyphCount: Int { GlyphRasterCache.shared.decompressions }

    /// How many times an SVG glyph document has been drawn (by librsvg, or in process when it is one
    /// JPEG picture: `SVGPictureGlyph`); each is then cached.
    public var svgDocumentsRendered: Int { lock.lock(); defer { lock.unlock() }; return svgRenders }
    /// How many of those were drawn in this process, each being one JPEG picture (`SVGPictureGlyph`).
    var svgDocumentsRenderedInProcess: Int { lock.lock(); defer { lock.unlock() }; return svgRendersInProcess }

    /// A strike picture, else the outline (an OT-SVG glyph is drawn by `svgRaster`). Under the face's lock.
    private func makeRaster(_ key: GlyphKey) throws -> GlyphRaster {
        let ppem = Double(bitPattern: key.pixelsPerEm)
        if !colorStrikeSizes.isEmpty {
            // The smallest strike at least as large as wanted, else the largest: downscaling keeps detail.
            let index = colorStrikeSizes.indices.filter { Double(colorStrikeSizes[$0]) >= ppem }
                .min { colorStrikeSizes[$0] < colorStrikeSizes[$1] }
                ?? colorStrikeSizes.indices.max { colorStrikeSizes[$0] < colorStrikeSizes[$1] }!
            // A record that cannot be a picture is a glyph with no picture, as FreeType reads it; said when drawn.
            if let sbixTable, let damage = ColourTables.sbixRecordDamage(in: sbixTable, glyph: key.glyph, ppem: colorStrikeSizes[index],
                                                                         glyphCount: freeType.glyphCount) {
                notice("\(name): glyph \(key.glyph)'s record in its 'sbix' table (\(colorStrikeSizes[index]) ppem strike) \(damage), so it has no picture; TimerMask draws nothing for it, as it does for a glyph with an empty record.")
                return .empty
            }
            // A glyph with no picture in the strike (a frame font's colon) is drawn as nothing, as Core Text does.
            if let sbixTable, ColourTables.sbixHasPicture(in: sbixTable, glyph: key.glyph, ppem: colorStrikeSizes[index],
                                                           glyphCount: freeType.glyphCount) == false {
                return .empty
            }
            let ppemOfStrike = colorStrikeSizes[index]
            let picture = sbixTable.flatMap {
                ColourTables.sbixPicture(in: $0, glyph: key.glyph, ppem: ppemOfStrike, glyphCount: freeType.glyphCount)
            }
            if let picture { try checkSbixPicture(picture, glyph: key.glyph, ppem: ppemOfStrike) }
            guard let bitmap = try freeType.colorBitmap(glyph: key.glyph, strikeIndex: index) else { return .empty }
            let factor = ppem / Double(colorStrikeSizes[index])
            let scaled = try scale(bitmap, by: factor, glyph: key.glyph, pixelsPerEm: ppem)
            guard let sbixTable, let offset = ColourTables.sbixOrigin(in: sbixTable, glyph: key.glyph, ppem: colorStrikeSizes[index],
                                                                     glyphCount: freeType.glyphCount) else { return scaled }
            // Core Text puts an sbix picture's lower-left corner `originOffset` strike pixels (y up)
            // from the lower-left of the glyph's contour box, or from its origin when it has no
            // contours. FreeType measures from the origin and turns originOffsetY downwards, so
            // the place is worked out here from the table.
            let corner = try freeType.contourOrigin(glyph: key.glyph) ?? (0, 0)
            let units = ppem / Double(unitsPerEm)
            let left = Double(corner.x) * units + Double(offset.x) * factor
            let bottom = Double(corner.y) * units + Double(offset.y) * factor
            return GlyphRaster(left: Int(left.rounded()), top: -Int(bottom.rounded()) - scaled.coverage.height,
                               coverage: scaled.coverage, color: scaled.color)
        }
        let raster = try freeType.rasterizeOutline(glyph: key.glyph, pixelsPerEm: ppem,
                                                   subpixelX: key.subpixelX, subpixelY: key.subpixelY)
        if let table = undrawnColourTable(glyph: key.glyph) {
            let drawn = raster.isEmpty ? "its outline instead, which is empty, so nothing shows" : "its plain outline instead"
            notice("\(name): glyph \(key.glyph) has colour data in its '\(table)' table, which TimerMask does not draw; it draws \(drawn).")
        }
        return raster
    }

    /// The most pixels an `sbix` picture may hold, read from its PNG header before FreeType
    /// decodes it: the memory of the largest outline raster, in four-byte pixels.
    public static let maximumSbixPicturePixels = FreeTypeFace.maximumGlyphPixels / 4

    /// Refuses a PNG whose header is over `maximumSbixPicturePixels` or unreadable, and a picture
    /// in a format FreeType does not decode (`jpg `, `tiff`, `pdf `) by its name, not FreeType's error.
    private func checkSbixPicture(_ picture: (type: String, data: ArraySlice<UInt8>), glyph: UInt32, ppem: Int) throws {
        guard picture.type == "png " else {
            throw FontError(.damaged, "\(name): glyph \(glyph)'s picture in its 'sbix' table (\(ppem) ppem strike) is '\(picture.type.trimmingCharacters(in: .whitespaces))', a format TimerMask does not draw (PNG only).")
        }
        let size: (width: Int, height: Int)
        do { size = try ImageFile.size(of: Array(picture.data), source: name, maxPixels: .max) } catch {
            throw FontError(.damaged, "\(name) is damaged: glyph \(glyph)'s PNG picture in its 'sbix' table (\(ppem) ppem strike) has no readable header.")
        }
        let pixels = size.width.multipliedReportingOverflow(by: size.height)
        guard !pixels.overflow, pixels.partialValue <= Self.maximumSbixPicturePixels else {
            throw FontError(.outOfRange, "\(name): glyph \(glyph)'s PNG picture in its 'sbix' table (\(ppem) ppem strike) is \(size.width) × \(size.height) pixels, over the limit of \(Self.maximumSbixPicturePixels) for one picture.")
        }
    }

    private func scale(_ raster: GlyphRaster, by factor: Double, glyph: UInt32, pixelsPerEm: Double) throws -> GlyphRaster {
        guard let color = raster.color, abs(factor - 1) > 1e-9 else { return raster }
        let width = max(1, Int((Double(color.width) * factor).rounded()))
        let height = max(1, Int((Double(color.height) * factor).rounded()))
        try FreeTypeFace.checkGlyphBox(width: width, height: height, glyph: glyph, pixelsPerEm: pixelsPerEm, font: name)
        let resized = Resampler.resize(color, width: width, height: height)
        return GlyphRaster(left: Int((Double(raster.left) * factor).rounded()),
                           top: Int((Double(raster.top) * factor).rounded()),
                           coverage: resized.alphaMask, color: resized)
    }
}
