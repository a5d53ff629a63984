/// A font's `SVG ` table (OpenType's OT-SVG): which glyphs have an SVG document and where it
/// lies. Checked whole when the font loads, so a damaged table is refused before any glyph is drawn.
struct SVGTable: Sendable {
    /// One document index entry: glyphs `first...last` are drawn by the document at `bytes`.
    struct Entry: Sendable {
        let first: UInt32
        let last: UInt32
        /// The font file, and where in it the document lies.
        let file: FontFileBytes
        let range: Range<Int>
        /// The document, copied from the file (tens of kB, read once a glyph is drawn).
        var bytes: ArraySlice<UInt8> { file[range] }
        /// A document shared by several glyphs draws each from its element `id="glyph<ID>"`.
        var isShared: Bool { last > first }
    }

    let entries: [Entry]

    /// Parses `table`, a slice of the font file whose bytes `file` holds (at the same indices);
    /// throws one sentence naming `font` when a field or document lies outside it.
    init(_ table: ArraySlice<UInt8>, in file: FontFileBytes, font: String) throws {
        func damaged(_ what: String) -> FontError {
            FontError(.damaged, "\(font) is damaged: its 'SVG ' table (\(table.count) bytes) \(what).")
        }
        guard let indexOffset = table.uint32(at: 2) else { throw damaged("is too short for its header") }
        let index = Int(indexOffset)
        guard let count = table.uint16(at: index) else { throw damaged("puts its document index at byte \(index), outside the table") }
        var entries: [Entry] = []
        entries.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let at = index + 2 + 12 * i
            guard let first = table.uint16(at: at), let last = table.uint16(at: at + 2),
                  let offset = table.uint32(at: at + 4), let length = table.uint32(at: at + 8) else {
                throw damaged("has \(count) document entries but ends inside entry \(i)")
            }
            guard first <= last else { throw damaged("has an entry for glyphs \(first)…\(last), which run backwards") }
            let start = UInt64(index) + UInt64(offset), end = start + UInt64(length)
            guard length > 0, end <= UInt64(table.count) else {
                throw damaged("places the document of glyphs \(first)…\(last) at bytes \(start)..<\(end), outside the table")
            }
            if let previous = entries.last, UInt32(first) <= previous.last {
                throw damaged("lists glyphs \(first)…\(last) after \(previous.first)…\(previous.last); entries must rise")
            }
            let lower = table.startIndex + Int(start)
            entries.append(Entry(first: UInt32(first), last: UInt32(last), file: file, range: lower..<lower + Int(length)))
        }
        self.entries = entries
    }

    /// The entry whose range holds `glyph`, if any (entries rise, so a binary search finds it).
    func entry(for glyph: UInt32) -> Entry? {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].last < glyph { low = mid + 1 } else { high = mid }
        }
        guard low < entries.count, entries[low].first <= glyph else { return nil }
        return entries[low]
    }
}
