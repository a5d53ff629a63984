import Foundation
import TimerMaskRaster

/// How an animated GIF is drawn.
public struct GIFAnimationOptions: Equatable, Sendable {
    public var dithering: Dithering
    /// How many times the animation plays; 0 forever.
    public var plays: Int
    /// Whether a frame the global palette serves poorly may carry a colour table of its own.
    public var allowsLocalPalettes: Bool

    public init(dithering: Dithering = .none, plays: Int = 0, allowsLocalPalettes: Bool = true) {
        self.dithering = dithering
        self.plays = plays
        self.allowsLocalPalettes = allowsLocalPalettes
    }
}

/// What was written for one frame.
public struct GIFFrameReport: Equatable, Sendable {
    /// The rectangle re-encoded (pixels outside it, and unchanged ones inside, were left as they were).
    public var rect: PixelRect
    public var delayCentiseconds: Int
    /// 1: left in place; 2: cleared to transparent after it was shown.
    public var disposal: Int
    public var usesLocalPalette: Bool
    /// Mean squared error per channel of the whole picture a viewer sees during this frame against
    /// the frame given (transparent where its alpha is under 128, straight colour elsewhere).
    public var meanSquaredError: Double
    public var psnr: Double { PSNR.decibels(meanSquaredError: meanSquaredError) }
    /// Without dithering: no pixel a viewer sees during this frame is farther (Euclidean, in RGB
    /// levels) from the frame given than this, provided every frame's colours were counted in the
    /// palettes' histograms. The largest `maxDistance` of the colour tables drawn with so far,
    /// since every shown pixel is its source colour's nearest in one of them. Nil when dithered.
    public var errorBound: Double?
}

/// Streams frames into an animated GIF with a palette quantised beforehand.
///
/// - Each frame re-encodes only the rectangle that changed since what a viewer already shows;
///   inside it, pixels that did not change (or whose new colour is the one already shown) are
///   written as the transparent index, which keeps them and compresses to almost nothing.
/// - Transparency is 1-bit (alpha under 128 is transparent). Where a pixel turns transparent, the
///   frame before is disposed of by clearing its rectangle, so nothing stale shows through.
/// - Identical consecutive frames become one frame with their delays added.
/// - A frame the global palette serves poorly (under 40 dB and under half the palette's promise
///   on the pixels it changes) gets a colour table of its own when that cuts its error by 30 % or
///   more and it is big enough for 768 bytes of table to pay.
///
/// Palette index 255 at most is transparent, so palettes have at most 255 colours.
public final class GIFAnimationEncoder {
    public let width: Int
    public let height: Int
    public let options: GIFAnimationOptions
    public let globalPalette: Palette?
    public private(set) var reports: [GIFFrameReport] = []

    private let writer: GIFWriter
    private let global: ColourTable?
    /// What the viewer shows, and the frame pixel each shown pixel stands for (0 = transparent).
    private var canvasShown: [UInt32]
    private var canvasSource: [UInt32]
    private var pending: (pixels: [UInt32], delay: Int)?
    /// The largest `maxDistance` of the tables written so far (see `GIFFrameReport.errorBound`).
    private var tablesBound = 0.0

    /// Shorter runs of pixels that could stay as they are are drawn anyway (see `map`).
    static let transparentRunMinimum = 4

    /// Frames with fewer changed pixels than this keep the global palette whatever their error.
    static let localPaletteMinimumPixels = 4096
    /// A frame whose changed pixels the global palette maps within this mean squared error (40 dB)
    /// keeps it: measured on the demo, a palette of its own then gains under 10 % for 768 bytes.
    static let localPaletteTrialError = 6.5

    /// A palette as written: its colours, the transparent index after them, padded to a power of two.
    struct ColourTable {
        let palette: Palette
        let nearest: NearestColour
        let transparent: UInt8
        let padded: [RGBColour]
        let reds: [Int32], greens: [Int32], blues: [Int32]

        init(_ palette: Palette) {
            precondition(!palette.colours.isEmpty && palette.colours.count <= 255,
                         "a GIF palette here holds 1 to 255 colours (one index is transparent)")
            self.palette = palette
            nearest = NearestColour(palette.colours)
            transparent = UInt8(palette.colours.count)
            var size = 2
            while size < palette.colours.count + 1 { size *= 2 }
            padded = palette.colours + Array(repeating: RGBColour(r: 0, g: 0, b: 0), count: size - palette.colours.count)
            reds = palette.colours.map { Int32($0.r) }
            greens = palette.colours.map { Int32($0.g) }
            blues = palette.colours.map { Int32($0.b) }
        }
    }

    /// `globalPalette`: at most 255 colours for every frame; nil gives each frame its own.
    public init(width: Int, height: Int, globalPalette: Palette?, options: GIFAnimationOptions = GIFAnimationOptions()) throws {
        guard options.plays >= 0 else {
            throw CodecError(source: CodecError.encodingSource(width, height),
                             reason: .unencodable(.gif, detail: "it cannot play \(options.plays) times"))
        }
        self.width = width
        self.height = height
        self.options = options
        self.globalPalette = globalPalette
        global = globalPalette.map(ColourTable.init)
        writer = try GIFWriter(width: width, height: height, globalColours: global?.padded, plays: options.plays)
        canvasShown = [UInt32](repeating: 0, count: width * height)
        canvasSource = canvasShown
    }

    /// The frame as a GIF can hold it: 0 where alpha is under 128, else 0xFF000000 | straight RGB.
    static func packedPixels(_ image: RGBAImage) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: image.width * image.height) { packed, count in
            image.pixels.withUnsafeBufferPointer { p in
                for i in 0..<packed.count {
                    let a = p[i * 4 + 3]
                    var r = p[i * 4], g = p[i * 4 + 1], b = p[i * 4 + 2]
                    if a != 255 {
                        if a < 128 { packed[i] = 0; continue }
                        r = Premultiply.divide(r, a); g = Premultiply.divide(g, a); b = Premultiply.divide(b, a)
                    }
                    packed[i] = 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                }
            }
            count = packed.count
        }
    }

    /// The same as straight RGBA bytes, transparent pixels (0, 0, 0, 0).
    static func thresholdedStraightPixels(_ image: RGBAImage) -> [UInt8] {
        packedPixels(image).flatMap { p in
            p == 0 ? [0, 0, 0, 0] : [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF), 255]
        }
    }

    /// Adds a frame shown for `delayCentiseconds`. It is written once the next frame (or `finish`)
    /// tells whether it must be cleared after it.
    public func add(_ image: RGBAImage, delayCentiseconds: Int) throws {
        precondition(image.width == width && image.height == height, "every frame must be \(width) × \(height)")
        let pixels = Self.packedPixels(image)
        if let previous = pending {
            if previous.pixels == pixels {
                pending!.delay += delayCentiseconds
                return
            }
            try write(previous.pixels, delay: previous.delay, clearing: clearRect(from: previous.pixels, to: pixels))
        }
        pending = (pixels, delayCentiseconds)
    }

    /// The file's bytes written so far and not yet taken. A caller streaming to a file takes them
    /// after each `add`, and `finish` then returns only the rest; memory stays flat in the span.
    public func takeBytes() -> [UInt8] { writer.takeBytes() }

    /// Writes the last frame and the trailer; returns the file's bytes not yet taken (all of
    /// them when `takeBytes` was never called).
    public func finish() throws -> [UInt8] {
        if let last = pending { try write(last.pixels, delay: last.delay, clearing: nil) }
        pending = nil
        return try writer.finish()
    }

    // MARK: - One frame

    /// Where `next` is transparent but `current` is not: what must be cleared between them.
    private func clearRect(from current: [UInt32], to next: [UInt32]) -> PixelRect? {
        bounds { p in next[p] == 0 && current[p] != 0 }
    }

    /// The bounding box of the pixels where `test` holds, or nil.
    private func bounds(where test: (Int) -> Bool) -> PixelRect? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            var rowMin = -1, rowMax = -1
            for x in 0..<width where test(y * width + x) {
                if rowMin < 0 { rowMin = x }
                rowMax = x
            }
            guard rowMin >= 0 else { continue }
            minX = min(minX, rowMin); maxX = max(maxX, rowMax)
            minY = min(minY, y); maxY = y
        }
        return maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private func write(_ pixels: [UInt32], delay: Int, clearing: PixelRect?) throws {
        let full = PixelRect(x: 0, y: 0, width: width, height: height)
        var rect: PixelRect
        if reports.isEmpty {
            rect = full   // the first frame covers the screen: some viewers show nothing outside it
        } else {
            let changed = canvasSource.withUnsafeBufferPointer { source in bounds { p in pixels[p] != source[p] } }
            rect = union(changed, clearing) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        }

        var table: ColourTable
        var mapping: Mapping
        var local = false
        if let global {
            table = global
            mapping = map(pixels, rect: rect, table: global)
            if options.allowsLocalPalettes, mapping.changedPixels >= Self.localPaletteMinimumPixels,
               mapping.meanSquaredError > max(2 * global.palette.meanSquaredError, Self.localPaletteTrialError),
               let candidate = localTable(pixels, rect: rect) {
                let trial = map(pixels, rect: rect, table: candidate)
                if Double(trial.squaredError) <= 0.7 * Double(mapping.squaredError) {
                    (table, mapping, local) = (candidate, trial, true)
                }
            }
        } else {
            table = localTable(pixels, rect: rect) ?? ColourTable(Palette(colours: [RGBColour(r: 0, g: 0, b: 0)]))
            mapping = map(pixels, rect: rect, table: table)
            local = true
        }

        // Delays past GIF's 16 bits are carried by empty frames that follow.
        var remaining = max(0, delay)
        let shown = min(remaining, 65535)
        remaining -= shown
        try writer.add(GIFImageRecord(rect: rect, indices: mapping.indices, localColours: local ? table.padded : nil,
                                      transparentIndex: Int(table.transparent), delayCentiseconds: shown,
                                      disposal: clearing != nil && remaining == 0 ? 2 : 1))
        let error = draw(pixels, rect: rect, indices: mapping.indices, table: table)
        tablesBound = max(tablesBound, table.palette.maxDistance)
        reports.append(GIFFrameReport(rect: rect, delayCentiseconds: delay, disposal: clearing != nil ? 2 : 1,
                                      usesLocalPalette: local, meanSquaredError: error,
                                      errorBound: options.dithering == .none ? tablesBound : nil))
        while remaining > 0 {
            let part = min(remaining, 65535)
            remaining -= part
            let holdRect = remaining == 0 ? (clearing.map { union($0, rect)! } ?? PixelRect(x: 0, y: 0, width: 1, height: 1))
                : PixelRect(x: 0, y: 0, width: 1, height: 1)
            let transparent = UInt8(global != nil ? global!.transparent : 1)
            try writer.add(GIFImageRecord(rect: holdRect,
                                          indices: [UInt8](repeating: transparent, count: holdRect.width * holdRect.height),
                                          localColours: global != nil ? nil : [RGBColour(r: 0, g: 0, b: 0), RGBColour(r: 0, g: 0, b: 0)],
                                          transparentIndex: Int(transparent), delayCentiseconds: part,
                                          disposal: remaining == 0 && clearing != nil ? 2 : 1))
        }
        if let clearing {
            let cleared = union(clearing, rect)!
            for y in cleared.y..<cleared.maxY {
                for x in cleared.x..<cleared.maxX { canvasShown[y * width + x] = 0; canvasSource[y * width + x] = 0 }
            }
        }
    }

    private func union(_ a: PixelRect?, _ b: PixelRect?) -> PixelRect? {
        guard let a else { return b }
        guard let b else { return a }
        let x = min(a.x, b.x), y = min(a.y, b.y)
        return PixelRect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }

    /// A palette of the rectangle's changed pixels alone.
    private func localTable(_ pixels: [UInt32], rect: PixelRect) -> ColourTable? {
        var straight: [UInt8] = []
        straight.reserveCapacity(rect.width * rect.height * 4)
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                let p = pixels[y * width + x]
                guard p != 0, p != canvasSource[y * width + x] else { continue }
                straight += [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF), 255]
            }
        }
        guard !straight.isEmpty else { return nil }
        var histogram = ColourHistogram()
        histogram.add(straightPixels: straight)
        return ColourTable(Quantiser.palette(for: histogram, maxColours: 255))
    }

    /// Indices for `rect` against `table`, and the error of the pixels it changes.
    struct Mapping {
        var indices: [UInt8]
        var squaredError: Int64
        var changedPixels: Int
        var meanSquaredError: Double { Double(squaredError) / Double(max(1, 3 * changedPixels)) }
    }

    private func map(_ pixels: [UInt32], rect: PixelRect, table: ColourTable) -> Mapping {
        let transparent = table.transparent
        var indices = [UInt8](repeating: transparent, count: rect.width * rect.height)
        var squaredError: Int64 = 0
        var changed = 0
        let dithering = options.dithering
        let bayer = dithering == .ordered ? BayerMatrix.offsets(paletteCount: table.palette.colours.count) : []
        // Floyd–Steinberg: errors in 1/16 units for this row and the next, one column of margin each side.
        let errorWidth = (rect.width + 2) * 3
        var thisRow = [Int32](repeating: 0, count: dithering == .floydSteinberg ? errorWidth : 0)
        var nextRow = thisRow
        let nearest = table.nearest
        let reds = table.reds, greens = table.greens, blues = table.blues
        let width = width
        var lastWanted: UInt32 = 0xFFFF_FFFF, lastIndex = 0
        // No sentinel value: every UInt32 is a colour that can be shown (0xFFFFFFFF is opaque white).
        var lastShown: UInt32? = nil, lastShownIndex = 0
        // Per row: the index that draws what is already shown, for pixels that may stay transparent.
        var keepIndex = [Int](repeating: -1, count: rect.width)
        let minimumRun = Self.transparentRunMinimum
        pixels.withUnsafeBufferPointer { pixels in
        canvasSource.withUnsafeBufferPointer { source in
        canvasShown.withUnsafeBufferPointer { shown in
        indices.withUnsafeMutableBufferPointer { out in
            for y in rect.y..<rect.maxY {
                let row = (y - rect.y) * rect.width
                for x in rect.x..<rect.maxX {
                    let p = y * width + x
                    let pixel = pixels[p]
                    let e = (x - rect.x + 1) * 3
                    keepIndex[x - rect.x] = -1
                    guard pixel != 0 else { continue }   // transparent: the canvas is already clear here
                    let r = Int32(pixel >> 16 & 0xFF), g = Int32(pixel >> 8 & 0xFF), b = Int32(pixel & 0xFF)
                    var wr = r, wg = g, wb = b
                    switch dithering {
                    case .none: break
                    case .ordered:
                        let offset = bayer[(y & 7) << 3 | (x & 7)]
                        wr = min(255, max(0, r + offset)); wg = min(255, max(0, g + offset)); wb = min(255, max(0, b + offset))
                    case .floydSteinberg:
                        wr = min(255, max(0, r + thisRow[e] / 16))
                        wg = min(255, max(0, g + thisRow[e + 1] / 16))
                        wb = min(255, max(0, b + thisRow[e + 2] / 16))
                    }
                    var cr: Int32, cg: Int32, cb: Int32
                    if pixel == source[p] {
                        // Unchanged: keep what is shown (drawn again only inside a short run, below).
                        let s = shown[p]
                        cr = Int32(s >> 16 & 0xFF); cg = Int32(s >> 8 & 0xFF); cb = Int32(s & 0xFF)
                        if s != lastShown {
                            // Redrawn only with the very colour shown, so what is shown never drifts
                            // from the table it was mapped with; otherwise it stays transparent.
                            lastShown = s
                            let i = nearest.index(cr, cg, cb)
                            lastShownIndex = reds[i] == cr && greens[i] == cg && blues[i] == cb ? i : -1
                        }
                        keepIndex[x - rect.x] = lastShownIndex
                    } else {
                        // Neighbours often share a colour: look up only when the wanted colour changes.
                        let wanted = UInt32(wr) << 16 | UInt32(wg) << 8 | UInt32(wb)
                        if wanted != lastWanted { lastWanted = wanted; lastIndex = nearest.index(wr, wg, wb) }
                        let i = lastIndex
                        cr = reds[i]; cg = greens[i]; cb = blues[i]
                        let colour = 0xFF00_0000 | UInt32(cr) << 16 | UInt32(cg) << 8 | UInt32(cb)
                        if shown[p] == colour { keepIndex[x - rect.x] = i } else { out[row + x - rect.x] = UInt8(i) }
                        let dr = Int64(r - cr), dg = Int64(g - cg), db = Int64(b - cb)
                        squaredError += dr * dr + dg * dg + db * db
                        changed += 1
                    }
                    if dithering == .floydSteinberg {
                        diffuse(wr - cr, at: e, this: &thisRow, next: &nextRow)
                        diffuse(wg - cg, at: e + 1, this: &thisRow, next: &nextRow)
                        diffuse(wb - cb, at: e + 2, this: &thisRow, next: &nextRow)
                    }
                }
                // A few transparent pixels among drawn ones break LZW's strings: only runs of at
                // least `minimumRun` stay transparent; shorter ones draw the colour already shown.
                var x = 0
                while x < rect.width {
                    guard keepIndex[x] >= 0 else { x += 1; continue }
                    var end = x
                    while end < rect.width && keepIndex[end] >= 0 { end += 1 }
                    if end - x < minimumRun {
                        for k in x..<end { out[row + k] = UInt8(keepIndex[k]) }
                    }
                    x = end
                }
                if dithering == .floydSteinberg {
                    swap(&thisRow, &nextRow)
                    for i in nextRow.indices { nextRow[i] = 0 }
                }
            }
        }}}}
        return Mapping(indices: indices, squaredError: squaredError, changedPixels: changed)
    }

    /// Floyd–Steinberg's shares of one channel's error: 7/16 right, 3/16, 5/16, 1/16 below.
    @inline(__always)
    private func diffuse(_ delta: Int32, at e: Int, this: inout [Int32], next: inout [Int32]) {
        this[e + 3] += delta * 7
        next[e - 3] += delta * 3
        next[e] += delta * 5
        next[e + 3] += delta
    }

    /// Puts the frame on the canvas as a viewer draws it; returns the error of the whole picture shown.
    private func draw(_ pixels: [UInt32], rect: PixelRect, indices: [UInt8], table: ColourTable) -> Double {
        let transparent = table.transparent
        let colours = table.palette.colours.map { 0xFF00_0000 | $0.packed }
        let width = width
        canvasShown.withUnsafeMutableBufferPointer { shown in
            canvasSource.withUnsafeMutableBufferPointer { source in
                for y in rect.y..<rect.maxY {
                    for x in rect.x..<rect.maxX {
                        let p = y * width + x
                        let i = indices[(y - rect.y) * rect.width + x - rect.x]
                        if i != transparent { shown[p] = colours[Int(i)] }
                        source[p] = pixels[p]
                    }
                }
            }
        }
        var squaredError: Int64 = 0
        canvasShown.withUnsafeBufferPointer { shown in
            pixels.withUnsafeBufferPointer { pixels in
                for p in 0..<pixels.count {
                    let a = pixels[p], s = shown[p]
                    if (a == 0) != (s == 0) { squaredError += 3 * 255 * 255; continue }
                    let dr = Int64(a >> 16 & 0xFF) - Int64(s >> 16 & 0xFF)
                    let dg = Int64(a >> 8 & 0xFF) - Int64(s >> 8 & 0xFF)
                    let db = Int64(a & 0xFF) - Int64(s & 0xFF)
                    squaredError += dr * dr + dg * dg + db * db
                }
            }
        }
        return Double(squaredError) / Double(max(1, 3 * pixels.count))
    }
}

