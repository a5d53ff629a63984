#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a run of bytes first occurs in a document's bytes, its first byte found by the C
/// library's `memchr`: the standard library's generic `firstRange(of:)` takes about a second for
/// the few megabytes of pictures a frame font's SVG document holds.
enum ByteSearch {
    /// `bytes` with ASCII letters in lower case and every other byte as it is: the copy a
    /// case-insensitive search looks in, its offsets those of `bytes`.
    static func lowercased(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map(lowercased)
    }

    /// `byte` in lower case if it is an ASCII capital letter, else as it is.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    static func firstRange(of needle: String, in haystack: [UInt8], from start: Int = 0) -> Range<Int>? {
        let needle = Array(needle.utf8)
        guard start >= 0, start <= haystack.count, !needle.isEmpty else { return nil }
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { pin in
                guard let base = hay.baseAddress, let first = pin.first else { return nil }
                var at = start
                while hay.count - at >= pin.count {
                    guard let hit = memchr(base + at, Int32(first), hay.count - at) else { return nil }
                    at = base.distance(to: UnsafeRawPointer(hit))
                    if hay.count - at < pin.count { return nil }
                    if memcmp(base + at, pin.baseAddress!, pin.count) == 0 { return at..<(at + pin.count) }
                    at += 1
                }
                return nil
            }
        }
    }
}
