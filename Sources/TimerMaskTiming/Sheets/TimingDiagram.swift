import TimerMaskCore
import TimerMaskFonts
import TimerMaskRaster
import TimerMaskRender

/// A timing diagram of a trace: one row per layer and time along x. Each row has a thin track
/// for when the ideal schedule puts that layer on top, shading for when its mask is on, and a
/// solid bar for when it really reaches the picture (red during a glitch). Glitches are banded
/// across all rows and labelled with their duration above them; a millisecond axis runs below.
public struct TimingDiagram: Sendable {
    /// Width of the whole picture in pixels.
    public var width: Int
    /// The first line: scene, jitter model and seed.
    public var title: String

    public static let widthRange = 400...8000

    public init(width: Int = 1600, title: String) {
        self.width = width
        self.title = title
    }

    static let pad = 12, rowHeight = 15, idealTrack = 3, barTop = 4, barHeight = 10
    static let titleSize = 14.0, labelSize = 11.0

    static let idealColor = RGBA(r: 0, g: 140, b: 70)
    static let maskFull = RGBA(r: 172, g: 200, b: 238)
    static let maskPartial = RGBA(r: 214, g: 226, b: 244)
    static let contributes = RGBA(r: 30, g: 70, b: 160)
    static let band = RGBA(r: 220, g: 30, b: 30, a: 48)
    static let splitBand = RGBA(r: 230, g: 150, b: 20, a: 40)
    static let stripe = RGBA(r: 247, g: 247, b: 247)

    /// Per column of one row, what happened there (the strongest of anything that touched it).
    struct Column: OptionSet {
        let rawValue: UInt8
        static let maskPartial = Column(rawValue: 1)
        static let maskFull = Column(rawValue: 2)
        static let contributes = Column(rawValue: 4)
        static let wrong = Column(rawValue: 8)
        static let ideal = Column(rawValue: 16)
    }

    public func draw(_ report: GlitchReport, font: FontFace) throws -> RGBAImage {
        precondition(Self.widthRange.contains(width), "a timing diagram is 400…8000 px wide")
        let trace = report.trace
        let labelHeight = SheetDrawing.lineHeight(font: font, size: Self.labelSize)
        let titleHeight = SheetDrawing.lineHeight(font: font, size: Self.titleSize)
        // Below the layers: a row per text whose reading the scene states, and one for a timeline's entries.
        let textPaths = trace.intervals.first?.state.texts.map(\.path) ?? []
        let hasEntries = !trace.entryDates.isEmpty
        let rowLabels = trace.layers.map(\.label) + textPaths.indices.map { "text \($0 + 1)" } + (hasEntries ? ["entries"] : [])
        let labelColumn = (rowLabels.map { SheetDrawing.width($0, font: font, size: Self.labelSize) }.max() ?? 0) + 10
        let plotLeft = Self.pad + labelColumn
        let plotWidth = width - plotLeft - Self.pad - 16
        guard plotWidth >= 100 else { throw RenderError(.invalidSettings, "a timing diagram \(width) px wide leaves no room to plot; make it wider") }

        let summary = Self.summary(report)

        // Time → pixel column, and the columns an interval touches (at least one).
        let span = trace.span
        func x(_ t: Instant) -> Double { Double(plotWidth) * ((t - trace.start) / span).doubleValue }
        func columns(_ start: Instant, _ end: Instant) -> Range<Int> {
            let a = max(0, min(plotWidth - 1, Int(x(start).rounded(.down))))
            let b = max(a + 1, min(plotWidth, Int(x(end).rounded(.up))))
            return a..<b
        }

        // Per layer and column, what happened there.
        var grid = [[Column]](repeating: [Column](repeating: [], count: plotWidth), count: trace.layers.count)
        for interval in trace.intervals {
            let range = columns(interval.start, interval.end)
            let state = interval.state
            let wrong = state.glitch != nil
            for layer in trace.layers.indices {
                var mark: Column = []
                let coverage = state.maskCoverage[layer]
                if coverage >= 1 { mark.insert(.maskFull) } else if coverage > 0 { mark.insert(.maskPartial) }
                if let frame = state.frames[layer], Self.isExpected(frame, state.expected),
                   state.contributing.contains(layer) || !state.contributing.contains(where: { state.frames[$0] == frame }) {
                    // A frame shown by several layers (a ping-pong loop) is marked where it shows.
                    mark.insert(.ideal)
                }
                if mark.isEmpty && !state.contributing.contains(layer) { continue }
                if state.contributing.contains(layer) { mark.insert(.contributes); if wrong { mark.insert(.wrong) } }
                for c in range { grid[layer][c].formUnion(mark) }
            }
        }

        // Glitch durations: beside each glitch on one of two lines, left out where one would
        // overprint another.
        var lineEnds = [Int.min, Int.min]
        var glitchLabels: [(text: String, x: Int, line: Int)] = []
        var unlabelled = 0
        for glitch in report.glitches {
            let range = columns(glitch.start, glitch.end)
            let text = (glitch.duration * Rational(1000)).decimalString(maxFractionDigits: 1) + " ms"
            let textWidth = SheetDrawing.width(text, font: font, size: Self.labelSize)
            let left = min(plotLeft + range.lowerBound, width - Self.pad - textWidth)
            if let line = lineEnds.firstIndex(where: { $0 + 4 <= left }) {
                glitchLabels.append((text, left, line))
                lineEnds[line] = left + textWidth
            } else {
                unlabelled += 1
            }
        }

        // The legend names only what the diagram shows, wrapped to its width.
        let marks = grid.reduce(into: Column()) { all, row in for cell in row { all.formUnion(cell) } }
        let textsWrong = trace.intervals.contains { $0.state.texts.contains(where: \.isWrong) }
        let reload = hasEntries ? Self.reloadMark(trace) : nil
        var items = Self.legendItems(marks: marks, glitches: !report.glitches.isEmpty, splits: !report.splits.isEmpty,
                                     texts: !textPaths.isEmpty, textsWrong: textsWrong, entries: hasEntries, reload: reload.map { ($0.legend, $0.at != nil) })
        if unlabelled > 0 { items.append(LegendItem(swatch: nil, text: Self.unlabelledNote(unlabelled))) }
        let legend = Self.layOut(items, width: width, font: font)

        let laneTop = Self.pad + 2 * titleHeight + 8
        let laneHeight = 2 * labelHeight + 8
        let rowsTop = laneTop + laneHeight
        let rowsHeight = rowLabels.count * Self.rowHeight
        let axisTop = rowsTop + rowsHeight + 2
        let legendTop = axisTop + labelHeight + 14
        let legendLineHeight = labelHeight + 6
        let height = legendTop + (legend.map(\.line).max() ?? 0) * legendLineHeight + labelHeight + Self.pad
        guard width * height <= 64_000_000 else { throw RenderError(.overLimit, "the diagram would be \(width) × \(height) px; scan fewer layers") }

        var image = RGBAImage(width: width, height: height, filledWith: .white)
        try image.drawText(title, font: font, pixelSize: Self.titleSize, x: Self.pad, y: Self.pad, color: SheetDrawing.ink)
        try image.drawText(summary, font: font, pixelSize: Self.labelSize, x: Self.pad, y: Self.pad + titleHeight + 2,
                           color: report.glitches.isEmpty ? SheetDrawing.muted : SheetDrawing.glitch)

        // Rows: stripes, then per-column states drawn as runs.
        for row in rowLabels.indices where row % 2 == 1 {
            image.fillRect(x: plotLeft, y: rowsTop + row * Self.rowHeight, width: plotWidth, height: Self.rowHeight, color: Self.stripe)
        }
        Self.drawGrid(on: &image, trace: trace, x: x, left: plotLeft, top: rowsTop, height: rowsHeight)
        // Text rows: green while the text reads as stated, red while it does not.
        for (k, path) in textPaths.enumerated() {
            let top = rowsTop + (trace.layers.count + k) * Self.rowHeight
            for interval in trace.intervals {
                guard let reading = interval.state.texts.first(where: { $0.path == path }) else { continue }
                let range = columns(interval.start, interval.end)
                image.fillRect(x: plotLeft + range.lowerBound, y: top + Self.barTop, width: range.count, height: Self.barHeight,
                               color: reading.isWrong ? SheetDrawing.glitch : Self.idealColor)
            }
        }
        // The entries row: each entry's date as a blue line over every row, its delivery as a
        // purple block joined to its date.
        if hasEntries {
            let top = rowsTop + (rowLabels.count - 1) * Self.rowHeight
            for date in trace.entryDates where trace.start <= date && date < trace.end {
                image.fillRect(x: plotLeft + columns(date, date).lowerBound, y: rowsTop, width: 1, height: rowsHeight, color: Self.entryDate)
            }
            for delivery in trace.deliveries where delivery.at < trace.end && delivery.at >= trace.start {
                let from = columns(max(trace.start, delivery.due), max(trace.start, delivery.due)).lowerBound
                let to = columns(delivery.at, delivery.at).lowerBound
                image.fillRect(x: plotLeft + from, y: top + Self.rowHeight / 2, width: max(1, to - from + 1), height: 1, color: Self.entryDelivered)
                image.fillRect(x: plotLeft + to - 1, y: top + Self.barTop, width: 3, height: Self.barHeight, color: Self.entryDelivered)
            }
            // The reload the policy asks for: a dashed line over every row.
            if let at = reload?.at, trace.start <= at, at < trace.end {
                let column = plotLeft + columns(at, at).lowerBound
                for y in stride(from: rowsTop, to: rowsTop + rowsHeight, by: 4) {
                    image.fillRect(x: column, y: y, width: 2, height: min(2, rowsTop + rowsHeight - y), color: Self.reloadColor)
                }
            }
        }
        for row in trace.layers.count..<rowLabels.count {
            let label = rowLabels[row]
            try image.drawText(label, font: font, pixelSize: Self.labelSize,
                               x: plotLeft - 6 - SheetDrawing.width(label, font: font, size: Self.labelSize),
                               y: rowsTop + row * Self.rowHeight + (Self.rowHeight - labelHeight) / 2 + 1, color: SheetDrawing.muted)
        }
        for (layer, cells) in grid.enumerated() {
            let top = rowsTop + layer * Self.rowHeight
            func runs(_ test: (Column) -> Bool, _ draw: (Int, Int) -> Void) {
                var c = 0
                while c < cells.count {
                    guard test(cells[c]) else { c += 1; continue }
                    let start = c
                    while c < cells.count, test(cells[c]) { c += 1 }
                    draw(start, c - start)
                }
            }
            runs({ $0.contains(.ideal) }) { image.fillRect(x: plotLeft + $0, y: top, width: $1, height: Self.idealTrack, color: Self.idealColor) }
            runs({ $0.contains(.maskPartial) && !$0.contains(.maskFull) }) {
                image.fillRect(x: plotLeft + $0, y: top + Self.barTop, width: $1, height: Self.barHeight, color: Self.maskPartial)
            }
            runs({ $0.contains(.maskFull) }) { image.fillRect(x: plotLeft + $0, y: top + Self.barTop, width: $1, height: Self.barHeight, color: Self.maskFull) }
            runs({ $0.contains(.contributes) && !$0.contains(.wrong) }) {
                image.fillRect(x: plotLeft + $0, y: top + Self.barTop, width: $1, height: Self.barHeight, color: Self.contributes)
            }
            runs({ $0.contains(.wrong) }) { image.fillRect(x: plotLeft + $0, y: top + Self.barTop, width: $1, height: Self.barHeight, color: SheetDrawing.glitch) }
            let label = rowLabels[layer]
            try image.drawText(label, font: font, pixelSize: Self.labelSize,
                               x: plotLeft - 6 - SheetDrawing.width(label, font: font, size: Self.labelSize),
                               y: top + (Self.rowHeight - labelHeight) / 2 + 1, color: SheetDrawing.muted)
        }

        // Splits the schedule expects: a light amber band over every row and a tick in the lane.
        for split in report.splits {
            let range = columns(split.start, split.end)
            image.fillRect(x: plotLeft + range.lowerBound, y: rowsTop, width: range.count, height: rowsHeight, color: Self.splitBand)
            image.fillRect(x: plotLeft + range.lowerBound, y: rowsTop - 6, width: max(2, range.count), height: 6, color: SheetDrawing.split)
        }

        // Glitches: a band over every row, a tick in the lane, and the duration placed above.
        for glitch in report.glitches {
            let range = columns(glitch.start, glitch.end)
            image.fillRect(x: plotLeft + range.lowerBound, y: rowsTop, width: range.count, height: rowsHeight, color: Self.band)
            image.fillRect(x: plotLeft + range.lowerBound, y: rowsTop - 6, width: max(2, range.count), height: 6, color: SheetDrawing.glitch)
        }
        for label in glitchLabels {
            try image.drawText(label.text, font: font, pixelSize: Self.labelSize, x: label.x,
                               y: laneTop + label.line * (labelHeight + 2), color: SheetDrawing.glitch)
        }

        try Self.drawAxis(on: &image, trace: trace, x: x, left: plotLeft, width: plotWidth, top: axisTop, font: font)
        for placed in legend {
            let top = legendTop + placed.line * legendLineHeight
            if let swatch = placed.item.swatch {
                image.fillRect(x: placed.x, y: top + (14 - swatch.height) / 2, width: 18, height: swatch.height, color: swatch.color)
            }
            try image.drawText(placed.item.text, font: font, pixelSize: Self.labelSize, x: placed.x + (placed.item.swatch == nil ? 0 : 24),
                               y: top, color: placed.item.swatch == nil ? SheetDrawing.muted : SheetDrawing.ink)
        }
        return image
    }

    /// Whether the schedule wants `frame` on screen: the one frame, or either side of a split.
    static func isExpected(_ frame: Int, _ expected: ExpectedShow?) -> Bool {
        switch expected {
        case .frame(let k)?: return k == frame
        case .split(let a, let b, _)?: return frame == a || frame == b
        case nil: return false
        }
    }

    /// `glitches: 2, total 16 ms, worst 8 ms · frames on screen 58.667…74.667 ms (ideal 66.667)`.
    static func summary(_ report: GlitchReport) -> String {
        var parts: [String] = []
        if let worst = report.worstGlitch {
            parts.append("glitches: \(report.glitches.count), total \(SheetDrawing.ms(report.totalGlitchTime)) ms, worst \(SheetDrawing.ms(worst.duration)) ms")
        } else {
            parts.append("glitches: none")
        }
        if let onScreen = report.onScreen {
            parts.append("frames on screen \(SheetDrawing.ms(onScreen.min))–\(SheetDrawing.ms(onScreen.max)) ms"
                         + (report.frameDuration.map { " (ideal \(SheetDrawing.ms($0)))" } ?? ""))
        }
        parts.append("dropped \(report.droppedFrames.count), doubled \(report.doubledFrames.count)")
        if !report.splits.isEmpty {
            parts.append("splits \(report.splits.count), total \(SheetDrawing.ms(report.totalSplitTime)) ms")
        }
        return parts.joined(separator: " · ")
    }

    /// Faint lines at ideal frame boundaries when they are far enough apart, darker at loops.
    static func drawGrid(on image: inout RGBAImage, trace: TimingTrace, x: (Instant) -> Double, left: Int, top: Int, height: Int) {
        guard let schedule = trace.schedule else { return }
        let boundaries = schedule.slots(from: trace.start, to: trace.end).map(\.start).filter { $0 >= trace.start && $0 < trace.end }
        let spacing = boundaries.count > 1 ? x(boundaries[1]) - x(boundaries[0]) : 0
        for t in boundaries {
            let loopStart = schedule.startsLoop(t)
            guard loopStart || spacing >= 6 else { continue }
            image.fillRect(x: left + Int(x(t).rounded()), y: top, width: 1, height: height,
                           color: loopStart ? RGBA(r: 150, g: 150, b: 150) : RGBA(r: 228, g: 228, b: 228))
        }
    }

    /// A millisecond axis: ticks at a round step that leaves room for the labels.
    static func drawAxis(on image: inout RGBAImage, trace: TimingTrace, x: (Instant) -> Double,
                         left: Int, width: Int, top: Int, font: FontFace) throws {
        image.fillRect(x: left, y: top, width: width, height: 1, color: SheetDrawing.ink)
        let spanMs = (trace.span * Rational(1000)).doubleValue
        let steps: [Int128] = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000, 20_000, 60_000]
        let step = steps.first { Double(width) * Double($0) / spanMs >= 70 } ?? 60_000
        let startMs = trace.start - trace.reference
        var k = (startMs * Rational(1000) / Rational(step)).ceil
        while true {
            let t = trace.reference + Rational(k * step, 1000)
            guard t <= trace.end else { break }
            let px = left + min(width - 1, Int(x(t).rounded()))
            image.fillRect(x: px, y: top, width: 1, height: 5, color: SheetDrawing.ink)
            let text = "\(k * step)"
            let w = SheetDrawing.width(text, font: font, size: labelSize)
            try image.drawText(text, font: font, pixelSize: labelSize, x: max(0, min(image.width - w, px - w / 2)), y: top + 6, color: SheetDrawing.ink)
            k += 1
        }
        let unit = "ms"
        let w = SheetDrawing.width(unit, font: font, size: labelSize)
        try image.drawText(unit, font: font, pixelSize: labelSize, x: left - w - 6, y: top + 6, color: SheetDrawing.muted)
    }

    /// The legend's footnote for glitches drawn without their duration: where to read them all.
    static func unlabelledNote(_ count: Int) -> String {
        "(\(count) glitch\(count == 1 ? "" : "es") too close to label; `timermask jitter` lists every one)"
    }

    /// An entry's date, and its delivery.
    static let entryDate = RGBA(r: 40, g: 90, b: 210)
    static let entryDelivered = RGBA(r: 150, g: 50, b: 190)

    static let reloadColor = RGBA(r: 200, g: 100, b: 0)

    /// One legend entry: a swatch (colour and bar height) and its words; a footnote has no swatch.
    struct LegendItem: Equatable {
        var swatch: (color: RGBA, height: Int)?
        var text: String
        static func == (a: LegendItem, b: LegendItem) -> Bool {
            a.text == b.text && a.swatch?.color == b.swatch?.color && a.swatch?.height == b.swatch?.height
        }
    }

    /// The legend for what the diagram shows: layer marks only where some layer has them (a
    /// widget of texts alone has none), text rows where texts are checked, entries and the
    /// reload where there is a timeline.
    static func legendItems(marks: Column, glitches: Bool, splits: Bool, texts: Bool, textsWrong: Bool,
                            entries: Bool, reload: (text: String, drawn: Bool)?) -> [LegendItem] {
        var items: [LegendItem] = []
        func add(_ color: RGBA, _ height: Int, _ text: String) { items.append(LegendItem(swatch: (color, height), text: text)) }
        if marks.contains(.ideal) { add(idealColor, idealTrack, "ideal: should be on top") }
        if marks.contains(.maskFull) { add(maskFull, barHeight, "mask on") }
        if marks.contains(.maskPartial) { add(maskPartial, barHeight, "mask partly on") }
        if marks.contains(.contributes) { add(contributes, barHeight, "reaches the picture") }
        if marks.contains(.wrong) {
            add(SheetDrawing.glitch, barHeight, "reaches it during a glitch (duration above)")
        } else if glitches {
            add(SheetDrawing.glitch, 6, "glitch (duration above)")
        }
        if splits { add(SheetDrawing.split, 6, "split: a band boundary crosses the view (expected)") }
        if texts { add(idealColor, barHeight, "text reads as stated") }
        if textsWrong { add(SheetDrawing.glitch, barHeight, "text reads wrong") }
        if entries {
            add(entryDate, barHeight, "entry date")
            add(entryDelivered, barHeight, "entry delivered")
        }
        // A reload outside the span, or none, is said in words only.
        if let reload { items.append(LegendItem(swatch: reload.drawn ? (reloadColor, barHeight) : nil, text: reload.text)) }
        return items
    }

    /// The timeline's reload: where to draw it, and its legend words naming the policy.
    static func reloadMark(_ trace: TimingTrace) -> (at: Instant?, legend: String)? {
        guard let policy = trace.reloadPolicy else { return nil }
        let name: String
        switch policy {
        case .atEnd: name = "atEnd"
        case .after: name = "after"
        case .never: return (nil, "reload policy never: no reload asked")
        }
        guard let at = trace.reloadDate else { return nil }
        if trace.start <= at && at < trace.end { return (at, "reload asked (policy \(name))") }
        let when = "\(SheetDrawing.ms(at - trace.reference)) ms"
        return (nil, "reload asked at \(when) (policy \(name)), \(at < trace.start ? "before" : "after") this span")
    }

    /// Legend items placed left to right, a new line where the next would pass the right margin.
    static func layOut(_ items: [LegendItem], width: Int, font: FontFace) -> [(item: LegendItem, x: Int, line: Int)] {
        var out: [(LegendItem, Int, Int)] = []
        var x = pad, line = 0
        for item in items {
            let itemWidth = (item.swatch == nil ? 0 : 24) + SheetDrawing.width(item.text, font: font, size: labelSize)
            if x > pad && x + itemWidth > width - pad { line += 1; x = pad }
            out.append((item, x, line))
            x += itemWidth + 18
        }
        return out
    }
}
