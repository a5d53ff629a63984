import CFreeType
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TimerMaskRaster

/// The one place FreeType is called: a face loaded from bytes this object owns, glyphs
/// loaded **unhinted** (as Apple's text stack draws) and rasterised with anti-aliasing.
///
/// Not thread-safe on its own; `FontFace` serialises access.
final class FreeTypeFace {
    private var library: FT_Library?
    private var face: FT_Face?
    /// FreeType reads the font file in place, so the bytes live as long as the face.
    private let file: FontFileBytes
    /// The file's name, so a glyph that fails to load later still names its font.
    private let name: String
    /// How much wider every stroke is drawn than the font holds it, as a fraction of the em
    /// (negative: thinner): a synthetic weight (`FT_Outline_Embolden`), 0 for the font as it is.
    let emboldening: Double

    init(file: FontFileBytes, name: String, emboldening: Double = 0) throws {
        self.emboldening = emboldening
        self.name = name
        self.file = file
        // Every stored property is set by now, so a throw below still runs deinit, which frees
        // whatever was made: nothing is released here.
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontError(.freeType, "FreeType could not start while loading \(name).")
        }
        let status = FT_New_Memory_Face(library, file.buffer.baseAddress, FT_Long(file.buffer.count), 0, &face)
        guard status == 0, face != nil else {
            face = nil
            throw FontError(.notAFont, "\(name) is not a font FreeType can read (\(FreeTypeFace.errorName(status))).")
        }
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The font file's bytes, for HarfBuzz to read the same data.
    var fileBytes: UnsafeBufferPointer<UInt8> { file.buffer }

    // FreeType ignores outlines in CBLC (CBDT) fonts and leaves a face it deems bitmap-only with
    // no units per em or line metrics; the font's own head and hhea tables still state them.
    var unitsPerEm: Int {
        let fromFace = Int(face!.pointee.units_per_EM)
        guard fromFace == 0, let head = sfntTable(FT_SFNT_HEAD, as: TT_Header.self) else { return fromFace }
        return Int(head.Units_Per_EM)
    }
    /// hhea metrics in font units, as Apple lays out lines: ascender (up), descender (down, negative).
    var ascender: Int { isScalable ? Int(face!.pointee.ascender) : Int(horizontalHeader?.Ascender ?? 0) }
    var descender: Int { isScalable ? Int(face!.pointee.descender) : Int(horizontalHeader?.Descender ?? 0) }
    /// Baseline-to-baseline distance in font units: ascender - descender + line gap.
    var lineHeight: Int {
        guard !isScalable, let hhea = horizontalHeader else { return Int(face!.pointee.height) }
        return Int(hhea.Ascender) - Int(hhea.Descender) + Int(hhea.Line_Gap)
    }
    private var horizontalHeader: TT_HoriHeader? { sfntTable(FT_SFNT_HHEA, as: TT_HoriHeader.self) }

    /// A copy of one of the sfnt tables FreeType has parsed, or nil when the font has none.
    private func sfntTable<Table>(_ tag: FT_Sfnt_Tag, as: Table.Type) -> Table? {
        FT_Get_Sfnt_Table(face, tag).map { $0.assumingMemoryBound(to: Table.self).pointee }
    }
    var familyName: String { face!.pointee.family_name.map { String(cString: $0) } ?? "" }
    var glyphCount: Int { Int(face!.pointee.num_glyphs) }
    var isScalable: Bool { face!.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 }
    var hasColorBitmaps: Bool {
        face!.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && face!.pointee.num_fixed_sizes > 0
    }

    /// Pixel sizes (ppem) of the bitmap strikes, in order.
    var strikeSizes: [Int] {
        let f = face!.pointee
        return (0..<Int(f.num_fixed_sizes)).map { Int((f.available_sizes[$0].y_ppem + 32) >> 6) }
    }

    /// Each axis is rasterised at this many times the pixel size and box-filtered back, so outline
    /// points land on 1/256 px rather than FreeType's 1/64 px and partial edges match their area to 1/255.
    static let supersampling = 4
    /// Subpixel positions come in these steps per pixel: one 26.6 unit of the supersampled grid.
    static let subpixelSteps = 64 * supersampling
    /// Samples rendered at once: large glyphs are drawn in bands so memory stays bounded. 256 kB,
    /// not megabytes: a fresh band buffer is page faults, most of a one-instant render's.
    static let bandSampleBudget = 1 << 18

    /// A glyph's outline scaled exactly to `pixelsPerEm` and shifted by a subpixel offset
    /// (1/`subpixelSteps` px units, y down), rasterised as coverage. `nil` for a glyph with no outline.
    func rasterizeOutline(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int, subpixelY: Int) throws -> GlyphRaster {
        guard let (outline, box) = try scaledOutline(glyph: glyph, pixelsPerEm: pixelsPerEm,
                                                      subpixelX: subpixelX, subpixelY: subpixelY) else { return .empty }
        let s = Self.supersampling
        let unit = FT_Pos(64 * s)
        let xMin = box.x, yMin = -box.maxY, width = box.width, height = box.height
        FT_Outline_Translate(outline, FT_Pos(-xMin) * unit, FT_Pos(-yMin) * unit)
        var mask = CoverageMask(width: width, height: height)
        let bandRows = max(1, Self.bandSampleBudget / (width * s * s))
        var samples = [UInt8](repeating: 0, count: width * s * min(bandRows, height) * s)
        for bandTop in stride(from: 0, to: height, by: bandRows) {
            let rows = min(bandRows, height - bandTop)
            // FreeType draws y up from the bitmap's bottom edge: lower the band onto it.
            let bandBottom = FT_Pos(height - bandTop - rows) * unit
            FT_Outline_Translate(outline, 0, -bandBottom)
            defer { FT_Outline_Translate(outline, 0, bandBottom) }
            let renderStatus = samples.withUnsafeMutableBufferPointer { buffer -> FT_Error in
                // The first band draws into the zeroed allocation.
                if bandTop > 0 { buffer.update(repeating: 0) }
                var bitmap = FT_Bitmap()
                bitmap.rows = UInt32(rows * s)
                bitmap.width = UInt32(width * s)
                bitmap.pitch = Int32(width * s)
                bitmap.buffer = buffer.baseAddress
                bitmap.num_grays = 256
                bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
                return FT_Outline_Get_Bitmap(library, outline, &bitmap)
            }
            guard renderStatus == 0 else {
                throw FontError(.damaged, "\(name): FreeType could not rasterise glyph \(glyph) (\(FreeTypeFace.errorName(renderStatus))).")
            }
            Self.boxFilter(samples, sampleWidth: width * s, factor: s, rows: rows, into: &mask, firstRow: bandTop)
        }
        return GlyphRaster(left: box.x, top: box.y, coverage: mask, color: nil)
    }

    /// The pixels `rasterizeOutline` would fill, from the outline's control box without drawing
    /// it: x right and y down from the pen, nil when the raster would be empty.
    func outlineBox(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int, subpixelY: Int) throws -> PixelRect? {
        try scaledOutline(glyph: glyph, pixelsPerEm: pixelsPerEm, subpixelX: subpixelX, subpixelY: subpixelY)?.box
    }

    /// The glyph's outline loaded in the face's slot, scaled to the supersampled grid and shifted
    /// by the subpixel offset, with the whole output pixels its control box touches (y down).
    private func scaledOutline(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int,
                               subpixelY: Int) throws -> (UnsafeMutablePointer<FT_Outline>, box: PixelRect)? {
        guard let outline = try unscaledOutline(glyph: glyph), outline.pointee.n_points > 0 else { return nil }
        let s = Self.supersampling
        let scale = FT_Fixed((pixelsPerEm * Double(64 * s) / Double(unitsPerEm) * 65536).rounded())
        var matrix = FT_Matrix(xx: scale, xy: 0, yx: 0, yy: scale)
        FT_Outline_Transform(outline, &matrix)
        FT_Outline_Translate(outline, FT_Pos(subpixelX), FT_Pos(-subpixelY))
        if emboldening != 0 {
            // FreeType widens (or, negative, narrows) every stroke by the strength, in the outline's 26.6 units.
            FT_Outline_Embolden(outline, FT_Pos((emboldening * pixelsPerEm * Double(64 * s)).rounded()))
        }
        // One output pixel in the outline's units (26.6 of the supersampled grid).
        let unit = FT_Pos(64 * s)
        var box = FT_BBox()
        FT_Outline_Get_CBox(outline, &box)
        let xMin = Int(floorDiv(box.xMin, unit)), yMin = Int(floorDiv(box.yMin, unit))
        let xMax = Int(ceilDiv(box.xMax, unit)), yMax = Int(ceilDiv(box.yMax, unit))
        let width = xMax - xMin, height = yMax - yMin
        guard width > 0, height > 0 else { return nil }
        try Self.checkGlyphBox(width: width, height: height, glyph: glyph, pixelsPerEm: pixelsPerEm, font: name)
        return (outline, PixelRect(x: xMin, y: -yMax, width: width, height: height))
    }

    /// The most pixels one glyph's raster may hold: twice the em square at the largest size
    /// accepted (8192 px), so any sane glyph passes while a box from a damaged outline or bitmap
    /// is refused before its coverage is allocated.
    static let maximumGlyphPixels = 2 * 8192 * 8192

    /// Throws one sentence naming the font when a `width` × `height` glyph box is over `maximumGlyphPixels`.
    static func checkGlyphBox(width: Int, height: Int, glyph: UInt32, pixelsPerEm: Double, font: String) throws {
        let count = width.multipliedReportingOverflow(by: height)
        guard width < 0 || height < 0 || count.overflow || count.partialValue > maximumGlyphPixels else { return }
        throw FontError(.outOfRange, "\(font): glyph \(glyph) at \(pixelsPerEm) px would be \(width) × \(height) pixels, over the limit of \(maximumGlyphPixels) for one glyph; its outline or bitmap is out of range.")
    }

    #if _endian(little)
    private static let littleEndian = true
    #else
    private static let littleEndian = false
    #endif

    /// Averages each `factor` × `factor` block of samples into one coverage value, rounded.
    private static func boxFilter(_ samples: [UInt8], sampleWidth: Int, factor s: Int, rows: Int,
                                  into mask: inout CoverageMask, firstRow: Int) {
        let width = mask.width, count = s * s
        // Plain index loops: a debug build (a user's golden test) runs this unoptimised, where
        // every buffer access is a call. At 4× two output pixels' block rows are one 64-bit
        // load, their bytes summed two at a time in 16-bit lanes (at most 4 × 510, no carry
        // between lanes): the same sums with an eighth of the loads.
        samples.withUnsafeBytes { samples in
            mask.values.withUnsafeMutableBufferPointer { values in
                var row = 0
                while row < rows {
                    let out = (firstRow + row) * width
                    var x = 0
                    if s == 4 && Self.littleEndian {
                        while x + 1 < width {
                            var lanes: UInt64 = 0
                            var sy = 0
                            while sy < 4 {
                                // memcpy, not `loadUnaligned`: the latter is a generic call in a debug build.
                                var word: UInt64 = 0
                                memcpy(&word, samples.baseAddress! + ((row * 4 + sy) * sampleWidth + x * 4), 8)
                                lanes &+= (word & 0x00FF_00FF_00FF_00FF) &+ ((word >> 8) & 0x00FF_00FF_00FF_00FF)
                                sy += 1
                            }
                            // Little-endian: the low 32 bits are pixel x's samples, the high 32 pixel x + 1's.
                            let first = Int((lanes & 0xFFFF) &+ ((lanes >> 16) & 0xFFFF))
                            let second = Int(((lanes >> 32) & 0xFFFF) &+ (lanes >> 48))
                            values[out + x] = UInt8(truncatingIfNeeded: (first + count / 2) / count)
                            values[out + x + 1] = UInt8(truncatingIfNeeded: (second + count / 2) / count)
                            x += 2
                        }
                    }
                    while x < width {
                        var sum = 0
                        var sy = 0
                        while sy < s {
                            let base = (row * s + sy) * sampleWidth + x * s
                            var sx = 0
                            while sx < s { sum &+= Int(samples[base + sx]); sx += 1 }
                            sy += 1
                        }
                        values[out + x] = UInt8(truncatingIfNeeded: (sum + count / 2) / count)
                        x += 1
                    }
                    row += 1
                }
            }
        }
    }

    /// The lower-left corner of `glyph`'s contours in font units (y up), `nil` when it has none.
    func contourOrigin(glyph: UInt32) throws -> (x: Int, y: Int)? {
        guard let outline = try unscaledOutline(glyph: glyph), outline.pointee.n_contours > 0 else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(outline, &box)
        return (Int(box.xMin), Int(box.yMin))
    }

    /// The glyph's outline in font units, unhinted, loaded in the face's slot (valid until the
    /// next load); nil without a face or an outline. NO_SCALE keeps font units, so any size
    /// scales exactly (no 26.6 rounding of the size) and nothing is hinted.
    private func unscaledOutline(glyph: UInt32) throws -> UnsafeMutablePointer<FT_Outline>? {
        guard let face else { return nil }
        let status = FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE))
        guard status == 0 else {
            throw FontError(.damaged, "\(name): FreeType could not load glyph \(glyph) (\(FreeTypeFace.errorName(status))).")
        }
        let slot = face.pointee.glyph!
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        return withUnsafeMutablePointer(to: &slot.pointee.outline) { $0 }
    }

    /// A colour bitmap glyph (sbix, CBDT) from the strike `strikeIndex`, at the strike's own
    /// size: premultiplied RGBA with its offset in strike pixels. `nil` when the glyph has no
    /// picture in that strike.
    func colorBitmap(glyph: UInt32, strikeIndex: Int) throws -> GlyphRaster? {
        guard let face else { return nil }
        guard FT_Select_Size(face, Int32(strikeIndex)) == 0 else {
            throw FontError(.damaged, "\(name): FreeType could not select bitmap strike \(strikeIndex).")
        }
        let status = FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR))
        guard status == 0 else {
            throw FontError(.damaged, "\(name) is damaged: FreeType could not load colour glyph \(glyph) (\(FreeTypeFace.errorName(status))).")
        }
        let slot = face.pointee.glyph!.pointee
        guard slot.format == FT_GLYPH_FORMAT_BITMAP, slot.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue),
              slot.bitmap.width > 0, slot.bitmap.rows > 0 else { return nil }
        let width = Int(slot.bitmap.width), height = Int(slot.bitmap.rows), pitch = Int(slot.bitmap.pitch)
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            let row = slot.bitmap.buffer + y * pitch
            for x in 0..<width {
                // FreeType's BGRA is premultiplied already.
                let p = row + x * 4
                image.setPixel(x: x, y: y, RGBA(r: p[2], g: p[1], b: p[0], a: p[3]))
            }
        }
        var coverage = CoverageMask(width: width, height: height)
        for i in 0..<(width * height) { coverage.values[i] = image.pixels[i * 4 + 3] }
        return GlyphRaster(left: Int(slot.bitmap_left), top: -Int(slot.bitmap_top), coverage: coverage, color: image)
    }

    static func errorName(_ code: FT_Error) -> String {
        if let text = FT_Error_String(code) { return String(cString: text) }
        return "FreeType error \(code)"
    }
}

@inline(__always) private func floorDiv(_ a: FT_Pos, _ b: FT_Pos) -> FT_Pos { a >= 0 ? a / b : -((-a + b - 1) / b) }
@inline(__always) private func ceilDiv(_ a: FT_Pos, _ b: FT_Pos) -> FT_Pos { -floorDiv(-a, b) }

/// A rasterised glyph: coverage (always) and colour (for bitmap glyphs), with the offset of
/// its top-left pixel from the pen's whole-pixel position (y down).
public struct GlyphRaster: Sendable, Equatable {
    public let left: Int
    public let top: Int
    public let coverage: CoverageMask
    public let color: RGBAImage?
    /// Every pixel of the coverage is fully on: a colour picture drawn as it is, without
    /// blending. Found once when the raster is made (glyph rasters are cached), not per use.
    public let isOpaque: Bool

    public init(left: Int, top: Int, coverage: CoverageMask, color: RGBAImage?) {
        self.left = left
        self.top = top
        self.coverage = coverage
        self.color = color
        self.isOpaque = coverage.width > 0 && coverage.height > 0 && coverage.isFull
    }

    public static let empty = GlyphRaster(left: 0, top: 0, coverage: CoverageMask(width: 0, height: 0), color: nil)
    public var isEmpty: Bool { coverage.width == 0 || coverage.height == 0 }
}
