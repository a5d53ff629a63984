import TimerMaskCore
import TimerMaskRaster

// The effects that draw a view's content differently from its ops one by one: SwiftUI's
// opacity and shadow (which reach every view inside, as SwiftUI applies them), and the
// compositing group, colour effects and blur (which take the content as one picture).

extension InstantEvaluation {
    /// `op` with pixels the compositor can read: text rasterised, a placed image read.
    func materialised(_ op: DrawOp, path: String) throws -> DrawOp {
        var op = op
        switch op.source {
        case .text(let line, let placement, let color):
            let raster = try rasterise(line, placement, color, path: path)
            op.source = raster.color.map { .image($0, x: raster.x, y: raster.y, opaque: false) }
                ?? .ink(color.premultiplied, raster.coverage, x: raster.x, y: raster.y)
        case .placed:
            try op.readPixels()
        default: break
        }
        return op
    }

    /// Draws `body` with every op it makes faded to `opacity`: SwiftUI fades a container's views
    /// one by one, so where two overlap the lower shows through (a compositing group inside
    /// made one op, and fades whole).
    func drawFaded(opacity: Double, _ ctx: Context, path: String, _ body: (Context) throws -> Void) throws {
        let start = ops.count
        try body(ctx)
        guard opacity < 1 else { return }
        let a = UInt8((opacity * 255).rounded())
        guard a > 0 else { return ops.removeSubrange(start...) }
        for index in start..<ops.count { ops[index] = try faded(ops[index], a, path: path) }
    }

    private func faded(_ op: DrawOp, _ a: UInt8, path: String) throws -> DrawOp {
        try mapped(op, path: path,
                   colour: { c in RGBA(r: Premultiply.multiply(c.r, a), g: Premultiply.multiply(c.g, a), b: Premultiply.multiply(c.b, a), a: Premultiply.multiply(c.a, a)) },
                   text: { c in RGBA(r: c.r, g: c.g, b: c.b, a: Premultiply.multiply(c.a, a)) })   // a straight colour: its alpha alone
    }

    /// `op` with every colour it draws in passed through `colour` (premultiplied: its colour,
    /// or each pixel of its picture, the picture counted against the budget), a text's straight
    /// colour through `text`; a placed image is read first.
    func mapped(_ op: DrawOp, path: String, colour: (RGBA) -> RGBA, text: (RGBA) -> RGBA) throws -> DrawOp {
        var op = op
        switch op.source {
        case .color(let c): op.source = .color(colour(c))
        case .ink(let c, let coverage, let x, let y): op.source = .ink(colour(c), coverage, x: x, y: y)
        case .text(let line, let placement, let c): op.source = .text(line, placement, text(c))
        case .placed:
            try op.readPixels()
            return try mapped(op, path: path, colour: colour, text: text)
        case .image(var picture, let x, let y, _):
            try budget.spend(pixels: picture.width * picture.height, for: path)
            Self.mapPixels(&picture, colour)
            op.source = .image(picture, x: x, y: y, opaque: false)
        }
        return op
    }

    /// Each premultiplied pixel of `picture` through `f`.
    static func mapPixels(_ picture: inout RGBAImage, _ f: (RGBA) -> RGBA) {
        picture.withUnsafeMutablePixels { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let c = f(RGBA(r: p[i], g: p[i + 1], b: p[i + 2], a: p[i + 3]))
                p[i] = c.r; p[i + 1] = c.g; p[i + 2] = c.b; p[i + 3] = c.a
            }
        }
    }

    /// The ops `body` makes, composited apart into one picture of the pixels they touch grown
    /// by `margin` (within `limit`), with the image layers in it; nil when they draw nothing.
    private func composited(_ ctx: Context, path: String, margin: Int = 0, limit: PixelRect? = nil,
                            _ body: (Context) throws -> Void) throws -> (picture: RGBAImage, area: PixelRect, layers: [Int])? {
        let outer = ops
        ops = []
        try body(ctx)
        var inner = ops
        ops = outer
        for index in inner.indices { inner[index] = try materialised(inner[index], path: path) }
        let drawn = inner.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $1.drawsNothing ? $0 : $0.union($1.region) }
        guard !drawn.isEmpty else { return nil }
        let area = PixelRect(x: drawn.x - margin, y: drawn.y - margin, width: drawn.width + 2 * margin, height: drawn.height + 2 * margin)
            .intersection(limit ?? canvas)
        guard !area.isEmpty else { return nil }
        try budget.allocate(width: area.width, height: area.height, bytesPerPixel: 4, for: path)
        try budget.spend(pixels: area.width * area.height, for: path)
        let (picture, contributing) = try renderer.composite(inner, in: area)
        return (picture, area, contributing.sorted())
    }

    /// `.compositingGroup()`: the content as one picture, so effects after it take it whole;
    /// with `mappingPixels`, each of its pixels through it (a colour effect, vibrant rendering).
    func drawComposited(_ ctx: Context, path: String, mappingPixels f: ((RGBA) -> RGBA)? = nil, _ body: (Context) throws -> Void) throws {
        guard let (drawn, area, layers) = try composited(ctx, path: path, body) else { return }
        var picture = drawn
        if let f {
            try budget.spend(pixels: area.width * area.height, for: path)
            Self.mapPixels(&picture, f)
        }
        ops.append(DrawOp(source: .image(picture, x: area.x, y: area.y, opaque: false), clip: ctx.clip, masks: [], layers: layers))
    }

    /// A colour effect or a blur on the content composited apart; `rect` is the view's frame
    /// (an opaque blur stays inside it).
    func drawFiltered(_ filter: LayerFilter, in rect: Rect, _ ctx: Context, path: String, _ body: (Context) throws -> Void) throws {
        switch filter {
        case .vibrant:
            try drawVibrant(ctx, path: path, body)
        case .color(let effect):
            // Each pixel's straight colour through the matrix, premultiplied again.
            let matrix = effect.matrix(renderer.environment.colorScheme)
            try drawComposited(ctx, path: path, mappingPixels: { c in
                let (r, g, b) = c.a == 0 ? (UInt8(0), UInt8(0), UInt8(0))
                    : (Premultiply.divide(c.r, c.a), Premultiply.divide(c.g, c.a), Premultiply.divide(c.b, c.a))
                let out = matrix.apply(r: r, g: g, b: b, a: c.a)
                return RGBA(r: Premultiply.multiply(out.0, out.3), g: Premultiply.multiply(out.1, out.3), b: Premultiply.multiply(out.2, out.3), a: out.3)
            }, body)
        case .blur(let radius, let opaque):
            let sigma = radius * ctx.transform.largestScale
            let frame = rect.pixels(through: ctx.transform).intersection(canvas)
            let margin = opaque ? 0 : GaussianBlur.reach(sigma: sigma)
            guard let (picture, area, layers) = try composited(ctx, path: path, margin: margin, limit: opaque ? frame : nil, body) else { return }
            try budget.spend(pixels: GaussianBlur.cost(width: area.width, height: area.height, sigma: sigma), for: path)
            let blurred = GaussianBlur.blurred(picture, sigma: sigma, clampEdges: opaque)
            ops.append(DrawOp(source: .image(blurred, x: area.x, y: area.y, opaque: false), clip: ctx.clip, masks: [], layers: layers))
        }
    }

    /// The content composited apart, then each pixel white at its luminance's opacity (vibrant).
    func drawVibrant(_ ctx: Context, path: String, _ body: (Context) throws -> Void) throws {
        try drawComposited(ctx, path: path, mappingPixels: { c in
            let l = Self.luminance(c)
            return RGBA(r: l, g: l, b: l, a: l)
        }, body)
    }

    /// `.shadow(…)`: under every op the content makes, its alpha blurred, moved and coloured,
    /// limited by the clip and masks above the modifier (the op's own clip and masks shape it).
    func drawShadowed(_ style: ShadowStyle, _ ctx: Context, path: String, _ body: (Context) throws -> Void) throws {
        let start = ops.count
        try body(ctx)
        let T = ctx.transform
        let sigma = style.radius * T.largestScale
        let dx = Int((T.a * style.x + T.c * style.y).rounded()), dy = Int((T.b * style.x + T.d * style.y).rounded())
        let reach = GaussianBlur.reach(sigma: sigma)
        let tint = RGBA(style.color.resolved(renderer.environment.colorScheme)).premultiplied
        guard tint.a > 0 else { return }
        var out: [DrawOp] = []
        for op in ops[start...] {
            let op = try materialised(op, path: path)
            defer { out.append(op) }
            if op.drawsNothing { continue }
            let area = PixelRect(x: op.region.x - reach, y: op.region.y - reach, width: op.region.width + 2 * reach, height: op.region.height + 2 * reach)
            // Only what can land on the canvas once moved is drawn.
            let visible = area.intersection(PixelRect(x: -dx, y: -dy, width: canvas.width, height: canvas.height))
            if visible.isEmpty { continue }
            try budget.allocate(width: visible.width, height: visible.height, bytesPerPixel: 4, for: path)
            try budget.spend(pixels: visible.width * visible.height + GaussianBlur.cost(width: visible.width, height: visible.height, sigma: sigma), for: path)
            var (alpha, _) = try renderer.composite([op], in: visible)
            Self.mapPixels(&alpha) { c in
                RGBA(r: Premultiply.multiply(tint.r, c.a), g: Premultiply.multiply(tint.g, c.a), b: Premultiply.multiply(tint.b, c.a), a: Premultiply.multiply(tint.a, c.a))
            }
            let shadow = GaussianBlur.blurred(alpha, sigma: sigma, clampEdges: false)
            var clip = ctx.clip
            for mask in ctx.masks where !mask.isFull { clip = clip.intersection(mask.bounds) }
            out.append(DrawOp(source: .image(shadow, x: visible.x + dx, y: visible.y + dy, opaque: false), clip: clip, masks: ctx.masks, layers: op.layers))
        }
        ops.replaceSubrange(start..., with: out)
    }
}
