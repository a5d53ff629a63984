/// The SwiftUI shapes a scene can draw, each laid out in the frame its view is given.
public indirect enum SceneShape: Equatable, Sendable {
    case rectangle
    /// Circular corners, the radius clamped to half the shorter side.
    case roundedRectangle(cornerRadius: SceneLength)
    /// The largest circle centred in the frame.
    case circle
    /// The ellipse inscribed in the frame.
    case ellipse
    /// A rounded rectangle whose corner radius is half the shorter side.
    case capsule
    /// A `Path` built in the frame's coordinates: lengths may name `width` and `height` of
    /// the frame (as `path(in rect:)` reads `rect`).
    case path([PathElement])
    /// `shape.trim(from:to:)`: the part of the shape's path between two fractions of its length.
    case trimmed(SceneShape, from: Double, to: Double)
    /// `shape.inset(by:)`: the shape laid out in its frame inset by `amount` on every side (a
    /// rounded rectangle's radius shrinking by as much), as an InsettableShape is.
    case inset(SceneShape, by: Double)

    public var typeName: String {
        switch self {
        case .trimmed(let shape, _, _), .inset(let shape, _): shape.typeName
        case .rectangle: "rectangle"
        case .roundedRectangle: "roundedRectangle"
        case .circle: "circle"
        case .ellipse: "ellipse"
        case .capsule: "capsule"
        case .path: "path"
        }
    }
}

/// One call on a SwiftUI `Path`, with its angle and direction conventions: angles in degrees
/// from +x toward +y (y down, so growing angles turn clockwise on screen), and
/// `clockwise: false` sweeping from start to end with growing angle, as SwiftUI draws it.
public enum PathElement: Equatable, Sendable {
    case move(to: ScenePoint)
    case line(to: ScenePoint)
    case quadCurve(to: ScenePoint, control: ScenePoint)
    case curve(to: ScenePoint, control1: ScenePoint, control2: ScenePoint)
    case arc(center: ScenePoint, radius: SceneLength, startDegrees: Double, endDegrees: Double, clockwise: Bool)
    case close
}

/// A point of a path, each coordinate a length (points, or a fraction of the shape's rect).
public struct ScenePoint: Equatable, Sendable {
    public var x: SceneLength
    public var y: SceneLength
    public init(x: SceneLength, y: SceneLength) { self.x = x; self.y = y }
    public init(_ x: Double, _ y: Double) { self.x = SceneLength(x); self.y = SceneLength(y) }
}

/// How a shape is painted: `.fill(colour)` or `.stroke(colour, lineWidth:lineCap:lineJoin:)`.
public enum ShapePaint: Equatable, Sendable {
    case fill(SceneColorValue)
    case stroke(SceneColorValue, StrokeSettings)

    public var color: SceneColorValue {
        switch self { case .fill(let c), .stroke(let c, _): c }
    }
}

/// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:)`, Core Graphics' defaults.
public struct StrokeSettings: Equatable, Sendable {
    /// How an open stroke ends (Core Graphics' line caps).
    public enum Cap: String, Codable, CaseIterable, Sendable, SceneWord { case butt, round, square }
    /// How a stroke turns a corner (Core Graphics' line joins).
    public enum Join: String, Codable, CaseIterable, Sendable, SceneWord { case miter, round, bevel }
    public var lineWidth: SceneLength
    public var lineCap: Cap
    public var lineJoin: Join
    public var miterLimit: Double

    public init(lineWidth: SceneLength = SceneLength(1), lineCap: Cap = .butt, lineJoin: Join = .miter,
                miterLimit: Double = 10) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}
