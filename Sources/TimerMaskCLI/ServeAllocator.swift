import CMalloc

/// `serve` draws picture after picture in one process, each allocating buffers of the picture's
/// size (a 1092 × 510 canvas is 2.2 MB, its masks 0.6 MB each). glibc maps large blocks afresh
/// (over 128 kB, a threshold it raises only as such blocks are freed) and gives free memory at
/// the heap's top back to the system past a trim threshold, so pictures faulted their buffers in
/// page by page again and again: a fifth of a WorldClocks instant at @3x was the kernel's (perf:
/// page faults, memory-cgroup charges). Raising both thresholds keeps freed buffers for the next
/// picture: a WorldClocks pair at @3x renders in 4.4 against 5.4 ms (median of 60, the server
/// alone), its page's warm drag p90 is 25.1–25.5 against 27.6–30.7 ms (ServeBenchmark, three
/// interleaved runs); peak resident memory played at @3x: the keyring presets 142 → 144 MB, the
/// live timer 40 → 46 MB (the 16-font stack, 216 MB either way, was measured at its own scale,
/// @1x; at @3x, below). Other systems' allocators are left as they are.
///
/// Each thread that allocates gets an arena of its own (up to 8 a core), and each keeps the
/// buffers freed in it: the 16-font stack played at @3x (1092 px frames, the server's request
/// threads, the warm-up pass and the glyph compression each allocating) held 346 MB at its peak
/// (VmHWM), over issue 25's 300 MB. The threads now share `arenas` arenas: 263 MB (one arena:
/// 260), the keyring presets 139–144 → 136–139 MB, the WorldClocks pair unchanged (2.5–2.6 ms
/// against 2.6, median of 60, two runs each).
enum ServeAllocator {
    /// Blocks up to this size come from the heap, and are reused once freed.
    static let mappedAbove: Int32 = 32 << 20
    /// Free memory at the heap's top kept, not returned, up to this size.
    static let keptFree: Int32 = 64 << 20
    /// The arenas all threads share.
    static let arenas: Int32 = 2

    /// Sets all three for this process (mallopt takes any such size; measured by ServeBenchmark and
    /// the Performance article, not tested: its only effect is speed).
    static func keepFreedBuffers() {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, mappedAbove)
        _ = mallopt(M_TRIM_THRESHOLD, keptFree)
        _ = mallopt(M_ARENA_MAX, arenas)
        #endif
    }
}
