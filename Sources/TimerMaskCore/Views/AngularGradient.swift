import Foundation

/// `AngularGradient` (a conic gradient): colours swept about `center` (a unit point of its frame)
/// from `startAngle` to `endAngle` (degrees, 0 at the trailing side, clockwise on screen as
/// SwiftUI's y runs down), taking all it is offered as a `Color` does. Equal angles sweep a whole
/// turn (`AngularGradient(colors:center:angle:)`). A sweep short of a turn leaves a gap that
/// Apple documents as "filled with the colors defined by gradient locations one and zero,
/// transitioning between the two halfway across the missing area": the last colour, then the
/// first from the gap's middle. More than a turn draws its last turn.
public struct AngularGradientModel: GradientShading, Equatable, Hashable, Sendable {
    public var stops: [GradientStop]
    public var center: UnitPointValue
    public var startAngle: Double
    public var endAngle: Double

    public init(stops: [GradientStop], center: UnitPointValue, startAngle: Double, endAngle: Double) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public func position(x: Double, y: Double, width: Double, height: Double) -> Double {
        var span = endAngle - startAngle
        var start = startAngle
        if span == 0 { span = 360 }
        if span > 360 { start = endAngle - 360; span = 360 }   // the last complete turn
        if span < 0 { return 0 }
        let angle = atan2(y - center.y * height, x - center.x * width) * 180 / .pi
        var past = (angle - start).truncatingRemainder(dividingBy: 360)
        if past < 0 { past += 360 }
        if past <= span { return past / span }
        return past - span < (360 - span) / 2 ? 1 : 0
    }
}

/// `AngularGradient` as a view: colours turning about a centre, filling the space offered.
public struct AngularGradientView: GradientViewKind {
    public static let kindID = SceneViewKindID.angularGradient
    public var gradient: AngularGradientModel

    public static let sceneTypes = [(type: "angularGradient", keys: Keys.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case stops, center, startAngle, endAngle }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        return .angularGradient(AngularGradientModel(stops: try c.gradientStops(.stops), center: try c.unitPoint(.center),
                                                     startAngle: try c.numberIfPresent(.startAngle, in: -36_000...36_000) ?? 0,
                                                     endAngle: try c.numberIfPresent(.endAngle, in: -36_000...36_000) ?? 0))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encodeGradientStops(gradient.stops, forKey: .stops)
        try c.encodeUnitPoint(gradient.center, forKey: .center)
        try c.encode(gradient.startAngle, forKey: .startAngle)
        try c.encode(gradient.endAngle, forKey: .endAngle)
    }

    public var view: SceneView { .angularGradient(gradient) }
}

extension AngularGradientView {
    public static let support = [
        SupportEntry("`AngularGradient(colors:center:startAngle:endAngle:)`, `(gradient:…)`, `(stops:…)`, `(colors:center:angle:)`", .partial,
                     "Stops mixed premultiplied in sRGB by angle; a sweep short of a turn fills its gap with the last colour, then the first from its middle, as Apple documents.",
                     pinnedBy: ["ConicGradientTests.anAngularGradientSweepsClockwiseFromItsStartAngle"]),
    ]
}
