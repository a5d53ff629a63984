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
        // 32 bytes a step while they all match (one branch for four words), then 8, then 1.
        while p + 32 <= limit {
            let differs = (raw.loadUnaligned(fromByteOffset: p, as: UInt64.self) ^ pattern)
                | (raw.loadUnaligned(fromByteOffset: p + 8, as: UInt64.self) ^ pattern)
                | (raw.loadUnaligned(fromByteOffset: p + 16, as: UInt64.self) ^ pattern)
                | (raw.loadUnaligned(fromByteOffset: p + 24, as: UInt64.self) ^ pattern)
            if differs != 0 { break }
            p += 32
        }
        while p + 8 <= limit && raw.loadUnaligned(fromByteOffset: p, as: UInt64.self) == pattern { p += 8 }
        while p < limit && base[p] == value { p += 1 }
        return p
    }
}
