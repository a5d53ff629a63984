import TimerMaskCore

// What a view kind (TimerMaskCore's `Views/`) may ask of one instant's layout and drawing:
// the renderer's side of `ViewSizing` and `ViewCanvas`, one view at a time.

/// One view's sizing at this instant: its children's sizes under the nearest GeometryReader's.
struct KindSizing: ViewSizing {
    let evaluation: InstantEvaluation
    let view: ViewTree
    var geo: Size?

    func childSize(_ index: Int, _ proposal: Proposal) throws -> Size {
        try evaluation.fullSize(view.children[index], proposal, geo: geo)
    }

    func stackLayout(_ axis: StackAxis, spacing: Double?, _ proposal: Proposal) throws -> StackLayout {
        let layout = try evaluation.stackLayout(view, axisIsX: axis == .horizontal, spacing: spacing, proposal, geo: geo)
        return StackLayout(size: layout.size, sizes: layout.sizes, spacing: layout.spacing)
    }

    func imageSize(_ name: String) throws -> Size {
        guard let original = evaluation.renderer.images.size(of: name) else {
            throw RenderError(.missingImage, "\(view.path) names image '\(name)', which was not loaded")
        }
        return Size(width: Double(original.width), height: Double(original.height))
    }

    func lineSize(_ text: TextContent) throws -> Size {
        let line = try evaluation.textLine(text, path: view.path).line
        return Size(width: line.width, height: line.height)
    }

    func wrapped(_ text: TextContent, width: Double?, height: Double?) throws -> WrappedText {
        try evaluation.wrapped(text, width: width, height: height, path: view.path)
    }

    func insideGeometryReader(of size: Size) -> KindSizing {
        var inner = self
        inner.geo = size
        return inner
    }
}

/// One view's drawing at this instant: its transform, clip and masks, and its children.
struct KindCanvas: ViewCanvas {
    let evaluation: InstantEvaluation
    let view: ViewTree
    var ctx: InstantEvaluation.Context

    private var sizing: KindSizing { KindSizing(evaluation: evaluation, view: view, geo: ctx.geo) }

    func childSize(_ index: Int, _ proposal: Proposal) throws -> Size { try sizing.childSize(index, proposal) }
    func stackLayout(_ axis: StackAxis, spacing: Double?, _ proposal: Proposal) throws -> StackLayout {
        try sizing.stackLayout(axis, spacing: spacing, proposal)
    }
    func imageSize(_ name: String) throws -> Size { try sizing.imageSize(name) }
    func lineSize(_ text: TextContent) throws -> Size { try sizing.lineSize(text) }
    func wrapped(_ text: TextContent, width: Double?, height: Double?) throws -> WrappedText {
        try sizing.wrapped(text, width: width, height: height)
    }

    func insideGeometryReader(of size: Size) -> KindCanvas {
        var inner = self
        inner.ctx.geo = size
        return inner
    }

    func drawChild(_ index: Int, in rect: Rect) throws {
        try evaluation.draw(view.children[index], in: rect, ctx)
    }

    func fill(_ rect: Rect, with color: SceneColorValue) throws {
        try evaluation.drawColor(color, in: rect, ctx, path: view.path)
    }

    func fill(_ rect: Rect, with gradient: some GradientShading) throws {
        try evaluation.drawGradient(gradient, in: rect, ctx, path: view.path)
    }

    func draw(_ shape: SceneShape, _ paint: ShapePaint, in rect: Rect) throws {
        try evaluation.drawShape(shape, paint, in: rect, ctx, path: view.path)
    }

    func drawImage(_ name: String, contentMode: ImageContentMode, in rect: Rect) throws {
        try evaluation.drawImage(name, mode: contentMode, in: rect, ctx, path: view.path)
    }

    func drawText(_ text: TextContent, in rect: Rect) throws {
        try evaluation.drawText(text, in: rect, ctx, path: view.path)
    }

    func fraction(of value: ProgressValue) -> Double {
        evaluation.fraction(of: value, path: view.path)
    }
}
