import Foundation
import TimerMaskCore
import TimerMaskFonts
import TimerMaskRaster

/// How timers read their strings while rendering. Jitter models plug in here.
public protocol TimerClock: Sendable {
    /// The string `timer` (whose date is `date`) shows at wall-clock `t`.
    func string(for timer: TimerSpec, date: Instant, at t: Instant) -> String
    /// The rule timers round by: it decides where their strings flip, so the ideal schedule follows it.
    var rounding: TimerRounding { get }
}

/// Timers exactly as the model of domain.md section 2 says, with one rounding rule.
public struct IdealTimerClock: TimerClock {
    public var rounding: TimerRounding
    public init(rounding: TimerRounding = .default) { self.rounding = rounding }
    public func string(for timer: TimerSpec, date: Instant, at t: Instant) -> String {
        TimerText(date: date, rounding: rounding).string(at: t)
    }
}

/// Evaluates a scene at wall-clock instants: the exact picture the widget shows, and why.
///
/// Cost follows what is visible: masks are rasterised once per distinct timer string and
/// cached, a layer whose mask is off is not drawn, and nothing under an opaque layer that
/// covers the canvas is drawn.
public final class SceneRenderer: @unchecked Sendable {
    public let scene: WidgetScene
    public let images: ImageLibrary
    public let fonts: FontLibrary
    public let clock: any TimerClock
    public let pixelWidth: Int
    public let pixelHeight: Int

    private let lock = NSLock()
    private var maskCache: [MaskKey: MaskRaster] = [:]
    private var maskCacheOrder: [MaskKey] = []
    private static let maskCacheLimit = 512
    private var lineCache: [LineKey: TextLine] = [:]
    private var visibleCache: [VisibleKey: [TextRasterizer.PlacedRaster]] = [:]
    private static let lineCacheLimit = 4096

    /// What a mask's pixels depend on. Text-only masks (the timer masks) are keyed by the
    /// glyphs that land in their clip, so every layer whose timer shows the same last digit
    /// shares one raster; other masks by their place in the tree and their timer strings.
    enum MaskKey: Hashable {
        case glyphs([TextPiecesKey])
        case tree(path: String, rect: PixelRect, timers: [String])
    }
    struct TextPiecesKey: Hashable { let clip: PixelRect; let color: RGBA; let glyphs: [TextRasterizer.PlacedRaster] }

    public init(scene: WidgetScene, images: ImageLibrary, fonts: FontLibrary = FontLibrary(),
                clock: any TimerClock = IdealTimerClock()) throws {
        guard scene.width > 0, scene.height > 0, scene.width.isFinite, scene.height.isFinite else {
            throw RenderError("the scene's size \(scene.width) × \(scene.height) pt must be positive")
        }
        guard scene.displayScale > 0, scene.displayScale <= 8 else {
            throw RenderError("the display scale \(scene.displayScale) must be between 0 and 8")
        }
        self.scene = scene
        self.images = images
        self.fonts = fonts
        self.clock = clock
        self.pixelWidth = Int((scene.width * scene.displayScale - 1e-9).rounded(.up))
        self.pixelHeight = Int((scene.height * scene.displayScale - 1e-9).rounded(.up))
        guard pixelWidth * pixelHeight <= 8192 * 8192 else {
            throw RenderError("the scene is \(pixelWidth) × \(pixelHeight) px, over the 8192 × 8192 limit")
        }
        try checkReferences()
    }

    /// Every image and font the tree names must exist before the first instant is rendered.
    private func checkReferences() throws {
        try scene.root.walk { node, path in
            switch node.content {
            case .image(let name, _):
                guard images.original(name) != nil else {
                    throw RenderError("\(path) names image '\(name)', which was not loaded (\(images.names.count) images are: \(images.names.prefix(4).joined(separator: ", "))\(images.names.count > 4 ? ", …" : ""))")
                }
            case .text(let text):
                do { _ = try fonts.face(text.font) } catch { throw RenderError("\(path): \(error)") }
            default: break
            }
        }
    }

    /// The widget at `t`: the picture and, per image layer, why it shows or not.
    public func render(at t: Instant) throws -> Rendering {
        var evaluation = Evaluation()
        let canvas = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        try evaluate(scene.root, offered: Rect(x: 0, y: 0, width: scene.width, height: scene.height),
                     alignment: .center, clip: canvas, masks: [], path: "root", at: t, into: &evaluation)
        let (image, contributing) = composite(evaluation.ops)
        let layers = evaluation.layers.enumerated().map { index, layer in
            LayerState(path: layer.path, image: layer.image,
                       frame: layer.image.hasPrefix("frame:") ? Int(layer.image.dropFirst(6)) : nil,
                       timers: layer.masks.reversed().flatMap(\.timers),
                       maskCoverage: maskCoverage(layer.masks, over: layer.region),
                       contributes: contributing.contains(index))
        }
        return Rendering(instant: t, reference: scene.reference, image: image, layers: layers)
    }

    // MARK: - Evaluation: tree → draw ops

    struct LayerRecord { let path: String; let image: String; let masks: [MaskRaster]; let region: PixelRect }

    struct Evaluation {
        var ops: [DrawOp] = []
        var layers: [LayerRecord] = []
        var timers: [String] = []
        /// Leave text as `.text` ops (for masks, which may not need the pixels).
        var deferText = false
        /// The line keys of the deferred text ops, in order.
        var lineKeys: [LineKey] = []
    }

    private func evaluate(_ node: SceneNode, offered: Rect, alignment: StackAlignment, clip: PixelRect,
                          masks: [MaskRaster], path: String, at t: Instant, into out: inout Evaluation) throws {
        let scale = scene.displayScale
        var rect = offered
        var textLine: TextLine? = nil
        var lineKey: LineKey? = nil
        if case .text(let text) = node.content {
            (textLine, lineKey) = try line(for: text, at: t, timers: &out.timers)
        }
        if let frame = node.frame {
            rect = offered.place(width: frame.width ?? offered.width, height: frame.height ?? offered.height, alignment: alignment)
        } else if let textLine, case .text(let text) = node.content {
            // A timer Text takes the full width it is offered (domain.md section 4); a literal its own.
            let width = text.containsTimer ? offered.width : textLine.width
            rect = offered.place(width: width, height: textLine.height, alignment: alignment)
        }
        if let offset = node.offset { rect.x += offset.x; rect.y += offset.y }
        let pixels = rect.pixels(scale: scale)
        let clip = node.clipped ? clip.intersection(pixels) : clip
        var masks = masks
        if let mask = node.mask?.value {
            masks.append(try maskRaster(mask, in: rect, path: path + ".mask", at: t))
        }
        var layer: Int? = nil
        if case .image(let name, _) = node.content {
            layer = out.layers.count
            out.layers.append(LayerRecord(path: path, image: name, masks: masks, region: clip.intersection(pixels)))
        }
        if let background = node.background {
            out.ops.append(DrawOp(source: .color(RGBA(background).premultiplied), clip: clip.intersection(pixels),
                                  masks: masks, layer: layer))
        }
        switch node.content {
        case .zStack(let stackAlignment, let children):
            for (i, child) in children.enumerated() {
                try evaluate(child, offered: rect, alignment: stackAlignment, clip: clip, masks: masks,
                             path: "\(path).children[\(i)]", at: t, into: &out)
            }
        case .color(let color):
            out.ops.append(DrawOp(source: .color(RGBA(color).premultiplied), clip: clip.intersection(pixels), masks: masks))
        case .image(let name, let mode):
            guard let original = images.original(name) else { throw RenderError("\(path) names image '\(name)', which was not loaded") }
            let size = ImagePlacement.fillSize(imageWidth: original.width, imageHeight: original.height,
                                               boxWidth: rect.width * scale, boxHeight: rect.height * scale, mode: mode)
            let picture = images.image(name, width: size.width, height: size.height)!
            let x = Int((rect.x * scale + (rect.width * scale - Double(size.width)) / 2).rounded())
            let y = Int((rect.y * scale + (rect.height * scale - Double(size.height)) / 2).rounded())
            out.ops.append(DrawOp(source: .image(picture, x: x, y: y, opaque: images.isOpaque(name, width: size.width, height: size.height)),
                                  clip: clip, masks: masks, layer: layer))
        case .text(let text):
            let placement = TextPlacement(viewWidth: scene.width, viewHeight: scene.height, displayScale: scale,
                                          frameWidth: rect.width, frameHeight: rect.height,
                                          alignment: LineAlignment(rawValue: text.alignment.rawValue)!,
                                          anchor: .topLeading, offsetX: rect.x, offsetY: rect.y)
            let color = RGBA(text.color)
            if out.deferText {
                out.ops.append(DrawOp(source: .text(textLine!, placement, color), clip: clip, masks: masks))
                out.lineKeys.append(lineKey!)
                return
            }
            let raster = try TextRasterizer.render(textLine!, placement: placement, color: color)
            if let picture = raster.color {
                out.ops.append(DrawOp(source: .picture(picture), clip: clip, masks: masks))
            } else {
                out.ops.append(DrawOp(source: .ink(color.premultiplied, raster.coverage), clip: clip, masks: masks))
            }
        }
    }

    /// A text's runs as strings at `t` (each timer turned into what it shows) and the shaped
    /// line, shaped once per distinct (font, size, strings).
    private func line(for text: TextContent, at t: Instant, timers: inout [String]) throws -> (line: TextLine, key: LineKey) {
        let strings = text.runs.map { piece -> String in
            switch piece {
            case .literal(let s): return s
            case .timer(let spec):
                let s = clock.string(for: spec, date: spec.date.resolved(reference: scene.reference), at: t)
                timers.append(s)
                return s
            }
        }
        let key = LineKey(font: text.font, size: text.size, strings: strings)
        lock.lock()
        if let hit = lineCache[key] { lock.unlock(); return (hit, key) }
        lock.unlock()
        let face = try fonts.face(text.font)
        let line = TextLine(runs: strings.map { TextRun($0, font: face, pointSize: text.size) })
        lock.lock()
        if lineCache.count >= Self.lineCacheLimit { lineCache.removeAll(keepingCapacity: true); visibleCache.removeAll() }
        lineCache[key] = line
        lock.unlock()
        return (line, key)
    }

    struct LineKey: Hashable { let font: String; let size: Double; let strings: [String] }
    struct VisibleKey: Hashable { let line: LineKey; let placement: TextPlacement; let clip: PixelRect }

    /// The coverage a mask view draws, laid out in the masked view's rectangle, cached.
    private func maskRaster(_ node: SceneNode, in rect: Rect, path: String, at t: Instant) throws -> MaskRaster {
        var inner = Evaluation()
        inner.deferText = true
        let canvas = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        try evaluate(node, offered: rect, alignment: .center, clip: canvas, masks: [], path: path, at: t, into: &inner)
        let key = try maskKey(inner, path: path, rect: rect)
        lock.lock()
        if let hit = maskCache[key] { lock.unlock(); return MaskRaster(sharing: hit, timers: inner.timers) }
        lock.unlock()
        var picture = RGBAImage(width: pixelWidth, height: pixelHeight)
        for var op in inner.ops {
            if case .text(let line, let placement, let color) = op.source {
                let raster = try TextRasterizer.render(line, placement: placement, color: color)
                op.source = raster.color.map { .picture($0) } ?? .ink(color.premultiplied, raster.coverage)
            }
            op.draw(on: &picture)
        }
        let raster = MaskRaster(coverage: picture.alphaMask, timers: inner.timers)
        lock.lock()
        if maskCache[key] == nil {
            maskCache[key] = raster
            maskCacheOrder.append(key)
            if maskCacheOrder.count > Self.maskCacheLimit { maskCache[maskCacheOrder.removeFirst()] = nil }
        }
        lock.unlock()
        return raster
    }

    private func maskKey(_ inner: Evaluation, path: String, rect: Rect) throws -> MaskKey {
        let byTree = MaskKey.tree(path: path, rect: rect.pixels(scale: scene.displayScale * 64), timers: inner.timers)
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

    /// Draws the ops that can be seen. Walking from the top, a pixel is "covered" once an op
    /// with alpha 255 has drawn there; an op that only touches covered pixels is skipped, and
    /// once the whole canvas is covered nothing below is looked at. The result equals drawing
    /// every op back to front.
    private func composite(_ ops: [DrawOp]) -> (RGBAImage, Set<Int>) {
        let width = pixelWidth, height = pixelHeight
        let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
        var covered = [Bool](repeating: false, count: width * height)
        var uncovered = width * height
        var visible = [Bool](repeating: false, count: ops.count)
        var contributing = Set<Int>()
        covered.withUnsafeMutableBufferPointer { covered in
            for index in ops.indices.reversed() {
                if uncovered == 0 { break }
                let op = ops[index]
                var seen = false
                switch op.alphaKind() {
                case .empty:
                    continue
                case .opaqueEverywhere(let region) where region == canvas && uncovered == width * height:
                    // Nothing above drew yet and this covers everything: it alone shows.
                    seen = true
                    uncovered = 0
                case .opaqueEverywhere(let region):
                    for y in region.y..<region.maxY {
                        for x in region.x..<region.maxX where !covered[y * width + x] {
                            covered[y * width + x] = true
                            uncovered -= 1
                            seen = true
                        }
                    }
                case .partial:
                    let region = op.region
                    if case .image(let image, let ox, let oy, _) = op.source, op.masks.allSatisfy(\.isFull) {
                        // The common partial case: a picture with transparency, masks all on.
                        image.pixels.withUnsafeBufferPointer { src in
                            for y in region.y..<region.maxY {
                                let row = (y - oy) * image.width - ox
                                for x in region.x..<region.maxX where !covered[y * width + x] {
                                    let a = src[(row + x) * 4 + 3]
                                    if a == 0 { continue }
                                    seen = true
                                    if a == 255 { covered[y * width + x] = true; uncovered -= 1 }
                                }
                            }
                        }
                    } else {
                        for y in region.y..<region.maxY {
                            for x in region.x..<region.maxX where !covered[y * width + x] {
                                let a = op.alpha(x: x, y: y, canvasWidth: width)
                                if a == 0 { continue }
                                seen = true
                                if a == 255 { covered[y * width + x] = true; uncovered -= 1 }
                            }
                        }
                    }
                }
                if seen { visible[index] = true; if let layer = op.layer { contributing.insert(layer) } }
            }
        }
        var image = RGBAImage(width: width, height: height)
        for index in ops.indices where visible[index] { ops[index].draw(on: &image) }
        return (image, contributing)
    }

    /// Mean of the product of `masks` over `region`, 0…1 (1 with no masks).
    private func maskCoverage(_ masks: [MaskRaster], over region: PixelRect) -> Double {
        let partial = masks.filter { !$0.isFull }
        if masks.contains(where: \.isEmpty) || region.isEmpty { return masks.isEmpty ? 1 : 0 }
        if partial.isEmpty { return 1 }
        var sum = 0.0
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

extension RGBA {
    init(_ color: SceneColor) { self.init(r: color.r, g: color.g, b: color.b, a: color.a) }
}
