import CZstd
import Foundation
import TimerMaskRaster

/// The picture glyph rasters the glyph cache drops, kept losslessly compressed (zstd at a fast
/// level) in a budget of bytes of their own: a frame glyph asked for again is decompressed in a
/// few milliseconds, the very bytes it was drawn as, where drawing its OT-SVG document again
/// through the librsvg worker takes about 30 ms. Not locked: `GlyphRasterCache` holds it under
/// its lock, and compresses and decompresses outside it.
struct CompressedGlyphRasters {
    /// zstd's level: its fastest ordinary one, since a raster is compressed as it is dropped.
    static let level: Int32 = 1

    /// One raster, compressed: made (`pack`) and read back (`unpack`) outside any lock, kept and
    /// taken here under `GlyphRasterCache`'s.
    struct Packed {
        let left: Int
        let top: Int
        let width: Int
        let height: Int
        let coverage: [UInt8]
        /// The colour picture's premultiplied RGBA, compressed (every raster kept here has one).
        let colour: [UInt8]
        fileprivate(set) var lastUse: UInt64 = 0
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

    /// Marks the raster kept for `key` as used; false when none is.
    mutating func touch(_ key: GlyphRasterCache.Key) -> Bool {
        guard packed[key] != nil else { return false }
        uses += 1
        packed[key]!.lastUse = uses
        return true
    }

    /// `raster` compressed, or nil for one not kept here (or that zstd could not compress).
    static func pack(_ raster: GlyphRaster) -> Packed? {
        guard keeps(raster), let colour = raster.color,
              let coverage = compress(raster.coverage.values), let pixels = compress(colour.pixels) else { return nil }
        return Packed(left: raster.left, top: raster.top, width: colour.width, height: colour.height,
                      coverage: coverage, colour: pixels)
    }

    /// Keeps `entry` for `key`, dropping the least recently used until the budget holds; one
    /// over the whole budget is not kept. A key kept already is only marked as used.
    mutating func store(_ entry: Packed, for key: GlyphRasterCache.Key) {
        guard byteLimit > 0, entry.bytes <= byteLimit, !touch(key) else { return }
        while bytes + entry.bytes > byteLimit, let victim = packed.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            remove(victim.key)
        }
        uses += 1
        var entry = entry
        entry.lastUse = uses
        packed[key] = entry
        bytes += entry.bytes
    }

    /// The compressed raster kept for `key`, marked as used and counted as given back: the
    /// caller decompresses it (`unpack`) outside the lock.
    mutating func take(_ key: GlyphRasterCache.Key) -> Packed? {
        guard touch(key) else { return nil }
        decompressions += 1
        return packed[key]
    }

    /// The raster `entry` was packed from: the same bytes.
    static func unpack(_ entry: Packed) -> GlyphRaster? {
        guard let coverage = decompress(entry.coverage, count: entry.width * entry.height),
              let pixels = decompress(entry.colour, count: entry.width * entry.height * 4) else { return nil }
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

    /// zstd's frame of `bytes`: compressed into a scratch buffer of its bound left uninitialised
    /// (not zero-filled first: megabytes a frame glyph), then copied into an array of its own
    /// size. (An array cut from the scratch one would keep the whole bound's capacity.)
    private static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        let bound = ZSTD_compressBound(bytes.count)
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: bound, alignment: 16)
        defer { scratch.deallocate() }
        let size = bytes.withUnsafeBytes { ZSTD_compress(scratch.baseAddress, bound, $0.baseAddress, $0.count, level) }
        guard ZSTD_isError(size) == 0 else { return nil }
        return [UInt8](UnsafeRawBufferPointer(rebasing: scratch[..<size]))
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
