import TimerMaskCore
import TimerMaskRaster

// What a modifier kind (TimerMaskCore's `Modifiers/`) may ask of one instant's layout and
// drawing: the renderer's side of `ModifierSizing` and `ModifierCanvas`, one modifier at a time.

/// The sizing of a view's modifier at `level`: its content is the view with the modifiers below.
struct ModifierSizingAt: ModifierSizing {
    let evaluation: InstantEvaluation
    let view: ViewTree
    let level: Int
    let geo: Size?

    func contentSize(_ proposal: Proposal) throws -> Size {
        try evaluation.size(view, level: level - 1, proposal, geo: geo)
    }

    func length(_ length: SceneLength, allowInfinity: Bool) throws -> Double {
        try evaluation.length(length, geo: geo, path: view.modifierPaths[level - 1], allowInfinity: allowInfinity)
    }
}

/// The drawing of a view's modifier at `level`, under the transform, clip and masks above it.
struct ModifierCanvasAt: ModifierCanvas {
    let evaluation: InstantEvaluation
    let view: ViewTree
    let level: Int
    var ctx: InstantEvaluation.Context

    private var path: String { view.modifierPaths[level - 1] }
    private var held: ViewTree { view.modifierViews[level - 1]! }
    private var sizing: ModifierSizingAt { ModifierSizingAt(evaluation: evaluation, view: view, level: level, geo: ctx.geo) }

    func contentSize(_ proposal: Proposal) throws -> Size { try sizing.contentSize(proposal) }
    func length(_ length: SceneLength, allowInfinity: Bool) throws -> Double { try sizing.length(length, allowInfinity: allowInfinity) }

    func drawContent(in rect: Rect) throws {
        try evaluation.draw(view, level: level - 1, in: rect, ctx)
    }

    func drawContent(in rect: Rect, opacity: Double) throws {
        if evaluation.probe != nil { return try drawContent(in: rect) }   // layout only: nothing to fade
        try evaluation.drawFaded(opacity: opacity, ctx, path: path) { try evaluation.draw(view, level: level - 1, in: rect, $0) }
    }

    func drawContent(in rect: Rect, filter: LayerFilter) throws {
        if evaluation.probe != nil { return try drawContent(in: rect) }   // layout only: nothing to filter
        try evaluation.drawFiltered(filter, in: rect, ctx, path: path) { try evaluation.draw(view, level: level - 1, in: rect, $0) }
    }

    func drawContent(in rect: Rect, shadow: ShadowStyle) throws {
        if evaluation.probe != nil { return try drawContent(in: rect) }   // layout only: no shadow to place
        try evaluation.drawShadowed(shadow, ctx, path: path) { try evaluation.draw(view, level: level - 1, in: rect, $0) }
    }

    func drawContent(in rect: Rect, renderingMode: WidgetRenderingMode, colors: AccentedColors) throws {
        if evaluation.probe != nil { return try drawContent(in: rect) }   // layout only: nothing to recolour
        try evaluation.drawRendered(renderingMode, colors: colors, ctx, path: path) { try evaluation.draw(view, level: level - 1, in: rect, $0) }
    }

    func drawContent(in rect: Rect, accentGroup: AccentGroup) throws {
        if evaluation.probe != nil { return try drawContent(in: rect) }   // layout only: nothing to recolour
        try evaluation.drawAccentGroup(accentGroup, ctx, path: path) { try evaluation.draw(view, level: level - 1, in: rect, $0) }
    }

    func drawContent(in rect: Rect, blendMode: SceneBlendMode) throws {
        if evaluation.probe != nil { return try drawContent(in: rect) }   // layout only: nothing to blend
        let start = evaluation.ops.count
        try evaluation.draw(view, level: level - 1, in: rect, ctx)
        guard blendMode != .normal else { return }
        let mode = PixelBlendMode(rawValue: blendMode.rawValue)!
        for index in start..<evaluation.ops.count where evaluation.ops[index].blendMode == nil {
            evaluation.ops[index] = try evaluation.materialised(evaluation.ops[index], path: path)
            evaluation.ops[index].blendMode = mode
        }
    }

    func drawContentComposited(in rect: Rect) throws {
        if evaluation.probe != nil { return try drawContent(in: rect) }   // layout only: nothing to composite
        try evaluation.drawComposited(ctx, path: path) { try evaluation.draw(view, level: level - 1, in: rect, $0) }
    }

    private func transformed(_ transform: Transform2D) -> ModifierCanvasAt {
        var moved = self
        moved.ctx.transform = transform.concatenating(ctx.transform)
        return moved
    }

    func translated(x: Double, y: Double) -> ModifierCanvasAt { transformed(.translation(x: x, y: y)) }

    func rotated(degrees: Double, anchor: UnitPointValue, of rect: Rect) -> ModifierCanvasAt {
        transformed(.rotation(degrees: degrees, about: evaluation.pivot(rect, anchor)))
    }

    func scaled(x: Double, y: Double, anchor: UnitPointValue, of rect: Rect) -> ModifierCanvasAt {
        let p = evaluation.pivot(rect, anchor)
        return transformed(Transform2D.translation(x: -p.x, y: -p.y).concatenating(.scale(x: x, y: y)).concatenating(.translation(x: p.x, y: p.y)))
    }

    /// Turned by the clock at this instant; the angle is recorded, as masks depend on it.
    func turned(by effect: ClockHandRotation, of rect: Rect) -> ModifierCanvasAt {
        let degrees = evaluation.clockAngles.degrees(of: effect)
        evaluation.angles.append(degrees)
        evaluation.reachRecorder?.turned(effect, degrees: degrees, about: evaluation.pivot(rect, effect.anchor), outside: ctx.transform)
        return rotated(degrees: degrees, anchor: effect.anchor, of: rect)
    }

    func clipped(to rect: Rect) throws -> ModifierCanvasAt {
        if evaluation.probe != nil { return self }   // layout only: nothing to clip
        var clipped = self
        if ctx.transform.isAxisAligned {
            clipped.ctx.clip = ctx.clip.intersection(rect.pixels(through: ctx.transform))
        } else {
            try evaluation.clip(&clipped.ctx, to: VectorPath.polygon(rect.corners).transformed(by: ctx.transform), path: path)
        }
        return clipped
    }

    func clipped(to shape: SceneShape, in rect: Rect) throws -> ModifierCanvasAt {
        if evaluation.probe != nil { return self }   // layout only: a custom clip's path may still wait for this size
        var clipped = self
        let outline = try ShapeGeometry.outline(shape, in: rect, paint: nil, transform: ctx.transform, evaluation: evaluation,
                                                geo: ctx.geo, path: path)
        try evaluation.clip(&clipped.ctx, to: outline, path: path)
        return clipped
    }

    func heldViewSize(_ proposal: Proposal) throws -> Size {
        try evaluation.fullSize(held, proposal, geo: ctx.geo)
    }

    func drawHeldView(in rect: Rect) throws {
        try evaluation.draw(held, in: rect, ctx)
    }

    func masked(byHeldViewIn rect: Rect) throws -> ModifierCanvasAt {
        if evaluation.probe != nil {
            try evaluation.draw(held, in: rect, ctx)   // layout only: the mask's views are placed, not rasterised
            return self
        }
        let mask = held
        let raster = try evaluation.renderer.maskRaster(mask, in: rect, transform: ctx.transform, geo: ctx.geo, angles: evaluation.clockAngles,
                                                        budget: evaluation.budget, strings: mask.timerSlots.map(evaluation.timerString))
        evaluation.timers += raster.timers
        var masked = self
        masked.ctx.masks.append(raster)
        return masked
    }
}
