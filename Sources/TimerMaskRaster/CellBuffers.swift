import Synchronization

/// The rasteriser's cell buffers, kept zeroed between rasterisations: a canvas-sized mask's
/// cells are 8 bytes a pixel (2 MB at 510 × 510) and zeroing them cost more than the few
/// rows of cells an outline touches. Resolving a row zeroes the cells it read, so a buffer
/// comes back as clean as it went out. A few buffers of bounded size are kept (renders run on
/// every core); a bigger or an extra one is freed.
enum CellBuffers {
    /// How many buffers are kept, and the largest kept (in cells: 16 MB).
    static let keptBuffers = 4
    static let largestKept = 2 << 20

    private static let free = Mutex<[[Double]]>([])

    /// A buffer of at least `count` cells, all 0.
    static func take(count: Int) -> [Double] {
        let kept = free.withLock { buffers -> [Double]? in
            guard let index = buffers.firstIndex(where: { $0.count >= count }) else { return nil }
            return buffers.remove(at: index)
        }
        return kept ?? [Double](repeating: 0, count: count)
    }

    /// Gives back a buffer whose cells are all 0 again.
    static func give(_ buffer: [Double]) {
        guard buffer.count <= largestKept else { return }
        free.withLock { buffers in
            if buffers.count < keptBuffers {
                buffers.append(buffer)
            } else if let smallest = buffers.indices.min(by: { buffers[$0].count < buffers[$1].count }),
                      buffers[smallest].count < buffer.count {
                buffers[smallest] = buffer
            }
        }
    }

    /// The buffers kept now, copied: what the pool holds between rasterisations, for inspection.
    static var kept: [[Double]] { free.withLock { $0 } }
}
