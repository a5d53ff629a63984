/// The table directory of an sfnt file (`.ttf`, `.otf`, `.ttc`), read only to prove that every
/// table lies inside the file: FreeType reads tables lazily, so a cut-off file otherwise loads
/// and then draws nothing.
enum SFNTDirectory {
    /// Throws one sentence naming `name` when a table (or the directory itself) runs past the
    /// end of `bytes`. Bytes that do not start like an sfnt are left for FreeType to judge.
    static func checkTablesInside(_ bytes: [UInt8], name: String) throws {
        guard bytes.count >= 4 else { return }
        let tag = uint32(bytes, at: 0)!
        if tag == collectionTag {
            guard let count = uint32(bytes, at: 8) else { throw truncated(name, what: "the collection header", size: bytes.count) }
            for i in 0..<Int(count) {
                guard let offset = uint32(bytes, at: 12 + 4 * i) else { throw truncated(name, what: "the collection header", size: bytes.count) }
                try checkFont(bytes, at: Int(offset), name: name)
            }
        } else if fontTags.contains(tag) {
            try checkFont(bytes, at: 0, name: name)
        }
    }

    /// The bytes of table `tag` of the file's first font, or nil when it has none. Call after
    /// `checkTablesInside`, which proves every table lies inside the file.
    static func table(_ tag: String, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
        let wanted = Array(tag.utf8).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        var start = 0
        if uint32(bytes, at: 0) == collectionTag { guard let first = uint32(bytes, at: 12) else { return nil }; start = Int(first) }
        guard let tableCount = uint16(bytes, at: start + 4) else { return nil }
        for i in 0..<Int(tableCount) {
            let record = start + 12 + 16 * i
            guard let tag = uint32(bytes, at: record), let offset = uint32(bytes, at: record + 8),
                  let length = uint32(bytes, at: record + 12) else { return nil }
            guard tag == wanted, UInt64(offset) + UInt64(length) <= UInt64(bytes.count) else { continue }
            return bytes[Int(offset)..<Int(offset) + Int(length)]
        }
        return nil
    }

    private static let collectionTag: UInt32 = 0x7474_6366   // 'ttcf'
    /// TrueType 1.0, 'OTTO' (CFF), 'true' and 'typ1' (Apple).
    private static let fontTags: Set<UInt32> = [0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7479_7031]

    private static func checkFont(_ bytes: [UInt8], at start: Int, name: String) throws {
        guard let tableCount = uint16(bytes, at: start + 4) else { throw truncated(name, what: "the table directory", size: bytes.count) }
        for i in 0..<Int(tableCount) {
            let record = start + 12 + 16 * i
            guard let tag = uint32(bytes, at: record), let offset = uint32(bytes, at: record + 8),
                  let length = uint32(bytes, at: record + 12) else {
                throw truncated(name, what: "the table directory", size: bytes.count)
            }
            guard UInt64(offset) + UInt64(length) <= UInt64(bytes.count) else {
                throw truncated(name, what: "its '\(tagText(tag))' table (bytes \(offset)..<\(UInt64(offset) + UInt64(length)))", size: bytes.count)
            }
        }
    }

    private static func truncated(_ name: String, what: String, size: Int) -> FontError {
        FontError(.damaged, "\(name) is truncated or damaged: \(what) runs past the end of the file (\(size) bytes).")
    }

    /// A table tag as text; a damaged tag's unprintable bytes as `\xNN`, so the sentence stays one line.
    static func tagText(_ tag: UInt32) -> String {
        (0..<4).map { i -> String in
            let byte = UInt8(truncatingIfNeeded: tag >> (24 - 8 * i))
            return (0x20...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
        }.joined()
    }

    private static func uint32(_ bytes: [UInt8], at i: Int) -> UInt32? { bytes[...].uint32(at: i) }
    private static func uint16(_ bytes: [UInt8], at i: Int) -> UInt16? { bytes[...].uint16(at: i) }
}

/// Big-endian fields of a font table, read relative to the slice's start; nil past its end.
extension ArraySlice<UInt8> {
    func uint32(at i: Int) -> UInt32? {
        guard i >= 0, i <= count - 4 else { return nil }
        let base = startIndex + i
        return (0..<4).reduce(0) { $0 << 8 | UInt32(self[base + $1]) }
    }

    func uint16(at i: Int) -> UInt16? {
        guard i >= 0, i <= count - 2 else { return nil }
        return UInt16(self[startIndex + i]) << 8 | UInt16(self[startIndex + i + 1])
    }
}
