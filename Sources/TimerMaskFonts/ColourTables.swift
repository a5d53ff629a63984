/// What a font's colour tables hold, read from the bytes without FreeType: which glyphs have
/// pictures TimerMask draws (sbix) and which have colour data it does not (COLR).
enum ColourTables {
    /// Glyphs with colour layers in a `COLR` table (version 0 base glyph records and version 1
    /// base glyph paint records). Records that lie outside the table are skipped.
    static func colrGlyphs(in table: ArraySlice<UInt8>) -> Set<UInt32> {
        var glyphs: Set<UInt32> = []
        guard let version = table.uint16(at: 0), let count = table.uint16(at: 2),
              let offset = table.uint32(at: 4) else { return glyphs }
        for i in 0..<Int(count) {
            guard let glyph = table.uint16(at: Int(offset) + 6 * i) else { break }
            glyphs.insert(UInt32(glyph))
        }
        if version >= 1, let listOffset = table.uint32(at: 14), listOffset > 0,
           let paintCount = table.uint32(at: Int(listOffset)) {
            for i in 0..<Int(min(paintCount, 65536)) {
                guard let glyph = table.uint16(at: Int(listOffset) + 4 + 6 * i) else { break }
                glyphs.insert(UInt32(glyph))
            }
        }
        return glyphs
    }

    /// Checks the frame of an `sbix` table when the font loads: its header and every strike's
    /// list of glyph data offsets must lie inside the table, or no glyph of that strike can be
    /// read at all and FreeType would draw outlines or nothing, without a word.
    ///
    /// A single glyph's record is not checked here: real fonts drawn by iOS carry records that
    /// cannot be pictures (the Widgetnimation keyring fonts end their strike with a colon whose
    /// record runs from the last picture's end back to 0). Such a glyph has no picture, as
    /// FreeType reads it (`tt_face_load_sbix_image` refuses the record and the glyph falls back
    /// to its outline); `sbixRecordDamage` says why, and the face warns when the glyph is drawn.
    static func checkSbix(_ table: ArraySlice<UInt8>, glyphCount: Int, font: String) throws {
        func damaged(_ what: String) -> FontError {
            FontError(.damaged, "\(font) is damaged: its 'sbix' table (\(table.count) bytes) \(what).")
        }
        guard let strikes = table.uint32(at: 4) else { throw damaged("is too short for its header") }
        guard 8 + 4 * UInt64(strikes) <= UInt64(table.count) else {
            throw damaged("lists \(strikes) strikes, more than its \(table.count) bytes can hold")
        }
        for i in 0..<Int(strikes) {
            let strike = Int(table.uint32(at: 8 + 4 * i)!)
            guard table.uint16(at: strike) != nil, table.uint32(at: strike + 4 + 4 * glyphCount) != nil else {
                throw damaged("places strike \(i) at byte \(strike), where its \(glyphCount + 1) glyph data offsets do not fit")
            }
        }
    }

    /// What `glyph`'s record in the `sbix` strike of `ppem` holds, followed through `dupe`
    /// records as FreeType does (at most four).
    enum SbixRecord: Equatable {
        /// No such strike, or an empty record: a glyph with no picture, the ordinary case.
        case none
        /// A picture: its record's bytes from the strike's start (graphic type at `start + 4`).
        case picture(strike: Int, start: Int, end: Int)
        /// A record that cannot be a picture, and why.
        case damaged(String)
    }

    static func sbixResolved(in table: ArraySlice<UInt8>, glyph: UInt32, ppem: Int, glyphCount: Int) -> SbixRecord {
        guard let strike = sbixStrike(in: table, ppem: ppem) else { return .none }
        var glyph = glyph
        for hop in 0...4 {
            guard glyph < UInt32(glyphCount), let (start, end) = sbixRecord(in: table, strike: strike, glyph: Int(glyph)) else {
                return hop == 0 ? .none : .damaged("repeats glyph \(glyph), which the font does not have")
            }
            if end == start { return .none }
            guard end > start else { return .damaged("runs backwards (bytes \(start)..<\(end) of the strike)") }
            guard strike + end <= table.count else { return .damaged("ends at byte \(strike + end), outside the table") }
            guard end - start >= 8 else { return .damaged("is \(end - start) bytes long, too short for a picture") }
            guard table.uint32(at: strike + start + 4) == dupe else {
                return end - start > 8 ? .picture(strike: strike, start: start, end: end) : .damaged("holds a picture header and no picture")
            }
            guard end - start >= 10, let next = table.uint16(at: strike + start + 8) else {
                return .damaged("is a repeat too short to name the glyph it repeats")
            }
            glyph = UInt32(next)
        }
        return .damaged("repeats other glyphs more than four deep")
    }

    /// Why `glyph`'s record in the `sbix` strike of `ppem` cannot be a picture (it runs
    /// backwards, ends outside the table, holds no more than a picture's header, or repeats a glyph
    /// the font does not have); `nil` when it is a picture, when it is empty, or when the table
    /// has no such strike.
    static func sbixRecordDamage(in table: ArraySlice<UInt8>, glyph: UInt32, ppem: Int, glyphCount: Int) -> String? {
        if case .damaged(let why) = sbixResolved(in: table, glyph: glyph, ppem: ppem, glyphCount: glyphCount) { return why }
        return nil
    }

    private static let dupe: UInt32 = 0x6475_7065   // 'dupe'

    /// The picture of `glyph` in the `sbix` strike of `ppem`: its graphic type (`png `, `jpg `,
    /// …) and its data. `nil` when there is none or its record cannot be one (`sbixRecordDamage`
    /// says why).
    static func sbixPicture(in table: ArraySlice<UInt8>, glyph: UInt32, ppem: Int, glyphCount: Int) -> (type: String, data: ArraySlice<UInt8>)? {
        guard case .picture(let strike, let start, let end) = sbixResolved(in: table, glyph: glyph, ppem: ppem, glyphCount: glyphCount),
              let type = table.uint32(at: strike + start + 4) else { return nil }
        let data = table.index(table.startIndex, offsetBy: strike + start + 8)..<table.index(table.startIndex, offsetBy: strike + end)
        return (SFNTDirectory.tagText(type), table[data])
    }

    /// The offset of the `sbix` strike of `ppem` in the table; nil when there is none or the
    /// strike list cannot be read that far.
    private static func sbixStrike(in table: ArraySlice<UInt8>, ppem: Int) -> Int? {
        guard let strikes = table.uint32(at: 4) else { return nil }
        for i in 0..<Int(min(strikes, 256)) {
            guard let strike = table.uint32(at: 8 + 4 * i).map(Int.init), let size = table.uint16(at: strike) else { return nil }
            if Int(size) == ppem { return strike }
        }
        return nil
    }

    /// Where `glyph`'s data record lies in a strike (from the strike's start); nil when the
    /// offsets cannot be read.
    private static func sbixRecord(in table: ArraySlice<UInt8>, strike: Int, glyph: Int) -> (start: Int, end: Int)? {
        let at = strike + 4 + 4 * glyph
        guard let start = table.uint32(at: at), let end = table.uint32(at: at + 4) else { return nil }
        return (Int(start), Int(end))
    }

    /// The glyphs whose record in the `sbix` strike of `ppem` holds data, in glyph order.
    static func sbixPictureGlyphs(in table: ArraySlice<UInt8>, ppem: Int, glyphCount: Int) -> [UInt32] {
        guard let strike = sbixStrike(in: table, ppem: ppem) else { return [] }
        var glyphs: [UInt32] = []
        for glyph in 0..<glyphCount {
            guard let record = sbixRecord(in: table, strike: strike, glyph: glyph) else { break }
            if record.end > record.start, case .picture = sbixResolved(in: table, glyph: UInt32(glyph), ppem: ppem, glyphCount: glyphCount) {
                glyphs.append(UInt32(glyph))
            }
        }
        return glyphs
    }

    /// The `originOffsetX`/`originOffsetY` of `glyph`'s picture in the `sbix` strike of `ppem`
    /// (strike pixels, y up). `nil` when there is no picture.
    static func sbixOrigin(in table: ArraySlice<UInt8>, glyph: UInt32, ppem: Int, glyphCount: Int) -> (x: Int, y: Int)? {
        guard case .picture(let strike, let start, _) = sbixResolved(in: table, glyph: glyph, ppem: ppem, glyphCount: glyphCount),
              let x = table.uint16(at: strike + start), let y = table.uint16(at: strike + start + 2) else { return nil }
        return (Int(Int16(bitPattern: x)), Int(Int16(bitPattern: y)))
    }

    /// Whether the `sbix` strike of `ppem` holds a picture for `glyph`: its data record is
    /// longer than zero. `nil` when the table has no such strike or is too short to say.
    static func sbixHasPicture(in table: ArraySlice<UInt8>, glyph: UInt32, ppem: Int, glyphCount: Int) -> Bool? {
        guard glyph < UInt32(glyphCount), let strike = sbixStrike(in: table, ppem: ppem),
              let record = sbixRecord(in: table, strike: strike, glyph: Int(glyph)) else { return nil }
        return record.end > record.start
    }
}
