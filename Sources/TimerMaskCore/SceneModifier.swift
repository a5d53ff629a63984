/// One SwiftUI modifier. A node's modifiers apply in order, each to the view the ones before
/// it made, so `.offset` then `.rotationEffect` turns the moved view about its own (unmoved)
/// frame, while `.rotationEffect` then `.offset` moves the turned view.
public indirect enum SceneModifier: Equatable, Sendable {
    /// `.frame(width:height:alignment:)`: a nil side takes what the parent offers.
    case frame(width: SceneLength?, height: SceneLength?, alignment: SceneAlignment)
    /// `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`; `.infinity` as a maximum.
    case flexibleFrame(FlexibleFrame)
    /// `.padding(edges, length)`: SwiftUI's default 16 when length is nil.
    case padding(edges: EdgeSet, length: SceneLength?)
    /// `.offset(x:y:)`: moves the drawing, not the layout.
    case offset(x: SceneLength, y: SceneLength)
    /// `.rotationEffect(angle, anchor:)`, clockwise on screen for positive angles.
    case rotation(degrees: Double, anchor: UnitPointValue)
    /// `.scaleEffect(x:y:anchor:)`.
    case scale(x: Double, y: Double, anchor: UnitPointValue)
    /// `.opacity(o)`: the whole view composited at that opacity.
    case opacity(Double)
    /// `.clipped()`: nothing outside the view's frame.
    case clipped
    /// `.clipShape(shape)`: nothing outside the shape laid in the view's frame.
    case clipShape(SceneShape)
    /// `.background(view, alignment:)`: the view, offered this one's size, drawn behind.
    case background(SceneNode, alignment: SceneAlignment)
    /// `.overlay(view, alignment:)`: drawn in front.
    case overlay(SceneNode, alignment: SceneAlignment)
    /// `.mask(view)`: this view's opacity multiplied by the mask view's alpha.
    case mask(SceneNode, alignment: SceneAlignment)
    /// WidgetKit's clock-hand effect: turned by the wall clock (domain.md section 10).
    case clockHandRotation(ClockHandRotation)

    /// A view the modifier holds, with the key scene files give it.
    public var view: (String, SceneNode)? {
        switch self {
        case .background(let view, _): ("background", view)
        case .overlay(let view, _): ("overlay", view)
        case .mask(let view, _): ("mask", view)
        default: nil
        }
    }
}

/// `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`. A maximum of `nil` is unset;
/// `Double.infinity` is SwiftUI's `.infinity`.
public struct FlexibleFrame: Equatable, Sendable {
    public var minWidth: SceneLength?
    public var maxWidth: SceneLength?
    public var minHeight: SceneLength?
    public var maxHeight: SceneLength?
    public var alignment: SceneAlignment

    public init(minWidth: SceneLength? = nil, maxWidth: SceneLength? = nil, minHeight: SceneLength? = nil,
                maxHeight: SceneLength? = nil, alignment: SceneAlignment = .center) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

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
