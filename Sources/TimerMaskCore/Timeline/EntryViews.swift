/// A scene whose timeline entries carry views of their own (a widget read from Swift source
/// builds its view from each entry) shows several trees: whatever reads a scene's images,
/// fonts, timers or texts reads them all.
extension WidgetScene {
    /// The root, then each entry's own view, each with the JSON path it is written at.
    public var trees: [(path: String, node: SceneNode)] {
        var out: [(String, SceneNode)] = [("root", root)]
        for (i, entry) in (timeline?.entries ?? []).enumerated() {
            if let view = entry.view { out.append(("timeline.entries[\(i)].view", view)) }
        }
        return out
    }

    /// Every node of every tree the scene can show, with its JSON path, trees in order.
    public func walkTrees(_ visit: (SceneNode, String) throws -> Void) rethrows {
        for (path, node) in trees { try node.walk(path: path, visit) }
    }

    /// Every text of every tree, with its JSON path.
    public var allTexts: [(path: String, text: TextContent)] {
        var out: [(String, TextContent)] = []
        walkTrees { node, path in if case .text(let text) = node.content { out.append((path, text)) } }
        return out
    }

    /// The first tree nested past the limit: how deep, and where.
    public func nestingOverLimitInTrees() -> (depth: Int, path: String)? {
        for (path, node) in trees { if let over = node.nestingOverLimit(path: path) { return over } }
        return nil
    }

    /// The tree entry `index` shows: its own view, else the root.
    public func tree(ofEntry index: Int) -> SceneNode {
        guard let entries = timeline?.entries, entries.indices.contains(index) else { return root }
        return entries[index].view ?? root
    }
}
