/// `.padding(edges, length)`: the content offered and drawn inset by `length` (SwiftUI's default
/// 16 when nil) on `edges`, the view that much larger.
public struct PaddingModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.padding
    public var edges: EdgeSet
    public var length: SceneLength?

    public static let sceneNames = [(name: "padding", options: ["edges"])]
    enum Keys: String, CodingKey, CaseIterable { case padding, edges }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        var edges = EdgeSet.all
        if let text = try c.decodeIfPresent(String.self, forKey: .edges) {
            guard let found = EdgeSet.names.first(where: { $0.0 == text }) else {
                throw DecodingError.dataCorruptedError(forKey: .edges, in: c,
                    debugDescription: "'\(text)' is not a set of edges (\(EdgeSet.names.map(\.0).joined(separator: ", ")))")
            }
            edges = found.1
        }
        if (try? c.decode(Bool.self, forKey: .padding)) == true { return .padding(edges: edges, length: nil) }
        return .padding(edges: edges, length: try c.length(.padding, nonNegative: false))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        if let length { try c.encode(length, forKey: .padding) } else { try c.encode(true, forKey: .padding) }
        if edges != .all, let name = EdgeSet.names.first(where: { $0.1 == edges })?.0 { try c.encode(name, forKey: .edges) }
    }

    public var modifier: SceneModifier { .padding(edges: edges, length: length) }

    struct Insets { var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0 }

    func insets(_ layout: some ModifierSizing) throws -> Insets {
        let v = try length.map { try layout.length($0) } ?? 16
        return Insets(top: edges.contains(.top) ? v : 0, left: edges.contains(.leading) ? v : 0,
                      bottom: edges.contains(.bottom) ? v : 0, right: edges.contains(.trailing) ? v : 0)
    }

    public func size(_ p: ProposedViewSize, _ layout: some ModifierSizing) throws -> ViewSize {
        let i = try insets(layout)
        let inner = ProposedViewSize(width: p.width.map { max(0, $0 - i.left - i.right) },
                                     height: p.height.map { max(0, $0 - i.top - i.bottom) })
        let child = try layout.contentSize(inner)
        return ViewSize(width: child.width + i.left + i.right, height: child.height + i.top + i.bottom)
    }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        let i = try insets(canvas)
        try canvas.drawContent(in: ViewRect(x: rect.x + i.left, y: rect.y + i.top,
                                            width: max(0, rect.width - i.left - i.right),
                                            height: max(0, rect.height - i.top - i.bottom)))
    }
}

/// The edges `.padding` applies to.
public struct EdgeSet: OptionSet, Equatable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

    /// Scene-file names, in SwiftUI's words.
    public static let names: [(String, EdgeSet)] = [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical),
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ]
}

extension PaddingModifier {
    public static let support = [
        SupportEntry("`.padding(_:_:)`", .full, "16 points when no length is given (SwiftUI varies it by platform and content).",
                     pinnedBy: ["ModifierOrderTests.paddingOnOneEdgeMovesTheContentAway", "StackAndGroupRenderTests.aPaddedGeometryReaderReadsTheSizeInsideThePadding"]),
    ]
}
