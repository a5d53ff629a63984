/// A font file's bytes, in memory that neither moves nor changes once filled: FreeType and
/// HarfBuzz read the file in place, and the OT-SVG documents are taken from it, so one copy of a
/// font is kept however many read it. (The 16 built-in frame fonts are 13 MB, nearly all SVG
/// table; the table used to be a slice of a second copy, the array the font was loaded from.)
final class FontFileBytes: @unchecked Sendable {
    /// The bytes; valid while this object lives.
    let buffer: UnsafeBufferPointer<UInt8>
    private let storage: UnsafeMutableBufferPointer<UInt8>

    init(_ source: [UInt8]) {
        storage = .allocate(capacity: max(1, source.count))
        _ = storage.initialize(from: source)
        buffer = UnsafeBufferPointer(rebasing: storage[..<source.count])
    }

    deinit { storage.deallocate() }

    /// A copy of the bytes in `range` (which must lie inside them).
    subscript(range: Range<Int>) -> ArraySlice<UInt8> { ArraySlice(buffer[range]) }
}
