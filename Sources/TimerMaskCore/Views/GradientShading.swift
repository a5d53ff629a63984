/// What the gradient view kinds share: their colour stops, how they are written in scene files,
/// and the one question a canvas asks to paint them (where a point falls between the first and
/// the last stop).
public protocol GradientShading: Sendable {
    /// In order of location.
    var stops: [GradientStop] { get }
    /// Where a point of a `width` × `height` frame (in points from its top-left) falls: 0 at the
    /// first stop's place, 1 at the last's.
    func position(x: Double, y: Double, width: Double, height: Double) -> Double
}

/// A view kind that is a gradient: it takes all it is offered, as a `Color` does, and fills it.
public protocol GradientViewKind: SceneViewKind {
    associatedtype Shading: GradientShading
    var gradient: Shading { get }
}

extension GradientViewKind {
    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize { ViewSize.takingAll(proposal) }
    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws { try canvas.fill(rect, with: gradient) }
}

/// One colour of a gradient and where it sits, 0…1.
public struct GradientStop: Equatable, Hashable, Sendable {
    public var color: SceneColorValue
    public var location: Double
    public init(color: SceneColorValue, location: Double) { self.color = color; self.location = location }

    /// At most this many stops: far past any gradient a widget draws.
    public static let maximumCount = 64

    /// `colors:`: the colours spread evenly from 0 to 1.
    public static func evenly(_ colors: [SceneColorValue]) -> [GradientStop] {
        let n = colors.count
        return colors.enumerated().map { GradientStop(color: $0.element, location: n > 1 ? Double($0.offset) / Double(n - 1) : 0) }
    }
}

enum GradientStopKeys: String, CodingKey, CaseIterable { case color, location }

extension KeyedDecodingContainer {
    /// `[{"color", "location"}]`: 1…64 stops, locations 0…1.
    func gradientStops(_ key: Key) throws -> [GradientStop] {
        var list = try nestedUnkeyedContainer(forKey: key)
        var stops: [GradientStop] = []
        while !list.isAtEnd {
            guard stops.count < GradientStop.maximumCount else {
                throw DecodingError.dataCorruptedError(in: list, debugDescription: "a gradient holds at most \(GradientStop.maximumCount) stops")
            }
            let stop = try list.nestedContainer(keyedBy: GradientStopKeys.self)
            stops.append(.init(color: try stop.decode(SceneColorValue.self, forKey: .color), location: try stop.number(.location, in: 0...1)))
        }
        guard !stops.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "a gradient needs at least one stop")
        }
        return stops
    }
}

extension KeyedEncodingContainer {
    mutating func encodeGradientStops(_ stops: [GradientStop], forKey key: Key) throws {
        var list = nestedUnkeyedContainer(forKey: key)
        for stop in stops {
            var s = list.nestedContainer(keyedBy: GradientStopKeys.self)
            try s.encode(stop.color, forKey: .color)
            try s.encode(stop.location, forKey: .location)
        }
    }
}
