import Foundation

/// SplitMix64 (Steele, Lea and Flood 2014): a tiny, well-mixed generator whose whole state is
/// one 64-bit word, so the same seed gives the same numbers on every platform.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SplitMix64.mix(state)
    }

    /// The SplitMix64 output function: a bijective avalanche of one word.
    @inline(__always)
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random draws that are pure functions of their coordinates, not of call order: the draw for
/// (seed, stream, index) is the same whichever timer or boundary is asked about first, so a
/// scan, a sheet and a render of one instant all see the same jitter.
public enum SeededRandom {
    /// A 64-bit word for the coordinates, each folded in through SplitMix64's mixer.
    public static func word(seed: UInt64, stream: UInt64, index: Int64, draw: UInt64 = 0) -> UInt64 {
        var h = SplitMix64.mix(seed &+ 0x9E37_79B9_7F4A_7C15)
        h = SplitMix64.mix(h ^ stream)
        h = SplitMix64.mix(h ^ UInt64(bitPattern: index))
        return SplitMix64.mix(h ^ (draw &* 0xD1B5_4A32_D192_ED03))
    }

    /// A uniform value in [0, 1) with 53 random bits.
    public static func unit(seed: UInt64, stream: UInt64, index: Int64, draw: UInt64 = 0) -> Double {
        Double(word(seed: seed, stream: stream, index: index, draw: draw) >> 11) * 0x1.0p-53
    }

    /// A standard normal value (Box–Muller from two independent uniform draws).
    public static func normal(seed: UInt64, stream: UInt64, index: Int64) -> Double {
        let u1 = 1 - unit(seed: seed, stream: stream, index: index, draw: 0)   // (0, 1]: log is finite
        let u2 = unit(seed: seed, stream: stream, index: index, draw: 1)
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }

    /// FNV-1a over UTF-8: a stable 64-bit name for a string (Swift's `Hasher` is seeded per process).
    public static func stableHash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return h
    }
}
