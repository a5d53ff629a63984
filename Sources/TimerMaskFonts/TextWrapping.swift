/// A paragraph broken into lines as SwiftUI's `Text` breaks it: greedily, at the line-break
/// opportunities of UAX #14 (`LineBreaks`), each line as long as fits `width`; a word longer than
/// a line is broken between characters; at most `maxLines` lines, the last truncated at its tail
/// with "…" when the text goes on past it.
public enum TextWrapping {
    /// The most lines one text is broken into, whatever it is offered.
    public static let lineLimit = 500

    /// `text` broken into lines no wider than `width` by `measure` (a line's width, trailing
    /// spaces left out by the caller's trimming here), at most `maxLines`.
    public static func lines(_ text: String, width: Double, maxLines: Int, measure: (String) throws -> Double) rethrows -> [String] {
        try placedLines(text, width: width, maxLines: maxLines) { _, s in try measure(s) }.map(\.text)
    }

    /// The lines of `lines(_:width:maxLines:measure:)`, each with the UTF-8 offset in `text` it
    /// starts at; `measure` is told the offset each string it measures starts at (a line of
    /// styled runs is measured in its runs' fonts).
    public static func placedLines(_ text: String, width: Double, maxLines: Int,
                                   measure: (Int, String) throws -> Double) rethrows -> [(start: Int, text: String)] {
        let utf8 = Array(text.utf8)
        let breaks = LineBreaks.opportunities(in: text)
        let limit = max(1, min(maxLines, lineLimit))
        func piece(_ from: Int, _ to: Int) -> String { String(decoding: utf8[from..<to], as: UTF8.self) }
        func trimmed(_ s: String) -> String {
            var s = Substring(s)
            while let last = s.last, last == " " || last == "\n" || last == "\t" || last == "\r" || last == "\u{2028}" { s = s.dropLast() }
            return String(s)
        }
        var start = 0
        func fits(_ s: String) throws -> Bool { try measure(start, trimmed(s)) <= width + 1e-9 }
        var lines: [(start: Int, text: String)] = []
        while start < utf8.count {
            if lines.count == limit - 1 {
                // The last line allowed: the rest, truncated if it does not fit or goes on past a forced break.
                let rest = piece(start, utf8.count)
                let forced = breaks.first { $0.offset > start && $0.kind == .mandatory }
                let line = forced.map { piece(start, $0.offset) } ?? rest
                if forced == nil || forced!.offset == utf8.count, try fits(line) { lines.append((start, trimmed(line))); return lines }
                let from = start
                lines.append((start, try truncated(trimmed(line), goesOn: forced != nil, width: width) { try measure(from, $0) }))
                return lines
            }
            // Candidate ends: the break opportunities after `start` up to the first mandatory one, and the end.
            var ends: [Int] = []
            var mandatory = false
            for b in breaks where b.offset > start {
                ends.append(b.offset)
                if b.kind == .mandatory { mandatory = true; break }
            }
            if !mandatory { ends.append(utf8.count) }
            // The furthest end that fits (widths grow with length: a binary search).
            var low = 0, high = ends.count - 1, best = -1
            while low <= high {
                let mid = (low + high) / 2
                if try fits(piece(start, ends[mid])) { best = mid; low = mid + 1 } else { high = mid - 1 }
            }
            var end: Int
            if best >= 0 {
                end = ends[best]
            } else {
                // Not even the first word fits: break it between characters (at least one).
                let from = start
                end = try characterBreak(from: start, to: ends[0], utf8: utf8, width: width) { try measure(from, $0) }
            }
            lines.append((start, trimmed(piece(start, end))))
            start = end
        }
        return lines.isEmpty ? [(0, "")] : lines
    }

    /// The furthest character boundary in (from, to] whose text from `from` fits, at least one character.
    static func characterBreak(from: Int, to: Int, utf8: [UInt8], width: Double, measure: (String) throws -> Double) rethrows -> Int {
        let word = String(decoding: utf8[from..<to], as: UTF8.self)
        var end = from, used = 0
        for character in word {
            let bytes = character.utf8.count
            let candidate = String(decoding: utf8[from..<(from + used + bytes)], as: UTF8.self)
            if used > 0, try measure(candidate) > width + 1e-9 { break }
            used += bytes
            end = from + used
        }
        return end
    }

    /// `line` cut at its tail so that it and "…" fit `width` (only "…", or nothing, when nothing
    /// else does); unchanged, with no "…", when it fits and the text does not go on.
    public static func truncated(_ line: String, goesOn: Bool, width: Double, measure: (String) throws -> Double) rethrows -> String {
        if !goesOn, try measure(line) <= width + 1e-9 { return line }
        let characters = Array(line)
        var low = 0, high = characters.count, best = 0
        while low <= high {
            let mid = (low + high) / 2
            var head = String(characters[0..<mid])
            while head.last == " " { head.removeLast() }
            if try measure(head + "…") <= width + 1e-9 { best = mid; low = mid + 1 } else { high = mid - 1 }
        }
        var head = String(characters[0..<best])
        while head.last == " " { head.removeLast() }
        return head + "…"
    }
}
