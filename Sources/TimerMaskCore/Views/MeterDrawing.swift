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

    /// The point `fraction` of the way along the arc of `arc(…)`, in `rect`'s coordinates.
    static func point(_ fraction: Double, from: Double, sweep: Double, in rect: ViewRect, lineWidth: Double) -> (x: Double, y: Double) {
        let side = min(rect.width, rect.height)
        let radius = max(0, (side - lineWidth) / 2)
        let angle = (from + sweep * min(1, max(0, fraction))) * .pi / 180
        return (rect.x + rect.width / 2 + radius * cos(angle), rect.y + rect.height / 2 + radius * sin(angle))
    }
}
