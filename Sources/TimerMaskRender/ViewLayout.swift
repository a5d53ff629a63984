import TimerMaskCore

/// SwiftUI's layout, one instant at a time: a parent proposes a size, the child chooses its
/// own, and the parent places it. Sizes are remembered per (view, modifier level, proposal),
/// so stacks that probe their children stay linear.
extension InstantEvaluation {
    struct SizeKey: Hashable { let id: Int; let level: Int; let proposal: Proposal; let geo: Size? }

    /// The size of `view` with its first `level` modifiers applied, offered `proposal`.
    func size(_ view: ViewTree, level: Int, _ proposal: Proposal, geo: Size?) throws -> Size {
        let key = SizeKey(id: view.id, level: level, proposal: proposal, geo: geo)
        // Most sizes are the same at every instant: those are remembered by the renderer.
        let lasting = !view.sizeVariesWithTime
        if let known = lasting ? renderer.lastingSize(key) : sizeMemo[key] { return known }
        steps += 1
        guard steps <= Self.stepLimit else {
            throw RenderError(.overLimit, "laying out the scene took over \(Self.stepLimit) steps at \(view.path); simplify its stacks")
        }
        let result = level == 0 ? try contentSize(view, proposal, geo: geo)
                                : try modifierSize(view, level: level, proposal, geo: geo)
        if lasting { renderer.rememberLastingSize(key, result) } else { sizeMemo[key] = result }
        return result
    }

    func fullSize(_ view: ViewTree, _ proposal: Proposal, geo: Size?) throws -> Size {
        try size(view, level: view.node.modifiers.count, proposal, geo: geo)
    }

    private func contentSize(_ view: ViewTree, _ p: Proposal, geo: Size?) throws -> Size {
        switch view.node.content {
        case .zStack:
            var w = 0.0, h = 0.0
            for child in view.children {
                let s = try fullSize(child, p, geo: geo)
                w = max(w, s.width); h = max(h, s.height)
            }
            return Size(width: w, height: h)
        case .vStack(_, let spacing, _):
            return try stackLayout(view, axisIsX: false, spacing: spacing, p, geo: geo).size
        case .hStack(_, let spacing, _):
            return try stackLayout(view, axisIsX: true, spacing: spacing, p, geo: geo).size
        case .spacer(let minLength):
            let m = minLength ?? 8
            return Size(width: max(m, p.width ?? m), height: max(m, p.height ?? m))
        case .geometryReader, .color, .shape:
            return Size(width: p.width ?? 10, height: p.height ?? 10)
        case .image(let name, let mode):
            guard let original = renderer.images.size(of: name) else {
                throw RenderError(.missingImage, "\(view.path) names image '\(name)', which was not loaded")
            }
            let iw = Double(original.width), ih = Double(original.height)
            switch (p.width, p.height) {
            case (nil, nil): return Size(width: iw, height: ih)
            case (let w?, nil): return Size(width: w, height: ih * w / iw)
            case (nil, let h?): return Size(width: iw * h / ih, height: h)
            case (let w?, let h?):
                let k = mode == .fill ? max(w / iw, h / ih) : min(w / iw, h / ih)
                return Size(width: iw * k, height: ih * k)
            }
        case .text(let text):
            let line = try textLine(text, path: view.path).line
            // A timer Text takes the full width it is offered (domain.md section 4); a literal its own.
            return Size(width: text.containsTimer ? (p.width ?? line.width) : line.width, height: line.height)
        }
    }

    private func modifierSize(_ view: ViewTree, level: Int, _ p: Proposal, geo: Size?) throws -> Size {
        let modifier = view.node.modifiers[level - 1]
        let path = view.modifierPaths[level - 1]
        switch modifier {
        case .frame(let w, let h, _):
            let width = try w.map { try length($0, geo: geo, path: path) }
            let height = try h.map { try length($0, geo: geo, path: path) }
            if let width, let height { return Size(width: width, height: height) }
            let child = try size(view, level: level - 1, Proposal(width: width ?? p.width, height: height ?? p.height), geo: geo)
            return Size(width: width ?? child.width, height: height ?? child.height)
        case .flexibleFrame(let frame):
            let bounds = try flexibleBounds(frame, geo: geo, path: path)
            let child = try size(view, level: level - 1, flexibleProposal(bounds, p), geo: geo)
            return flexibleSize(bounds, proposal: p, child: child)
        case .padding(let edges, let amount):
            let insets = try paddingInsets(edges, amount, geo: geo, path: path)
            let inner = Proposal(width: p.width.map { max(0, $0 - insets.left - insets.right) },
                                 height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
            let child = try size(view, level: level - 1, inner, geo: geo)
            return Size(width: child.width + insets.left + insets.right, height: child.height + insets.top + insets.bottom)
        default:
            return try size(view, level: level - 1, p, geo: geo)
        }
    }

    // MARK: - Frames and padding

    struct FlexibleBounds { var minW, maxW, minH, maxH: Double? }

    func flexibleBounds(_ f: FlexibleFrame, geo: Size?, path: String) throws -> FlexibleBounds {
        func v(_ l: SceneLength?) throws -> Double? { try l.map { try length($0, geo: geo, path: path, allowInfinity: true) } }
        return FlexibleBounds(minW: try v(f.minWidth), maxW: try v(f.maxWidth), minH: try v(f.minHeight), maxH: try v(f.maxHeight))
    }

    /// What a flexible frame offers its child: the proposal held within the frame's bounds.
    func flexibleProposal(_ b: FlexibleBounds, _ p: Proposal) -> Proposal {
        func clamp(_ v: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
            guard var v else { return nil }
            if let hi { v = min(v, hi) }
            if let lo { v = max(v, lo) }
            return v
        }
        return Proposal(width: clamp(p.width, b.minW, b.maxW), height: clamp(p.height, b.minH, b.maxH))
    }

    /// SwiftUI's flexible frame: with a maximum it grows to the proposal (up to the maximum),
    /// with a minimum it shrinks to the proposal (down to the minimum), else it hugs the child.
    func flexibleSize(_ b: FlexibleBounds, proposal p: Proposal, child: Size) -> Size {
        func axis(_ c: Double, _ proposed: Double?, _ lo: Double?, _ hi: Double?) -> Double {
            let offered = proposed ?? c
            var r = c
            if let lo { r = max(lo, min(r, offered)) }
            if let hi { r = min(hi, max(r, offered)) }
            return r
        }
        return Size(width: axis(child.width, p.width, b.minW, b.maxW), height: axis(child.height, p.height, b.minH, b.maxH))
    }

    struct Insets { var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0 }

    func paddingInsets(_ edges: EdgeSet, _ amount: SceneLength?, geo: Size?, path: String) throws -> Insets {
        let v = try amount.map { try length($0, geo: geo, path: path) } ?? 16
        return Insets(top: edges.contains(.top) ? v : 0, left: edges.contains(.leading) ? v : 0,
                      bottom: edges.contains(.bottom) ? v : 0, right: edges.contains(.trailing) ? v : 0)
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
        if let along {
            var flexibility: [(Int, Double)] = []
            for (i, child) in children.enumerated() {
                let small = main(try fullSize(child, offer(0), geo: geo))
                let large = main(try fullSize(child, offer(.infinity), geo: geo))
                flexibility.append((i, large - small))
            }
            flexibility.sort { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
            var remaining = along - totalGap
            var left = Double(children.count)
            for (i, _) in flexibility {
                let share = max(0, remaining / left)
                sizes[i] = try fullSize(children[i], offer(share), geo: geo)
                remaining -= main(sizes[i])
                left -= 1
            }
        } else {
            for (i, child) in children.enumerated() { sizes[i] = try fullSize(child, offer(nil), geo: geo) }
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
