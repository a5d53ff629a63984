import SwiftSyntax
import TimerMaskCore

/// Lays evaluated views into scene nodes, top down, so each `GeometryReader` and custom shape
/// learns the size it is offered: the widget's size at the root, a `.frame`'s sides, less a
/// `.padding`, the modified view's size for a mask, background or overlay. Environment
/// modifiers reach the texts and shapes below them, the innermost winning as in SwiftUI.
extension Evaluator {
    struct Proposal {
        var width: Double?
        var height: Double?
    }

    struct Environment {
        var font: FontValue?
        var alignment: TextAlignmentSetting?
        var color: SceneColorValue?
        var inMask = false

        func applying(_ modifier: ViewValue.Modifier) -> Environment {
            var copy = self
            switch modifier {
            case .font(let f): copy.font = f
            case .textAlignment(let a): copy.alignment = a
            case .foreground(let c): copy.color = c
            default: break
            }
            return copy
        }
    }

    func resolveRoot(_ view: ViewValue, width: Double, height: Double) throws -> SceneNode {
        let nodes = try resolve(view, Proposal(width: width, height: height), Environment())
        switch nodes.count {
        case 0: throw SwiftImportError(.noView, "\(files[view.file].location(view.origin)): the view draws nothing")
        case 1: return nodes[0]
        default: return SceneNode(.zStack(alignment: .center, children: nodes))   // several views at the top stack as a ZStack
        }
    }

    func resolve(_ view: ViewValue, _ proposal: Proposal, _ env: Environment) throws -> [SceneNode] {
        try step(view.origin)
        let saved = currentFile
        currentFile = view.file
        defer { currentFile = saved }
        // Proposals and environments from the outermost modifier in.
        let count = view.modifiers.count
        var proposals = Array(repeating: proposal, count: count + 1)
        var environments = Array(repeating: env, count: count + 1)
        for i in stride(from: count - 1, through: 0, by: -1) {
            proposals[i] = propose(view.modifiers[i], proposals[i + 1])
            environments[i] = environments[i + 1].applying(view.modifiers[i])
        }
        var nodes: [SceneNode]
        if case .group(let views) = view.content {
            nodes = try views.flatMap { try resolve($0, proposals[0], environments[0]) }
            guard count == 0 else { throw unsupported(view.origin, "modifiers on several views at once") }
            return nodes
        }
        let content = try resolveContent(view, proposals[0], environments[0])
        var chain: [SceneModifier] = []
        for (i, modifier) in view.modifiers.enumerated() {
            switch modifier {
            case .plain(let m): chain.append(m)
            case .font, .textAlignment, .foreground: break
            case .clipCustomShape(let instance, let origin):
                let size = try chosenSize(view, levels: i, proposals[i])
                guard let w = size.width, let h = size.height else {
                    throw unsupported(origin, "clipShape(\(instance.type)) on a view whose size depends on a stack's layout (give it a .frame)")
                }
                chain.append(.clipShape(.path(try customPath(instance, origin, width: w, height: h))))
            case .background(let v, let a), .overlay(let v, let a), .mask(let v, let a):
                let size = try chosenSize(view, levels: i, proposals[i])
                var inner = environments[i + 1]
                if case .mask = modifier { inner.inMask = true }
                let made = try resolve(v, size, inner)
                let node = made.count == 1 ? made[0] : SceneNode(.zStack(alignment: .center, children: made))
                switch modifier {
                case .background: chain.append(.background(node, alignment: a))
                case .overlay: chain.append(.overlay(node, alignment: a))
                default: chain.append(.mask(node, alignment: a))
                }
            }
        }
        return [SceneNode(content, chain)]
    }

    func propose(_ modifier: ViewValue.Modifier, _ p: Proposal) -> Proposal {
        guard case .plain(let m) = modifier else { return p }
        switch m {
        case .frame(let w, let h, _):
            return Proposal(width: w?.constant ?? p.width, height: h?.constant ?? p.height)
        case .flexibleFrame(let f):
            func clamp(_ v: Double?, _ lo: SceneLength?, _ hi: SceneLength?) -> Double? {
                guard var v else { return nil }
                if let hi = hi?.constant, v > hi { v = hi }
                if let lo = lo?.constant, v < lo { v = lo }
                return v
            }
            return Proposal(width: clamp(p.width, f.minWidth, f.maxWidth), height: clamp(p.height, f.minHeight, f.maxHeight))
        case .padding(let edges, let length):
            let l = length?.constant ?? 16
            let dx = (edges.contains(.leading) ? l : 0) + (edges.contains(.trailing) ? l : 0)
            let dy = (edges.contains(.top) ? l : 0) + (edges.contains(.bottom) ? l : 0)
            return Proposal(width: p.width.map { max(0, $0 - dx) }, height: p.height.map { max(0, $0 - dy) })
        default:
            return p
        }
    }

    /// The size a view with its first `levels` modifiers chooses when offered `p`, as far as
    /// it can be known without fonts and images (nil sides are unknown).
    func chosenSize(_ view: ViewValue, levels: Int, _ p: Proposal) throws -> Proposal {
        guard levels > 0 else {
            switch view.content {
            case .geometryReader, .color, .shape, .spacer: return p
            case .zStack(_, let children):
                var w: Double? = 0, h: Double? = 0
                for child in children {
                    let s = try chosenSize(child, levels: child.modifiers.count, p)
                    w = s.width.flatMap { a in w.map { max($0, a) } }
                    h = s.height.flatMap { a in h.map { max($0, a) } }
                }
                return Proposal(width: w, height: h)
            case .text(let t) where t.runs.contains { if case .timer = $0 { true } else { false } }:
                return Proposal(width: p.width, height: nil)   // a timer takes the width it is offered
            case .image(_, .fill):
                return p
            default:
                return Proposal(width: nil, height: nil)
            }
        }
        let modifier = view.modifiers[levels - 1]
        let inner = try chosenSize(view, levels: levels - 1, propose(modifier, p))
        guard case .plain(let m) = modifier else { return inner }
        switch m {
        case .frame(let w, let h, _):
            return Proposal(width: w?.constant ?? inner.width, height: h?.constant ?? inner.height)
        case .flexibleFrame(let f):
            func side(_ child: Double?, _ offered: Double?, _ lo: SceneLength?, _ hi: SceneLength?) -> Double? {
                if let hi = hi?.constant, hi == .infinity { return offered.map { max($0, lo?.constant ?? 0) } }
                guard let child else { return nil }
                var v = child
                if let lo = lo?.constant { v = max(v, lo) }
                if let hi = hi?.constant { v = min(v, hi) }
                return v
            }
            return Proposal(width: side(inner.width, p.width, f.minWidth, f.maxWidth), height: side(inner.height, p.height, f.minHeight, f.maxHeight))
        case .padding(let edges, let length):
            let l = length?.constant ?? 16
            let dx = (edges.contains(.leading) ? l : 0) + (edges.contains(.trailing) ? l : 0)
            let dy = (edges.contains(.top) ? l : 0) + (edges.contains(.bottom) ? l : 0)
            return Proposal(width: inner.width.map { $0 + dx }, height: inner.height.map { $0 + dy })
        default:
            return inner
        }
    }

    func resolveContent(_ view: ViewValue, _ p: Proposal, _ env: Environment) throws -> SceneView {
        func children(_ views: [ViewValue], _ proposal: Proposal) throws -> [SceneNode] {
            try views.flatMap { try resolve($0, proposal, env) }
        }
        switch view.content {
        case .zStack(let a, let views): return .zStack(alignment: a, children: try children(views, p))
        case .vStack(let a, let s, let views): return .vStack(alignment: a, spacing: s, children: try children(views, Proposal(width: p.width, height: nil)))
        case .hStack(let a, let s, let views): return .hStack(alignment: a, spacing: s, children: try children(views, Proposal(width: nil, height: p.height)))
        case .spacer(let m): return .spacer(minLength: m)
        case .color(let c): return .color(c)
        case .image(let name, let mode): return .image(name: name, contentMode: mode)
        case .group: fatalError("groups are flattened by resolve")
        case .geometryReader(let closure):
            guard let w = p.width, let h = p.height else {
                throw unsupported(view.origin, "a GeometryReader whose size depends on a stack's layout (give it, or a view around it, a .frame)")
            }
            let made = try builderViews(.closure(closure), view.origin, parameters: [.geometry(Real(w), Real(h))])
            return .geometryReader(children: try children(made, Proposal(width: w, height: h)))
        case .text(let text):
            let font = text.font ?? env.font
            guard let font else {
                return try resolveContent(ViewValue(content: .text(TextValue(runs: text.runs, font: systemFont(17, view.origin), color: text.color)),
                                                    origin: view.origin, file: view.file), p, env)
            }
            let group = env.inMask ? "masks" : "frames"
            let runs: [TextPiece] = text.runs.map {
                guard case .timer(var spec) = $0 else { return $0 }
                if spec.group == nil { spec.group = group }
                return .timer(spec)
            }
            return .text(TextContent(runs: runs, font: font.reference, size: font.size, alignment: env.alignment ?? .leading,
                                     color: text.color ?? env.color ?? .system("primary")))
        case .shape(let shape):
            let paint = shape.paint ?? .fill(env.color ?? .system("primary"))
            switch shape.kind {
            case .builtIn(let s): return .shape(s, paint)
            case .custom(let instance, let origin):
                guard let w = p.width, let h = p.height else {
                    throw unsupported(origin, "the Shape \(instance.type) in a frame whose size depends on a stack's layout (give it a .frame)")
                }
                return .shape(.path(try customPath(instance, origin, width: w, height: h)), paint)
            }
        }
    }

    /// A custom `Shape`'s `path(in:)` run for a frame of `width` × `height`.
    func customPath(_ instance: Instance, _ origin: Syntax, width w: Double, height h: Double) throws -> [PathElement] {
        guard let info = index.types[instance.type], let methods = info.methods["path"] else {
            throw unsupported(origin, "the Shape \(instance.type) without path(in:)")
        }
        let rect = SwiftValue.rect(Real(0), Real(0), Real(w), Real(h))
        guard case .path(let elements) = try callFunction(methods, [Arg(label: "in", value: rect, node: origin)],
                                                          selfValue: .instance(instance), typeName: info.name, origin) else {
            throw runtime(origin, "\(instance.type).path(in:) does not return a Path")
        }
        return elements
    }
}
