import Foundation

/// The glyph rasters of every `FontFace` in the process, in one budget of bytes: past
/// `byteLimit` the least recently used are dropped (and drawn again when asked for). One loop of
/// the 16-font stack at @3x meets 240 frame glyphs of 1092 × 1092 pixels, 6 MB each, where a
/// page that plays it must stay within 300 MB, so no face may keep all it has drawn. The
/// pictures it drops are kept compressed (`CompressedGlyphRasters`), in a budget of their own,
/// and come back from there, not drawn again.
final class GlyphRasterCache: @unchecked Sendable {
    /// The one cache all faces share, with `FontFace.glyphCacheByteLimit` and
    /// `FontFace.compressedGlyphCacheByteLimit`.
    static let shared = GlyphRasterCache(byteLimit: FontFace.glyphCacheByteLimit,
                                         compressedByteLimit: FontFace.compressedGlyphCacheByteLimit)

    struct Key: Hashable {
        let face: UInt64
        let glyph: FontFace.GlyphKey
    }

    /// One raster in the recency list, from the least recently used (`oldest`) to the most.
    private final class Entry {
        let key: Key
        let raster: GlyphRaster
        let bytes: Int
        weak var older: Entry?
        var newer: Entry?
        init(key: Key, raster: GlyphRaster, bytes: Int) {
            self.key = key
            self.raster = raster
            self.bytes = bytes
        }
    }

    let byteLimit: Int
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var oldest: Entry?
    private weak var newest: Entry?
    private var faceCounts: [UInt64: Int] = [:]
    private var nextFace: UInt64 = 0
    /// Bytes the cached rasters hold (their pixels; the bookkeeping is small beside them).
    private(set) var bytes = 0

    private var compressed: CompressedGlyphRasters

    /// With no `compressedByteLimit`, a dropped raster is gone.
    init(byteLimit: Int, compressedByteLimit: Int = 0) {
        self.byteLimit = byteLimit
        compressed = CompressedGlyphRasters(byteLimit: compressedByteLimit)
    }

    /// Bytes the compressed rasters hold, and how many were given back decompressed.
    var compressedBytes: Int { lock.lock(); defer { lock.unlock() }; return compressed.bytes }
    var decompressions: Int { lock.lock(); defer { lock.unlock() }; return compressed.decompressions }

    /// A number no other face of this process is given: its rasters' part of every key.
    func newFace() -> UInt64 {
        lock.lock(); defer { lock.unlock() }
        nextFace += 1
        return nextFace
    }

    /// What a raster costs the budget: its coverage and its colour picture.
    static func cost(of raster: GlyphRaster) -> Int {
        raster.coverage.width * raster.coverage.height + (raster.color.map { $0.width * $0.height * 4 } ?? 0)
    }

    func raster(_ key: Key) -> GlyphRaster? {
        lock.lock(); defer { lock.unlock() }
        guard let entry = entries[key] else {
            guard let raster = compressed.raster(key) else { return nil }
            keep(raster, for: key)
            return raster
        }
        unlink(entry)
        append(entry)
        return entry.raster
    }

    /// Keeps `raster`, dropping the least recently used until the budget holds; a raster over
    /// the whole budget is not kept.
    func insert(_ raster: GlyphRaster, for key: Key) {
        lock.lock(); defer { lock.unlock() }
        keep(raster, for: key)
    }

    private func keep(_ raster: GlyphRaster, for key: Key) {
        let cost = Self.cost(of: raster)
        guard cost <= byteLimit else { return }
        if let old = entries[key] { remove(old) }
        while bytes + cost > byteLimit, let victim = oldest {
            // A picture that came back from the compressed ones is still there, unchanged.
            compressed.keep(victim.raster, for: victim.key)
            remove(victim)
        }
        let entry = Entry(key: key, raster: raster, bytes: cost)
        entries[key] = entry
        append(entry)
        bytes += cost
        faceCounts[key.face, default: 0] += 1
    }

    /// How many rasters of `face` are kept.
    func count(face: UInt64) -> Int {
        lock.lock(); defer { lock.unlock() }
        return faceCounts[face] ?? 0
    }

    /// Drops every raster of a face that is gone.
    func removeAll(face: UInt64) {
        lock.lock(); defer { lock.unlock() }
        compressed.removeAll(face: face)
        guard faceCounts[face] != nil else { return }
        for entry in entries.values where entry.key.face == face { remove(entry) }
    }

    private func remove(_ entry: Entry) {
        unlink(entry)
        entries[entry.key] = nil
        bytes -= entry.bytes
        let left = (faceCounts[entry.key.face] ?? 1) - 1
        faceCounts[entry.key.face] = left > 0 ? left : nil
    }

    private func unlink(_ entry: Entry) {
        let older = entry.older, newer = entry.newer
        if let older { older.newer = newer } else { oldest = newer }
        if let newer { newer.older = older } else { newest = older }
        entry.older = nil
        entry.newer = nil
    }

    private func append(_ entry: Entry) {
        if let newest {
            newest.newer = entry
            entry.older = newest
        } else {
            oldest = entry
        }
        newest = entry
    }
}
