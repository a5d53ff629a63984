import TimerMaskCore
import TimerMaskFonts
import TimerMaskRaster
import TimerMaskRender

/// A grid of thumbnails of the screen at evenly spaced instants, each labelled with its time,
/// its top frame and how many layers show; cells that differ from the ideal schedule get a red
/// frame, and a legend says what the marks mean.
public struct ContactSheet: Sendable {
    /// One picture of the sheet and what it showed.
    public struct Cell: Sendable {
        public let instant: Instant
        public let image: RGBAImage
        public let state: TimingTrace.State
    }

    public var columns: Int
    /// The side of a thumbnail's box in pixels.
    public var thumbnail: Int
    /// The line on top: scene, jitter model and seed.
    public var title: String

    public static let maximumCells = 1000
    public static let maximumThumbnail = 512

    public init(columns: Int = 10, thumbnail: Int = 96, title: String) {
        self.columns = columns
        self.thumbnail = thumbnail
        self.title = title
    }

    /// Renders `instants` (on all cores) and records what each showed. With `thumbnail`, each
    /// picture is shrunk to fit that side as soon as it is rendered (as `draw` would shrink it),
    /// so memory stays flat in the number of cells: a 510 px render is 1 MB, a 96 px thumbnail 37 kB.
    public static func cells(renderer: SceneRenderer, instants: [Instant], schedule: (any ShowSchedule)?,
                             thumbnail: Int? = nil) throws -> [Cell] {
        guard instants.count <= maximumCells else {
            throw RenderError(.overLimit, "a contact sheet holds at most \(maximumCells) pictures, not \(instants.count)")
        }
        return try parallelMap(count: instants.count) { i in
            let rendering = try renderer.render(at: instants[i])
            let state = TimingTrace.State(rendering, expected: schedule?.expected(at: instants[i]))
            let image = thumbnail.map { side in
                max(rendering.image.width, rendering.image.height) > side ? Self.thumbnail(rendering.image, side: side) : rendering.image
            } ?? rendering.image
            return Cell(instant: instants[i], image: image, state: state)
        }
    }

    /// The sheet of `renderer` at `instants`: each cell checked against the scene's own schedule
    /// (`renderer.showSchedule`, red where it differs), labelled in the sheet font, as `timermask
    /// sheet` draws it.
    public func image(of renderer: SceneRenderer, at instants: [Instant]) throws -> RGBAImage {
        let cells = try Self.cells(renderer: renderer, instants: instants, schedule: renderer.showSchedule, thumbnail: thumbnail)
        return try draw(cells, reference: renderer.scene.reference, font: try SheetDrawing.labelFont())
    }

    /// `count` instants evenly spaced from `start` to `end`, both included (`start` alone for one).
    public static func instants(from start: Instant, to end: Instant, count: Int) -> [Instant] {
        let step = count > 1 ? (end - start) / Rational(count - 1) : .zero
        return (0..<count).map { start + step * Rational($0) }
    }

    // MARK: - Drawing

    static let pad = 12, gap = 10, border = 3
    static let titleSize = 14.0, labelSize = 11.0

    /// The sheet: title, grid, legend. Times are labelled in milliseconds after `reference`.
    public func draw(_ cells: [Cell], reference: Instant, font: FontFace) throws -> RGBAImage {
        precondition(columns >= 1 && thumbnail >= 1, "a sheet needs at least one column and a thumbnail of a pixel")
        let columns = min(self.columns, max(1, cells.count))
        let rows = (cells.count + columns - 1) / columns
        let titleHeight = SheetDrawing.lineHeight(font: font, size: Self.titleSize)
        let labelHeight = SheetDrawing.lineHeight(font: font, size: Self.labelSize)
        let labels = cells.map { Self.labels(for: $0, reference: reference) }
        let widestLabel = labels.flatMap { $0 }.map { SheetDrawing.width($0.text, font: font, size: Self.labelSize) }.max() ?? 0
        let box = thumbnail + 2 * Self.border
        let cellWidth = max(box, widestLabel + 2)
        let cellHeight = box + 3 * labelHeight + 2
        let legend = Self.legendLines(splits: cells.contains { $0.state.isSplit }, texts: cells.contains { !$0.state.texts.isEmpty })
        let gridWidth = columns * cellWidth + (columns - 1) * Self.gap
        let textWidth = ([SheetDrawing.width(title, font: font, size: Self.titleSize)]
                         + legend.map { SheetDrawing.width($0, font: font, size: Self.labelSize) + box }).max()!
        let width = 2 * Self.pad + max(gridWidth, textWidth)
        let gridTop = Self.pad + titleHeight + Self.gap
        let legendTop = gridTop + rows * cellHeight + (rows - 1) * Self.gap + Self.gap + 4
        let height = legendTop + legend.count * (labelHeight + 4) + Self.pad
        guard width * height <= 64_000_000 else {
            throw RenderError(.overLimit, "the sheet would be \(width) × \(height) px; use fewer pictures or a smaller thumbnail")
        }

        var sheet = RGBAImage(width: width, height: height, filledWith: SheetDrawing.paper)
        try sheet.drawText(title, font: font, pixelSize: Self.titleSize, x: Self.pad, y: Self.pad, color: SheetDrawing.ink)
        for (i, cell) in cells.enumerated() {
            let x = Self.pad + (i % columns) * (cellWidth + Self.gap)
            let y = gridTop + (i / columns) * (cellHeight + Self.gap)
            let boxX = x + (cellWidth - box) / 2
            let marked = cell.state.glitch != nil, split = cell.state.isSplit
            sheet.fillRect(x: boxX, y: y, width: box, height: box, color: .white)
            sheet.strokeRect(x: boxX, y: y, width: box, height: box,
                             color: marked ? SheetDrawing.glitch : split ? SheetDrawing.split : SheetDrawing.rule,
                             thickness: marked || split ? Self.border : 1)
            let thumb = Self.thumbnail(cell.image, side: thumbnail)
            sheet.draw(thumb, atX: boxX + Self.border + (thumbnail - thumb.width) / 2,
                       y: y + Self.border + (thumbnail - thumb.height) / 2)
            for (line, label) in labels[i].enumerated() {
                try sheet.drawText(label.text, font: font, pixelSize: Self.labelSize,
                                   x: x + (cellWidth - SheetDrawing.width(label.text, font: font, size: Self.labelSize)) / 2,
                                   y: y + box + 2 + line * labelHeight,
                                   color: label.wrong ? SheetDrawing.glitch : SheetDrawing.ink)
            }
        }
        for (line, text) in legend.enumerated() {
            let y = legendTop + line * (labelHeight + 4)
            let boxed = line < legend.count - 1
            if boxed {
                sheet.fillRect(x: Self.pad, y: y, width: labelHeight, height: labelHeight, color: .white)
                sheet.strokeRect(x: Self.pad, y: y, width: labelHeight, height: labelHeight,
                                 color: text.hasPrefix("red") ? SheetDrawing.glitch : SheetDrawing.split, thickness: Self.border)
            }
            try sheet.drawText(text, font: font, pixelSize: Self.labelSize, x: Self.pad + labelHeight + 6, y: y,
                               color: boxed ? SheetDrawing.ink : SheetDrawing.muted)
        }
        return sheet
    }

    /// The legend, with the split line only on sheets that show a split.
    static func legendLines(splits: Bool, texts: Bool = false) -> [String] {
        (texts ? ["red frame: a text reads otherwise than the scene states (shown ≠ expected), or another entry than the due one shows"] : [])
        + ["red frame: the picture differs from the ideal schedule: wrong frame, no frame, or more than one layer showing through"]
            + (splits ? ["amber frame: a split the schedule expects: a band boundary crosses the view, two frames side by side"] : [])
            + ["labels: milliseconds after the reference date · top frame (≠ the frame that should be on top) · layers contributing"]
    }

    /// `+66.667 ms`, `frame 1` or `frame 0 ≠ 1`, `1 layer`; the parts that are wrong in red.
    static func labels(for cell: Cell, reference: Instant) -> [(text: String, wrong: Bool)] {
        let since = cell.instant - reference
        let time = (since < .zero ? "" : "+") + SheetDrawing.ms(since) + " ms"
        let state = cell.state
        // A scene of texts alone (no image layers) is labelled by its texts and its entry.
        if state.maskCoverage.isEmpty, let first = state.wrongTexts.first ?? state.texts.first {
            let text = first.isWrong ? "\(first.shown) ≠ \(first.expected ?? "")" : first.shown
            let entry = state.entry.map { $0.entry == $0.due ? "entry \($0.entry)" : "entry \($0.entry) ≠ \($0.due)" } ?? ""
            return [(time, false), (text, first.isWrong), (entry, state.entry.map { $0.entry != $0.due } ?? false)]
        }
        let frame: (String, Bool)
        if state.isSplit {
            let count = state.contributing.count
            let frames = state.contributingFrames.compactMap { $0 }.map(String.init).joined(separator: "|")
            return [(time, false), ("frames \(frames) (split)", false), ("\(count) layers", false)]
        }
        switch (state.topFrame, state.expectedFrame) {
        case (nil, let expected?): frame = ("no frame ≠ \(expected)", true)
        case (nil, nil): frame = (state.contributing.isEmpty ? "no frame" : "not a frame", state.contributing.isEmpty)
        case (let top?, let expected?) where top != expected: frame = ("frame \(top) ≠ \(expected)", true)
        case (let top?, _): frame = ("frame \(top)", false)
        }
        let count = state.contributing.count
        return [(time, false), frame, ("\(count) layer\(count == 1 ? "" : "s")", count != 1)]
    }

    /// Fits `image` in a `side` box: shrunk with Lanczos, or enlarged by a whole factor with
    /// square pixels so tiny renders stay crisp.
    static func thumbnail(_ image: RGBAImage, side: Int) -> RGBAImage {
        let longest = max(image.width, image.height)
        if longest > side {
            let scale = Double(side) / Double(longest)
            return Resampler.resize(image, width: max(1, Int((Double(image.width) * scale).rounded())),
                                    height: max(1, Int((Double(image.height) * scale).rounded())))
        }
        let factor = side / max(1, longest)
        guard factor > 1 else { return image }
        var out = RGBAImage(width: image.width * factor, height: image.height * factor)
        for y in 0..<out.height {
            for x in 0..<out.width { out.setPixel(x: x, y: y, image.pixel(x: x / factor, y: y / factor)) }
        }
        return out
    }
}
