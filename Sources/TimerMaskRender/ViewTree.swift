import TimerMaskCore

/// A scene's nodes numbered once, with their paths, so one instant's layout can remember the
/// sizes it worked out and errors can name the view.
final class ViewTree: @unchecked Sendable {
    let node: SceneNode
    let id: Int
    /// Where the node is in the scene file: `root.children[1].modifiers[2].mask`.
    let path: String
    let children: [ViewTree]
    /// The view a modifier holds (background, overlay, mask), by modifier index.
    let modifierViews: [ViewTree?]

    private init(_ node: SceneNode, path: String, counter: inout Int) {
        self.node = node
        self.path = path
        id = counter
        counter += 1
        var children: [ViewTree] = []
        for (i, child) in node.content.children.enumerated() {
            children.append(ViewTree(child, path: "\(path).children[\(i)]", counter: &counter))
        }
        self.children = children
        var views: [ViewTree?] = []
        for (i, modifier) in node.modifiers.enumerated() {
            if let (name, view) = modifier.view {
                views.append(ViewTree(view, path: "\(path).modifiers[\(i)].\(name)", counter: &counter))
            } else {
                views.append(nil)
            }
        }
        modifierViews = views
    }

    static func build(_ root: SceneNode) -> ViewTree {
        var counter = 0
        return ViewTree(root, path: "root", counter: &counter)
    }

    var isImage: Bool { if case .image = node.content { true } else { false } }
}
