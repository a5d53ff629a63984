import TimerMaskCore
import TimerMaskFonts
import TimerMaskRaster

/// A mask's coverage over the whole canvas, with the facts culling needs. Blink masks are
/// almost always all on or all off, so only a partial mask keeps its pixels: the cache of
/// masks stays small.
final class MaskRaster: @unchecked Sendable {
    /// Per-pixel coverage; empty (0 × 0) when the mask is full or empty everywhere.
    let coverage: CoverageMask
    let isFull: Bool
    let isEmpty: Bool
    /// The timer strings the mask view showed.
    let timers: [String]
    /// Where the coverage may be above 0 (canvas pixels): what the mask view drew could touch.
    /// Outside it the mask is off, so whatever it masks is clipped to it.
    let bounds: PixelRect

    /// `bounds`, when given, must hold every pixel of `coverage` above 0.
    init(coverage: CoverageMask, timers: [String], bounds: PixelRect? = nil) {
        self.isFull = coverage.isFull
        self.isEmpty = coverage.isEmpty
        self.coverage = isFull || isEmpty ? CoverageMask(width: 0, height: 0) : coverage
        self.timers = timers
        let whole = PixelRect(x: 0, y: 0, width: coverage.width, height: coverage.height)
        self.bounds = isEmpty ? PixelRect(x: 0, y: 0, width: 0, height: 0) : bounds.map { $0.intersection(whole) } ?? whole
    }

    /// A mask view that drew nothing (an arc band wholly off the canvas): empty everywhere,
    /// known without a canvas-sized picture to scan.
    init(drewNothingWith timers: [String]) {
        self.coverage = CoverageMask(width: 0, height: 0)
        self.isFull = false
        self.isEmpty = true
        self.timers = timers
        self.bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// The same pixels under another timer's strings.
    init(sharing other: MaskRaster, timers: [String]) {
        self.coverage = other.coverage
        self.isFull = other.isFull
        self.isEmpty = other.isEmpty
        self.timers = timers
        self.bounds = other.bounds
    }
}

/// One thing to draw, in canvas pixels: a colour, a placed image, or text ink, limited to a
/// clip and scaled by every mask above it in the tree.
struct DrawOp {
    enum Source {
        case color(RGBA)                                   // premultiplied
        case image(RGBAImage, x: Int, y: Int, opaque: Bool)
        /// An image whose pixels are not read yet: culling asks for them only if the op can
        /// still be seen (its masks are on and something under it is uncovered).
        case placed(PlacedImage, x: Int, y: Int)
        /// Coverage in a colour (premultiplied), its top-left at canvas pixel (x, y): a shape's
        /// or a text's window, not the canvas, so thousands of small views stay small.
        case ink(RGBA, CoverageMask, x: Int, y: Int)
        /// Text not rasterised yet: masks decide from its visible glyphs whether they need to.
        case text(TextLine, TextPlacement, RGBA)
    }
    /// Whatever replaces the source (a colour effect's mapped pixels, say) is no longer the
    /// library's picture.
    var source: Source { didSet { picture = nil } }
    var clip: PixelRect
    var masks: [MaskRaster]
    /// The image layers this op belongs to (an image's background or picture, or a group
    /// holding them), for explanations.
    var layers: [Int] = []
    /// Already drawn in its accent group's colour (accented rendering), so an outer group leaves it.
    var grouped = false
    /// `.blendMode`: blended with what is under it, never covering it (nil: source-over).
    var blendMode: PixelBlendMode? = nil
    /// The library picture an `.image` source was read from, unchanged (nil when drawn for this
    /// instant or changed since): what `FlattenedPictures` keys its composites by.
    var picture: PlacedImage.Key? = nil

    /// The pixels the source can touch.
    var region: PixelRect {
        switch source {
        case .image(let image, let x, let y, _):
            return clip.intersection(PixelRect(x: x, y: y, width: image.width, height: image.height))
        case .placed(let image, let x, let y):
            return clip.intersection(PixelRect(x: x, y: y, width: image.width, height: image.height))
        case .ink(_, let coverage, let x, let y):
            return clip.intersection(PixelRect(x: x, y: y, width: coverage.width, height: coverage.height))
        default: return clip
        }
    }

    enum Alpha { case empty, opaqueEverywhere(PixelRect), partial }

    /// Nothing to draw, known without pixels: no pixels to touch, or a mask off everywhere.
    var drawsNothing: Bool { region.isEmpty || masks.contains(where: \.isEmpty) }

    /// Reads a placed image's pixels (and whether they are opaque) from its library.
    mutating func readPixels() throws {
        guard case .placed(let placed, let x, let y) = source else { return }
        let (image, opaque, origin) = try placed.read()
        source = .image(image, x: origin?.x ?? x, y: origin?.y ?? y, opaque: opaque)
        picture = placed.key
    }

    /// A quick verdict without touching pixels where possible. Placed images are read first.
    func alphaKind() -> Alpha {
        if drawsNothing { return .empty }
        if blendMode != nil { return .partial }
        let masksFull = masks.allSatisfy(\.isFull)
        switch source {
        case .color(let c):
            if c.a == 0 { return .empty }
            return c.a == 255 && masksFull ? .opaqueEverywhere(region) : .partial
        case .image(_, _, _, let opaque):
            return opaque && masksFull ? .opaqueEverywhere(region) : .partial
        default:
            return .partial
        }
    }

    /// Alpha of this op at a canvas pixel (0…255): source alpha × masks, within the clip.
    @inline(__always)
    func alpha(x: Int, y: Int, canvasWidth: Int) -> UInt8 {
        var a: UInt8
        switch source {
        case .color(let c): a = c.a
        case .image(let image, let ox, let oy, _): a = image.pixels[((y - oy) * image.width + x - ox) * 4 + 3]
        case .ink(let c, let coverage, let ox, let oy): a = Premultiply.multiply(c.a, coverage.values[(y - oy) * coverage.width + x - ox])
        case .text: preconditionFailure("text is rasterised before it is composited")
        case .placed: preconditionFailure("a placed image is read before it is composited")
        }
        for m in masks where !m.isFull {
            if a == 0 { return 0 }
            a = Premultiply.multiply(a, m.coverage.values[y * canvasWidth + x])
        }
        return a
    }

    /// Draws this op onto `canvas`, source-over; `canvas` holds the canvas pixels from `origin` on
    /// (a group's bounds), so every position here is moved by it.
    func draw(on canvas: inout RGBAImage, origin: (x: Int, y: Int) = (0, 0)) {
        let (dx, dy) = origin
        if let blendMode {
            // Its own pixels first, alone on clear, then blended with what is under.
            var alone = self
            alone.blendMode = nil
            let area = region
            guard !area.isEmpty else { return }
            var source = RGBAImage(width: area.width, height: area.height)
            alone.draw(on: &source, origin: (area.x, area.y))
            blendMode.blend(source, onto: &canvas, atX: area.x - dx, y: area.y - dy,
                            clip: PixelRect(x: area.x - dx, y: area.y - dy, width: area.width, height: area.height))
            return
        }
        let clip = PixelRect(x: self.clip.x - dx, y: self.clip.y - dy, width: self.clip.width, height: self.clip.height)
        let partialMasks = masks.filter { !$0.isFull }
        var combined: CoverageMask? = nil
        if partialMasks.count == 1 {
            combined = partialMasks[0].coverage
        } else if partialMasks.count > 1 {
            var product = partialMasks[0].coverage
            let canvas = PixelRect(x: 0, y: 0, width: product.width, height: product.height)
            for m in partialMasks.dropFirst() { product.scale(by: m.coverage, over: canvas, origin: (0, 0)) }
            combined = product
        }
        // Masks are canvas-sized: their origin moves with the canvas's.
        let maskOrigin = (x: -dx, y: -dy)
        switch source {
        case .color(let c):
            canvas.blend(nil, color: c, clip: clip, mask: combined, maskOrigin: maskOrigin)
        case .image(let image, let x, let y, _):
            canvas.blend(image, atX: x - dx, y: y - dy, clip: clip, mask: combined, maskOrigin: maskOrigin)
        case .ink(let color, let coverage, let x, let y):
            var ink = coverage
            let area = region
            // The masks are canvas-sized: each ink pixel is scaled by the mask pixel under it,
            // unless they cover all the ink's area (a text inside a widget's rounded corners).
            if let combined, !combined.isFull(in: area) {
                ink.scale(by: combined, over: area, origin: (x, y))
            }
            canvas.blend(nil, color: color, clip: PixelRect(x: area.x - dx, y: area.y - dy, width: area.width, height: area.height),
                         mask: ink, maskOrigin: (x - dx, y - dy))
        case .text:
            preconditionFailure("text is rasterised before it is drawn")
        case .placed:
            preconditionFailure("a placed image is read before it is drawn")
        }
    }
}

/// A picture at the pixel size it is drawn at, not read yet: an image view's, or the one frame
/// glyph a frame-font layer shows.
struct PlacedImage {
    enum Pixels {
        case library(SceneImages, name: String)
        case glyph(TextRasterizer.LoneGlyph)
    }
    let pixels: Pixels
    let width: Int
    let height: Int
    /// The view, for the error if the pixels cannot be read.
    let path: String

    /// What its pixels are: the library's picture at that size (nil for a glyph's picture, which
    /// the glyph cache keeps, so its composites are not kept again).
    struct Key: Hashable { let name: String; let width: Int; let height: Int }
    var key: Key? {
        guard case .library(_, let name) = pixels else { return nil }
        return Key(name: name, width: width, height: height)
    }

    init(library: SceneImages, name: String, width: Int, height: Int, path: String) {
        self.pixels = .library(library, name: name)
        self.width = width
        self.height = height
        self.path = path
    }

    /// A glyph's picture; `frame` is where the glyph is drawn, or may be when it has not been
    /// drawn yet (its box is then known only once it is read).
    init(glyph: TextRasterizer.LoneGlyph, frame: PixelRect, path: String) {
        self.pixels = .glyph(glyph)
        self.width = frame.width
        self.height = frame.height
        self.path = path
    }

    /// The pixels and whether they are all opaque, read (and resampled, or drawn) on first use,
    /// and for a glyph where its top-left pixel goes (a library picture's is where it was placed).
    func read() throws -> (image: RGBAImage, opaque: Bool, origin: (x: Int, y: Int)?) {
        switch pixels {
        case .glyph(let glyph):
            do {
                let drawn = try glyph.picture()
                return (drawn.image, drawn.opaque, (drawn.x, drawn.y))
            } catch {
                throw RenderError(.font, "\(path): \(error)")
            }
        case .library(let library, let name):
            do {
                guard let image = try library.image(name, width: width, height: height) else {
                    throw RenderError(.missingImage, "\(path) names image '\(name)', which was not loaded")
                }
                return (image, try library.isOpaque(name, width: width, height: height), nil)
            } catch let error as RenderError {
                throw error
            } catch {
                throw RenderError(.unreadableImage, "\(path) names image '\(name)': \(error)")
            }
        }
    }
}
