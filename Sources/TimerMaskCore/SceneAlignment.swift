/// SwiftUI's nine alignments of a view in a larger box.
public enum SceneAlignment: String, Codable, CaseIterable, Sendable, SceneWord {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing

    /// Where in the box the view's matching point sits: 0, ½ or 1 of the slack on each axis.
    public var fraction: (x: Double, y: Double) {
        switch self {
        case .topLeading: (0, 0)
        case .top: (0.5, 0)
        case .topTrailing: (1, 0)
        case .leading: (0, 0.5)
        case .center: (0.5, 0.5)
        case .trailing: (1, 0.5)
        case .bottomLeading: (0, 1)
        case .bottom: (0.5, 1)
        case .bottomTrailing: (1, 1)
        }
    }
}

/// A `VStack`'s alignment across its axis.
public enum HorizontalEdgeAlignment: String, Codable, CaseIterable, Sendable, SceneWord {
    case leading, center, trailing
    public var fraction: Double { self == .leading ? 0 : self == .center ? 0.5 : 1 }
}

/// An `HStack`'s alignment across its axis.
public enum VerticalEdgeAlignment: String, Codable, CaseIterable, Sendable, SceneWord {
    case top, center, bottom
    public var fraction: Double { self == .top ? 0 : self == .center ? 0.5 : 1 }
}

/// SwiftUI's `UnitPoint`: a point of a view's frame in fractions of its size.
public struct UnitPointValue: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let center = UnitPointValue(x: 0.5, y: 0.5)

    /// The named points (`center`, `topLeading`, …) as SwiftUI names them.
    public static func named(_ name: String) -> UnitPointValue? {
        SceneAlignment(rawValue: name).map { UnitPointValue(x: $0.fraction.x, y: $0.fraction.y) }
    }
}
