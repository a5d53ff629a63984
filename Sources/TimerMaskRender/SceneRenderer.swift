import Foundation
import TimerMaskCore
import TimerMaskFonts
import TimerMaskRaster

/// Evaluates a scene at wall-clock instants: the exact picture the widget shows, and why.
///
/// Cost follows what is visible: masks are rasterised once per distinct timer string and
/// cached, a layer whose mask is off is not drawn, and nothing under an opaque layer that
/// covers the canvas is drawn.
public final class SceneRenderer: @unchecked Sendable {
    public let scene: WidgetScene
    /// The scene's pictures and fonts, resolved before it: the renderer opens no file.
    public let images: SceneImages
    public let fonts: SceneFonts
    public let clock: any TimerClock
    /// Appearance, wall-clock zone and clock-hand quirks the render assumes.
    public let environment: SceneEnvironment
    /// What the scene's source draws otherwise than iOS (stand-in fonts and symbols, modelled
    /// effects), one sentence each at its place, for `--explain` to list.
    public var approximations: [String] = []
    public let pixelWidth: Int
    public let pixelHeight: Int
    let tree: ViewTree
    /// Every text of the scene with its path, in tree order, found once (`WidgetScene.texts`
    /// walks the tree and builds each path).
    let texts: [(path: String, text: TextContent)]
    /// Views in the tree, masks and backgrounds included: what a scan's renders cost up front.
    package let viewCount: Int

    private let lock = NSLock()
    private var maskCache: [MaskKey: MaskRaster] = [:]
    private var maskCacheOrder: [MaskKey] = []
    private static let maskCacheLimit = 512
    private var lineCache: [LineKey: (TextLine, [String])] = [:]
    private var visibleCache: [VisibleKey: [TextRasterizer.PlacedRaster]] = [:]
    private static let lineCacheLimit = 4096
    private var shownMasks: [ShownMaskKey: MaskRaster] = [:]
    /// Bytes of coverage each mask cache holds: a partial mask is canvas-sized, so the caches
    /// are bounded by bytes as well as by count.
    private var shownMaskBytes = 0
    private var maskCacheBytes = 0
    static let maskCacheByteLimit = 128 << 20
    private var frameIndices: [String: Int?] = [:]
    private var lastingSizes = LastingSizes()
    private static let shownMaskLimit = 8192
    /// When each entry of the scene's timeline reaches the screen (nil without a timeline).
    public let deliveries: TimelineDeliveries?
    /// Entry dates, resolved against the reference.
    public let entryDates: [Instant]
    /// Each entry's values in force, merged once.
    let entryValues: [[String: TimelineValue]]
    private var entryRenderers: [DeliveredEntry: SceneRenderer] = [:]
    /// Pictures over their opaque backgrounds, composited once (`flattenedTop`).
    private let flattenedPictures = FlattenedPictures()
    /// Where each mask turned by the clock can draw (`TurnedReach`), recorded once.
    private let turnedReaches = TurnedReaches()
    /// Off only in tests, which compare every turned mask drawn in full with its reach's verdict.
    package var usesTurnedReach = true
    /// The turned masks' reaches recorded so far.
    var turnedReachesRecorded: [TurnedReach] { turnedReaches.recorded }

    /// What a mask's pixels depend on. Text-only masks (the timer masks) are keyed by the
    /// glyphs that land in their clip, so every layer whose timer shows the same last digit
    /// shares one raster; other masks by their place in the tree, where they are drawn and
    /// their timer strings. Masks turned by the clock are not cached: each instant differs.
    enum MaskKey: Hashable {
        case glyphs([TextPiecesKey])
        case tree(path: String, rect: Rect, transform: [Double], timers: [String])
    }
    struct TextPiecesKey: Hashable { let clip: PixelRect; let color: RGBA; let glyphs: [TextRasterizer.PlacedRaster] }

    /// The most pixels one picture (a resampled image, a turned text) may take.
    public static let pictureBudget = 8192 * 8192

    public init(scene: WidgetScene, images: SceneImages, fonts: SceneFonts,
                clock: any TimerClock = IdealTimerClock(), environment: SceneEnvironment = SceneEnvironment()) throws {
        guard scene.width > 0, scene.height > 0, scene.width.isFinite, scene.height.isFinite,
              scene.width <= SceneLimits.widgetSide, scene.height <= SceneLimits.widgetSide else {
            throw RenderError(.sceneSize, "the scene's size \(scene.width) × \(scene.height) pt must be positive and at most \(Int(SceneLimits.widgetSide)) pt a side")
        }
        guard scene.displayScale > 0, scene.displayScale <= 8 else {
            throw RenderError(.sceneSize, "the display scale \(scene.displayScale) must be between 0 and 8")
        }
        if let (depth, path) = scene.nestingOverLimitInTrees() {
            throw RenderError(.overLimit, "views and modifiers nest \(depth) deep at \(path), over the limit of \(SceneLimits.nesting)")
        }
        self.scene = scene
        self.images = images
        self.fonts = fonts
        self.clock = clock
        self.environment = environment
        self.pixelWidth = Int((scene.width * scene.displayScale - 1e-9).rounded(.up))
        self.pixelHeight = Int((scene.height * scene.displayScale - 1e-9).rounded(.up))
        guard pixelWidth * pixelHeight <= 8192 * 8192 else {
            throw RenderError(.sceneSize, "the scene is \(pixelWidth) × \(pixelHeight) px, over the 8192 × 8192 limit")
        }
        tree = ViewTree.build(scene.root)
        texts = scene.texts
        var views = 0
        scene.root.walk { _, _ in views += 1 }
        viewCount = views
        if let timeline = scene.timeline {
            entryDates = timeline.dates(reference: scene.reference)
            entryValues = timeline.valuesInForce()
            deliveries = clock.entryDelivery.deliveries(dates: entryDates, seed: clock.entrySeed)
        } else {
            entryDates = []
            entryValues = []
            deliveries = nil
        }
        try checkReferences()
    }

    /// Entry `index` of the timeline as its view reads it when rendered at `rendered`.
    package func entryContext(_ index: Int, rendered: Instant) -> EntryContext {
        EntryContext(index: index, rendered: rendered, values: entryValues[index])
    }

    /// The renderer of one delivered entry's scene, made once.
    package func entryRenderer(_ delivered: DeliveredEntry) throws -> SceneRenderer {
        if let known = lock.withLock({ entryRenderers[delivered] }) { return known }
        let entryScene = scene.entryScene(entryContext(delivered.entry, rendered: delivered.at))
        let made = try SceneRenderer(scene: entryScene, images: images, fonts: fonts,
                                     clock: clock.bound(toEntryScene: entryScene), environment: environment)
        return lock.withLock {
            if entryRenderers.count >= 4096 { entryRenderers.removeAll(keepingCapacity: true) }
            if let raced = entryRenderers[delivered] { return raced }
            entryRenderers[delivered] = made
            return made
        }
    }

    /// Every image and font the tree names must exist before the first instant is rendered.
    private func checkReferences() throws {
        try scene.walkTrees { node, path in
            switch node.content {
            case .image(let name, _):
                guard images.size(of: name) != nil else {
                    throw RenderError(.missingImage, "\(path) names image '\(name)', which was not loaded (\(images.names.count) images are: \(images.names.prefix(4).joined(separator: ", "))\(images.names.count > 4 ? ", …" : ""))")
                }
            case .text(let text):
                for font in text.fonts {
                    do { _ = try fonts.face(font) } catch { throw RenderError(.font, "\(path): \(error)") }
                }
            default: break
            }
        }
    }

    static func checkPictureSize(_ width: Int, _ height: Int, path: String) throws {
        guard width > 0, height > 0, width <= pictureBudget / height else {
            throw RenderError(.overLimit, "\(path) would need a \(width) × \(height) px picture, over the budget of \(pictureBudget) pixels")
        }
    }

    /// The widget at `t`: the picture and, per image layer, why it shows or not. With a
    /// timeline, the entry delivered last by `t`, rendered at its delivery.
    public func render(at t: Instant) throws -> Rendering { try render(at: t, scan: nil) }

    /// A render whose pixels count against `scan` too, when it is one of a scan's.
    package func render(at t: Instant, scan: ScanBudget?) throws -> Rendering {
        guard let timeline = scene.timeline, let shown = deliveries?.showing(at: t) else {
            return try renderTree(at: t, scan: scan)
        }
        let inner = try entryRenderer(shown)
        var rendering = try inner.renderTree(at: t, scan: scan)
        let due = timeline.dueEntry(at: t, reference: scene.reference)
        let expected = expectedTexts(at: t, due: due)
        rendering.texts = rendering.texts.map { reading in
            TextReading(path: reading.path, shown: reading.shown, expected: expected[reading.path] ?? nil)
        }
        rendering.entry = EntryShowing(entry: shown.entry, date: shown.due, delivered: shown.at, due: due,
                                       label: timeline.entries[shown.entry].label, dueLabel: timeline.entries[due].label)
        if let reload = timeline.reloadDate(reference: scene.reference), reload <= t { rendering.entry?.reloadPassed = reload }
        return rendering
    }

    /// What every text reads at `t`, with what it should read (texts in tree order), its
    /// timers' strings as `evaluation` worked them out.
    func textReadings(_ evaluation: InstantEvaluation) -> [TextReading] {
        let t = evaluation.t
        var slot = 0
        return texts.map { path, text in
            let shown = text.runs.map { piece -> String in
                switch piece {
                case .literal(let s): return s
                // Entry scenes have turned values into literals; outside a timeline a value reads nothing.
                case .value: return ""
                case .timer: defer { slot += 1 }; return evaluation.timerString(slot)
                }
            }.joined()
            return TextReading(path: path, shown: shown,
                               expected: text.expected?.string(at: t, reference: scene.reference, entry: nil, rounding: clock.rounding))
        }
    }

    /// What each text of a timeline scene should read at `t`, by its path: its expectation in
    /// the tree of the entry due then, rendered on its date (an entry may show a tree of its own).
    func expectedTexts(at t: Instant, due: Int) -> [String: String?] {
        let entry = scene.timeline.map { _ in entryContext(due, rendered: entryDates[due]) }
        var out: [String: String?] = [:]
        scene.tree(ofEntry: due).walk { node, path in
            guard case .text(let text) = node.content else { return }
            out[path] = text.expected?.string(at: t, reference: scene.reference, entry: entry, rounding: clock.rounding)
        }
        return out
    }

    /// The tree (no timeline) at `t`.
    func renderTree(at t: Instant, scan: ScanBudget? = nil) throws -> Rendering {
        try scan?.checkNotExhausted()
        let evaluation = InstantEvaluation(renderer: self, at: t, budget: DrawBudget(scan: scan))
        try drawRoot(evaluation)
        let (image, contributing) = try composite(evaluation.ops)
        var textLayers = 0
        let layers = evaluation.layers.enumerated().map { index, layer -> LayerState in
            let textFrame = layer.text.flatMap { record in
                defer { textLayers += 1 }
                return fontStackFrame(layer: textLayers, record)
            }
            return LayerState(path: layer.path, image: layer.image,
                       frame: layer.text == nil ? layer.frame : textFrame,
                       font: layer.text?.font, string: layer.text?.string, glyph: layer.text?.glyph,
                       timers: layer.masks.reversed().flatMap(\.timers),
                       maskCoverage: maskCoverage(layer.masks, over: layer.region),
                       contributes: contributing.contains(index))
        }
        var rendering = Rendering(instant: t, reference: scene.reference, image: image, layers: layers)
        rendering.texts = textReadings(evaluation)
        rendering.progress = evaluation.progress.map { ProgressReading(path: $0.path, value: $0.value, fraction: $0.fraction) }
        rendering.views = evaluation.explained.map { ViewReading(path: $0.path, said: $0.text) }
        return rendering
    }

    /// The root view offered the widget's size and centred in it, drawn by `evaluation`.
    func drawRoot(_ evaluation: InstantEvaluation) throws {
        let canvas = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let widget = Rect(x: 0, y: 0, width: scene.width, height: scene.height)
        let size = try evaluation.fullSize(tree, Proposal(widget.size), geo: nil)
        try evaluation.draw(tree, in: widget.place(size, alignment: .center),
                            .init(transform: .scale(scene.displayScale), clip: canvas, masks: [], geo: nil))
    }

    struct LayerRecord {
        let path: String; let image: String; let masks: [MaskRaster]; let region: PixelRect
        var text: FrameTextRecord? = nil
        /// K for an image named `frame:K`.
        var frame: Int? = nil
    }

    /// A size laid out at an earlier instant, for views whose size never changes with time.
    func lastingSize(of view: ViewTree, level: Int, _ proposal: Proposal, geo: Size?) -> Size? {
        lock.withLock { lastingSizes.size(view: view.id, level: level, proposal, geo: geo) }
    }

    func rememberLastingSize(of view: ViewTree, level: Int, _ proposal: Proposal, geo: Size?, _ size: Size) {
        lock.withLock { lastingSizes.remember(view: view.id, level: level, proposal, geo: geo, size) }
    }

    /// K for an image named `frame:K`, read once per name.
    func frameIndex(_ name: String) -> Int? {
        if let known = lock.withLock({ frameIndices[name] }) { return known }
        let index = FrameName.index(name)
        lock.withLock { frameIndices[name] = index }
        return index
    }

    /// Whether a view is a frame-font layer: a text whose font draws colour glyphs (sbix, CBDT,
    /// OT-SVG), so its glyphs are pictures, as in the 16-font stack of domain.md section 11.
    func isFrameText(_ view: ViewTree) -> Bool {
        guard case .text(let text) = view.node.content, text.containsTimer else { return false }
        return (try? fonts.face(text.font).hasColorGlyphs) ?? false
    }

    /// The frame a frame-font layer shows: for a scene stating a font stack, `k + N·j` with k the
    /// layer's place among the frame-font layers and j which picture glyph of its font it drew
    /// (`FontFace.pictureGlyphRank`).
    private func fontStackFrame(layer k: Int, _ record: FrameTextRecord) -> Int? {
        guard case .fontStack(let stack)? = scene.expectation, let glyph = record.glyph,
              let j = record.face?.pictureGlyphRank(glyph) else { return nil }
        return stack.frame(layer: k, glyph: j)
    }

    /// What the scene says should show, read under the clock's rounding and in the render's zone.
    public var showSchedule: (any ShowSchedule)? {
        scene.showSchedule(rounding: clock.rounding, zone: environment.timeZone)
    }

    /// Whether any view is turned by the clock-hand effect, so the picture changes between
    /// timer flips too.
    public var turnsWithTheClock: Bool {
        var found = false
        scene.walkTrees { node, _ in
            if node.modifiers.contains(where: { if case .clockHandRotation = $0 { true } else { false } }) { found = true }
        }
        return found
    }

    /// A text's runs as strings at `t` (each timer turned into what it shows) and the shaped
    /// line, shaped once per distinct (font, size, strings).
    func line(for text: TextContent, at t: Instant) throws -> (line: TextLine, key: LineKey, strings: [String]) {
        let strings = text.runs.map { piece -> String in
            switch piece {
            case .literal(let s): return s
            // Entry scenes have turned values into literals; outside a timeline a value reads nothing.
            case .value: return ""
            case .timer(let spec): return clock.string(for: spec, reference: scene.reference, at: t)
            }
        }
        let key = LineKey(font: text.font, size: text.size, tabular: text.monospacedDigit, tracking: text.tracking, styles: text.runStyles, strings: strings)
        lock.lock()
        if let hit = lineCache[key] { lock.unlock(); return (hit.0, key, strings) }
        lock.unlock()
        // Emoji the font has no glyph for come from the emoji font, as iOS falls back to its own.
        let emoji = try? fonts.face(FontReference.emoji)
        var runs: [TextRun] = []
        for (i, string) in strings.enumerated() {
            let run = text.resolvedRun(i)
            let face = try fonts.face(run.font)
            guard let emoji else {
                runs.append(TextRun(string, font: face, pointSize: run.size, tabularDigits: run.monospacedDigit, tracking: run.tracking, tag: i))
                continue
            }
            runs += EmojiFallback.pieces(string, face: face).map {
                TextRun($0.text, font: $0.emoji ? emoji : face, pointSize: run.size, tabularDigits: run.monospacedDigit, tracking: run.tracking, tag: i)
            }
        }
        let line = TextLine(runs: runs)
        lock.lock()
        if lineCache.count >= Self.lineCacheLimit { lineCache.removeAll(keepingCapacity: true); visibleCache.removeAll() }
        lineCache[key] = (line, strings)
        lock.unlock()
        return (line, key, strings)
    }

    struct LineKey: Hashable { let font: String; let size: Double; let tabular: Bool; let tracking: Double; let styles: [TextRunStyle]; let strings: [String]; var part = -1 }
    struct VisibleKey: Hashable { let line: LineKey; let placement: TextPlacement; let clip: PixelRect }

    /// The coverage a mask view draws, laid out in `rect` under `transform`, cached twice: by
    /// what it was given and the strings its timers show (so an instant that shows a mask seen
    /// before costs a lookup, not an evaluation), and by the glyphs that land in its clip.
    func maskRaster(_ view: ViewTree, in rect: Rect, transform: Transform2D, geo: Size?, angles: ClockAngles, budget: DrawBudget,
                    strings: @autoclosure () -> [String]) throws -> MaskRaster {
        // Nothing else in a mask changes with time, unless it turns with the clock.
        guard !view.turnsWithTheClock else { return try turnedMask(view, in: rect, transform: transform, geo: geo, angles: angles, budget: budget) }
        let key = ShownMaskKey(id: view.id, rect: rect, transform: transform, geo: geo, strings: strings())
        if let hit = lock.withLock({ shownMasks[key] }) { return hit }
        let raster = try drawMask(view, in: rect, transform: transform, geo: geo, angles: angles, budget: budget)
        lock.withLock {
            let bytes = raster.coverage.values.count
            if shownMasks.count >= Self.shownMaskLimit || shownMaskBytes + bytes > Self.maskCacheByteLimit {
                shownMasks.removeAll(keepingCapacity: true)
                shownMaskBytes = 0
            }
            if shownMasks.updateValue(raster, forKey: key) == nil { shownMaskBytes += bytes }
        }
        return raster
    }

    /// What a mask was given and the strings its timers show: all its pixels depend on.
    struct ShownMaskKey: Hashable { let id: Int; let rect: Rect; let transform: Transform2D; let geo: Size?; let strings: [String] }

    /// A mask turned by the clock: drawn at every instant, unless its reach (`TurnedReach`,
    /// recorded when it is first drawn) says it cannot touch the canvas at this instant's angle.
    private func turnedMask(_ view: ViewTree, in rect: Rect, transform: Transform2D, geo: Size?, angles: ClockAngles,
                            budget: DrawBudget) throws -> MaskRaster {
        let key = TurnedReaches.Key(id: view.id, rect: rect, transform: transform, geo: geo)
        let canvas = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        switch turnedReaches.reach(key) {
        case .some(.some(let reach)) where usesTurnedReach:
            guard reach.mayDraw(at: angles.degrees(of: reach.effect), within: canvas) else { return MaskRaster(drewNothingWith: []) }
            return try drawMask(view, in: rect, transform: transform, geo: geo, angles: angles, budget: budget)
        case .some:
            return try drawMask(view, in: rect, transform: transform, geo: geo, angles: angles, budget: budget)
        case .none:
            let recorder = TurnedReach.applies(to: view) ? TurnedReach.Recorder() : nil
            let raster = try drawMask(view, in: rect, transform: transform, geo: geo, angles: angles, budget: budget, recorder: recorder)
            turnedReaches.keep(recorder?.reach, for: key)
            return raster
        }
    }

    /// `recorder`, when given, records the mask's reach while it is drawn (`TurnedReach.Recorder`).
    private func drawMask(_ view: ViewTree, in rect: Rect, transform: Transform2D, geo: Size?, angles: ClockAngles,
                          budget: DrawBudget, recorder: TurnedReach.Recorder? = nil) throws -> MaskRaster {
        let inner = InstantEvaluation(renderer: self, budget: budget, sharing: angles)
        inner.deferText = true
        inner.reachRecorder = recorder
        let canvas = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        try inner.draw(view, in: rect, .init(transform: transform, clip: canvas, masks: [], geo: geo))
        recorder?.finish(checking: inner.ops)
        // Most of a wheel's bands miss the canvas: their shapes were culled by their bounds.
        if inner.ops.isEmpty { return MaskRaster(drewNothingWith: inner.timers) }
        let key = try maskKey(inner, path: view.path, rect: rect, transform: transform)
        if let key {
            lock.lock()
            if let hit = maskCache[key] { lock.unlock(); return MaskRaster(sharing: hit, timers: inner.timers) }
            lock.unlock()
        }
        // Text is rasterised first, so a mask of one timer's text is its coverage, with no picture drawn.
        var ops = inner.ops
        for index in ops.indices {
            if case .text(let line, let placement, let color) = ops[index].source {
                let raster = try inner.rasterise(line, placement, color, path: view.path)
                ops[index].source = raster.color.map { .image($0, x: raster.x, y: raster.y, opaque: false) }
                    ?? .ink(color.premultiplied, raster.coverage, x: raster.x, y: raster.y)
            }
        }
        let coverage: CoverageMask
        // Where the mask can be on: the pixels its ops can touch.
        let bounds = ops.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $1.drawsNothing ? $0 : $0.union($1.region) }
        if let alpha = Self.loneInkAlpha(ops, canvas: canvas) {
            coverage = alpha
        } else {
            try budget.allocate(width: pixelWidth, height: pixelHeight, bytesPerPixel: 5, for: view.path)
            var picture = RGBAImage(width: pixelWidth, height: pixelHeight)
            for var op in ops {
                if op.drawsNothing { continue }
                try op.readPixels()
                op.draw(on: &picture)
            }
            coverage = picture.alphaMask
        }
        let raster = MaskRaster(coverage: coverage, timers: inner.timers, bounds: bounds)
        if let key {
            lock.lock()
            if maskCache[key] == nil {
                maskCache[key] = raster
                maskCacheOrder.append(key)
                maskCacheBytes += raster.coverage.values.count
                while maskCacheOrder.count > Self.maskCacheLimit || maskCacheBytes > Self.maskCacheByteLimit,
                      let oldest = maskCacheOrder.first {
                    maskCacheOrder.removeFirst()
                    maskCacheBytes -= maskCache.removeValue(forKey: oldest)?.coverage.values.count ?? 0
                }
            }
            lock.unlock()
        }
        return raster
    }

    /// The alpha one unmasked shape leaves on a clear canvas, read from its coverage (times its
    /// colour's alpha, inside its clip) without drawing it: an arc band's mask, say.
    /// The ink's window may be any part of the canvas (a band partly on it): outside it the alpha is 0.
    static func loneInkAlpha(_ ops: [DrawOp], canvas: PixelRect) -> CoverageMask? {
        guard ops.count == 1, ops[0].masks.isEmpty, ops[0].blendMode == nil,
              case .ink(let color, let coverage, let x, let y) = ops[0].source else { return nil }
        let clip = ops[0].region.intersection(canvas)
        if x == 0, y == 0, coverage.width == canvas.width, coverage.height == canvas.height, clip == canvas, color.a == 255 {
            return coverage
        }
        var alpha = CoverageMask(width: canvas.width, height: canvas.height)
        guard !clip.isEmpty else { return alpha }
        coverage.values.withUnsafeBufferPointer { from in
            alpha.values.withUnsafeMutableBufferPointer { to in
                for row in clip.y..<clip.maxY {
                    let source = (row - y) * coverage.width - x, target = row * canvas.width
                    if color.a == 255 {
                        (to.baseAddress! + target + clip.x).update(from: from.baseAddress! + source + clip.x, count: clip.width)
                    } else {
                        for column in clip.x..<clip.maxX { to[target + column] = Premultiply.multiply(color.a, from[source + column]) }
                    }
                }
            }
        }
        return alpha
    }

    private func maskKey(_ inner: InstantEvaluation, path: String, rect: Rect, transform: Transform2D) throws -> MaskKey? {
        guard inner.angles.isEmpty, inner.progress.isEmpty else { return nil }
        let t = transform
        let byTree = MaskKey.tree(path: path, rect: rect, transform: [t.a, t.b, t.c, t.d, t.tx, t.ty], timers: inner.timers)
        // Only masks made of nothing but text (every op a deferred text op) are keyed by glyphs.
        guard inner.ops.count == inner.lineKeys.count else { return byTree }
        var pieces: [TextPiecesKey] = []
        for (op, lineKey) in zip(inner.ops, inner.lineKeys) {
            guard case .text(let line, let placement, let color) = op.source, op.masks.isEmpty else { return byTree }
            let visibleKey = VisibleKey(line: lineKey, placement: placement, clip: op.clip)
            lock.lock()
            var glyphs = visibleCache[visibleKey]
            lock.unlock()
            if glyphs == nil {
                glyphs = try TextRasterizer.visibleGlyphs(line, placement: placement, clip: op.clip)
                lock.lock(); visibleCache[visibleKey] = glyphs; lock.unlock()
            }
            pieces.append(TextPiecesKey(clip: op.clip, color: color, glyphs: glyphs!))
        }
        return .glyphs(pieces)
    }

    // MARK: - Compositing: cull front to back, draw back to front

    /// Draws the ops that can be seen, into a picture of `area` (the canvas by default; a
    /// group's bounds). Walking from the top, a pixel is "covered" once an op
    /// with alpha 255 has drawn there; an op that only touches covered pixels is skipped, and
    /// once the whole area is covered nothing below is looked at. The result equals drawing
    /// every op back to front.
    ///
    /// A placed image's pixels are read only when it gets here with its masks on and something
    /// under it uncovered, so an instant reads the frames it shows and no others.
    func composite(_ ops: [DrawOp], in area: PixelRect? = nil) throws -> (RGBAImage, Set<Int>) {
        let canvas = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let area = area ?? canvas
        // The common instant: the topmost op that draws anything is an opaque picture of the
        // whole canvas (a frame over its white background). It alone shows; nothing is scanned.
        if let index = ops.lastIndex(where: { !$0.drawsNothing }) {
            var top = ops[index]
            try top.readPixels()
            if let picture = Self.wholeCanvasPicture(top, canvas: area) { return (picture, Set(top.layers)) }
            if let flattened = try flattenedTop(ops, top: index, read: top, area: area) { return flattened }
            if let banded = try bandsOverColor(ops, area: area) { return banded }
        }
        return try cullAndDraw(ops, area: area)
    }

    /// The next common instant: the top op is a picture over an opaque colour filling `area`
    /// (a keyring frame over its white background, masks all on), so those two alone show.
    /// Their composite is kept, keyed by the picture: later instants showing it copy nothing.
    private func flattenedTop(_ ops: [DrawOp], top index: Int, read top: DrawOp, area: PixelRect) throws -> (RGBAImage, Set<Int>)? {
        guard top.blendMode == nil, case .image(_, let x, let y, _) = top.source, let picture = top.picture,
              top.masks.allSatisfy(\.isFull),
              let below = ops[..<index].lastIndex(where: { !$0.drawsNothing }) else { return nil }
        let under = ops[below]
        guard under.blendMode == nil, case .color(let color) = under.source, color.a == 255,
              under.clip.contains(area), under.masks.allSatisfy(\.isFull) else { return nil }
        let flattened = try flattenedPair(under: under, color: color, top: top, picture: picture, x: x, y: y, area: area)
        var contributing = Set<Int>()
        if flattened.pictureSeen { contributing.formUnion(top.layers) }
        if flattened.colorSeen { contributing.formUnion(under.layers) }
        return (flattened.image, contributing)
    }

    /// `top` (a library picture, read, masks all on) over `under` (an opaque colour filling
    /// `area`), kept in `flattenedPictures` once drawn.
    func flattenedPair(under: DrawOp, color: RGBA, top: DrawOp, picture: PlacedImage.Key, x: Int, y: Int,
                       area: PixelRect) throws -> FlattenedPictures.Flattened {
        let key = FlattenedPictures.Key(picture: picture, x: x, y: y, clip: top.clip.intersection(area), color: color, area: area)
        if let kept = flattenedPictures.flattened(key) { return kept }
        // Culled and drawn as any instant is, the colour marked layer 0 and the picture layer 1.
        var pair = [under, top]
        pair[0].layers = [0]
        pair[1].layers = [1]
        let (image, seen) = try cullAndDraw(pair, area: area)
        let flattened = FlattenedPictures.Flattened(image: image, pictureSeen: seen.contains(1), colorSeen: seen.contains(0))
        flattenedPictures.keep(flattened, for: key)
        return flattened
    }

    /// Culls `ops` front to back and draws what shows back to front, into a picture of `area`.
    private func cullAndDraw(_ ops: [DrawOp], area: PixelRect) throws -> (RGBAImage, Set<Int>) {
        var ops = ops
        let width = area.width, height = area.height, ax = area.x, ay = area.y, canvasWidth = pixelWidth
        var covered = [Bool](repeating: false, count: width * height)
        var uncovered = width * height
        var visible = [Bool](repeating: false, count: ops.count)
        var contributing = Set<Int>()
        try covered.withUnsafeMutableBufferPointer { covered in
            for index in ops.indices.reversed() {
                if uncovered == 0 { break }
                if case .placed = ops[index].source {
                    if ops[index].drawsNothing { continue }
                    if uncovered < width * height && Self.isCovered(ops[index].region.intersection(area), covered, area: area) { continue }
                    try ops[index].readPixels()
                }
                let op = ops[index]
                var seen = false
                // The lowest op only needs to know whether it shows: nothing under it asks what
                // it covers (a widget's background, under its corners' mask, is every pixel).
                let lowest = index == 0
                let region = op.region.intersection(area)
                if region.isEmpty { continue }
                if op.blendMode != nil, !op.drawsNothing {
                    // A blend reads what is under it and covers nothing.
                    if !Self.isCovered(region, covered, area: area) { visible[index] = true; contributing.formUnion(op.layers) }
                    continue
                }
                switch op.alphaKind() {
                case .empty:
                    continue
                case .opaqueEverywhere(let opaque) where opaque.contains(area) && uncovered == width * height:
                    // Nothing above drew yet and this covers everything: it alone shows.
                    seen = true
                    uncovered = 0
                case .opaqueEverywhere:
                    rows: for y in region.y..<region.maxY {
                        for x in region.x..<region.maxX where !covered[(y - ay) * width + x - ax] {
                            covered[(y - ay) * width + x - ax] = true
                            uncovered -= 1
                            seen = true
                            if lowest { break rows }
                        }
                    }
                case .partial:
                    // At most one partial mask (an arc band, a mask partly on, a widget's rounded
                    // corners over everything in it) is read through buffers with the source;
                    // more go through `op.alpha` a pixel at a time.
                    let partial = op.masks.filter { !$0.isFull }
                    let maskValues = partial.count == 1 ? partial[0].coverage.values : []
                    let masked = partial.count == 1
                    if case .color = op.source, partial.isEmpty {
                        // One alpha below 255 everywhere: seen where anything under it is
                        // uncovered, and it covers nothing.
                        seen = !Self.isCovered(region, covered, area: area)
                    } else if partial.count <= 1, case .image(let image, let ox, let oy, _) = op.source {
                        // A picture with transparency: its alpha times the mask's coverage.
                        image.pixels.withUnsafeBufferPointer { src in
                            maskValues.withUnsafeBufferPointer { mask in
                                rows: for y in region.y..<region.maxY {
                                    let row = (y - oy) * image.width - ox
                                    for x in region.x..<region.maxX where !covered[(y - ay) * width + x - ax] {
                                        var a = src[(row + x) * 4 + 3]
                                        if masked {
                                            let coverage = mask[y * canvasWidth + x]
                                            if coverage == 0 { continue }
                                            a = Premultiply.multiply(a, coverage)
                                        }
                                        if a == 0 { continue }
                                        seen = true
                                        if lowest { break rows }
                                        if a == 255 { covered[(y - ay) * width + x - ax] = true; uncovered -= 1 }
                                    }
                                }
                            }
                        }
                    } else if partial.count <= 1, case let (c, inkValues, inkWidth, ox, oy)? = Self.colorOrInk(op.source) {
                        // A colour, or a shape's or a text's coverage in a colour (`op.alpha`).
                        let isInk = inkWidth > 0
                        inkValues.withUnsafeBufferPointer { ink in
                            maskValues.withUnsafeBufferPointer { mask in
                                rows: for y in region.y..<region.maxY {
                                    let row = (y - oy) * inkWidth - ox
                                    for x in region.x..<region.maxX where !covered[(y - ay) * width + x - ax] {
                                        var a = isInk ? Premultiply.multiply(c.a, ink[row + x]) : c.a
                                        if a == 0 { continue }
                                        if masked {
                                            a = Premultiply.multiply(a, mask[y * canvasWidth + x])
                                            if a == 0 { continue }
                                        }
                                        seen = true
                                        if lowest { break rows }
                                        if a == 255 { covered[(y - ay) * width + x - ax] = true; uncovered -= 1 }
                                    }
                                }
                            }
                        }
                    } else {
                        rows: for y in region.y..<region.maxY {
                            for x in region.x..<region.maxX where !covered[(y - ay) * width + x - ax] {
                                let a = op.alpha(x: x, y: y, canvasWidth: canvasWidth)
                                if a == 0 { continue }
                                seen = true
                                if lowest { break rows }
                                if a == 255 { covered[(y - ay) * width + x - ax] = true; uncovered -= 1 }
                            }
                        }
                    }
                }
                if seen { visible[index] = true; contributing.formUnion(op.layers) }
            }
        }
        let shown = ops.indices.filter { visible[$0] }
        // The lowest op shown, when it is an opaque picture of the whole canvas, is the canvas
        // drawn so far: a frame on top of everything costs no copy at all.
        let base = shown.first.flatMap { Self.wholeCanvasPicture(ops[$0], canvas: area) }
        var image = base ?? RGBAImage(width: width, height: height)
        for index in shown.dropFirst(base == nil ? 0 : 1) { ops[index].draw(on: &image, origin: (ax, ay)) }
        return (image, contributing)
    }

    /// A colour op's colour, or an ink op's colour and coverage (its values, width and top-left);
    /// a colour has no coverage (width 0). Nil for any other source.
    private static func colorOrInk(_ source: DrawOp.Source) -> (RGBA, [UInt8], Int, Int, Int)? {
        switch source {
        case .color(let c): (c, [], 0, 0, 0)
        case .ink(let c, let coverage, let x, let y): (c, coverage.values, coverage.width, x, y)
        default: nil
        }
    }

    /// Whether every pixel of `region` is covered already.
    private static func isCovered(_ region: PixelRect, _ covered: UnsafeMutableBufferPointer<Bool>, area: PixelRect) -> Bool {
        for y in region.y..<region.maxY {
            let row = (y - area.y) * area.width - area.x
            for x in region.x..<region.maxX where !covered[row + x] { return false }
        }
        return true
    }

    /// The picture itself when `op` draws an opaque image exactly over `canvas`, unmasked:
    /// source-over onto a clear canvas leaves exactly its pixels.
    private static func wholeCanvasPicture(_ op: DrawOp, canvas: PixelRect) -> RGBAImage? {
        guard op.blendMode == nil, case .image(let picture, let x, let y, opaque: true) = op.source, x == canvas.x, y == canvas.y,
              picture.width == canvas.width,
              picture.height == canvas.height, op.clip.contains(canvas), op.masks.allSatisfy(\.isFull) else { return nil }
        return picture
    }

    /// Mean of the product of `masks` over `region`, 0…1 (1 with no masks).
    private func maskCoverage(_ masks: [MaskRaster], over region: PixelRect) -> Double {
        let partial = masks.filter { !$0.isFull }
        if masks.contains(where: \.isEmpty) || region.isEmpty { return masks.isEmpty ? 1 : 0 }
        if partial.isEmpty { return 1 }
        var sum = 0.0
        if partial.count == 1 {
            // One mask (an arc band every instant): its values summed as integers, exactly, and
            // only within its bounds (outside them it is 0).
            var total = 0
            let summed = region.intersection(partial[0].bounds)
            if !summed.isEmpty { partial[0].coverage.values.withUnsafeBufferPointer { values in
                for y in summed.y..<summed.maxY {
                    var row: UInt32 = 0   // at most 255 × 2^24 per row: no overflow for any canvas row
                    for value in values[(y * pixelWidth + summed.x)..<(y * pixelWidth + summed.maxX)] { row &+= UInt32(value) }
                    total += Int(row)
                }
            } }
            return Double(total) / 255 / Double(region.width * region.height)
        }
        for y in region.y..<region.maxY {
            for x in region.x..<region.maxX {
                var a = 1.0
                for m in partial { a *= Double(m.coverage.values[y * pixelWidth + x]) / 255 }
                sum += a
            }
        }
        return sum / Double(region.width * region.height)
    }
}

/// What a frame-font layer drew: its font, its timer's string and the glyph it ends in.
struct FrameTextRecord {
    let font: String
    let string: String
    let glyph: UInt32?
    let face: FontFace?
}

extension RGBA {
    init(_ color: SceneColor) { self.init(r: color.r, g: color.g, b: color.b, a: color.a) }
}
