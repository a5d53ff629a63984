/// The marker segments of a JPEG file from its start-of-image to its first scan, read one at a
/// time: each marker with the range of its body in the file. Reading stops at the start of scan
/// (0xDA, whose header is the last segment given), at the end of image, or where the file is
/// damaged (no marker where one should be, a length running past the end); `end` says which.
/// Fill bytes (0xFF repeated before a marker) are skipped, as the standard allows. Shared by
/// the Exif reader and the OT-SVG picture glyphs' check; the package's own, not TimerMask's API.
package struct JPEGSegments: Sequence, IteratorProtocol {
    /// One marker segment: its marker byte (the one after 0xFF) and where its body lies.
    package struct Segment: Sendable, Equatable {
        package let marker: UInt8
        package let body: Range<Int>
        package init(marker: UInt8, body: Range<Int>) { self.marker = marker; self.body = body }
    }

    /// Why the segments ended.
    package enum End: Sendable, Equatable {
        /// A start of scan was given: the image data follows it.
        case scan
        /// An end of image came before any scan.
        case endOfImage
        /// Not a JPEG (no start-of-image), or a segment cut short or missing its marker.
        case damaged
    }

    private let bytes: [UInt8]
    private var offset: Int
    /// Set once the last segment has been given.
    package private(set) var end: End?

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        offset = 2
        if !(bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xD8) { end = .damaged }
    }

    package mutating func next() -> Segment? {
        guard end == nil else { return nil }
        while offset + 1 < bytes.count, bytes[offset] == 0xFF, bytes[offset + 1] == 0xFF { offset += 1 }
        guard offset + 2 <= bytes.count, bytes[offset] == 0xFF else { end = .damaged; return nil }
        let marker = bytes[offset + 1]
        if marker == 0xD9 { end = .endOfImage; return nil }
        guard offset + 4 <= bytes.count else { end = .damaged; return nil }
        let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        let bodyEnd = offset + 2 + length
        guard length >= 2, bodyEnd <= bytes.count else { end = .damaged; return nil }
        let segment = Segment(marker: marker, body: offset + 4..<bodyEnd)
        offset = bodyEnd
        if marker == 0xDA { end = .scan }
        return segment
    }
}
