import SwiftSyntax
import TimerMaskCore

/// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow(alignment:) { … } … }` and
/// `ViewThatFits(in:) { … }` as their scene views (TimerMaskCore's `Views/Grid.swift`,
/// `Views/ViewThatFits.swift`). A view in a grid outside a `GridRow` spans the grid; a `GridRow`
/// outside a grid is laid out as an `HStack` of its cells.
extension Evaluator {
    func gridCall(_ args: [Arg], _ content: SwiftValue?, _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        func spacing(_ label: String) throws -> Double? {
            guard let v = argument(args, label), !{ if case .none = v { true } else { false } }() else { return nil }
            let s = try double(v, e, label)
            guard (0...SceneLimits.length).contains(s) else { throw runtime(e, "\(label) \(s) is out of range") }
            return s
        }
        let model = GridModel(rows: [], alignment: try alignment(argument(args, "alignment"), e),
                              horizontalSpacing: try spacing("horizontalSpacing"), verticalSpacing: try spacing("verticalSpacing"))
        return .view(ViewValue(content: .grid(model, try builderViews(content, e)), origin: Syntax(e), file: currentFile))
    }

    func gridRowCall(_ args: [Arg], _ content: SwiftValue?, _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        let a = try argument(args, "alignment").map { try stackAlignment($0, e, "VerticalAlignment", center: VerticalEdgeAlignment.center) }
        return .view(ViewValue(content: .gridRow(a, try builderViews(content, e)), origin: Syntax(e), file: currentFile))
    }

    /// The grid's rows as scene cells: each `GridRow`'s views its cells, any other view a row of its own across the grid.
    func assembleGrid(_ model: GridModel, _ views: [ViewValue], _ env: Environment) throws -> (SceneView, [SceneHole]) {
        var rows: [Int?] = [], alignments: [VerticalEdgeAlignment?] = [], parts: [Assembled] = []
        func flattened(_ views: [ViewValue]) -> [ViewValue] {
            views.flatMap { view -> [ViewValue] in
                if case .group(let inner) = view.content, view.modifiers.isEmpty { return flattened(inner) }
                return [view]
            }
        }
        for view in flattened(views) {
            if case .gridRow(let a, let cells) = view.content, view.modifiers.isEmpty {
                let made = try flattened(cells).flatMap { try assemble($0, env) }
                rows.append(made.count)
                alignments.append(a)
                parts += made
            } else {
                let made = try assemble(view, env)
                guard !made.isEmpty else { continue }
                rows.append(nil)
                alignments.append(nil)
                parts.append(Assembled.stacked(made))
            }
        }
        var full = model
        full.rows = rows
        full.rowAlignments = alignments
        return (.grid(full, children: parts.map(\.node)), Assembled.childHoles(parts))
    }

    /// `.aspectRatio(_:contentMode:)`'s arguments: a ratio (a number, a CGSize's width / height,
    /// or none) and `.fit` or `.fill` (fit when not given).
    func aspectRatioArguments(_ args: [Arg], _ e: FunctionCallExprSyntax) throws -> (Double?, ImageContentMode) {
        var mode = ImageContentMode.fit
        if let given = argument(args, "contentMode") {
            guard case .member(let m, _) = try known(given), let parsed = ImageContentMode(rawValue: m) else {
                throw runtime(e, "aspectRatio's contentMode is .fit or .fill")
            }
            mode = parsed
        }
        guard let first = argument(args, nil) else { return (nil, mode) }
        switch try known(first) {
        case .none: return (nil, mode)
        case .size(let w, let h):
            guard w.double > 0, h.double > 0 else { throw runtime(e, "an aspect ratio's size must be positive") }
            return (w.double / h.double, mode)
        default:
            let r = try double(first, e, "the aspect ratio")
            guard r > 0, r <= SceneLimits.scaleFactor else { throw runtime(e, "an aspect ratio of \(r) is outside (0, \(Int(SceneLimits.scaleFactor))]") }
            return (r, mode)
        }
    }
}
