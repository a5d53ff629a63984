import TimerMaskCore

/// SwiftUI's layout, one instant at a time: a parent proposes a size, the child chooses its
/// own, and the parent places it. Sizes are remembered per (view, modifier level, proposal),
/// so stacks that probe their children stay linear.
extension InstantEvaluation {
    struct SizeKey: Hashable { let id: Int; let level: Int; let proposal: Proposal; let geo: Size? }

    /// The size of `view` with its first `level` modifiers applied, offered `proposal`.
    func size(_ view: ViewTree, level: Int, _ proposal: Proposal, geo: Size?) throws -> Size {
        // Most sizes are the same at every instant: those are remembered by the renderer.
        let lasting = !view.sizeVariesWithTime
        let key = SizeKey(id: view.id, level: level, proposal: proposal, geo: geo)
        if let known = lasting ? renderer.lastingSize(of: view, level: level, proposal, geo: geo) : sizeMemo[key] { return known }
        steps += 1
        guard steps <= Self.stepLimit else {
            throw RenderError(.overLimit, "laying out the scene took over \(Self.stepLimit) steps at \(view.path); simplify its stacks")
        }
        let result = level == 0 ? try contentSize(view, proposal, geo: geo)
                                : try modifierSize(view, level: level, proposal, geo: geo)
        if lasting { renderer.rememberLastingSize(of: view, level: level, proposal, geo: geo, result) } else { sizeMemo[key] = result }
        return result
    }

    func fullSize(_ view: ViewTree, _ proposal: Proposal, geo: Size?) throws -> Size {
        try size(view, level: view.node.modifiers.count, proposal, geo: geo)
    }

    /// The view's own size rule, from its kind (TimerMaskCore's `Views/`).
    private func contentSize(_ view: ViewTree, _ p: Proposal, geo: Size?) throws -> Size {
        try view.kind.size(p, KindSizing(evaluation: self, view: view, geo: geo))
    }

    /// The size rule of the view's modifier at `level`, from its kind (TimerMaskCore's `Modifiers/`).
    private func modifierSize(_ view: ViewTree, level: Int, _ p: Proposal, geo: Size?) throws -> Size {
        try view.modifierKinds[level - 1].size(p, ModifierSizingAt(evaluation: self, view: view, level: level, geo: geo))
    }

    // MARK: - Stacks

    /// SwiftUI's stack layout: children are offered an equal share of what is left, the least
    /// flexible first, so fixed views get their size and flexible ones (spacers) split the rest.
    func stackLayout(_ view: ViewTree, axisIsX: Bool, spacing: Double?, _ p: Proposal, geo: Size?) throws -> (size: Size, sizes: [Size], spacing: Double) {
        let children = view.children
        let gap = spacing ?? 8
        guard !children.isEmpty else { return (Size(width: 0, height: 0), [], gap) }
        let along: Double? = axisIsX ? p.width : p.height
        let across: Double? = axisIsX ? p.height : p.width
        func offer(_ a: Double?) -> Proposal { axisIsX ? Proposal(width: a, height: across) : Proposal(width: across, height: a) }
        func main(_ s: Size) -> Double { axisIsX ? s.width : s.height }
        var sizes = [Size](repeating: Size(width: 0, height: 0), count: children.count)
        let totalGap = gap * Double(children.count - 1)
        // The stack's own spacers (a spacer with modifiers is a framed view like any other).
        let spacers = children.map { if case .spacer = $0.node.content, $0.node.modifiers.isEmpty { true } else { false } }
        if let along {
            var flexibility: [(Int, Double)] = []
            var minimum = [Double](repeating: 0, count: children.count)
            for (i, child) in children.enumerated() {
                let small = main(try fullSize(child, offer(0), geo: geo))
                let large = main(try fullSize(child, offer(.infinity), geo: geo))
                minimum[i] = small
                flexibility.append((i, large - small))
            }
            flexibility.sort { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
            // Spacers take what the other children leave, beyond their own minimum lengths: a
            // text beside a Spacer is offered all but the Spacer's minimum, as SwiftUI lays out
            // `HStack { Text(…); Spacer() }`; the other children share the rest, least flexible first.
            // Layout priorities: the highest group first, holding back the lower groups' minimum lengths.
            let priorities = children.map(\.node.layoutPriority)
            var remaining = along - totalGap
            for priority in Set(priorities).sorted(by: >) {
                let lower = children.indices.filter { priorities[$0] < priority }.reduce(0.0) { $0 + minimum[$1] }
                var reserved = 0.0
                for i in children.indices where spacers[i] && priorities[i] == priority { reserved += minimum[i] }
                for group in [false, true] {
                    var left = Double(children.indices.filter { spacers[$0] == group && priorities[$0] == priority }.count)
                    if group { reserved = 0 }
                    for (i, _) in flexibility where spacers[i] == group && priorities[i] == priority {
                        let share = max(0, (remaining - lower - reserved) / left)
                        sizes[i] = try fullSize(children[i], offer(share), geo: geo)
                        remaining -= main(sizes[i])
                        left -= 1
                    }
                }
            }
        } else {
            for (i, child) in children.enumerated() { sizes[i] = try fullSize(child, offer(nil), geo: geo) }
        }
        // A spacer in a stack is flexible along the stack's axis only ("or on both axes if not
        // contained in a stack", Apple): across it, it is nothing, so it never makes the stack thicker.
        for i in children.indices where spacers[i] {
            if axisIsX { sizes[i].height = 0 } else { sizes[i].width = 0 }
        }
        let length = sizes.reduce(0) { $0 + main($1) } + totalGap
        let thickness = sizes.reduce(0) { max($0, axisIsX ? $1.height : $1.width) }
        return (axisIsX ? Size(width: length, height: thickness) : Size(width: thickness, height: length), sizes, gap)
    }

    // MARK: - Lengths

    /// A length's value here: `geo.*` from the nearest GeometryReader, `width`/`height` from
    /// the shape's frame. Refused when it names what is not there or is not a finite size.
    func length(_ l: SceneLength, geo: Size?, frame: Size? = nil, path: String, allowInfinity: Bool = false) throws -> Double {
        let value = l.value { name in
            switch name {
            case "geo.width": geo?.width
            case "geo.height": geo?.height
            case "width": frame?.width
            case "height": frame?.height
            case "midX": frame.map { $0.width / 2 }
            case "midY": frame.map { $0.height / 2 }
            default: nil
            }
        }
        guard let value else {
            let missing = l.namesRead.sorted().first { $0.hasPrefix("geo.") ? geo == nil : frame == nil } ?? "a name"
            throw RenderError(.length, "\(path): '\(l)' reads \(missing), which is only known \(missing.hasPrefix("geo.") ? "inside a geometryReader" : "inside a path")")
        }
        guard (allowInfinity && value == .infinity) || (value.isFinite && abs(value) <= SceneLimits.length) else {
            throw RenderError(.length, "\(path): '\(l)' comes to \(value), outside ±\(Int(SceneLimits.length)) points")
        }
        return value
    }
}
