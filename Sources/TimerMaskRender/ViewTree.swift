import TimerMaskCore

/// A scene's nodes numbered once, with their paths, so one instant's layout can remember the
/// sizes it worked out and errors can name the view.
final class ViewTree: @unchecked Sendable {
    let node: SceneNode
    /// The node's view kind, which sizes and draws it, found once.
    let kind: any SceneViewKind
    let id: Int
    /// Where the node is in the scene file: `root.children[1].modifiers[2].mask`.
    let path: String
    let children: [ViewTree]
    /// The node's modifier kinds, innermost first, found once.
    let modifierKinds: [any SceneModifierKind]
    /// The view a modifier holds (background, overlay, mask), by modifier index.
    let modifierViews: [ViewTree?]
    /// Each modifier's path (`root.children[1].modifiers[2]`), made once for errors to name.
    let modifierPaths: [String]
    /// Every timer in the subtree (modifier views included), in one fixed order: with the
    /// strings they show, what the subtree's pixels can change with, unless it turns with the clock.
    let timers: [TimerSpec]
    /// Each of `timers`' place among the tree's timers (pre-order, as `WidgetScene.texts` lists
    /// texts), so one instant works out each timer's string once.
    let timerSlots: [Int]
    /// Whether a clock-hand effect turns anything in the subtree, or a live progress view in it
    /// moves: what it shows changes with the clock, not only with its timers' strings.
    let turnsWithTheClock: Bool
    /// Whether the view's size can change from instant to instant: it holds a timer text whose
    /// size is laid out (modifier views never change a view's size).
    let sizeVariesWithTime: Bool
    /// Whether the subtree draws nothing but shapes, laid out, moved, turned, scaled or clipped
    /// (`TurnedReach`), and how many clock-hand effects it holds (modifier views included).
    let drawsOnlyShapes: Bool
    let clockHandEffects: Int

    private init(_ node: SceneNode, path: String, counter: inout Int, slots: inout Int) {
        self.node = node
        self.path = path
        id = counter
        counter += 1
        kind = node.content.kind
        modifierKinds = node.modifiers.map(\.kind)
        var timers = kind.timers
        var timerSlots = Array(slots..<(slots + timers.count))
        slots += timers.count
        var children: [ViewTree] = []
        for (i, child) in node.content.children.enumerated() {
            children.append(ViewTree(child, path: "\(path).children[\(i)]", counter: &counter, slots: &slots))
        }
        self.children = children
        var views: [ViewTree?] = []
        for (i, modifier) in modifierKinds.enumerated() {
            if let (name, view) = modifier.heldView {
                views.append(ViewTree(view, path: "\(path).modifiers[\(i)].\(name)", counter: &counter, slots: &slots))
            } else {
                views.append(nil)
            }
        }
        modifierViews = views
        modifierPaths = node.modifiers.indices.map { "\(path).modifiers[\($0)]" }
        let below = children + views.compactMap { $0 }
        timers += below.flatMap(\.timers)
        timerSlots += below.flatMap(\.timerSlots)
        self.timers = timers
        self.timerSlots = timerSlots
        sizeVariesWithTime = kind.sizeVariesWithTime(childrenVary: children.contains(where: \.sizeVariesWithTime))
        let liveProgress = if case .progressView(let model, _) = node.content { model.value.isLive } else { false }
        drawsOnlyShapes = Self.drawsOnlyShapes(node, children: children)
        let ownClockHandEffects = node.modifiers.count { if case .clockHandRotation = $0 { true } else { false } }
        clockHandEffects = ownClockHandEffects + below.reduce(0) { $0 + $1.clockHandEffects }
        turnsWithTheClock = liveProgress || ownClockHandEffects > 0 || below.contains(where: \.turnsWithTheClock)
    }

    static func build(_ root: SceneNode) -> ViewTree {
        var counter = 0, slots = 0
        return ViewTree(root, path: "root", counter: &counter, slots: &slots)
    }

    var isImage: Bool { if case .image = node.content { true } else { false } }
}
