import TimerMaskCore

/// Layout without drawing, for the stage before the renderer that builds a view for the size
/// it is given (the Swift importer's GeometryReaders and custom shapes): every view is placed
/// exactly as drawing places it, and the sizes of the places asked for are kept.
final class LayoutProbe {
    /// A view by its scene path (`root.children[1]`) with its first `level` modifiers.
    struct Place: Hashable { let path: String; let level: Int }

    private let wanted: Set<Place>
    private(set) var sizes: [Place: Size] = [:]

    init(_ places: [Place]) { wanted = Set(places) }

    /// Keeps the rectangle's size if `view` at `level` is asked for.
    func note(_ view: ViewTree, level: Int, _ rect: Rect) {
        let place = Place(path: view.path, level: level)
        if wanted.contains(place) { sizes[place] = rect.size }
    }
}

extension SceneRenderer {
    /// The size layout gives each of `places` at `t` (as `render(at:)` shows it: with a
    /// timeline, the entry on screen then), in points; nil for a place layout never reaches.
    /// A place is a view's scene path (`root.children[1].modifiers[0].mask`) and how many of its
    /// modifiers count: 0 for its content's frame, `k + 1` for the frame its modifier `k` applies
    /// in (a clip shape's).
    public func laidOutSizes(of places: [(path: String, level: Int)], at t: Instant) throws -> [(width: Double, height: Double)?] {
        if scene.timeline != nil, let shown = deliveries?.showing(at: t) {
            return try entryRenderer(shown).laidOutSizes(of: places, at: t)
        }
        let evaluation = InstantEvaluation(renderer: self, at: t, budget: DrawBudget(scan: nil))
        let probe = LayoutProbe(places.map { LayoutProbe.Place(path: $0.path, level: $0.level) })
        evaluation.probe = probe
        try drawRoot(evaluation)
        return places.map { place in
            probe.sizes[LayoutProbe.Place(path: place.path, level: place.level)].map { ($0.width, $0.height) }
        }
    }
}
