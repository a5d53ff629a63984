/// `EllipticalGradient`: colours in ellipses about `center` (a unit point of its frame), shaped
/// like the frame: the first stop at `startRadiusFraction` and the last at `endRadiusFraction` of
/// the frame's size (0.5 touches its edges), taking all it is offered as a `Color` does.
public struct EllipticalGradientModel: GradientShading, Equatable, Hashable, Sendable {
    public var stops: [GradientStop]
    public var center: UnitPointValue
    public var startRadiusFraction: Double
    public var endRadiusFraction: Double

    public init(stops: [GradientStop], center: UnitPointValue, startRadiusFraction: Double, endRadiusFraction: Double) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public func position(x: Double, y: Double, width: Double, height: Double) -> Double {
        guard width > 0, height > 0 else { return 0 }
        let dx = (x - center.x * width) / width, dy = (y - center.y * height) / height
        let span = endRadiusFraction - startRadiusFraction
        guard span != 0 else { return 0 }
        return ((dx * dx + dy * dy).squareRoot() - startRadiusFraction) / span
    }
}

/// `EllipticalGradient` as a view: colours in ellipses fitted to the rect, filling the space offered.
public struct EllipticalGradientView: GradientViewKind {
    public static let kindID = SceneViewKindID.ellipticalGradient
    public var gradient: EllipticalGradientModel

    public static let sceneTypes = [(type: "ellipticalGradient", keys: Keys.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case stops, center, startRadiusFraction, endRadiusFraction }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        return .ellipticalGradient(EllipticalGradientModel(stops: try c.gradientStops(.stops), center: try c.unitPoint(.center),
                                                           startRadiusFraction: try c.numberIfPresent(.startRadiusFraction, in: 0...100) ?? 0,
                                                           endRadiusFraction: try c.numberIfPresent(.endRadiusFraction, in: 0...100) ?? 0.5))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeGradientStops(gradient.stops, forKey: .stops)
        try c.encodeUnitPoint(gradient.center, forKey: .center)
        try c.encode(gradient.startRadiusFraction, forKey: .startRadiusFraction)
        try c.encode(gradient.endRadiusFraction, forKey: .endRadiusFraction)
    }

    public var view: SceneView { .ellipticalGradient(gradient) }
}

extension EllipticalGradientView {
    public static let support = [
        SupportEntry("`EllipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`, `(gradient:…)`, `(stops:…)`", .partial,
                     "Stops mixed premultiplied in sRGB by the distance in fractions of the frame's size (0.5 touches its edges).",
                     pinnedBy: ["ConicGradientTests.anEllipticalGradientIsShapedLikeItsFrame"]),
    ]
}
