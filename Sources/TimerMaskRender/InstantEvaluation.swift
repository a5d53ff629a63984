import Foundation
import TimerMaskCore
import TimerMaskFonts
import TimerMaskRaster

/// One instant of a scene turned into draw ops: layout, then every view placed with the
/// transform, clip and masks its modifiers give it.
final class InstantEvaluation {
    unowned let renderer: SceneRenderer
    let t: Instant
    var ops: [DrawOp] = []
    var layers: [SceneRenderer.LayerRecord] = []
    /// Timer strings shown, in tree order, and clock-hand angles turned: what masks depend on.
    var timers: [String] = []
    var angles: [Double] = []
    /// Leave text as `.text` ops (for masks, which may not need the pixels).
    var deferText = false
    var lineKeys: [SceneRenderer.LineKey] = []
    var sizeMemo: [SizeKey: Size] = [:]
    var steps = 0
    static let stepLimit = 1_000_000
    /// The image layer the ops being made belong to.
    var currentLayer: Int? = nil

    /// Each timer's string at `t`, by slot (`ViewTree.timerSlots`), worked out when first asked.
    private var timerStrings: [String?]

    init(renderer: SceneRenderer, at t: Instant) {
        self.renderer = renderer
        self.t = t
        timerStrings = Array(repeating: nil, count: renderer.tree.timers.count)
    }

    /// The string timer `slot` of the tree shows at `t`.
    func timerString(_ slot: Int) -> String {
        if let known = timerStrings[slot] { return known }
        let string = renderer.clock.string(for: renderer.tree.timers[slot], reference: renderer.scene.reference, at: t)
        timerStrings[slot] = string
        return string
    }

    /// Where and how a view draws: points → pixels, the pixels it may touch, the masks over it.
    struct Context {
        var transform: Transform2D
        var clip: PixelRect
        var masks: [MaskRaster]
        var geo: Size?
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

    private func draw(_ view: ViewTree, level: Int, in rect: Rect, _ ctx: Context) throws {
        guard level > 0 else { return try drawContent(view, in: rect, ctx) }
        let modifier = view.node.modifiers[level - 1]
        let path = view.modifierPaths[level - 1]
        var ctx = ctx
        switch modifier {
        case .frame(let w, let h, let alignment):
            let width = try w.map { try length($0, geo: ctx.geo, path: path) }
            let height = try h.map { try length($0, geo: ctx.geo, path: path) }
            let child = try size(view, level: level - 1, Proposal(width: width ?? rect.width, height: height ?? rect.height), geo: ctx.geo)
            try draw(view, level: level - 1, in: rect.place(child, alignment: alignment), ctx)
        case .flexibleFrame(let frame):
            let bounds = try flexibleBounds(frame, geo: ctx.geo, path: path)
            let child = try size(view, level: level - 1, flexibleProposal(bounds, Proposal(rect.size)), geo: ctx.geo)
            try draw(view, level: level - 1, in: rect.place(child, alignment: frame.alignment), ctx)
        case .padding(let edges, let amount):
            let i = try paddingInsets(edges, amount, geo: ctx.geo, path: path)
            try draw(view, level: level - 1, in: Rect(x: rect.x + i.left, y: rect.y + i.top,
                                                      width: max(0, rect.width - i.left - i.right),
                                                      height: max(0, rect.height - i.top - i.bottom)), ctx)
        case .offset(let x, let y):
            let dx = try length(x, geo: ctx.geo, path: path), dy = try length(y, geo: ctx.geo, path: path)
            ctx.transform = Transform2D.translation(x: dx, y: dy).concatenating(ctx.transform)
            try draw(view, level: level - 1, in: rect, ctx)
        case .rotation(let degrees, let anchor):
            ctx.transform = Transform2D.rotation(degrees: degrees, about: pivot(rect, anchor)).concatenating(ctx.transform)
            try draw(view, level: level - 1, in: rect, ctx)
        case .clockHandRotation(let effect):
            let degrees = effect.degrees(at: t, environment: renderer.environment)
            angles.append(degrees)
            ctx.transform = Transform2D.rotation(degrees: degrees, about: pivot(rect, effect.anchor)).concatenating(ctx.transform)
            try draw(view, level: level - 1, in: rect, ctx)
        case .scale(let sx, let sy, let anchor):
            let p = pivot(rect, anchor)
            ctx.transform = Transform2D.translation(x: -p.x, y: -p.y).concatenating(.scale(x: sx, y: sy))
                .concatenating(.translation(x: p.x, y: p.y)).concatenating(ctx.transform)
            try draw(view, level: level - 1, in: rect, ctx)
        case .opacity(let opacity):
            try drawGroup(opacity: opacity, ctx) { try self.draw(view, level: level - 1, in: rect, $0) }
        case .clipped:
            if ctx.transform.isAxisAligned {
                ctx.clip = ctx.clip.intersection(rect.pixels(through: ctx.transform))
            } else {
                try clip(&ctx, to: VectorPath.polygon(rect.corners).transformed(by: ctx.transform))
            }
            try draw(view, level: level - 1, in: rect, ctx)
        case .clipShape(let shape):
            try clip(&ctx, to: try ShapeGeometry.outline(shape, in: rect, paint: nil, transform: ctx.transform, evaluation: self, geo: ctx.geo, path: path))
            try draw(view, level: level - 1, in: rect, ctx)
        case .background(_, let alignment):
            let background = view.modifierViews[level - 1]!
            try draw(background, in: rect.place(try fullSize(background, Proposal(rect.size), geo: ctx.geo), alignment: alignment), ctx)
            try draw(view, level: level - 1, in: rect, ctx)
        case .overlay(_, let alignment):
            try draw(view, level: level - 1, in: rect, ctx)
            let overlay = view.modifierViews[level - 1]!
            try draw(overlay, in: rect.place(try fullSize(overlay, Proposal(rect.size), geo: ctx.geo), alignment: alignment), ctx)
        case .mask(_, let alignment):
            let mask = view.modifierViews[level - 1]!
            let placed = rect.place(try fullSize(mask, Proposal(rect.size), geo: ctx.geo), alignment: alignment)
            let raster = try renderer.maskRaster(mask, in: placed, transform: ctx.transform, geo: ctx.geo, at: t,
                                                  strings: mask.timerSlots.map(timerString))
            timers += raster.timers
            ctx.masks.append(raster)
            try draw(view, level: level - 1, in: rect, ctx)
        }
    }

    func pivot(_ rect: Rect, _ anchor: UnitPointValue) -> Point2D {
        Point2D(rect.x + rect.width * anchor.x, rect.y + rect.height * anchor.y)
    }

    /// Limits `ctx` to an outline's anti-aliased coverage: a mask, and its bounds as the clip.
    private func clip(_ ctx: inout Context, to outline: VectorPath) throws {
        let window = ctx.clip.intersection(pixelBounds(of: outline))
        ctx.clip = window
        guard !window.isEmpty else { return }
        ctx.masks.append(MaskRaster(coverage: canvasCoverage(of: outline, in: window), timers: [], bounds: window))
    }

    /// `body`'s ops composited apart, then drawn as one picture at `opacity` (SwiftUI's group opacity).
    private func drawGroup(opacity: Double, _ ctx: Context, _ body: (Context) throws -> Void) throws {
        let outer = ops
        ops = []
        try body(ctx)
        let inner = ops
        ops = outer
        guard opacity > 0, !inner.isEmpty else { return }
        var (picture, contributing) = try renderer.composite(inner)
        if opacity < 1 {
            let a = UInt8((opacity * 255).rounded())
            picture.pixels.withUnsafeMutableBufferPointer { p in
                for i in p.indices { p[i] = Premultiply.multiply(p[i], a) }
            }
        }
        ops.append(DrawOp(source: .picture(picture), clip: ctx.clip, masks: [], layers: contributing.sorted()))
    }

    // MARK: - Views

    private func drawContent(_ view: ViewTree, in rect: Rect, _ ctx: Context) throws {
        switch view.node.content {
        case .zStack(let alignment, _):
            for child in view.children {
                try draw(child, in: rect.place(try fullSize(child, Proposal(rect.size), geo: ctx.geo), alignment: alignment), ctx)
            }
        case .vStack(let alignment, let spacing, _):
            try drawStack(view, axisIsX: false, spacing: spacing, across: alignment.fraction, in: rect, ctx)
        case .hStack(let alignment, let spacing, _):
            try drawStack(view, axisIsX: true, spacing: spacing, across: alignment.fraction, in: rect, ctx)
        case .spacer:
            break
        case .geometryReader:
            var inner = ctx
            inner.geo = rect.size
            for child in view.children {
                let size = try fullSize(child, Proposal(rect.size), geo: rect.size)
                try draw(child, in: Rect(x: rect.x, y: rect.y, width: size.width, height: size.height), inner)
            }
        case .color(let color):
            let rgba = RGBA(color.resolved(renderer.environment.colorScheme)).premultiplied
            if ctx.transform.isAxisAligned {
                append(.color(rgba), clip: ctx.clip.intersection(rect.pixels(through: ctx.transform)), ctx)
            } else {
                fill(VectorPath.polygon(rect.corners).transformed(by: ctx.transform), color: rgba, ctx)
            }
        case .shape(let shape, let paint):
            let outline = try ShapeGeometry.outline(shape, in: rect, paint: paint, transform: ctx.transform, within: ctx.clip,
                                                    evaluation: self, geo: ctx.geo, path: view.path)
            fill(outline, color: RGBA(paint.color.resolved(renderer.environment.colorScheme)).premultiplied, ctx)
        case .image(let name, let mode):
            try drawImage(name, mode: mode, in: rect, ctx, path: view.path)
        case .text(let text):
            try drawText(text, in: rect, ctx, path: view.path)
        }
    }

    /// A stack's children one after another along its axis, each placed across it at `across`
    /// (0 leading or top, ½ centre, 1 trailing or bottom) of the slack.
    private func drawStack(_ view: ViewTree, axisIsX: Bool, spacing: Double?, across: Double, in rect: Rect, _ ctx: Context) throws {
        let layout = try stackLayout(view, axisIsX: axisIsX, spacing: spacing, Proposal(rect.size), geo: ctx.geo)
        var along = axisIsX ? rect.x : rect.y
        for (child, size) in zip(view.children, layout.sizes) {
            let placed = axisIsX
                ? Rect(x: along, y: rect.y + (rect.height - size.height) * across, width: size.width, height: size.height)
                : Rect(x: rect.x + (rect.width - size.width) * across, y: along, width: size.width, height: size.height)
            try draw(child, in: placed, ctx)
            along += (axisIsX ? size.width : size.height) + layout.spacing
        }
    }

    func append(_ source: DrawOp.Source, clip: PixelRect, _ ctx: Context) {
        // A partial mask is off outside its bounds: nothing masked by it draws there.
        var clip = clip
        for mask in ctx.masks where !mask.isFull { clip = clip.intersection(mask.bounds) }
        ops.append(DrawOp(source: source, clip: clip, masks: ctx.masks, layers: currentLayer.map { [$0] } ?? []))
    }

    /// An outline (in canvas pixels) filled with exact-area anti-aliasing.
    private func fill(_ outline: VectorPath, color: RGBA, _ ctx: Context) {
        let window = ctx.clip.intersection(pixelBounds(of: outline))
        guard !window.isEmpty, color.a > 0 else { return }
        append(.ink(color, canvasCoverage(of: outline, in: window)), clip: window, ctx)
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

    /// Coverage of `outline` over the canvas, computed only inside `window`.
    func canvasCoverage(of outline: VectorPath, in window: PixelRect) -> CoverageMask {
        let local = PathRasterizer.coverage(of: outline, width: window.width, height: window.height,
                                            originX: window.x, originY: window.y)
        if window == canvas { return local }
        var mask = CoverageMask(width: renderer.pixelWidth, height: renderer.pixelHeight)
        mask.composite(local, atX: window.x, y: window.y)
        return mask
    }

    // MARK: - Images

    private func drawImage(_ name: String, mode: ImageContentMode, in rect: Rect, _ ctx: Context, path: String) throws {
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
            // Pixels are read only if culling keeps the op.
            let placed = PlacedImage(library: images, name: name, width: size.width, height: size.height, path: path)
            append(.placed(placed, x: x, y: y), clip: ctx.clip, ctx)
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
                let picture = try PlacedImage(library: images, name: name, width: w, height: h, path: path).read().0
                var canvasImage = RGBAImage(width: renderer.pixelWidth, height: renderer.pixelHeight)
                canvasImage.draw(picture, transform: map)
                append(.picture(canvasImage), clip: bounds, ctx)
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

    private func drawText(_ text: TextContent, in rect: Rect, _ ctx: Context, path: String) throws {
        let (line, key, strings) = try textLine(text, path: path)
        for (piece, s) in zip(text.runs, strings) { if case .timer = piece { timers.append(s) } }
        if let layer = currentLayer, layers[layer].image.isEmpty, !deferText {
            // A frame-font layer: the picture is the glyph its string ends in (pinned to the view).
            layers[layer] = SceneRenderer.LayerRecord(path: layers[layer].path, image: "", masks: ctx.masks, region: ctx.clip,
                                                      text: FrameTextRecord(font: text.font, string: strings.joined(),
                                                                            glyph: line.glyphs.last?.glyph.glyphID,
                                                                            face: line.runs.last?.font))
        }
        let color = RGBA(text.color.resolved(renderer.environment.colorScheme))
        let alignment = LineAlignment(rawValue: text.alignment.rawValue)!
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
                append(.text(line, placement, color), clip: ctx.clip, ctx)
                lineKeys.append(key)
                return
            }
            // A frame-font layer shows one picture glyph: composited where it lands, not copied
            // into a view-sized picture at every instant.
            if line.runs.contains(where: { $0.font.hasColorGlyphs }) {
                let lone: (image: RGBAImage, x: Int, y: Int, opaque: Bool)?
                do { lone = try TextRasterizer.lonePicture(line, placement: placement) } catch {
                    throw RenderError(.font, "\(path): \(error)")
                }
                if let lone {
                    append(.image(lone.image, x: lone.x, y: lone.y, opaque: lone.opaque), clip: ctx.clip, ctx)
                    return
                }
            }
            let raster = try rasterise(line, placement, color, path: path)
            append(raster.color.map { .picture($0) } ?? .ink(color.premultiplied, raster.coverage), clip: ctx.clip, ctx)
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
        let raster = try rasterise(line, placement, color, path: path)
        let upright = raster.color ?? {
            var picture = RGBAImage(width: pw, height: ph)
            picture.fill(color, through: raster.coverage)
            return picture
        }()
        let map = Transform2D.scale(1 / s).concatenating(.translation(x: rect.x + left, y: rect.y + top)).concatenating(T)
        var canvasImage = RGBAImage(width: renderer.pixelWidth, height: renderer.pixelHeight)
        canvasImage.draw(upright, transform: map)
        append(.picture(canvasImage), clip: ctx.clip, ctx)
    }

    func rasterise(_ line: TextLine, _ placement: TextPlacement, _ color: RGBA, path: String) throws -> TextRaster {
        do { return try TextRasterizer.render(line, placement: placement, color: color) } catch {
            throw RenderError(.font, "\(path): \(error)")
        }
    }
}
