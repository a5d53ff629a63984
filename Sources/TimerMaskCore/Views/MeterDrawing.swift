import Foundation

/// How progress views and gauges draw their tracks: a bar, a ring, an open arc. Shared by
/// `ProgressView.swift` and `Gauge.swift`, which decide the sizes and colours.
enum MeterDrawing {
    /// A capsule track across `rect` and, over it from the leading edge, a capsule `fraction` of
    /// its width in `tint`.
    static func bar(_ fraction: Double, in rect: ViewRect, tint: SceneColorValue, track: SceneColorValue,
                    _ canvas: some ViewCanvas) throws {
        try canvas.draw(.capsule, .fill(track), in: rect)
        let filled = rect.width * min(1, max(0, fraction))
        guard filled > 0 else { return }
        try canvas.draw(.capsule, .fill(tint), in: ViewRect(x: rect.x, y: rect.y, width: filled, height: rect.height))
    }

    /// A circle of `lineWidth` inside `rect` (its stroke within the square), and over it an arc
    /// from the top clockwise through `fraction` of the turn, with round ends.
    static func ring(_ fraction: Double, in rect: ViewRect, lineWidth: Double, tint: SceneColorValue, track: SceneColorValue,
                     _ canvas: some ViewCanvas) throws {
        try arc(fraction, from: -90, sweep: 360, in: rect, lineWidth: lineWidth, tint: tint, track: track, canvas)
    }

    /// An arc of `sweep` degrees starting at `from` (0 is the trailing side, angles clockwise on
    /// screen) as the track, and the first `fraction` of it in `tint`, round-ended.
    static func arc(_ fraction: Double, from: Double, sweep: Double, in rect: ViewRect, lineWidth: Double,
                    tint: SceneColorValue, track: SceneColorValue, _ canvas: some ViewCanvas) throws {
        let side = min(rect.width, rect.height)
        let square = rect.place(ViewSize(width: side, height: side), fraction: (0.5, 0.5))
        let radius = max(0, (side - lineWidth) / 2)
        let style = StrokeSettings(lineWidth: SceneLength(lineWidth), lineCap: .round)
        func path(_ degrees: Double) -> SceneShape {
            let centre = ScenePoint(side / 2, side / 2)
            return .path([.arc(center: centre, radius: SceneLength(radius), startDegrees: from, endDegrees: from + degrees, clockwise: false)])
        }
        try canvas.draw(path(sweep), .stroke(track, style), in: square)
        let f = min(1, max(0, fraction))
        guard f > 0 else { return }
        try canvas.draw(path(sweep * f), .stroke(tint, style), in: square)
    }

    /// A value's marker centred in `dot`: a disc of the system background ringed in the primary colour.
    static func marker(in dot: ViewRect, ring: Double, _ canvas: some ViewCanvas) throws {
        try canvas.draw(.circle, .fill(.system("systemBackground")), in: dot)
        try canvas.draw(.circle, .stroke(.system("primary"), StrokeSettings(lineWidth: SceneLength(ring))), in: dot)
    }

    /// The point `fraction` of the way along the arc of `arc(…)`, in `rect`'s coordinates.
    static func point(_ fraction: Double, from: Double, sweep: Double, in rect: ViewRect, lineWidth: Double) -> (x: Double, y: Double) {
        let side = min(rect.width, rect.height)
        let radius = max(0, (side - lineWidth) / 2)
        let angle = (from + sweep * min(1, max(0, fraction))) * .pi / 180
        return (rect.x + rect.width / 2 + radius * cos(angle), rect.y + rect.height / 2 + radius * sin(angle))
    }
}

/// A linear meter's column, as progress views and linear gauges lay it out: the child above the
/// bar (its label), the bar's row, the child below (its current value label), `spacing` apart,
/// each offered the width the meter is.
struct MeterColumn {
    var above: Int?
    var below: Int?
    /// The bar's row's height: the bar's, or the labels beside it where taller.
    var barRow: Double
    static let spacing = ProgressViewModel.spacing

    /// The rows' sizes top to bottom (those given).
    func rows(width: Double?, _ layout: some ViewSizing) throws -> [ViewSize] {
        let offer = ProposedViewSize(width: width, height: nil)
        var rows: [ViewSize] = []
        if let above { rows.append(try layout.childSize(above, offer)) }
        rows.append(ViewSize(width: width ?? 0, height: barRow))
        if let below { rows.append(try layout.childSize(below, offer)) }
        return rows
    }

    /// The width offered (else the widest row), the rows' heights and the gaps between them.
    func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        let rows = try rows(width: proposal.width, layout)
        return ViewSize(width: proposal.width ?? rows.map(\.width).max() ?? 0,
                        height: rows.map(\.height).reduce(0, +) + Self.spacing * Double(rows.count - 1))
    }

    /// Draws the children above and below in `rect`, and gives the bar's row to draw in.
    func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws -> ViewRect {
        let rows = try rows(width: rect.width, canvas)
        var y = rect.y, k = 0
        if let above {
            try canvas.drawChild(above, in: ViewRect(x: rect.x, y: y, width: rows[k].width, height: rows[k].height))
            y += rows[k].height + Self.spacing; k += 1
        }
        let row = ViewRect(x: rect.x, y: y, width: rect.width, height: barRow)
        y += barRow + Self.spacing; k += 1
        if let below { try canvas.drawChild(below, in: ViewRect(x: rect.x, y: y, width: rows[k].width, height: rows[k].height)) }
        return row
    }
}

/// A fraction as `--explain` prints it: a percentage to at most two decimals (`62.5%`).
public enum ExplainedFraction {
    public static func percent(_ f: Double) -> String {
        let p = (f * 10_000).rounded() / 100
        return (p == p.rounded() ? String(Int(p)) : String(format: "%g", p)) + "%"
    }
}
