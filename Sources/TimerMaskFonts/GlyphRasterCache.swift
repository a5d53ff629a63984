import Foundation

/// The glyph rasters of every `FontFace` in the process, in one budget of bytes: past
/// `byteLimit` the least recently used are dropped (and drawn again when asked for). One loop of
/// the 16-font stack at @3x meets 240 frame glyphs of 1092 × 1092 pixels, 6 MB each, where a
/// page that plays it must stay within 300 MB, so no face may keep all it has drawn. The
/// pictures it drops are kept compressed (`CompressedGlyphRasters`), in a budget of their own,
/// and come back from there, not drawn again.
///
/// Compressing and decompressing (milliseconds for a frame glyph) happen outside the lock, so a
/// picture drawn for the light scheme does not wait while another glyph is unpacked; a glyph
/// asked for while it is being unpacked is waited for, not unpacked twice. A
/// dropped picture waits (`pending`, still given back if asked for) until it is compressed: by a
/// serial queue of the cache's own when `compressesInBackground` (the shared cache: the drop is
/// then off the time of the instant that caused it, about 6 ms of a 1092 px frame), else by the
/// caller before it returns. At most `pendingByteLimit` bytes wait; past it the caller compresses.
final class GlyphRasterCache: @unchecked Sendable {
    /// The one cache all faces share, with `FontFace.glyphCacheByteLimit` and
    /// `FontFace.compressedGlyphCacheByteLimit`, compressing in the background.
    static let shared = GlyphRasterCache(byteLimit: FontFace.glyphCacheByteLimit,
                                         compressedByteLimit: FontFace.compressedGlyphCacheByteLimit,
                                         compressesInBackground: true)

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
    /// Dropped pictures not compressed yet, with the number of their drop, oldest first in `pendingOrder`.
    private var pending: [Key: (raster: GlyphRaster, drop: UInt64)] = [:]
    private var pendingOrder: [Key] = []
    /// Compressed pictures being decompressed now, each by one thread; others asking wait for it.
    private var unpacking: [Key: DispatchGroup] = [:]
    private var pendingBytes = 0
    private var drops: UInt64 = 0
    /// The most bytes of dropped pictures that wait to be compressed: by default one frame glyph
    /// of 1092 px (6 MB), as the queue keeps up with the drop of each new frame.
    let pendingByteLimit: Int
    private let compressor: DispatchQueue?

    /// With no `compressedByteLimit`, a dropped raster is gone.
    init(byteLimit: Int, compressedByteLimit: Int = 0, compressesInBackground: Bool = false, pendingByteLimit: Int = 6 << 20) {
        self.byteLimit = byteLimit
        self.pendingByteLimit = pendingByteLimit
        compressed = CompressedGlyphRasters(byteLimit: compressedByteLimit)
        compressor = compressesInBackground ? DispatchQueue(label: "TimerMask glyph compression", qos: .utility) : nil
    }

    /// Bytes the compressed rasters hold, and how many were given back decompressed.
    var compressedBytes: Int { lock.lock(); defer { lock.unlock() }; return compressed.bytes }
    var decompressions: Int { lock.lock(); defer { lock.unlock() }; return compressed.decompressions }
    /// Bytes of dropped pictures waiting to be compressed.
    var pendingCompressionBytes: Int { lock.lock(); defer { lock.unlock() }; return pendingBytes }

    /// Runs `body` with the queue's work held back until it returns (for tests: what a caller
    /// does alone, without racing the queue for the pictures waiting).
    func withQueueHeld<T>(_ body: () throws -> T) rethrows -> T {
        compressor?.suspend()
        defer { compressor?.resume() }
        return try body()
    }

    /// Returns once every picture dropped so far is compressed (for tests and benchmarks).
    func waitForCompression() {
        compressor?.sync {}
        while compressOldestPending() {}
    }

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
        lock.lock()
        if let entry = entries[key] {
            unlink(entry)
            append(entry)
            lock.unlock()
            return entry.raster
        }
        // Dropped but not compressed yet: taken back as it is (its compression is skipped).
        if let waiting = pending.removeValue(forKey: key) {
            pendingBytes -= Self.cost(of: waiting.raster)
            keep(waiting.raster, for: key)
            lock.unlock()
            compressDrops()
            return waiting.raster
        }
        // Being decompressed by another thread (the light and dark pictures of one instant ask
        // for the same frame at once): wait for it, then take it from the rasters kept.
        if let other = unpacking[key] {
            lock.unlock()
            other.wait()
            return raster(key)
        }
        guard let packed = compressed.take(key) else { lock.unlock(); return nil }
        let done = DispatchGroup()
        done.enter()
        unpacking[key] = done
        lock.unlock()
        let raster = CompressedGlyphRasters.unpack(packed)
        lock.lock()
        if let raster { keep(raster, for: key) }
        unpacking[key] = nil
        lock.unlock()
        done.leave()
        compressDrops()
        return raster
    }

    /// Keeps `raster`, dropping the least recently used until the budget holds; a raster over
    /// the whole budget is not kept.
    func insert(_ raster: GlyphRaster, for key: Key) {
        lock.lock()
        keep(raster, for: key)
        lock.unlock()
        compressDrops()
    }

    /// Under the lock.
    private func keep(_ raster: GlyphRaster, for key: Key) {
        let cost = Self.cost(of: raster)
        guard cost <= byteLimit else { return }
        if let old = entries[key] { remove(old) }
        while bytes + cost > byteLimit, let victim = oldest {
            // A picture that came back from the compressed ones is still there, unchanged.
            if !compressed.touch(victim.key), compressed.byteLimit > 0, CompressedGlyphRasters.keeps(victim.raster) {
                drops += 1
                if pending.updateValue((victim.raster, drops), forKey: victim.key) == nil { pendingBytes += victim.bytes }
                pendingOrder.append(victim.key)
            }
            remove(victim)
        }
        let entry = Entry(key: key, raster: raster, bytes: cost)
        entries[key] = entry
        append(entry)
        bytes += cost
        faceCounts[key.face, default: 0] += 1
    }

    /// After a drop: the pictures waiting are compressed on the queue, or here (without a queue,
    /// or while more than `pendingByteLimit` bytes wait). Not under the lock.
    private func compressDrops() {
        if let compressor {
            if pendingCompressionBytes > 0 { compressor.async { [self] in while compressOldestPending() {} } }
            while pendingCompressionBytes > pendingByteLimit, compressOldestPending() {}
        } else {
            while compressOldestPending() {}
        }
    }

    /// Compresses the oldest dropped picture still waiting and keeps it compressed, unless it
    /// was taken back (or dropped again) meanwhile; false when none waits. Not under the lock.
    private func compressOldestPending() -> Bool {
        lock.lock()
        var next: (key: Key, raster: GlyphRaster, drop: UInt64)?
        while next == nil, !pendingOrder.isEmpty {
            let key = pendingOrder.removeFirst()
            if let waiting = pending[key] { next = (key, waiting.raster, waiting.drop) }
        }
        lock.unlock()
        guard let next else { return false }
        let packed = CompressedGlyphRasters.pack(next.raster)
        lock.lock()
        if pending[next.key]?.drop == next.drop {
            pending[next.key] = nil
            pendingBytes -= Self.cost(of: next.raster)
            if let packed { compressed.store(packed, for: next.key) }
        }
        lock.unlock()
        return true
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
        for key in pending.keys where key.face == face {
            pendingBytes -= Self.cost(of: pending.removeValue(forKey: key)!.raster)
        }
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
