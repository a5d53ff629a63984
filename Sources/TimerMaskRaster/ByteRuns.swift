/// Where a run of one byte value ends, eight bytes at a time: masks are asked whether they are
/// all empty or all full every time one is made, and picture bands walk their masks' rows in runs.
enum ByteRuns {
    /// The first index in [`start`, `limit`) whose byte is not `value`, or `limit` when the whole
    /// span holds `value`.
    @inline(__always)
    static func end(of value: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to limit: Int) -> Int {
        let pattern = UInt64(value) &* 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(base)
        var p = start
        while p + 8 <= limit && raw.loadUnaligned(fromByteOffset: p, as: UInt64.self) == pattern { p += 8 }
        while p < limit && base[p] == value { p += 1 }
        return p
    }
}
