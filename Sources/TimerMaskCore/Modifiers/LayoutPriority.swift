/// `.layoutPriority(_:)`: a trait the stack around the view reads. A stack offers its space to
/// its children in priority order, highest first, holding back only the minimum lengths of the
/// children of lower priority (SwiftUI's rule, in Apple's `layoutPriority(_:)` documentation:
/// "a parent layout offers the child with the highest layout priority all the space offered to
/// the parent minus the minimum space required for all its lower-priority children"). It
/// changes nothing else.
public struct LayoutPriorityModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.layoutPriority
    public var priority: Double

    public static let sceneNames = [(name: "layoutPriority", options: [String]())]
    enum Keys: String, CodingKey, CaseIterable { case layoutPriority }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        return .layoutPriority(try c.number(.layoutPriority, in: -SceneLimits.length...SceneLimits.length))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(priority, forKey: .layoutPriority)
    }

    public var modifier: SceneModifier { .layoutPriority(priority) }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.drawContent(in: rect)
    }
}

extension LayoutPriorityModifier {
    public static let support = [
        SupportEntry("`.layoutPriority(_:)`", .full, "Read by the stack around the view: space is offered highest priority first, less the lower priorities' minimum lengths, as Apple documents; the outermost one in a chain counts.",
                     pinnedBy: ["LayoutPriorityTests.theHigherPriorityTextIsOfferedTheRoomFirst"]),
    ]
}

extension SceneNode {
    /// The layout priority the stack around this view reads (the outermost given; 0 by default).
    public var layoutPriority: Double {
        for modifier in modifiers.reversed() { if case .layoutPriority(let p) = modifier { return p } }
        return 0
    }
}
