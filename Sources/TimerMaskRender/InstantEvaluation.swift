import Foundation
import TimerMaskCore
import TimerMaskFonts
import TimerMaskRaster

/// One instant of a scene turned into draw ops: layout, then every view placed with the
/// transform, clip and masks its modifiers give it.
final class InstantEvaluation {
    /// Held strongly: an evaluation lives only while its renderer draws, and every access through
    /// an `unowned` reference took and dropped a strong count (about 3% of an arc-preset instant).
    let renderer: SceneRenderer
    let t: Instant
    var ops: [DrawOp] = []
    var layers: [SceneRenderer.LayerRecord] = []
    /// Timer strings shown, in tree order, and clock-hand angles turned: what masks depend on.
    var timers: [String] = []
    var angles: [Double] = []
    /// Live progress views drawn, with the fraction each showed.
    var progress: [(path: String, value: ProgressValue, fraction: Double)] = []
    /// What the views drawn say of themselves for `--explain` (`SceneViewKind.explanation`), in drawing order.
    var explained: [(path: String, text: String)] = []
    /// Leave text as `.text` ops (for masks, which may not need the pixels).
    var deferText = false
    var lineKeys: [SceneRenderer.LineKey] = []
    var sizeMemo: [SizeKey: Size] = [:]
    var steps = 0
    static let stepLimit = 1_000_000
    /// The image layer the ops being made belong to.
    var currentLayer: Int? = nil
    /// What this instant may still cost; masks drawn for it spend from the same budget.
    let budget: DrawBudget
    /// Set for layout only (`LayoutProbe`): views are placed as drawing places them, and nothing is drawn.
    var probe: LayoutProbe?
    /// Set while a turned mask is evaluated for the first time: where its shapes lie (`TurnedReach`).
    var reachRecorder: TurnedReach.Recorder?

    /// Each timer's string at `t`, by slot (`ViewTree.timerSlots`), worked out when first asked.
    private var timerStrings: [String?]
    /// Clock-hand angles at `t`, shared with the evaluations of masks drawn for this one.
    let clockAngles: ClockAngles

    convenience init(renderer: SceneRenderer, at t: Instant, budget: DrawBudget) {
        self.init(renderer: renderer, budget: budget, sharing: ClockAngles(at: t, environment: renderer.environment))
    }

    /// An evaluation at the instant of `angles`, sharing them: a mask's, drawn for the
    /// evaluation that holds them.
    init(renderer: SceneRenderer, budget: DrawBudget, sharing angles: ClockAngles) {
        self.renderer = renderer
        self.t = angles.t
        self.budget = budget
        clockAngles = angles
        timerStrings = Array(repeating: nil, count: renderer.tree.timers.count)
    }

    /// The string timer `slot` of the tree shows at `t`.
    func timerString(_ slot: Int) -> String {
        if let known = timerStrings[slot] { return known }
        let string = renderer.clock.string(for: renderer.tree.timers[slot], reference: renderer.scene.reference, at: t)
        timerStrings[slot] = string
        return string
    }

    /// How full `value` shows at `t` on the renderer's clock; a live one is noted for `--explain`.
    func fraction(of value: ProgressValue, path: String) -> Double {
        let f = renderer.clock.fraction(of: value, reference: renderer.scene.reference, at: t)
        if value.isLive { progress.append((path, value, f)) }
        return f
    }

    /// Where and how a view draws: points → pixels, the pixels it may touch, the masks over it.
    struct Context {
        var transform: Transform2D
        var clip: PixelRect
        var masks: [MaskRaster]
        var geo: Size?
        /// The two groups' colours (premultiplied) while the widget renders accented.
        var accented: (defaultGroup: RGBA, accent: RGBA)? = nil
    }

    var scale: Double { renderer.scene.displayScale }
    var canvas: PixelRect { PixelRect(x: 0, y: 0, width: renderer.pixelWidth, height: renderer.pixelHeight) }

    /// Draws `view` (with all its modifiers) in `rect`.
    func draw(_ view: ViewTree, in rect: Rect, _ ctx: Context) throws {
        let saved = currentLayer
        if view.isImage || renderer.isFrameText(view) {
            currentLayer = layers.count
            layers.append(SceneRenderer.LayerRecord(path: view.path, image: "", masks: [], region: PixelRect(x: 0, y: 0, width: 0, height: 0)))
        }
        defer { currentLayer = saved }
        try draw(view, level: view.node.modifiers.count, in: rect, ctx)
    }

    /// `view` with its first `level` modifiers, the outermost drawn by its kind (TimerMaskCore's `Modifiers/`).
    func draw(_ view: ViewTree, level: Int, in rect: Rect, _ ctx: Context) throws {
        probe?.note(view, level: level, rect, transform: ctx.transform, scale: scale)
        guard level > 0 else { return try drawContent(view, in: rect, ctx) }
        try view.modifierKinds[level - 1].draw(in: rect, ModifierCanvasAt(evaluation: self, view: view, level: level, ctx: ctx))
    }

    func pivot(_ rect: Rect, _ anchor: UnitPointValue) -> Point2D {
        Point2D(rect.x + rect.width * anchor.x, rect.y + rect.height * anchor.y)
    }

    /// Limits `ctx` to an outline's anti-aliased coverage: a mask, and its bounds as the clip.
    func clip(_ ctx: inout Context, to outline: VectorPath, path: String) throws {
        let window = ctx.clip.intersection(pixelBounds(of: outline))
        ctx.clip = window
        guard !window.isEmpty else { return }
        // Masks are read by canvas pixel, so a clip shape's coverage is canvas-sized.
        try budget.allocate(width: renderer.pixelWidth, height: renderer.pixelHeight, bytesPerPixel: 1, for: path)
        try budget.spend(pixels: window.width * window.height + edgeRows(of: outline, in: window), for: path)
        let local = PathRasterizer.coverage(of: outline, width: window.width, height: window.height,
                                            originX: window.x, originY: window.y)
        var mask = local
        if window != canvas {
            mask = CoverageMask(width: renderer.pixelWidth, height: renderer.pixelHeight)
            mask.composite(local, atX: window.x, y: window.y)
        }
        ctx.masks.append(MaskRaster(coverage: mask, timers: [], bounds: window))
    }

    // MARK: - Views

    /// The view itself, drawn by its kind (TimerMaskCore's `Views/`) through this instant's canvas.
    private func drawContent(_ view: ViewTree, in rect: Rect, _ ctx: Context) throws {
        if probe != nil && view.children.isEmpty { return }   // layout only: a leaf places nothing
        if probe == nil, let said = view.kind.explanation { explained.append((view.path, said)) }
        try view.kind.draw(in: rect, KindCanvas(evaluation: self, view: view, ctx: ctx))
    }

    /// A colour filling `rect`: a clipped colour op when the transform keeps it a rectangle.
    func drawColor(_ color: SceneColorValue, in rect: Rect, _ ctx: Context, path: String) throws {
        let rgba = RGBA(color.resolved(renderer.environment.colorScheme)).premultiplied
        if ctx.transform.isAxisAligned {
            try append(.color(rgba), clip: ctx.clip.intersection(rect.pixels(through: ctx.transform)), ctx, path: path)
        } else {
            try fill(VectorPath.polygon(rect.corners).transformed(by: ctx.transform), color: rgba, ctx, path: path)
        }
    }

    /// A gradient filling `rect`: each pixel's colour from where its centre falls between the
    /// gradient's first and last stop (`GradientShading.position`), in the window the rectangle covers (clipped to it exactly when the
    /// transform keeps it a rectangle, through its anti-aliased outline when it turns it).
    func drawGradient(_ gradient: some GradientShading, in rect: Rect, _ ctx: Context, path: String) throws {
        let T = ctx.transform
        guard let inverse = T.inverse, rect.width > 0, rect.height > 0 else { return }
        var local = ctx
        let window: PixelRect
        if T.isAxisAligned {
            window = ctx.clip.intersection(rect.pixels(through: T))
        } else {
            try clip(&local, to: VectorPath.polygon(rect.corners).transformed(by: T), path: path)
            window = local.clip
        }
        guard !window.isEmpty, !local.masks.contains(where: \.isEmpty) else { return }
        try budget.allocate(width: window.width, height: window.height, bytesPerPixel: 4, for: path)
        try budget.spend(pixels: window.width * window.height, for: path)
        let scheme = renderer.environment.colorScheme
        let stops = gradient.stops.map { (RGBA($0.color.resolved(scheme)).premultiplied, $0.location) }
        var picture = RGBAImage(width: window.width, height: window.height)
        var opaque = true
        picture.withUnsafeMutablePixels { pixels in
            for row in 0..<window.height {
                for column in 0..<window.width {
                    let p = inverse.apply(Point2D(Double(window.x + column) + 0.5, Double(window.y + row) + 0.5))
                    let t = gradient.position(x: p.x - rect.x, y: p.y - rect.y, width: rect.width, height: rect.height)
                    let c = Self.gradientColor(stops, at: t)
                    if c.a < 255 { opaque = false }
                    let i = (row * window.width + column) * 4
                    pixels[i] = c.r; pixels[i + 1] = c.g; pixels[i + 2] = c.b; pixels[i + 3] = c.a
                }
            }
        }
        try append(.image(picture, x: window.x, y: window.y, opaque: opaque), clip: window, local, path: path)
    }

    /// The premultiplied colour at `t` along stops sorted by location.
    static func gradientColor(_ stops: [(RGBA, Double)], at t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        if t <= first.1 || t.isNaN { return first.0 }
        if t >= last.1 { return last.0 }
        var i = 1
        while i < stops.count, stops[i].1 < t { i += 1 }
        let (a, la) = stops[i - 1], (b, lb) = stops[i]
        let f = lb > la ? (t - la) / (lb - la) : 1
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
        return RGBA(r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: mix(a.a, b.a))
    }

    /// A shape laid out in `rect`, filled or stroked.
    func drawShape(_ shape: SceneShape, _ paint: ShapePaint, in rect: Rect, _ ctx: Context, path: String) throws {
        let outline = try ShapeGeometry.outline(shape, in: rect, paint: paint, transform: ctx.transform, within: ctx.clip,
                                                evaluation: self, geo: ctx.geo, path: path)
        try fill(outline, color: RGBA(paint.color.resolved(renderer.environment.colorScheme)).premultiplied, ctx, path: path)
    }

    /// Adds an op, its pixels counted against the budget: compositing culls or draws each of them.
    func append(_ source: DrawOp.Source, clip: PixelRect, _ ctx: Context, path: String) throws {
        // A partial mask is off outside its bounds: nothing masked by it draws there.
        var clip = clip
        for mask in ctx.masks where !mask.isFull { clip = clip.intersection(mask.bounds) }
        let op = DrawOp(source: source, clip: clip, masks: ctx.masks, layers: currentLayer.map { [$0] } ?? [])
        // Each partial mask is read at every pixel again, culling and drawing.
        let region = op.region.intersection(canvas)
        try budget.spend(pixels: region.width * region.height * (1 + ctx.masks.count(where: { !$0.isFull })), for: path)
        ops.append(op)
    }

    /// An outline (in canvas pixels) filled with exact-area anti-aliasing, its coverage kept
    /// only over the window it can touch.
    private func fill(_ outline: VectorPath, color: RGBA, _ ctx: Context, path: String) throws {
        let window = ctx.clip.intersection(pixelBounds(of: outline))
        guard !window.isEmpty, color.a > 0 else { return }
        try budget.allocate(width: window.width, height: window.height, bytesPerPixel: 1, for: path)
        // The rasteriser's cells are 8 bytes a pixel while it runs, and it walks every row an edge crosses.
        try budget.spend(pixels: window.width * window.height + edgeRows(of: outline, in: window), for: path)
        let coverage = PathRasterizer.coverage(of: outline, width: window.width, height: window.height,
                                               originX: window.x, originY: window.y)
        try append(.ink(color, coverage, x: window.x, y: window.y), clip: window, ctx, path: path)
    }

    /// The pixel rows an outline's edges cross inside `window`: what rasterising it walks.
    func edgeRows(of outline: VectorPath, in window: PixelRect) -> Int {
        var rows = 0.0
        let top = Double(window.y), bottom = Double(window.maxY)
        for polygon in outline.subpaths {
            var previous = polygon[polygon.count - 1]
            for point in polygon {
                let low = max(top, min(previous.y, point.y)), high = min(bottom, max(previous.y, point.y))
                if high > low { rows += high - low + 1 }
                previous = point
            }
        }
        return rows < 1e18 ? Int(rows) : Int.max / 2
    }

    /// The whole pixels an outline can touch (empty for an empty or non-finite outline).
    func pixelBounds(of outline: VectorPath) -> PixelRect {
        guard let b = outline.bounds, b.min.x.isFinite, b.min.y.isFinite, b.max.x.isFinite, b.max.y.isFinite else {
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        func px(_ v: Double, up: Bool) -> Int { Int(max(-1e9, min(1e9, up ? v.rounded(.up) : v.rounded(.down)))) }
        let x0 = px(b.min.x, up: false), y0 = px(b.min.y, up: false)
        return PixelRect(x: x0, y: y0, width: px(b.max.x, up: true) - x0, height: px(b.max.y, up: true) - y0)
    }


    // MARK: - Images

    func drawImage(_ name: String, mode: ImageContentMode, in rect: Rect, _ ctx: Context, path: String) throws {
        let images = renderer.images
        guard let original = images.size(of: name) else { throw RenderError(.missingImage, "\(path) names image '\(name)', which was not loaded") }
        let T = ctx.transform
        var region: PixelRect
        if T.isAxisAligned {
            let boxW = rect.width * T.a, boxH = rect.height * T.d
            let size = ImagePlacement.fillSize(imageWidth: original.width, imageHeight: original.height,
                                               boxWidth: boxW, boxHeight: boxH, mode: mode)
            try SceneRenderer.checkPictureSize(size.width, size.height, path: path)
            let origin = T.apply(Point2D(rect.x, rect.y))
            let x = Self.pixel(origin.x + (boxW - Double(size.width)) / 2)
            let y = Self.pixel(origin.y + (boxH - Double(size.height)) / 2)
            region = ctx.clip.intersection(PixelRect(x: x, y: y, width: size.width, height: size.height))
            // Pixels are read only if culling keeps the op; under a mask off everywhere (an arc
            // band off the canvas) culling would drop it, so it is not made at all.
            if !ctx.masks.contains(where: \.isEmpty) {
                let placed = PlacedImage(library: images, name: name, width: size.width, height: size.height, path: path)
                try append(.placed(placed, x: x, y: y), clip: ctx.clip, ctx, path: path)
            }
        } else {
            // Turned or flipped: resampled to the size it appears, then drawn through the map.
            let sx = (T.a * T.a + T.b * T.b).squareRoot(), sy = (T.c * T.c + T.d * T.d).squareRoot()
            let w = max(1, Int(min(1e6, rect.width * sx).rounded())), h = max(1, Int(min(1e6, rect.height * sy).rounded()))
            try SceneRenderer.checkPictureSize(w, h, path: path)
            let map = Transform2D.scale(x: rect.width / Double(w), y: rect.height / Double(h))
                .concatenating(.translation(x: rect.x, y: rect.y)).concatenating(T)
            let bounds = ctx.clip.intersection(pixelBounds(of: VectorPath.polygon(rect.corners).transformed(by: T)))
            region = bounds
            // A mask off everywhere would cull the op: its pixels are not read.
            if !bounds.isEmpty && !ctx.masks.contains(where: \.isEmpty) {
                // Drawn into the window it covers on the canvas, not a canvas-sized picture.
                try budget.allocate(width: bounds.width, height: bounds.height, bytesPerPixel: 4, for: path)
                try budget.spend(pixels: bounds.width * bounds.height, for: path)
                let picture = try PlacedImage(library: images, name: name, width: w, height: h, path: path).read().image
                var window = RGBAImage(width: bounds.width, height: bounds.height)
                window.draw(picture, transform: map, origin: (bounds.x, bounds.y))
                try append(.image(window, x: bounds.x, y: bounds.y, opaque: false), clip: bounds, ctx, path: path)
            }
        }
        if let layer = currentLayer {
            layers[layer] = SceneRenderer.LayerRecord(path: layers[layer].path, image: name, masks: ctx.masks, region: region,
                                                      frame: renderer.frameIndex(name))
        }
    }

    static func pixel(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v.isNaN ? 0 : v)).rounded()) }

    // MARK: - Text

    /// The shaped line of a text at this instant, its timers recorded.
    func textLine(_ text: TextContent, path: String) throws -> (line: TextLine, key: SceneRenderer.LineKey, strings: [String]) {
        do {
            return try renderer.line(for: text, at: t)
        } catch {
            throw RenderError(.font, "\(path): \(error)")
        }
    }

    /// `text` broken into lines for a frame `width` × `height` (TimerMaskFonts' `TextWrapping`),
    /// each line measured as it is drawn; one line when it fits, is offered no width, or holds
    /// timers (live text keeps one line).
    func wrapped(_ text: TextContent, width: Double?, height: Double?, path: String) throws -> WrappedText {
        let full = try wrappedAtSize(text, width: width, height: height, path: path)
        // `.minimumScaleFactor`: a text cut short shrinks, down to the factor, until it is whole
        // (the largest size that fits, found to 1/64 of the range by halving).
        guard text.minimumScaleFactor < 1, full.truncated else { return full.wrapped }
        func at(_ scale: Double) throws -> (wrapped: WrappedText, truncated: Bool) {
            var smaller = text
            smaller.size = text.size * scale
            smaller.tracking = text.tracking * scale
            return try wrappedAtSize(smaller, width: width, height: height, path: path)
        }
        let smallest = try at(text.minimumScaleFactor)
        if smallest.truncated { return smallest.wrapped }
        var low = text.minimumScaleFactor, high = 1.0, best = smallest.wrapped
        for _ in 0..<6 {
            let mid = (low + high) / 2
            let tried = try at(mid)
            if tried.truncated { high = mid } else { low = mid; best = tried.wrapped }
        }
        return best
    }

    /// `text` broken into lines at its own size, and whether any of it was cut off.
    private func wrappedAtSize(_ text: TextContent, width: Double?, height: Double?, path: String) throws -> (wrapped: WrappedText, truncated: Bool) {
        let whole = try textLine(text, path: path).line
        let limit = text.lineLimit ?? TextWrapping.lineLimit
        let spacing = text.lineSpacing
        let oneLine = WrappedText(lines: [text], lineHeight: whole.height, width: whole.width, lineSpacing: spacing)
        guard let width, !text.containsTimer, whole.height > 0 else { return (oneLine, false) }
        let pitch = max(whole.height + spacing, 1e-9)
        let byHeight = height.map { max(1, Int(min(Double(TextWrapping.lineLimit), ($0 + spacing + 1e-9) / pitch))) } ?? TextWrapping.lineLimit
        let maxLines = min(limit, byHeight)
        let string = text.runs.map { if case .literal(let s) = $0 { s } else { "" } }.joined()
        if whole.width <= width + 1e-9, !string.contains(where: \.isNewline) { return (oneLine, false) }
        let utf8 = Array(string.utf8)
        // Each run's UTF-8 range in the joined string, for a styled text's lines to keep their runs' styles.
        var bounds: [Range<Int>] = []
        for piece in text.runs {
            let count = if case .literal(let s) = piece { s.utf8.count } else { 0 }
            bounds.append((bounds.last?.upperBound ?? 0)..<((bounds.last?.upperBound ?? 0) + count))
        }
        /// The line of `s`, which starts at UTF-8 offset `start` of the text (and may end in an
        /// added "…"), in its runs' styles.
        func line(_ start: Int, _ s: String) -> TextContent {
            var one = text
            one.expected = nil
            guard text.isStyled else { one.runs = [.literal(s)]; return one }
            var body = Array(s.utf8), ellipsis = false
            if !(start + body.count <= utf8.count && Array(utf8[start..<(start + body.count)]) == body), s.hasSuffix("…") {
                body.removeLast("…".utf8.count)
                ellipsis = true
            }
            let end = start + body.count
            var runs: [TextPiece] = [], styles: [TextRunStyle] = []
            for (i, range) in bounds.enumerated() where max(range.lowerBound, start) < min(range.upperBound, end) {
                runs.append(.literal(String(decoding: utf8[max(range.lowerBound, start)..<min(range.upperBound, end)], as: UTF8.self)))
                styles.append(i < text.runStyles.count ? text.runStyles[i] : TextRunStyle())
            }
            if ellipsis {
                // The "…" takes the style of the text it ends.
                if case .literal(let last)? = runs.last { runs[runs.count - 1] = .literal(last + "…") } else {
                    runs = [.literal("…")]
                    styles = [bounds.indices.last { bounds[$0].lowerBound <= start }.map { text.runStyles[$0] } ?? TextRunStyle()]
                }
            }
            one.runs = runs.isEmpty ? [.literal("")] : runs
            one.runStyles = runs.isEmpty || styles.allSatisfy(\.isEmpty) ? [] : styles
            return one
        }
        let lines = try TextWrapping.placedLines(string, width: width, maxLines: maxLines) { try textLine(line($0, $1), path: path).line.width }
        let widths = try lines.map { try textLine(line($0.start, $0.text), path: path).line.width }
        // Cut off: what the lines hold is not all the text holds (spaces and breaks aside).
        let kept = lines.map(\.text).joined().filter { !$0.isWhitespace }, all = string.filter { !$0.isWhitespace }
        return (WrappedText(lines: lines.map { line($0.start, $0.text) }, lineHeight: whole.height, width: widths.max() ?? 0, lineSpacing: spacing),
                kept != all)
    }

    func drawText(_ text: TextContent, in rect: Rect, _ ctx: Context, path: String) throws {
        let (line, key, strings) = try textLine(text, path: path)
        for (piece, s) in zip(text.runs, strings) { if case .timer = piece { timers.append(s) } }
        if let layer = currentLayer, layers[layer].image.isEmpty, !deferText {
            // A frame-font layer: the picture is the glyph its string ends in (pinned to the view).
            layers[layer] = SceneRenderer.LayerRecord(path: layers[layer].path, image: "", masks: ctx.masks, region: ctx.clip,
                                                      text: FrameTextRecord(font: text.font, string: strings.joined(),
                                                                            glyph: line.glyphs.last?.glyph.glyphID,
                                                                            face: line.runs.last?.font))
        }
        let alignment = LineAlignment(rawValue: text.alignment.rawValue)!
        let scheme = renderer.environment.colorScheme
        guard text.isStyled else {
            return try drawLine(line, key: key, RGBA(text.color.resolved(scheme)), alignment, in: rect, ctx, path: path)
        }
        // Runs of several colours: each colour's glyphs drawn as a line of their own, in place.
        var colours: [SceneColorValue] = []
        for i in text.runs.indices where !colours.contains(text.resolvedRun(i).color) { colours.append(text.resolvedRun(i).color) }
        for (part, colour) in colours.enumerated() {
            let pieces = Set(text.runs.indices.filter { text.resolvedRun($0).color == colour })
            var partKey = key
            partKey.part = part
            try drawLine(colours.count == 1 ? line : line.keeping { pieces.contains(line.runs[$0].tag) }, key: partKey,
                         RGBA(colour.resolved(scheme)), alignment, in: rect, ctx, path: path)
        }
    }

    /// One shaped line in one colour, placed in `rect` by `alignment`.
    private func drawLine(_ line: TextLine, key: SceneRenderer.LineKey, _ color: RGBA, _ alignment: LineAlignment, in rect: Rect,
                          _ ctx: Context, path: String) throws {
        let T = ctx.transform
        if T.isAxisAligned, T.a == T.d {
            let s = T.a
            let sameScale = s == scale
            let placement = TextPlacement(viewWidth: sameScale ? renderer.scene.width : Double(renderer.pixelWidth) / s,
                                          viewHeight: sameScale ? renderer.scene.height : Double(renderer.pixelHeight) / s,
                                          displayScale: s, frameWidth: rect.width, frameHeight: rect.height,
                                          alignment: alignment, anchor: .topLeading,
                                          offsetX: rect.x + T.tx / s, offsetY: rect.y + T.ty / s)
            if deferText {
                try append(.text(line, placement, color), clip: ctx.clip, ctx, path: path)
                lineKeys.append(key)
                return
            }
            // A frame-font layer shows one picture glyph: composited where it lands, not copied
            // into a view-sized picture at every instant.
            if line.runs.contains(where: { $0.font.hasColorGlyphs }) {
                // A layer a mask hides entirely draws nothing: its picture is not even measured.
                if ctx.masks.contains(where: \.isEmpty) { return }
                // An OT-SVG frame glyph is drawn only if compositing finds it seen.
                let glyph: TextRasterizer.LoneGlyph?
                do { glyph = try TextRasterizer.loneSVGGlyph(line, placement: placement) } catch {
                    throw RenderError(.font, "\(path): \(error)")
                }
                if let glyph {
                    // A glyph not drawn yet may lie anywhere in the clip until compositing reads it.
                    let frame = glyph.frame ?? ctx.clip
                    try append(.placed(PlacedImage(glyph: glyph, frame: frame, path: path), x: frame.x, y: frame.y),
                               clip: ctx.clip, ctx, path: path)
                    return
                }
                let lone: (image: RGBAImage, x: Int, y: Int, opaque: Bool)?
                do { lone = try TextRasterizer.lonePicture(line, placement: placement) } catch {
                    throw RenderError(.font, "\(path): \(error)")
                }
                if let lone {
                    try append(.image(lone.image, x: lone.x, y: lone.y, opaque: lone.opaque), clip: ctx.clip, ctx, path: path)
                    return
                }
            }
            let raster = try rasterise(line, placement, color, within: ctx.clip, path: path)
            try append(raster.color.map { .image($0, x: raster.x, y: raster.y, opaque: false) }
                       ?? .ink(color.premultiplied, raster.coverage, x: raster.x, y: raster.y), clip: ctx.clip, ctx, path: path)
            return
        }
        // Turned, flipped or stretched: drawn upright at the largest scale, then mapped.
        let s = max((T.a * T.a + T.b * T.b).squareRoot(), (T.c * T.c + T.d * T.d).squareRoot())
        // Scaled to nothing (`scaleEffect(0)`): SwiftUI draws nothing; its timers still counted above.
        guard s > 0 else { return }
        let left = min(0, rect.width - line.width) - line.height, top = -line.height
        let width = max(rect.width, line.width) + 2 * line.height, height = rect.height + 2 * line.height
        let pw = Int(min(1e5, (width * s).rounded(.up))), ph = Int(min(1e5, (height * s).rounded(.up)))
        try SceneRenderer.checkPictureSize(pw, ph, path: path)
        let placement = TextPlacement(viewWidth: Double(pw) / s, viewHeight: Double(ph) / s, displayScale: s,
                                      frameWidth: rect.width, frameHeight: rect.height, alignment: alignment,
                                      anchor: .topLeading, offsetX: -left, offsetY: -top)
        try budget.allocate(width: pw, height: ph, bytesPerPixel: 5, for: path)
        try budget.spend(pixels: pw * ph, for: path)
        let raster = try rasterise(line, placement, color, path: path)
        let upright = raster.color ?? {
            var picture = RGBAImage(width: pw, height: ph)
            picture.fill(color, through: raster.coverage)
            return picture
        }()
        let map = Transform2D.scale(1 / s).concatenating(.translation(x: rect.x + left, y: rect.y + top)).concatenating(T)
        // Drawn into the window it covers on the canvas, not a canvas-sized picture.
        let window = ctx.clip.intersection(canvas)
            .intersection(pixelBounds(of: VectorPath.rectangle(x: 0, y: 0, width: Double(pw), height: Double(ph)).transformed(by: map)))
        guard !window.isEmpty else { return }
        try budget.allocate(width: window.width, height: window.height, bytesPerPixel: 4, for: path)
        var picture = RGBAImage(width: window.width, height: window.height)
        picture.draw(upright, transform: map, origin: (window.x, window.y))
        try append(.image(picture, x: window.x, y: window.y, opaque: false), clip: ctx.clip, ctx, path: path)
    }

    /// A text's coverage (or colour picture) over the window of `clip` its glyphs touch, its
    /// pixels counted against the budget first.
    func rasterise(_ line: TextLine, _ placement: TextPlacement, _ color: RGBA, within clip: PixelRect? = nil,
                   path: String) throws -> TextRaster {
        let bytes = line.runs.contains { $0.font.hasColorGlyphs } ? 5 : 1
        do {
            return try TextRasterizer.render(line, placement: placement, color: color, within: clip) { window in
                try self.budget.allocate(width: window.width, height: window.height, bytesPerPixel: bytes, for: path)
                try self.budget.spend(pixels: window.width * window.height, for: path)
            }
        } catch let error as RenderError {
            throw error
        } catch {
            throw RenderError(.font, "\(path): \(error)")
        }
    }
}
