#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An outline with curves, built the way SwiftUI's `Path` is, in any coordinate space with y
/// **down** (a view's points, say). Nothing is flattened until it is asked for as pixels:
/// `filled(transform:tolerance:)` or `stroked(_:transform:tolerance:)` give a `VectorPath`.
///
/// Subpaths keep whether they were closed, because a stroke caps open ends and joins closed
/// ones. Non-finite numbers are kept as given and turn into an empty outline when flattened.
public struct CurvePath: Equatable, Sendable {
    /// One segment of the path.
    public enum Element: Equatable, Sendable {
        case move(to: Point2D)
        case line(to: Point2D)
        case quadCurve(to: Point2D, control: Point2D)
        case curve(to: Point2D, control1: Point2D, control2: Point2D)
        /// The points `center + (radiusX·cos t, radiusY·sin t)` for t from `startAngle` to
        /// `startAngle + sweep` (radians; positive sweeps turn clockwise on a y-down screen).
        case arc(center: Point2D, radiusX: Double, radiusY: Double, startAngle: Double, sweep: Double)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    /// Where the next segment starts; nil until something has been drawn.
    public private(set) var currentPoint: Point2D?

    private var subpathStart: Point2D?
    /// After `closeSubpath()` the next segment starts a new subpath at the old start, as in Core Graphics.
    private var needsMove = false

    public init() {}

    /// A path of these elements, to be flattened or stroked only (nothing can be added to it).
    init(elements: [Element]) {
        self.elements = elements
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point2D) {
        elements.append(.move(to: p))
        currentPoint = p
        subpathStart = p
        needsMove = false
    }

    /// A straight segment from the current point; with no current point, `p` starts a subpath instead.
    public mutating func addLine(to p: Point2D) {
        guard beginSegment(orMoveTo: p) else { return }
        elements.append(.line(to: p))
        currentPoint = p
    }

    /// A quadratic Bézier from the current point; with no current point, `p` starts a subpath instead.
    public mutating func addQuadCurve(to p: Point2D, control: Point2D) {
        guard beginSegment(orMoveTo: p) else { return }
        elements.append(.quadCurve(to: p, control: control))
        currentPoint = p
    }

    /// A cubic Bézier from the current point; with no current point, `p` starts a subpath instead.
    public mutating func addCurve(to p: Point2D, control1: Point2D, control2: Point2D) {
        guard beginSegment(orMoveTo: p) else { return }
        elements.append(.curve(to: p, control1: control1, control2: control2))
        currentPoint = p
    }

    /// Joins the current point back to the subpath's start; the next segment starts a new subpath there.
    public mutating func closeSubpath() {
        guard let start = subpathStart, !needsMove else { return }
        elements.append(.closeSubpath)
        currentPoint = start
        needsMove = true
    }

    /// A closed rectangle from (x, y), clockwise on a y-down screen for a positive size.
    public mutating func addRect(x: Double, y: Double, width: Double, height: Double) {
        move(to: Point2D(x, y))
        addLine(to: Point2D(x + width, y))
        addLine(to: Point2D(x + width, y + height))
        addLine(to: Point2D(x, y + height))
        closeSubpath()
    }

    /// A closed ellipse filling the rectangle, starting at its right-middle point and turning
    /// clockwise on a y-down screen (the same way as `addRect`, so the two add up under `.nonZero`).
    public mutating func addEllipse(x: Double, y: Double, width: Double, height: Double) {
        let box = Self.standardized((x, y, width, height))
        let center = Point2D(box.x + box.width / 2, box.y + box.height / 2)
        let rx = box.width / 2, ry = box.height / 2
        move(to: Point2D(center.x + rx, center.y))
        elements.append(.arc(center: center, radiusX: rx, radiusY: ry, startAngle: 0, sweep: 2 * .pi))
        closeSubpath()
    }

    /// A closed rectangle whose corners are quarter circles of `cornerRadius`, clamped to half the
    /// shorter side (so a radius of `min(width, height) / 2` makes a capsule).
    public mutating func addRoundedRect(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double) {
        let box = Self.standardized((x, y, width, height))
        let r = Swift.max(0, Swift.min(cornerRadius, box.width / 2, box.height / 2))
        guard r > 0 else { return addRect(x: box.x, y: box.y, width: box.width, height: box.height) }
        let left = box.x, top = box.y, right = box.x + box.width, bottom = box.y + box.height
        move(to: Point2D(left + r, top))
        addLine(to: Point2D(right - r, top))
        addQuarter(center: Point2D(right - r, top + r), radius: r, from: -.pi / 2)
        addLine(to: Point2D(right, bottom - r))
        addQuarter(center: Point2D(right - r, bottom - r), radius: r, from: 0)
        addLine(to: Point2D(left + r, bottom))
        addQuarter(center: Point2D(left + r, bottom - r), radius: r, from: .pi / 2)
        addLine(to: Point2D(left, top + r))
        addQuarter(center: Point2D(left + r, top + r), radius: r, from: .pi)
        closeSubpath()
    }

    /// A circular arc with SwiftUI's conventions, angles in **radians**.
    ///
    /// Angle 0 points along +x and angles grow toward +y; y is down, so growing angles turn
    /// clockwise on screen. `clockwise: false` sweeps with *increasing* angle from `startAngle`
    /// to `endAngle` (which looks clockwise on screen, as in SwiftUI's flipped space);
    /// `clockwise: true` sweeps with *decreasing* angle. The sweep is `endAngle − startAngle`
    /// brought into [0, 2π) by adding or removing whole turns (mirrored for the decreasing
    /// direction); a difference of 2π or more in the sweep's direction draws a full circle.
    ///
    /// With a current point, a straight line joins it to the arc's start (as CGPath and SwiftUI
    /// do); otherwise the arc's start begins a new subpath.
    public mutating func addArc(center: Point2D, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool) {
        let turn = 2 * Double.pi
        let forward = clockwise ? startAngle - endAngle : endAngle - startAngle
        var sweep = forward
        if forward < turn {
            sweep = forward.truncatingRemainder(dividingBy: turn)
            if sweep < 0 { sweep += turn }
        } else if forward.isFinite {
            sweep = turn
        }
        if clockwise { sweep = -sweep }
        let start = Point2D(center.x + radius * cos(startAngle), center.y + radius * sin(startAngle))
        if currentPoint == nil || needsMove && currentPoint == start {
            move(to: start)
        } else if currentPoint != start {
            addLine(to: start)
        }
        elements.append(.arc(center: center, radiusX: radius, radiusY: radius, startAngle: startAngle, sweep: sweep))
        let end = startAngle + sweep
        currentPoint = Point2D(center.x + radius * cos(end), center.y + radius * sin(end))
    }

    /// True when every coordinate and angle is a finite number.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.isFinite
            case .quadCurve(let p, let c): return p.isFinite && c.isFinite
            case .curve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
            case .arc(let c, let rx, let ry, let start, let sweep):
                return c.isFinite && rx.isFinite && ry.isFinite && start.isFinite && sweep.isFinite
            case .closeSubpath: return true
            }
        }
    }

    private mutating func addQuarter(center: Point2D, radius: Double, from start: Double) {
        appendArc(center: center, radius: radius, start: start, sweep: .pi / 2)
    }

    /// A circular arc from the current point, which must be its start (radians, as `Element.arc`).
    mutating func appendArc(center: Point2D, radius: Double, start: Double, sweep: Double) {
        elements.append(.arc(center: center, radiusX: radius, radiusY: radius, startAngle: start, sweep: sweep))
        let end = start + sweep
        currentPoint = Point2D(center.x + radius * cos(end), center.y + radius * sin(end))
    }

    /// False when there was no current point and `p` became the start of a subpath instead.
    private mutating func beginSegment(orMoveTo p: Point2D) -> Bool {
        guard let current = currentPoint else {
            move(to: p)
            return false
        }
        if needsMove { move(to: current) }
        return true
    }

    /// The same rectangle with a non-negative size, as Core Graphics standardises rectangles.
    private static func standardized(_ rect: (x: Double, y: Double, width: Double, height: Double))
        -> (x: Double, y: Double, width: Double, height: Double) {
        (rect.width < 0 ? rect.x + rect.width : rect.x, rect.height < 0 ? rect.y + rect.height : rect.y,
         abs(rect.width), abs(rect.height))
    }
}

extension Point2D {
    var isFinite: Bool { x.isFinite && y.isFinite }
}
