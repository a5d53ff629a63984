/// `Spacer(minLength:)`: flexible space along a stack's axis, at least `minLength` (8 when nil),
/// drawing nothing. Across a stack it is nothing (the stack's layout sees to it); outside a
/// stack it is flexible both ways.
public struct SpacerView: SwiftMadeViewKind {
    public static let kindID = SceneViewKindID.spacer
    public var minLength: Double?

    public static let sceneTypes = [(type: "spacer", keys: Keys.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case minLength }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        return .spacer(minLength: try c.numberIfPresent(.minLength, in: 0...SceneLimits.length))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeIfPresent(minLength, forKey: .minLength)
    }

    public var view: SceneView { .spacer(minLength: minLength) }

    public static let swiftTypeName = "Spacer"
    public static func make<Call: SwiftViewCall>(from call: Call) throws -> SwiftBuiltView<Call.Child> {
        .leaf(.spacer(minLength: try call.number("minLength", "minLength")))
    }

    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        let m = minLength ?? 8
        return ViewSize(width: max(m, proposal.width ?? m), height: max(m, proposal.height ?? m))
    }

    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws {}
}

extension SpacerView {
    public static let support = [
        SupportEntry("`Spacer(minLength:)`", .full, "Minimum length 8 when not given; in a stack flexible along its axis only and nothing across it (Apple: \"or on both axes if not contained in a stack\").",
                     pinnedBy: ["StackAndGroupRenderTests.anHStackSpacerPushesTheLastChildToTheEnd", "StackAndGroupRenderTests.twoSpacersShareTheSpaceEqually", "StackAndGroupRenderTests.aSpacerInAStackAddsLengthAlongItOnly"]),
    ]
}
