import Foundation
import Synchronization
import Testing
import TimerMaskRaster
@testable import TimerMaskFonts

/// The shared glyph cache keeps at most its budget of bytes, dropping the least recently used.
struct GlyphRasterCacheTests {
    /// A colour glyph of `side` × `side` pixels: 5 bytes a pixel (coverage and RGBA).
    func picture(_ side: Int) -> GlyphRaster {
        let image = RGBAImage(width: side, height: side, filledWith: .white)
        return GlyphRaster(left: 0, top: -side, coverage: image.alphaMask, color: image)
    }

    func key(_ face: UInt64, _ glyph: UInt32) -> GlyphRasterCache.Key {
        GlyphRasterCache.Key(face: face, glyph: FontFace.GlyphKey(glyph: glyph, pixelsPerEm: 64.0.bitPattern, subpixelX: 0, subpixelY: 0))
    }

    @Test func dropsTheLeastRecentlyUsedOnceOverItsBudget() {
        // Three 10 × 10 pictures (500 bytes each) fit in 1,600 bytes; a fourth drops one.
        let cache = GlyphRasterCache(byteLimit: 1600)
        let face = cache.newFace()
        for glyph in UInt32(1)...3 { cache.insert(picture(10), for: key(face, glyph)) }
        #expect(cache.bytes == 1500)
        #expect(cache.raster(key(face, 1)) != nil)   // 1 is now the most recently used
        cache.insert(picture(10), for: key(face, 4))
        #expect(cache.raster(key(face, 2)) == nil)
        #expect(cache.raster(key(face, 1)) != nil)
        #expect(cache.raster(key(face, 3)) != nil)
        #expect(cache.raster(key(face, 4)) != nil)
        #expect(cache.bytes == 1500)
        #expect(cache.count(face: face) == 3)
    }

    @Test func keepsNoRasterOverTheWholeBudget() {
        let cache = GlyphRasterCache(byteLimit: 1600)
        let face = cache.newFace()
        cache.insert(picture(10), for: key(face, 1))
        cache.insert(picture(20), for: key(face, 2))   // 2,000 bytes
        #expect(cache.raster(key(face, 2)) == nil)
        #expect(cache.raster(key(face, 1)) != nil)
    }

    @Test func forgetsAFaceThatIsGone() {
        let cache = GlyphRasterCache(byteLimit: 1600)
        let (gone, kept) = (cache.newFace(), cache.newFace())
        cache.insert(picture(10), for: key(gone, 1))
        cache.insert(picture(10), for: key(kept, 1))
        cache.removeAll(face: gone)
        #expect(cache.count(face: gone) == 0)
        #expect(cache.raster(key(kept, 1)) != nil)
        #expect(cache.bytes == 500)
    }

    /// A picture whose every pixel differs from its neighbours, so compression has work to do.
    func busyPicture(_ side: Int, seed: UInt8) -> GlyphRaster {
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let v = UInt8(truncatingIfNeeded: i &* 37 &+ Int(seed))
            (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (v / 2, v / 3, v / 4, v / 2 + 100)
        }
        let image = RGBAImage(width: side, height: side, premultipliedPixels: pixels)
        return GlyphRaster(left: 3, top: -side, coverage: image.alphaMask, color: image)
    }

    @Test func aDroppedPictureComesBackDecompressedAsItWasDrawn() {
        // Room for one 40 × 40 picture (8,000 bytes) uncompressed; each second one drops the other.
        let cache = GlyphRasterCache(byteLimit: 10_000, compressedByteLimit: 100_000)
        let face = cache.newFace()
        let (first, second) = (busyPicture(40, seed: 1), busyPicture(40, seed: 2))
        cache.insert(first, for: key(face, 1))
        cache.insert(second, for: key(face, 2))
        #expect(cache.count(face: face) == 1)
        #expect(cache.decompressions == 0)
        // Not drawn again: the cache gives it back, byte for byte, from its compressed copy.
        #expect(cache.raster(key(face, 1)) == first)
        #expect(cache.decompressions == 1)
        #expect(cache.raster(key(face, 2)) == second)
        #expect(cache.decompressions == 2)
        #expect(cache.compressedBytes > 0 && cache.compressedBytes < 2 * 8_000)
    }

    @Test func theCompressedPicturesKeepTheirOwnBudget() {
        let cache = GlyphRasterCache(byteLimit: 10_000, compressedByteLimit: 100_000)
        let face = cache.newFace()
        let pictures = (UInt32(1)...8).map { busyPicture(40, seed: UInt8($0)) }
        cache.insert(pictures[0], for: key(face, 1))
        cache.insert(pictures[1], for: key(face, 2))
        let one = cache.compressedBytes   // picture 1, dropped for 2
        #expect(one > 0)
        // A budget for two compressed pictures (they compress alike): the oldest dropped goes first.
        let small = GlyphRasterCache(byteLimit: 10_000, compressedByteLimit: 2 * one + one / 2)
        let smallFace = small.newFace()
        for (glyph, picture) in zip(UInt32(1)..., pictures) { small.insert(picture, for: key(smallFace, glyph)) }
        #expect(small.compressedBytes <= 2 * one + one / 2)
        // 8 is uncompressed, 6 and 7 the two most recently dropped; 1 to 5 are gone.
        #expect(small.raster(key(smallFace, 1)) == nil)
        #expect(small.raster(key(smallFace, 5)) == nil)
        #expect(small.raster(key(smallFace, 7)) == pictures[6])
        #expect(small.compressedBytes <= 2 * one + one / 2)
    }

    @Test func anOutlineGlyphIsNotKeptCompressed() {
        let cache = GlyphRasterCache(byteLimit: 1600, compressedByteLimit: 100_000)
        let face = cache.newFace()
        let outline = GlyphRaster(left: 0, top: -30, coverage: CoverageMask(width: 30, height: 30), color: nil)
        cache.insert(outline, for: key(face, 1))
        cache.insert(outline, for: key(face, 2))
        #expect(cache.raster(key(face, 1)) == nil)
        #expect(cache.compressedBytes == 0)
    }

    /// The shared cache compresses what it drops on a queue of its own: a dropped picture comes
    /// back the same whether it is asked for before its compression or after.
    @Test func aPictureDroppedForTheBackgroundComesBackTheSame() {
        let cache = GlyphRasterCache(byteLimit: 10_000, compressedByteLimit: 100_000, compressesInBackground: true)
        let face = cache.newFace()
        let (first, second) = (busyPicture(40, seed: 1), busyPicture(40, seed: 2))
        cache.insert(first, for: key(face, 1))
        cache.insert(second, for: key(face, 2))            // drops 1
        #expect(cache.raster(key(face, 1)) == first)       // waiting or compressed: the same bytes
        cache.waitForCompression()                         // 2, dropped for 1, is compressed now
        #expect(cache.pendingCompressionBytes == 0)
        #expect(cache.compressedBytes > 0 && cache.compressedBytes < 8_000)
        #expect(cache.raster(key(face, 2)) == second)
        #expect(cache.bytes <= 10_000)
    }

    /// At most `pendingByteLimit` bytes wait for the queue: past it the caller compresses. The
    /// queue is held meanwhile: left running it may take a picture first, which then waits on it
    /// while the caller returns (once seen in CI, 8,000 bytes pending), and without the caller's
    /// own compressing this would pass whenever the queue was quick.
    @Test func theCallerCompressesOnceTooMuchWaits() {
        let cache = GlyphRasterCache(byteLimit: 10_000, compressedByteLimit: 100_000, compressesInBackground: true,
                                     pendingByteLimit: 0)
        let face = cache.newFace()
        cache.withQueueHeld {
            for glyph in UInt32(1)...4 {
                cache.insert(busyPicture(40, seed: UInt8(glyph)), for: key(face, glyph))
                #expect(cache.pendingCompressionBytes == 0)
            }
            #expect(cache.compressedBytes > 0)
        }
    }

    /// Four threads inserting and asking for twelve pictures through budgets of two uncompressed
    /// and five compressed: every picture given back is the one of its key, and nothing waits once
    /// the queue is done.
    @Test func threadsNeverGetAnotherKeysPicture() {
        let pictures = (UInt8(1)...12).map { busyPicture(40, seed: $0) }
        let one = CompressedGlyphRasters.pack(pictures[0])!.bytes
        let cache = GlyphRasterCache(byteLimit: 2 * 8_000 + 100, compressedByteLimit: 5 * one + one / 2,
                                     compressesInBackground: true, pendingByteLimit: 3 * 8_000)
        let face = cache.newFace()
        let wrong = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var state = UInt32(thread + 1)
            for _ in 0..<300 {
                state = state &* 1_103_515_245 &+ 12_345
                let index = Int(state >> 16) % pictures.count
                if let found = cache.raster(key(face, UInt32(index))) {
                    if found != pictures[index] { wrong.withLock { $0 += 1 } }
                } else {
                    cache.insert(pictures[index], for: key(face, UInt32(index)))
                }
            }
        }
        cache.waitForCompression()
        #expect(wrong.withLock { $0 } == 0)
        #expect(cache.pendingCompressionBytes == 0)
        #expect(cache.bytes <= 2 * 8_000 + 100 && cache.compressedBytes <= 5 * one + one / 2)
        #expect(cache.decompressions > 0)
    }

    /// A compressed picture holds its compressed bytes, not the room LZ4's bound asked for
    /// (a frame glyph's 4.8 MB bound kept by each of 240 frames was 1.4 GB).
    @Test func aCompressedPictureHoldsOnlyItsOwnBytes() throws {
        let packed = try #require(CompressedGlyphRasters.pack(picture(100)))   // 40,000 bytes of white
        #expect(packed.colour.count < 1_000)
        #expect(packed.colour.capacity < 2 * packed.colour.count + 64)
        let busy = try #require(CompressedGlyphRasters.pack(busyPicture(100, seed: 4)))
        guard case .packed(let coverage) = busy.coverage else {
            Issue.record("a coverage of many values was not compressed")
            return
        }
        #expect(coverage.capacity < 2 * coverage.count + 64)
    }

    /// An opaque picture's coverage, 255 everywhere (every frame of the 16-font stack), is kept
    /// as that one value, and comes back as the mask it was; so does any other single value.
    @Test func aCoverageOfOneValueIsKeptAsThatValue() throws {
        let opaque = picture(64)
        let packed = try #require(CompressedGlyphRasters.pack(opaque))
        guard case .uniform(255) = packed.coverage else {
            Issue.record("an opaque picture's coverage was \(packed.coverage)")
            return
        }
        #expect(packed.bytes == packed.colour.count)
        #expect(CompressedGlyphRasters.unpack(packed) == opaque)
        let clear = RGBAImage(width: 30, height: 20, filledWith: .clear)
        let empty = GlyphRaster(left: -2, top: -20, coverage: clear.alphaMask, color: clear)
        #expect(CompressedGlyphRasters.unpack(try #require(CompressedGlyphRasters.pack(empty))) == empty)
        // One pixel off the value: compressed, and given back with that pixel.
        var values = opaque.coverage.values
        values[64 * 40 + 7] = 254
        let almost = GlyphRaster(left: 0, top: -64, coverage: CoverageMask(width: 64, height: 64, values: values), color: opaque.color)
        let almostPacked = try #require(CompressedGlyphRasters.pack(almost))
        guard case .packed = almostPacked.coverage else {
            Issue.record("a coverage of two values was kept as one")
            return
        }
        #expect(CompressedGlyphRasters.unpack(almostPacked) == almost)
    }

    /// Two threads asking at once for one compressed picture (the light and dark pictures of an
    /// instant, the same frame): it is decompressed once, and both get it.
    @Test func aPictureAskedForTwiceAtOnceIsDecompressedOnce() {
        let big = busyPicture(600, seed: 3)   // 1.8 MB: milliseconds to decompress
        let cache = GlyphRasterCache(byteLimit: 2_000_000, compressedByteLimit: 4_000_000, compressesInBackground: true)
        let face = cache.newFace()
        cache.insert(big, for: key(face, 1))
        cache.insert(busyPicture(600, seed: 4), for: key(face, 2))   // drops 1
        cache.waitForCompression()
        #expect(cache.decompressions == 0)
        let got = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            if cache.raster(key(face, 1)) == big { got.withLock { $0 += 1 } }
        }
        #expect(got.withLock { $0 } == 2)
        #expect(cache.decompressions == 1)
    }
}
