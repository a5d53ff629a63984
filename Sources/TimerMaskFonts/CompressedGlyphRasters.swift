import CZstd
import Foundation
import TimerMaskRaster

/// The picture glyph rasters the glyph cache drops, kept losslessly compressed (zstd at a fast
/// level) in a budget of bytes of their own: a frame glyph asked for again is decompressed in a
/// few milliseconds, the very bytes it was drawn as, where drawing its OT-SVG document again
/// through the librsvg worker takes about 30 ms. Not locked: `GlyphRasterCache` holds it under its lock.
struct CompressedGlyphRasters {
    /// zstd's level: its fastest ordinary one, since a raster is compressed as it is dropped.
    static let level: Int32 = 1

    private struct Packed {
        let left: Int
        let top: Int
        let width: Int
        let height: Int
        let coverage: [UInt8]
        /// The colour picture's premultiplied RGBA, compressed (every raster kept here has one).
        let colour: [UInt8]
        var lastUse: UInt64
        var bytes: Int { coverage.count + colour.count }
    }

    let byteLimit: Int
    private var packed: [GlyphRasterCache.Key: Packed] = [:]
    private var uses: UInt64 = 0
    /// Bytes the compressed rasters hold.
    private(set) var bytes = 0
    /// How many rasters have been given back decompressed (for tests and benchmarks).
    private(set) var decompressions = 0

    init(byteLimit: Int) { self.byteLimit = byteLimit }

    /// Whether `raster` is one kept here: a colour picture (an SVG or strike glyph), which is
    /// slow to draw again; an outline glyph is drawn again by FreeType in microseconds.
    static func keeps(_ raster: GlyphRaster) -> Bool { raster.color != nil }

    func contains(_ key: GlyphRasterCache.Key) -> Bool { packed[key] != nil }

    /// Keeps `raster` compressed, dropping the least recently used until the budget holds; one
    /// over the whole budget is not kept. A raster kept already is only marked as used.
    mutating func keep(_ raster: GlyphRaster, for key: GlyphRasterCache.Key) {
        uses += 1
        if packed[key] != nil { packed[key]!.lastUse = uses; return }
        guard byteLimit > 0, Self.keeps(raster), let colour = raster.color,
              let coverage = Self.compress(raster.coverage.values), let pixels = Self.compress(colour.pixels) else { return }
        let entry = Packed(left: raster.left, top: raster.top, width: colour.width, height: colour.height,
                           coverage: coverage, colour: pixels, lastUse: uses)
        guard entry.bytes <= byteLimit else { return }
        while bytes + entry.bytes > byteLimit, let victim = packed.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            remove(victim.key)
        }
        packed[key] = entry
        bytes += entry.bytes
    }

    /// The raster kept for `key`, decompressed: the same bytes it was kept as.
    mutating func raster(_ key: GlyphRasterCache.Key) -> GlyphRaster? {
        guard let entry = packed[key],
              let coverage = Self.decompress(entry.coverage, count: entry.width * entry.height),
              let pixels = Self.decompress(entry.colour, count: entry.width * entry.height * 4) else { return nil }
        uses += 1
        packed[key]!.lastUse = uses
        decompressions += 1
        return GlyphRaster(left: entry.left, top: entry.top,
                           coverage: CoverageMask(width: entry.width, height: entry.height, values: coverage),
                           color: RGBAImage(width: entry.width, height: entry.height, premultipliedPixels: pixels))
    }

    mutating func remove(_ key: GlyphRasterCache.Key) {
        guard let entry = packed.removeValue(forKey: key) else { return }
        bytes -= entry.bytes
    }

    mutating func removeAll(face: UInt64) {
        for key in packed.keys where key.face == face { remove(key) }
    }

    private static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        let bound = ZSTD_compressBound(bytes.count)
        var out = [UInt8](repeating: 0, count: bound)
        let size = out.withUnsafeMutableBytes { out in
            bytes.withUnsafeBytes { ZSTD_compress(out.baseAddress, bound, $0.baseAddress, $0.count, level) }
        }
        guard ZSTD_isError(size) == 0 else { return nil }
        return Array(out.prefix(size))
    }

    /// Exactly `count` bytes, or nil when the frame does not hold that many (it always does:
    /// it was compressed here).
    private static func decompress(_ frame: [UInt8], count: Int) -> [UInt8]? {
        var failed = false
        let out = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            let size = frame.withUnsafeBytes { ZSTD_decompress(buffer.baseAddress, count, $0.baseAddress, $0.count) }
            failed = ZSTD_isError(size) != 0 || size != count
            initialized = failed ? 0 : count
        }
        return failed ? nil : out
    }
}
