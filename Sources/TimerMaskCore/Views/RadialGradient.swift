import Foundation

/// `RadialGradient`: colours in rings about `center` (a unit point of its frame), the first stop
/// at `startRadius` and the last at `endRadius` points from it, taking all it is offered as a
/// `Color` does; inside the start radius the first colour, past the end radius the last.
public struct RadialGradientModel: GradientShading, Equatable, Hashable, Sendable {
    public var stops: [GradientStop]
    public var center: UnitPointValue
    public var startRadius: Double
    public var endRadius: Double

    public init(stops: [GradientStop], center: UnitPointValue, startRadius: Double, endRadius: Double) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public func position(x: Double, y: Double, width: Double, height: Double) -> Double {
        let dx = x - center.x * width, dy = y - center.y * height
        let span = endRadius - startRadius
        guard span != 0 else { return 0 }
        return ((dx * dx + dy * dy).squareRoot() - startRadius) / span
    }
}

/// `RadialGradient` as a view: colours in circles about a centre, filling the space offered.
public struct RadialGradientView: GradientViewKind {
    public static let kindID = SceneViewKindID.radialGradient
    public var gradient: RadialGradientModel

    public static let sceneTypes = [(type: "radialGradient", keys: Keys.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case stops, center, startRadius, endRadius }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        return .radialGradient(RadialGradientModel(stops: try c.gradientStops(.stops), center: try c.unitPoint(.center),
                                                   startRadius: try c.number(.startRadius, in: 0...SceneLimits.widgetSide),
                                                   endRadius: try c.number(.endRadius, in: 0...SceneLimits.widgetSide)))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeGradientStops(gradient.stops, forKey: .stops)
        try c.encodeUnitPoint(gradient.center, forKey: .center)
        try c.encode(gradient.startRadius, forKey: .startRadius)
        try c.encode(gradient.endRadius, forKey: .endRadius)
    }

    public var view: SceneView { .radialGradient(gradient) }
}

extension RadialGradientView {
    public static let support = [
        SupportEntry("`RadialGradient(colors:center:startRadius:endRadius:)`, `(gradient:…)`, `(stops:…)` as a view, a background or a shape's fill", .partial,
                     "Stops mixed premultiplied in sRGB by the distance in points from the centre; as a text's style it is refused.",
                     pinnedBy: ["GradientTests.aRadialGradientRunsOutFromItsCentre"]),
    ]
}
