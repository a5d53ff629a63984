/// `LinearGradient`: colours along the line from `startPoint` to `endPoint` (unit points of
/// its frame), taking all it is offered, as a `Color` does. Before the first stop the first
/// colour, after the last the last; between two stops the colours mixed in proportion, their
/// components premultiplied by alpha, in sRGB (SwiftUI's default, non-linear interpolation).
public struct LinearGradientModel: GradientShading, Equatable, Hashable, Sendable {
    /// A colour at a location along the gradient.
    public typealias Stop = GradientStop

    /// In order of location.
    public var stops: [Stop]
    public var startPoint: UnitPointValue
    public var endPoint: UnitPointValue

    public init(stops: [Stop], startPoint: UnitPointValue, endPoint: UnitPointValue) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// `LinearGradient(colors:)`: the colours spread evenly from 0 to 1.
    public static func evenly(_ colors: [SceneColorValue], startPoint: UnitPointValue, endPoint: UnitPointValue) -> LinearGradientModel {
        LinearGradientModel(stops: GradientStop.evenly(colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Where a point of a `width` × `height` frame (in points from its top-left) falls along the
    /// line, 0 at the start and 1 at the end: the line is measured in points, so a diagonal
    /// gradient of a wide frame is as SwiftUI draws it, not stretched.
    public func position(x: Double, y: Double, width: Double, height: Double) -> Double {
        let sx = startPoint.x * width, sy = startPoint.y * height
        let dx = endPoint.x * width - sx, dy = endPoint.y * height - sy
        let length = dx * dx + dy * dy
        guard length > 0 else { return 0 }
        return ((x - sx) * dx + (y - sy) * dy) / length
    }
}

/// `LinearGradient` as a view: colours along a line between two unit points, filling the space offered.
public struct LinearGradientView: GradientViewKind {
    public static let kindID = SceneViewKindID.linearGradient
    public var gradient: LinearGradientModel

    public static let sceneTypes = [(type: "linearGradient", keys: Keys.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case stops, startPoint, endPoint }

    /// At most this many stops: far past any gradient a widget draws.
    public static let maximumStops = GradientStop.maximumCount

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        return .linearGradient(LinearGradientModel(stops: try c.gradientStops(.stops), startPoint: try c.unitPoint(.startPoint), endPoint: try c.unitPoint(.endPoint)))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeGradientStops(gradient.stops, forKey: .stops)
        try c.encodeUnitPoint(gradient.startPoint, forKey: .startPoint)
        try c.encodeUnitPoint(gradient.endPoint, forKey: .endPoint)
    }

    public var view: SceneView { .linearGradient(gradient) }
}

extension LinearGradientView {
    public static let support = [
        SupportEntry("`LinearGradient(colors:startPoint:endPoint:)`, `(gradient:…)`, `(stops:…)`, `Gradient(colors:)`, `Gradient(stops:)` as a view or background", .partial,
                     "Stops mixed premultiplied in sRGB along the line measured in points; as a shape's fill or a text's style it is refused (shapes and texts take colours).",
                     pinnedBy: ["GradientTests.aGradientRunsFromItsStartToItsEndInPoints", "GradientTests.aGradientRoundTripsThroughTheSceneFile"]),
    ]
}

extension KeyedDecodingContainer {
    /// A unit point: a name (`top`, `bottomTrailing`) or `[x, y]`.
    func unitPoint(_ key: Key) throws -> UnitPointValue {
        if let name = try? decode(String.self, forKey: key) {
            guard let point = UnitPointValue.named(name) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: self,
                    debugDescription: "'\(name)' is not a unit point (\(SceneAlignment.allCases.map(\.rawValue).joined(separator: ", ")), or [x, y])")
            }
            return point
        }
        let xy = try decode([Double].self, forKey: key)
        guard xy.count == 2, xy.allSatisfy({ $0.isFinite && abs($0) <= 1000 }) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "a unit point is a name or [x, y], each finite and within ±1000")
        }
        return UnitPointValue(x: xy[0], y: xy[1])
    }
}

extension KeyedEncodingContainer {
    /// A unit point by its name, else as `[x, y]`.
    mutating func encodeUnitPoint(_ point: UnitPointValue, forKey key: Key) throws {
        if let name = SceneAlignment.allCases.first(where: { $0.fraction == (point.x, point.y) }) { try encode(name.rawValue, forKey: key) }
        else { try encode([point.x, point.y], forKey: key) }
    }
}
