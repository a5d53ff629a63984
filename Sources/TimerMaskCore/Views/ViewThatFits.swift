/// `ViewThatFits(in:)`: "evaluates its child views in the order you provide them to the
/// initializer. It selects the first child whose ideal size on the constrained axes fits within
/// the proposed size" (Apple), and the last child when none does. The ideal size along an axis
/// is the child's size when that axis is left unspecified.
public struct ViewThatFitsView: SwiftMadeViewKind {
    public static let kindID = SceneViewKindID.viewThatFits
    /// The axes the fit is checked along: `horizontal`, `vertical`, or both (the default).
    public var axes: FitAxes
    public var children: [SceneNode]

    /// The axes along which a child must fit (`ViewThatFits(in:)`).
    public enum FitAxes: String, Sendable, SceneWord, Codable { case both, horizontal, vertical }

    public static let sceneTypes = [(type: "viewThatFits", keys: Keys.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case `in`, children }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        return .viewThatFits(axes: try c.decodeIfPresent(FitAxes.self, forKey: .in) ?? .both,
                             children: try c.decodeIfPresent([SceneNode].self, forKey: .children) ?? [])
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        if axes != .both { try c.encode(axes, forKey: .in) }
        try c.encode(children, forKey: .children)
    }

    public var view: SceneView { .viewThatFits(axes: axes, children: children) }

    public static let swiftTypeName = "ViewThatFits"
    /// `ViewThatFits(in: .horizontal) { … }`; `in:` is `.horizontal`, `.vertical` or both (the default).
    public static func make<Call: SwiftViewCall>(from call: Call) throws -> SwiftBuiltView<Call.Child> {
        var axes = FitAxes.both
        if let names = try call.memberNames("in", "ViewThatFits(in:)") {
            guard names.allSatisfy({ $0 == "horizontal" || $0 == "vertical" }) else { throw call.invalid("ViewThatFits(in:) takes .horizontal and .vertical") }
            axes = Set(names).count == 2 || names.isEmpty ? .both : names[0] == "horizontal" ? .horizontal : .vertical
        }
        return SwiftBuiltView(.content(try call.views(nil) ?? [])) { children, _ in
            .viewThatFits(axes: axes, children: children.compactMap { $0 })
        }
    }
    public func replacingChildren(_ children: [SceneNode]) -> SceneView { .viewThatFits(axes: axes, children: children) }

    /// The child shown when offered `proposal`.
    func chosen(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> Int? {
        guard !children.isEmpty else { return nil }
        let across = axes != .vertical, down = axes != .horizontal
        for i in children.indices {
            let ideal = try layout.childSize(i, ProposedViewSize(width: across ? nil : proposal.width, height: down ? nil : proposal.height))
            let fitsAcross = !across || proposal.width.map { ideal.width <= $0 + 1e-9 } ?? true
            let fitsDown = !down || proposal.height.map { ideal.height <= $0 + 1e-9 } ?? true
            if fitsAcross && fitsDown { return i }
        }
        return children.count - 1
    }

    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        guard let i = try chosen(proposal, layout) else { return ViewSize(width: 0, height: 0) }
        return try layout.childSize(i, proposal)
    }

    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        let proposal = ProposedViewSize(rect.size)
        guard let i = try chosen(proposal, canvas) else { return }
        try canvas.drawChild(i, in: rect.place(try canvas.childSize(i, proposal), alignment: .center))
    }

    public func sizeVariesWithTime(childrenVary: Bool) -> Bool { childrenVary }
}

extension ViewThatFitsView {
    public static let support = [
        SupportEntry("`ViewThatFits(in:)`", .full, "The first child whose ideal size fits along the axes given (both by default), else the last, as Apple documents.",
                     pinnedBy: ["ViewThatFitsTests.theFirstChildThatFitsIsShown", "ViewThatFitsTests.onlyTheConstrainedAxisIsChecked"]),
    ]
}
