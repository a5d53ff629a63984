import TimerMaskCore
import TimerMaskRaster

/// Where a SwiftUI shape becomes an outline in canvas pixels: laid out in its frame as
/// `path(in: rect)` would, filled or stroked, then mapped through the view's transform.
enum ShapeGeometry {
    /// The outline to fill with `.nonZero`: the shape itself, or its stroke's area. With `clip`,
    /// an outline that cannot reach it comes back empty without being flattened or stroked.
    static func outline(_ shape: SceneShape, in rect: Rect, paint: ShapePaint?, transform: Transform2D,
                        within clip: PixelRect? = nil, evaluation: InstantEvaluation, geo: Size?, path: String) throws -> VectorPath {
        let curve = try build(shape, in: rect, evaluation: evaluation, geo: geo, path: path)
        let budget = evaluation.budget
        guard case .stroke(_, let settings)? = paint else {
            if paint != nil { evaluation.reachRecorder?.drew(curve, stroke: nil, transform: transform) }
            if let clip, !mayReach(clip, curve, transform: transform, stroke: nil) { return VectorPath() }
            return try spent(curve.filled(transform: transform, pointLimit: budget.pointsLeft), budget, path: path)
        }
        let width = try evaluation.length(settings.lineWidth, geo: geo, frame: rect.size, path: path)
        let style = LineStyle(lineWidth: width, cap: cap(settings.lineCap), join: join(settings.lineJoin), miterLimit: settings.miterLimit)
        evaluation.reachRecorder?.drew(curve, stroke: style, transform: transform)
        if let clip, !mayReach(clip, curve, transform: transform, stroke: style) { return VectorPath() }
        return try spent(curve.stroked(style, transform: transform, pointLimit: budget.pointsLeft), budget, path: path)
    }

    /// The outline with its points counted against the instant's budget; nil (flattening or
    /// stroking stopped at what was left) is refused by name.
    private static func spent(_ outline: VectorPath?, _ budget: DrawBudget, path: String) throws -> VectorPath {
        guard let outline else {
            try budget.spend(points: budget.pointsLeft + 1, for: path)
            return VectorPath()
        }
        try budget.spend(points: outline.elements.count, for: path)
        return outline
    }

    /// Whether an outline could touch `clip`: the curve's box, mapped, widened by how far a stroke
    /// reaches past its centre line (`CurvePath.strokeReach`: half its width; up to the miter
    /// limit times that at miter joins, √2 times at square caps) and by a pixel for flattening
    /// and anti-aliasing. Most of the arc widget's bands lie far off the canvas, and stroking
    /// them costs.
    static func mayReach(_ clip: PixelRect, _ curve: CurvePath, transform: Transform2D, stroke: LineStyle?) -> Bool {
        guard let box = curve.bounds(transform: transform) else { return true }
        var reach = 1 + VectorPath.defaultTolerance
        if let stroke {
            reach += curve.strokeReach(stroke) * transform.largestScale
        }
        guard reach.isFinite else { return true }
        return box.min.x - reach < Double(clip.maxX) && box.max.x + reach > Double(clip.x)
            && box.min.y - reach < Double(clip.maxY) && box.max.y + reach > Double(clip.y)
    }

    static func build(_ shape: SceneShape, in rect: Rect, evaluation: InstantEvaluation, geo: Size?, path: String) throws -> CurvePath {
        var curve = CurvePath()
        switch shape {
        case .rectangle:
            curve.addRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        case .roundedRectangle(let radius):
            let r = try evaluation.length(radius, geo: geo, frame: rect.size, path: path)
            curve.addRoundedRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height, cornerRadius: r)
        case .capsule:
            curve.addRoundedRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                                 cornerRadius: min(rect.width, rect.height) / 2)
        case .circle:
            let d = min(rect.width, rect.height)
            curve.addEllipse(x: rect.x + (rect.width - d) / 2, y: rect.y + (rect.height - d) / 2, width: d, height: d)
        case .ellipse:
            curve.addEllipse(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        case .inset(let inner, let amount):
            // The shape in the frame inset on every side (a rounded rectangle's radius less as much, not below 0).
            let box = Rect(x: rect.x + amount, y: rect.y + amount, width: max(0, rect.width - 2 * amount), height: max(0, rect.height - 2 * amount))
            var shrunk = inner
            if case .roundedRectangle(let radius) = inner {
                let r = try evaluation.length(radius, geo: geo, frame: rect.size, path: path)
                shrunk = .roundedRectangle(cornerRadius: SceneLength(max(0, r - amount)))
            }
            curve = try build(shrunk, in: box, evaluation: evaluation, geo: geo, path: path)
        case .trimmed(let inner, let from, let to):
            guard let part = try build(inner, in: rect, evaluation: evaluation, geo: geo, path: path)
                .trimmed(from: from, to: to, pointLimit: evaluation.budget.pointsLeft) else {
                try evaluation.budget.spend(points: evaluation.budget.pointsLeft + 1, for: path)
                return curve
            }
            curve = part
        case .path(let elements):
            func point(_ p: ScenePoint) throws -> Point2D {
                Point2D(rect.x + (try evaluation.length(p.x, geo: geo, frame: rect.size, path: path)),
                        rect.y + (try evaluation.length(p.y, geo: geo, frame: rect.size, path: path)))
            }
            for element in elements {
                switch element {
                case .move(let p): curve.move(to: try point(p))
                case .line(let p): curve.addLine(to: try point(p))
                case .quadCurve(let p, let c): curve.addQuadCurve(to: try point(p), control: try point(c))
                case .curve(let p, let c1, let c2): curve.addCurve(to: try point(p), control1: try point(c1), control2: try point(c2))
                case .arc(let center, let radius, let start, let end, let clockwise):
                    curve.addArc(center: try point(center),
                                 radius: try evaluation.length(radius, geo: geo, frame: rect.size, path: path),
                                 startAngle: start * .pi / 180, endAngle: end * .pi / 180, clockwise: clockwise)
                case .close: curve.closeSubpath()
                }
            }
        }
        return curve
    }

    static func cap(_ c: StrokeSettings.Cap) -> LineStyle.Cap {
        switch c { case .butt: .butt; case .round: .round; case .square: .square }
    }

    static func join(_ j: StrokeSettings.Join) -> LineStyle.Join {
        switch j { case .miter: .miter; case .round: .round; case .bevel: .bevel }
    }
}
