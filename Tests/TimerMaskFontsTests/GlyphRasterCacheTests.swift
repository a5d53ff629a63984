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
}
