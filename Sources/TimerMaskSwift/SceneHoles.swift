import SwiftSyntax
import TimerMaskCore

/// A part of the scene that waits for the size layout gives its view: a `GeometryReader`'s
/// content, a custom shape's path, a custom clip shape's path. It stands in the scene as what
/// lays out the same (a GeometryReader and a shape take what they are offered whatever they
/// hold, and a clip changes no size), so the renderer's layout of the scene with its holes
/// gives the sizes of the scene without them.
struct SceneHole {
    enum Kind {
        case geometryReader(Closure, Evaluator.Environment)
        case shape(Instance)
        /// The custom shape of the chain's modifier `modifier`.
        case clipShape(Instance, modifier: Int)
    }

    /// A step down from a node: to a child, or to the view of a modifier (`background`, `overlay`, `mask`).
    enum Step {
        case child(Int)
        case modifierView(Int, String)

        var path: String {
            switch self {
            case .child(let j): ".children[\(j)]"
            case .modifierView(let k, let name): ".modifiers[\(k)].\(name)"
            }
        }
    }

    let kind: Kind
    /// Where it is written, for messages, and the file that is in.
    let origin: Syntax
    let file: Int
    /// From the node it was made in down to the node it belongs to.
    var steps: [Step] = []

    init(_ kind: Kind, origin: Syntax, file: Int) {
        self.kind = kind
        self.origin = origin
        self.file = file
    }

    /// This hole seen from one node up, or from `steps` up.
    func below(_ step: Step) -> SceneHole { below([step]) }

    func below(_ steps: [Step]) -> SceneHole {
        var copy = self
        copy.steps = steps + copy.steps
        return copy
    }

    /// Where the renderer's layout is asked: its node from the scene's root, with the modifiers
    /// up to its clip shape's.
    var place: ScenePlace {
        var level = 0
        if case .clipShape(_, let k) = kind { level = k + 1 }
        return ScenePlace(path: "root" + steps.map(\.path).joined(), level: level)
    }
}

extension Evaluator {
    /// `root` with every hole filled, each for the size `layout` gives it in the scene `scene`
    /// makes of the root. A filled GeometryReader may hold holes of its own: they are filled
    /// by the next round, until none is left.
    func filling(_ root: Assembled, layout: any SwiftSceneLayout, view: String,
                 scene: (SceneNode) -> WidgetScene) throws -> SceneNode {
        var node = root.node
        var holes = root.holes
        while !holes.isEmpty {
            // The renderer refuses a tree this deep: refused here in the importer's words.
            if let (depth, path) = node.nestingOverLimit() {
                throw SwiftImportError(.limit, "the scene of \(view): views and modifiers nest \(depth) deep at \(path), over the limit of \(SceneLimits.nesting)")
            }
            let sizes: [(width: Double, height: Double)?]
            do { sizes = try layout.sizes(of: holes.map(\.place), in: scene(node)) } catch {
                throw SceneLayoutFailure(error: error)
            }
            var next: [SceneHole] = []
            for (hole, size) in zip(holes, sizes) {
                node = try Self.changing(node, at: hole.steps[...]) { target in
                    let (filled, inner) = try fill(hole, target, size: size)
                    next += inner
                    return filled
                }
            }
            holes = next
        }
        return node
    }

    /// `node` with what `hole` stands for made for a view of `size`, and the holes that holds.
    private func fill(_ hole: SceneHole, _ node: SceneNode, size: (width: Double, height: Double)?) throws -> (SceneNode, [SceneHole]) {
        let saved = currentFile
        currentFile = hole.file
        defer { currentFile = saved }
        guard let (w, h) = size else { throw runtime(hole.origin, "the renderer's layout gives this view no size") }
        var node = node
        switch hole.kind {
        case .geometryReader(let closure, let env):
            let made = try builderViews(.closure(closure), hole.origin, parameters: [.geometry(Real(w), Real(h))])
            let parts = try made.flatMap { try assemble($0, env) }
            node.content = .geometryReader(children: parts.map(\.node))
            return (node, Assembled.childHoles(parts).map { $0.below(hole.steps) })
        case .shape(let instance):
            guard case .shape(_, let paint) = node.content else { fatalError("a shape's hole is on a shape") }
            node.content = .shape(.path(try customPath(instance, hole.origin, width: w, height: h)), paint)
            return (node, [])
        case .clipShape(let instance, let k):
            node.modifiers[k] = .clipShape(.path(try customPath(instance, hole.origin, width: w, height: h)))
            return (node, [])
        }
    }

    /// `node` with the node `steps` below it passed through `change`.
    private static func changing(_ node: SceneNode, at steps: ArraySlice<SceneHole.Step>,
                                 _ change: (SceneNode) throws -> SceneNode) throws -> SceneNode {
        guard let step = steps.first else { return try change(node) }
        var node = node
        switch step {
        case .child(let j):
            var children = node.content.children
            children[j] = try changing(children[j], at: steps.dropFirst(), change)
            switch node.content {
            case .zStack(let a, _): node.content = .zStack(alignment: a, children: children)
            case .vStack(let a, let s, _): node.content = .vStack(alignment: a, spacing: s, children: children)
            case .hStack(let a, let s, _): node.content = .hStack(alignment: a, spacing: s, children: children)
            case .geometryReader: node.content = .geometryReader(children: children)
            default: fatalError("a hole's step to a child is from a container")
            }
        case .modifierView(let k, _):
            switch node.modifiers[k] {
            case .background(let v, let a): node.modifiers[k] = .background(try changing(v, at: steps.dropFirst(), change), alignment: a)
            case .overlay(let v, let a): node.modifiers[k] = .overlay(try changing(v, at: steps.dropFirst(), change), alignment: a)
            case .mask(let v, let a): node.modifiers[k] = .mask(try changing(v, at: steps.dropFirst(), change), alignment: a)
            default: fatalError("a hole's step to a modifier's view is to a background, overlay or mask")
            }
        }
        return node
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
