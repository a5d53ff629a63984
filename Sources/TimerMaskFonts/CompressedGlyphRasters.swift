import CLZ4
import Foundation
import TimerMaskRaster

/// The picture glyph rasters the glyph cache drops, kept losslessly compressed (LZ4) in a budget
/// of bytes of their own: a frame glyph asked for again is decompressed in under a millisecond,
/// the very bytes it was drawn as, where drawing its OT-SVG document again takes about 9 ms
/// (its JPEG decoded and scaled). LZ4 rather than zstd: on the 16-font stack's 1092 px frames
/// zstd at level 1 keeps 10.9× smaller copies against LZ4's 8.3×, but decompresses at 2.3 GB/s
/// against 6.2 GB/s (`zstd -b1`, `lz4 -b1`, this machine), and a frame is decompressed for every
/// instant played while the copies fit the budget either way. Not locked: `GlyphRasterCache`
/// holds it under its lock, and compresses and decompresses outside it.
struct CompressedGlyphRasters {
    /// A raster's coverage: one value where every pixel has it (an opaque picture's is all 255,
    /// which is then not decompressed at all), else compressed.
    enum Coverage {
        case uniform(UInt8)
        case packed([UInt8])

        var bytes: Int {
            switch self {
            case .uniform: 0
            case .packed(let bytes): bytes.count
            }
        }
    }

    /// One raster, compressed: made (`pack`) and read back (`unpack`) outside any lock, kept and
    /// taken here under `GlyphRasterCache`'s.
    struct Packed {
        let left: Int
        let top: Int
        let width: Int
        let height: Int
        let coverage: Coverage
        /// The colour picture's premultiplied RGBA, compressed (every raster kept here has one).
        let colour: [UInt8]
        fileprivate(set) var lastUse: UInt64 = 0
        var bytes: Int { coverage.bytes + colour.count }
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

    /// `raster` compressed, or nil for one not kept here (or that LZ4 could not compress).
    static func pack(_ raster: GlyphRaster) -> Packed? {
        guard keeps(raster), let colour = raster.color, let pixels = compress(colour.pixels) else { return nil }
        let values = raster.coverage.values
        let coverage: Coverage
        if let first = values.first, values.allSatisfy({ $0 == first }) {
            coverage = .uniform(first)
        } else if let packed = compress(values) {
            coverage = .packed(packed)
        } else {
            return nil
        }
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
        let coverage: [UInt8]
        switch entry.coverage {
        case .uniform(let value):
            coverage = [UInt8](repeating: value, count: entry.width * entry.height)
        case .packed(let bytes):
            guard let values = decompress(bytes, count: entry.width * entry.height) else { return nil }
            coverage = values
        }
        guard let pixels = decompress(entry.colour, count: entry.width * entry.height * 4) else { return nil }
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

    /// LZ4's block of `bytes`: compressed into a scratch buffer of its bound left uninitialised
    /// (not zero-filled first: megabytes a frame glyph), then copied into an array of its own
    /// size. (An array cut from the scratch one would keep the whole bound's capacity.) Nil past
    /// LZ4's largest input (about 2 GB, far past any raster the glyph budget keeps).
    private static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count <= Int(LZ4_MAX_INPUT_SIZE) else { return nil }
        let bound = Int(LZ4_compressBound(Int32(bytes.count)))
        guard bound > 0 else { return nil }
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: bound, alignment: 16)
        defer { scratch.deallocate() }
        let size = bytes.withUnsafeBytes { source in
            LZ4_compress_default(source.baseAddress?.assumingMemoryBound(to: CChar.self),
                                 scratch.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), Int32(bound))
        }
        guard size > 0 || bytes.isEmpty else { return nil }
        return [UInt8](UnsafeRawBufferPointer(rebasing: scratch[..<Int(size)]))
    }

    /// Exactly `count` bytes, or nil when the block does not hold that many (it always does:
    /// it was compressed here). LZ4's safe decoder never writes past `count`.
    private static func decompress(_ block: [UInt8], count: Int) -> [UInt8]? {
        guard count <= Int(LZ4_MAX_INPUT_SIZE) else { return nil }
        var failed = false
        let out = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            let size = block.withUnsafeBytes { source in
                LZ4_decompress_safe(source.baseAddress?.assumingMemoryBound(to: CChar.self),
                                    UnsafeMutableRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: CChar.self),
                                    Int32(block.count), Int32(count))
            }
            failed = Int(size) != count
            initialized = failed ? 0 : count
        }
        return failed ? nil : out
    }
}
