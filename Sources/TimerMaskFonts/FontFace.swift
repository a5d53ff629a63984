import Foundation
import TimerMaskRaster

/// A font ready to shape and rasterise: FreeType for glyphs, HarfBuzz for shaping, and a
/// cache of glyph rasters per (glyph, pixel size, subpixel position).
///
/// Safe to share between threads: FreeType faces are not, so every use takes a lock.
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

    private let freeType: FreeTypeFace
    private let shaper: HarfBuzzShaper
    private let lock = NSLock()
    private var cache: [GlyphKey: GlyphRaster] = [:]
    private var boxes: [GlyphKey: PixelRect] = [:]

    struct GlyphKey: Hashable {
        let glyph: UInt32
        let pixelsPerEm: UInt64   // bit pattern of the Double
        let subpixelX: Int
        let subpixelY: Int
    }

    public init(bytes: [UInt8], name: String) throws {
        guard !bytes.isEmpty else { throw FontError(.notAFont, "\(name) is empty (0 bytes), not a font.") }
        try SFNTDirectory.checkTablesInside(bytes, name: name)
        let face = try FreeTypeFace(bytes: bytes, name: name)
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
    }

    /// Loads an `.otf` or `.ttf` file.
    public convenience init(contentsOf url: URL) throws {
        let name = url.lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw FontError(.unreadableFile, "font file \(url.path) does not exist.")
        }
        guard !isDirectory.boolValue else { throw FontError(.unreadableFile, "font file \(url.path) is a directory, not a font.") }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw FontError(.unreadableFile, "font file \(url.path) cannot be read.")
        }
        try self.init(bytes: [UInt8](data), name: name)
    }

    /// The built-in BlinkMask (domain.md section 3), compiled into the library.
    public static let blinkMask: FontFace = {
        let bytes = [UInt8](Data(base64Encoded: EmbeddedBlinkMask.base64)!)
        return try! FontFace(bytes: bytes, name: "BlinkMask (built-in)")
    }()

    public var description: String { name }

    /// Shapes `text` with the font's OpenType features (ligatures included).
    public func shape(_ text: String) -> [ShapedGlyph] {
        lock.lock(); defer { lock.unlock() }
        return shaper.shape(text)
    }

    /// The raster of `glyph` at `pixelsPerEm`, its pen origin shifted right and down by
    /// `subpixelX`/`subpixelY` steps of 1/`subpixelSteps` (256ths) of a pixel. Colour bitmap glyphs come back as pictures
    /// scaled from the nearest strike (their subpixel shift is ignored).
    /// How finely a glyph's pen position is kept: steps per pixel.
    public static let subpixelSteps = FreeTypeFace.subpixelSteps

    public func raster(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int = 0, subpixelY: Int = 0) throws -> GlyphRaster {
        let key = GlyphKey(glyph: glyph, pixelsPerEm: pixelsPerEm.bitPattern,
                           subpixelX: colorStrikeSizes.isEmpty ? subpixelX : 0,
                           subpixelY: colorStrikeSizes.isEmpty ? subpixelY : 0)
        lock.lock(); defer { lock.unlock() }
        if let hit = cache[key] { return hit }
        let raster = try makeRaster(key)
        cache[key] = raster
        return raster
    }

    /// The pixels `raster(glyph:…)` covers (x right, y down from the pen), worked out without
    /// drawing the glyph where the outline's box says it: empty for an empty raster.
    public func inkBox(glyph: UInt32, pixelsPerEm: Double, subpixelX: Int = 0, subpixelY: Int = 0) throws -> PixelRect {
        if !colorStrikeSizes.isEmpty {
            let raster = try raster(glyph: glyph, pixelsPerEm: pixelsPerEm, subpixelX: subpixelX, subpixelY: subpixelY)
            return PixelRect(x: raster.left, y: raster.top, width: raster.coverage.width, height: raster.coverage.height)
        }
        let key = GlyphKey(glyph: glyph, pixelsPerEm: pixelsPerEm.bitPattern, subpixelX: subpixelX, subpixelY: subpixelY)
        lock.lock(); defer { lock.unlock() }
        if let hit = cache[key] { return PixelRect(x: hit.left, y: hit.top, width: hit.coverage.width, height: hit.coverage.height) }
        if let hit = boxes[key] { return hit }
        let box = try freeType.outlineBox(glyph: glyph, pixelsPerEm: pixelsPerEm, subpixelX: subpixelX, subpixelY: subpixelY)
            ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        boxes[key] = box
        return box
    }

    /// How many rasters the cache holds (for tests and statistics).
    public var cachedGlyphCount: Int { lock.lock(); defer { lock.unlock() }; return cache.count }

    private func makeRaster(_ key: GlyphKey) throws -> GlyphRaster {
        let ppem = Double(bitPattern: key.pixelsPerEm)
        if !colorStrikeSizes.isEmpty {
            // The smallest strike at least as large as wanted, else the largest: downscaling keeps detail.
            let index = colorStrikeSizes.indices.filter { Double(colorStrikeSizes[$0]) >= ppem }
                .min { colorStrikeSizes[$0] < colorStrikeSizes[$1] }
                ?? colorStrikeSizes.indices.max { colorStrikeSizes[$0] < colorStrikeSizes[$1] }!
            if let bitmap = try freeType.colorBitmap(glyph: key.glyph, strikeIndex: index) {
                return try scale(bitmap, by: ppem / Double(colorStrikeSizes[index]), glyph: key.glyph, pixelsPerEm: ppem)
            }
            return .empty
        }
        return try freeType.rasterizeOutline(glyph: key.glyph, pixelsPerEm: ppem,
                                             subpixelX: key.subpixelX, subpixelY: key.subpixelY)
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
