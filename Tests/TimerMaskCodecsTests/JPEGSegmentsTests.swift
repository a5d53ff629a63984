import Testing
import TimerMaskCodecs

/// The walk over a JPEG's marker segments that the Exif reader and the OT-SVG picture glyphs'
/// in-process check share: bytes written out by hand, so the ranges are known without the walker.
struct JPEGSegmentsTests {
    /// SOI; APP0 with a 2-byte body; two fill bytes; a comment with a 3-byte body; SOS with a
    /// 1-byte body; then image data the walk must not read.
    static let file: [UInt8] = [0xFF, 0xD8,
                                0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46,
                                0xFF, 0xFF, 0xFF, 0xFE, 0x00, 0x05, 0x61, 0x62, 0x63,
                                0xFF, 0xDA, 0x00, 0x03, 0x01,
                                0x12, 0xFF, 0x00, 0x34]

    @Test func theSegmentsUpToTheFirstScanAreGivenWithTheirBodies() {
        var segments = JPEGSegments(Self.file)
        var seen: [JPEGSegments.Segment] = []
        while let segment = segments.next() { seen.append(segment) }
        #expect(seen == [.init(marker: 0xE0, body: 6..<8), .init(marker: 0xFE, body: 14..<17), .init(marker: 0xDA, body: 21..<22)])
        #expect(segments.end == .scan)
        #expect(segments.next() == nil, "nothing after the scan's header")
    }

    @Test func anEndOfImageBeforeAnyScanEndsThem() {
        var segments = JPEGSegments([0xFF, 0xD8, 0xFF, 0xFE, 0x00, 0x02, 0xFF, 0xD9])
        #expect(segments.next() == .init(marker: 0xFE, body: 6..<6))
        #expect(segments.next() == nil)
        #expect(segments.end == .endOfImage)
    }

    @Test(arguments: [
        [0x89, 0x50, 0x4E, 0x47],                           // a PNG's signature: no start of image
        [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A],         // a length past the end
        [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01, 0x4A, 0x46],   // a length below its own two bytes
        [0xFF, 0xD8, 0x12, 0xE0, 0x00, 0x02],               // no marker where one should be
        [0xFF, 0xD8, 0xFF],                                 // cut off in a marker
        [0xFF],
    ] as [[UInt8]])
    func damageEndsThemWithoutReadingPastTheEnd(_ bytes: [UInt8]) {
        var segments = JPEGSegments(bytes)
        #expect(segments.next() == nil)
        #expect(segments.end == .damaged)
    }

    /// A segment before the damage is still given: an Exif segment found before a damaged one counts.
    @Test func segmentsBeforeTheDamageAreGiven() {
        var segments = JPEGSegments([0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x03, 0x07, 0xFF, 0xDB, 0x00, 0x40])
        #expect(segments.next() == .init(marker: 0xE1, body: 6..<7))
        #expect(segments.next() == nil)
        #expect(segments.end == .damaged)
    }
}
