import CUnibreak

/// Where a string may be broken across lines, by the Unicode line-breaking algorithm (UAX #14)
/// as libunibreak implements it.
public enum LineBreaks {
    /// A place where a line may break, or where it must (after a newline).
    public enum Kind: Sendable, Equatable { case allowed, mandatory }

    private static let initialised: Void = { init_linebreak() }()

    /// The positions (UTF-8 offsets, each after the character that ends there) where `text` may
    /// or must be broken, in order; the end of the text is not listed.
    public static func opportunities(in text: String) -> [(offset: Int, kind: Kind)] {
        _ = initialised
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return [] }
        var breaks = [CChar](repeating: 0, count: bytes.count)
        bytes.withUnsafeBufferPointer { b in
            breaks.withUnsafeMutableBufferPointer { out in
                set_linebreaks_utf8(b.baseAddress, b.count, "en", out.baseAddress)
            }
        }
        var out: [(Int, Kind)] = []
        for i in 0..<(bytes.count - 1) {
            switch Int32(breaks[i]) {
            case LINEBREAK_MUSTBREAK: out.append((i + 1, .mandatory))
            case LINEBREAK_ALLOWBREAK: out.append((i + 1, .allowed))
            default: break
            }
        }
        return out
    }
}
