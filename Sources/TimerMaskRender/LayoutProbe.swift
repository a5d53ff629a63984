import TimerMaskCore
import TimerMaskRaster

/// Layout without drawing, for the stage before the renderer that builds a view for the size
/// it is given (the Swift importer's GeometryReaders and custom shapes): every view is placed
/// exactly as drawing places it, and the sizes of the places asked for are kept.
final class LayoutProbe {
    /// A view by its scene path (`root.children[1]`) with its first `level` modifiers.
    struct Place: Hashable { let path: String; let level: Int }

    private let wanted: Set<Place>
    private(set) var sizes: [Place: Size] = [:]
    /// Where each place was drawn on the widget, in points: the box holding its rectangle once
    /// moved, turned or scaled by the modifiers around it.
    private(set) var boxes: [Place: Rect] = [:]

    init(_ places: [Place]) { wanted = Set(places) }

    /// Keeps the rectangle's size (and where it lands) if `view` at `level` is asked for.
    func note(_ view: ViewTree, level: Int, _ rect: Rect, transform: Transform2D, scale: Double) {
        let place = Place(path: view.path, level: level)
        guard wanted.contains(place) else { return }
        sizes[place] = rect.size
        let corners = rect.corners.map { transform.apply($0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        boxes[place] = Rect(x: xs.min()! / scale, y: ys.min()! / scale, width: (xs.max()! - xs.min()!) / scale, height: (ys.max()! - ys.min()!) / scale)
    }
}

extension SceneRenderer {
    /// The size layout gives each of `places` at `t` (as `render(at:)` shows it: with a
    /// timeline, the entry on screen then), in points; nil for a place layout never reaches.
    /// A place is a view's scene path (`root.children[1].modifiers[0].mask`) and how many of its
    /// modifiers count: 0 for its content's frame, `k + 1` for the frame its modifier `k` applies
    /// in (a clip shape's).
    public func laidOutSizes(of places: [(path: String, level: Int)], at t: Instant) throws -> [(width: Double, height: Double)?] {
        let (probe, asked) = try laidOut(places, at: t)
        return asked.map { probe.sizes[$0].map { ($0.width, $0.height) } }
    }

    /// Where layout puts each of `places` at `t` on the widget, in points (x, y, width, height):
    /// the box holding its rectangle under the offsets, turns and scales around it; nil for a
    /// place layout never reaches. Places as `laidOutSizes(of:at:)` takes them.
    public func laidOutBoxes(of places: [(path: String, level: Int)], at t: Instant) throws -> [(x: Double, y: Double, width: Double, height: Double)?] {
        let (probe, asked) = try laidOut(places, at: t)
        return asked.map { probe.boxes[$0].map { ($0.x, $0.y, $0.width, $0.height) } }
    }

    /// One layout at `t` with `places` noted (the entry on screen then, with a timeline).
    private func laidOut(_ places: [(path: String, level: Int)], at t: Instant) throws -> (LayoutProbe, [LayoutProbe.Place]) {
        if scene.timeline != nil, let shown = deliveries?.showing(at: t) {
            return try entryRenderer(shown).laidOut(places, at: t)
        }
        let asked = places.map { LayoutProbe.Place(path: $0.path, level: $0.level) }
        let evaluation = InstantEvaluation(renderer: self, at: t, budget: DrawBudget(scan: nil))
        let probe = LayoutProbe(asked)
        evaluation.probe = probe
        try drawRoot(evaluation)
        return (probe, asked)
    }
}
