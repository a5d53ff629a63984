import CZlib
import Foundation
import Testing
import TestFixtures
@testable import TimerMaskFonts

/// An `sbix` table that cannot be read is refused by name (font, table), a damaged record is a
/// glyph with no picture and a warning naming font and glyph, and a PNG picture is sized from its
/// header before FreeType decodes it (issue 21, causes 12 and 9; issue 44, point 1).
struct SbixTableTests {
    static let original = try! [UInt8](Data(contentsOf: Fixtures.font("Digits-sbix.ttf")))

    static func u16(_ b: [UInt8], _ at: Int) -> Int { Int(b[at]) << 8 | Int(b[at + 1]) }
    static func u32(_ b: [UInt8], _ at: Int) -> Int { u16(b, at) << 16 | u16(b, at + 2) }
    static func put32(_ b: inout [UInt8], _ at: Int, _ v: Int) { for i in 0..<4 { b[at + i] = UInt8(truncatingIfNeeded: v >> (24 - 8 * i)) } }

    /// Offset of the sbix table, and of its strikes (from the file's start).
    static let sbix: (table: Int, length: Int, strikes: [Int]) = {
        let b = original
        let record = (0..<u16(b, 4)).map { 12 + 16 * $0 }.first { Array(b[$0..<$0 + 4]) == Array("sbix".utf8) }!
        let table = u32(b, record + 8)
        return (table, u32(b, record + 12), (0..<u32(b, table + 4)).map { table + u32(b, table + 8 + 4 * $0) })
    }()

    /// Where `glyph`'s data record lies in the 80 ppem strike (from the file's start).
    static func record(_ glyph: Int) -> (start: Int, end: Int) {
        let strike = sbix.strikes.first { u16(original, $0) == 80 }!
        return (strike + u32(original, strike + 4 + 4 * glyph), strike + u32(original, strike + 8 + 4 * glyph))
    }

    static func glyphWithPicture() -> Int {
        (0..<20).first { record($0).end - record($0).start > 8 }!
    }

    static func refusal(_ bytes: [UInt8]) -> String? {
        do { _ = try FontFace(bytes: bytes, name: "damaged-sbix.ttf"); return nil } catch { return "\(error)" }
    }

    /// A strike whose offsets lie outside the table cannot be read at all: refused when the font loads.
    @Test func anSbixStrikeOutsideItsTableIsRefusedWhenTheFontLoads() throws {
        let (table, length, _) = Self.sbix
        var farStrike = Self.original
        Self.put32(&farStrike, table + 8 + 4, length - 2)
        let sentence = Self.refusal(farStrike)
        #expect(sentence?.hasPrefix("damaged-sbix.ttf is damaged: its 'sbix' table (\(length) bytes) places strike 1 at byte") == true,
                "\(sentence ?? "loaded")")
    }

    /// A single record that cannot be a picture (ending outside the table, running backwards, too
    /// short) is a glyph with no picture, as FreeType reads it: the font loads, its other glyphs
    /// keep their pictures, the damaged glyph draws nothing and says why, naming font and glyph
    /// (issue 44: real fonts drawn by iOS carry such records).
    @Test func aDamagedSbixRecordIsAGlyphWithNoPictureAndAWarning() throws {
        let glyph = Self.glyphWithPicture()
        let other = (glyph + 2..<20).first { Self.record($0).end - Self.record($0).start > 8 }!
        let strike = Self.sbix.strikes.first { Self.u16(Self.original, $0) == 80 }!
        let start = Self.u32(Self.original, strike + 4 + 4 * glyph)
        var farRecord = Self.original
        Self.put32(&farRecord, strike + 8 + 4 * glyph, 0x7000_0000)
        var backwards = Self.original
        Self.put32(&backwards, strike + 8 + 4 * glyph, start - 1)
        var shortRecord = Self.original
        Self.put32(&shortRecord, strike + 8 + 4 * glyph, start + 4)
        var headerOnly = Self.original
        Self.put32(&headerOnly, strike + 8 + 4 * glyph, start + 8)
        for (bytes, why) in [(farRecord, "ends at byte \(strike - Self.sbix.table + 0x7000_0000), outside the table"),
                             (backwards, "runs backwards (bytes \(start)..<\(start - 1) of the strike)"),
                             (shortRecord, "is 4 bytes long, too short for a picture"),
                             (headerOnly, "holds a picture header and no picture")] {
            let face = try FontFace(bytes: bytes, name: "damaged-sbix.ttf")
            #expect(try face.raster(glyph: UInt32(glyph), pixelsPerEm: 80).isEmpty, "\(why)")
            #expect(face.warnings == ["damaged-sbix.ttf: glyph \(glyph)'s record in its 'sbix' table (80 ppem strike) \(why), so it has no picture; TimerMask draws nothing for it, as it does for a glyph with an empty record."])
            let picture = try face.raster(glyph: UInt32(other), pixelsPerEm: 80)
            #expect(picture.color != nil && !picture.isEmpty, "\(why): glyph \(other) lost its picture")
            #expect(face.warnings.count == 1)
        }
    }

    /// The picture's PNG made to claim `width` × `height` (its IHDR's CRC kept right).
    static func withPictureSize(width: Int, height: Int, glyph: Int) -> [UInt8] {
        var bytes = original
        let png = record(glyph).start + 8
        #expect(Array(bytes[png + 12..<png + 16]) == Array("IHDR".utf8))
        put32(&bytes, png + 16, width)
        put32(&bytes, png + 20, height)
        let crc = bytes[(png + 12)..<(png + 29)].withContiguousStorageIfAvailable { crc32(0, $0.baseAddress, 17) }!
        put32(&bytes, png + 29, Int(crc))
        return bytes
    }

    @Test func anOversizedPNGIsRefusedFromItsHeaderBeforeFreeTypeDecodesIt() throws {
        let glyph = Self.glyphWithPicture()
        let face = try FontFace(bytes: Self.withPictureSize(width: 16000, height: 16000, glyph: glyph), name: "huge-sbix.ttf")
        #expect { try face.raster(glyph: UInt32(glyph), pixelsPerEm: 80) } throws: {
            "\($0)" == "huge-sbix.ttf: glyph \(glyph)'s PNG picture in its 'sbix' table (80 ppem strike) is 16000 × 16000 pixels, over the limit of 33554432 for one picture."
        }
    }
}

extension SbixTableTests {
    @Test func aPictureInAFormatFreeTypeDoesNotDecodeIsRefusedByItsFormat() throws {
        let glyph = Self.glyphWithPicture()
        var bytes = Self.original
        let type = Self.record(glyph).start + 4
        bytes.replaceSubrange(type..<type + 4, with: Array("jpg ".utf8))
        let face = try FontFace(bytes: bytes, name: "jpeg-sbix.ttf")
        #expect { try face.raster(glyph: UInt32(glyph), pixelsPerEm: 80) } throws: {
            "\($0)" == "jpeg-sbix.ttf: glyph \(glyph)'s picture in its 'sbix' table (80 ppem strike) is 'jpg', a format TimerMask does not draw (PNG only)."
        }
    }
}
