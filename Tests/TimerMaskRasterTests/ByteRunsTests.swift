import Testing
@testable import TimerMaskRaster

/// `ByteRuns.end` reads 32, then 8 bytes at a time: it must find the same end as a byte-by-byte
/// scan wherever the run stops, at every start and limit.
struct ByteRunsTests {
    @Test func theEndOfARunIsWhereAByteByByteScanStops() {
        var seed: UInt64 = 7
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        for _ in 0..<300 {
            let count = Int(next() % 150)
            let value: UInt8 = next() % 2 == 0 ? 0 : 255
            // A run of `value` with the odd other byte at a random place (or none).
            var bytes = [UInt8](repeating: value, count: count)
            if count > 0, next() % 4 != 0 { bytes[Int(next() % UInt64(count))] = UInt8(next() % 256) }
            let start = count == 0 ? 0 : Int(next() % UInt64(count + 1))
            let limit = start + Int(next() % UInt64(count - start + 1))
            var expected = start
            while expected < limit && bytes[expected] == value { expected += 1 }
            let found = bytes.withUnsafeBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return start }
                return ByteRuns.end(of: value, in: base, from: start, to: limit)
            }
            #expect(found == expected, "\(count) bytes, run of \(value) from \(start) to \(limit)")
        }
    }

    @Test func wholeMasksAreFullOrEmptyOnlyWhenEveryByteIs() {
        for size in [1, 7, 8, 31, 32, 33, 95, 1000] {
            var mask = CoverageMask(width: size, height: 1)
            #expect(mask.isEmpty && !mask.isFull)
            mask.values = [UInt8](repeating: 255, count: size)
            #expect(mask.isFull && !mask.isEmpty)
            mask.values[size - 1] = 254
            #expect(!mask.isFull && !mask.isEmpty, "\(size)")
        }
    }
}
