import TimerMaskRaster

/// The built-in demo's keyring, laid out on a 420-unit canvas at rest and drawn swung by an
/// angle about the nail it hangs from: a steel ring, a short chain, and a brass tag with a
/// window the photo shows through. Everything else stays transparent.
struct Keyring {
    /// The canvas side the layout below is measured on.
    static let designSize = 420.0
    /// The nail: the pivot of the swing.
    static let pivot = Point2D(210, 26)

    static let ringCenter = Point2D(210, 44)
    static let ringRadius = 23.0          // to the middle of the wire
    static let ringWire = 3.0             // half the wire's thickness

    static let tagCenter = Point2D(210, 273)
    static let tagHalfSize = Point2D(95.0, 113.0)
    static let tagCorner = 22.0
    static let holeCenter = Point2D(210, 178)
    static let holeRadius = 8.0

    /// The photo box at 420 units; the window is 2 units smaller on every side so the photo's
    /// own edge hides under the brass.
    static let photoBox = (width: 158.0, height: 170.0)
    static let windowCenter = Point2D(210, 285)
    static let windowHalfSize = Point2D(photoBox.width / 2 - 2, photoBox.height / 2 - 2)
    static let windowCorner = 8.0

    static let bevel = 6.0
    static let chainWire = 2.25

    enum Link {
        /// A link seen face on: an oval loop centred at `centerY`.
        case oval(centerY: Double)
        /// A link seen edge on: a short bar.
        case edgeOn(fromY: Double, toY: Double)
    }
    /// From the ring down to the tag's hole; ovals first, so the bars pass in front of them.
    static let links: [Link] = [.oval(centerY: 80), .oval(centerY: 132),
                                .edgeOn(fromY: 92, toY: 120), .edgeOn(fromY: 144, toY: 176)]

    static let steel = RGBA(r: 196, g: 200, b: 208)
    static let darkSteel = RGBA(r: 92, g: 96, b: 104)
    static let brass = RGBA(r: 214, g: 168, b: 84)

    /// Canvas pixels per design unit.
    let scale: Double
    /// The swing, degrees, positive clockwise on screen.
    let angle: Double
    /// Design units at rest → canvas pixels, swung.
    let toCanvas: Transform2D
    /// Canvas pixels → design units at rest.
    let toDesign: Transform2D
    /// The swing's pure rotation, for turning directions from design into canvas space.
    let turn: Transform2D

    init(canvasSize: Int, angle: Double) {
        scale = Double(canvasSize) / Self.designSize
        self.angle = angle
        turn = .rotation(degrees: angle)
        toCanvas = Transform2D.rotation(degrees: angle, about: Self.pivot).scaledBy(x: scale, y: scale)
        toDesign = toCanvas.inverse!
    }

    /// Where a design point at rest ends up on the canvas in this swing.
    func place(_ p: Point2D) -> Point2D { toCanvas.apply(p) }

    func draw(into canvas: inout RGBAImage) {
        drawTag(into: &canvas)
        drawWire(circle(center: Self.ringCenter, radius: Self.ringRadius), closed: true,
                 halfWidth: Self.ringWire, color: Self.steel, into: &canvas)
        for link in Self.links {
            switch link {
            case .oval(let y):
                drawWire(stadium(centerY: y, halfWidth: 6, halfHeight: 16), closed: true,
                         halfWidth: Self.chainWire, color: Self.steel, into: &canvas)
            case .edgeOn(let from, let to):
                drawWire([Point2D(210, from), Point2D(210, to)], closed: false,
                         halfWidth: Self.chainWire + 0.25, color: Self.steel, into: &canvas)
            }
        }
        drawNail(into: &canvas)
    }

    // MARK: - Parts

    /// A round wire along a design-space centreline, lit as a tube.
    func drawWire(_ centreline: [Point2D], closed: Bool, halfWidth: Double, color: RGBA,
                  into canvas: inout RGBAImage) {
        let placed = centreline.map(place)
        let radius = halfWidth * scale
        let outline = VectorPath.stroke(polyline: placed, width: 2 * radius, closed: closed)
        canvas.fill(outline, fillRule: .nonZero) { p in
            let axis = DistanceField.nearestPoint(to: p, onPolyline: placed, closed: closed)
            let normal = Lighting.tubeNormal(dx: (p.x - axis.x) / radius, dy: (p.y - axis.y) / radius)
            return Lighting.shade(color, normal: normal, shininess: 30, specular: 0.9)
        }
    }

    /// The brass plate: outline, photo window and hole, bevelled at every edge, with the shadow
    /// its inner edge casts onto the photo.
    func drawTag(into canvas: inout RGBAImage) {
        var plate = VectorPath.roundedRectangle(x: Self.tagCenter.x - Self.tagHalfSize.x, y: Self.tagCenter.y - Self.tagHalfSize.y,
                                          width: 2 * Self.tagHalfSize.x, height: 2 * Self.tagHalfSize.y,
                                          cornerRadius: Self.tagCorner)
        let window = windowPath()
        plate.append(window)
        plate.append(.circle(center: Self.holeCenter, radius: Self.holeRadius))
        canvas.fill(plate.transformed(by: toCanvas), fillRule: .evenOdd) { p in
            let q = toDesign.apply(p)
            let (depth, outward) = plateEdge(at: q)
            let normal = Lighting.bevelNormal(depth: depth, bevel: Self.bevel, outward: turned(outward))
            // Fine brushing lines across the plate, so it reads as metal.
            let brushed = 1 + 0.02 * sin(q.y * 3.1 + 2 * sin(q.x * 0.05))
            let base = RGBA(r: UInt8(smaller(255, Double(Int(Self.brass.r)) * brushed)),
                            g: UInt8(smaller(255, Double(Int(Self.brass.g)) * brushed)),
                            b: UInt8(smaller(255, Double(Int(Self.brass.b)) * brushed)))
            return Lighting.shade(base, normal: normal, shininess: 18, specular: 0.55)
        }
        for x in [150.0, 270.0] { drawDome(center: Point2D(x, 180), radius: 5, color: Self.steel, swung: true, into: &canvas) }
        drawWindowShadow(into: &canvas)
    }

    func windowPath() -> VectorPath {
        .roundedRectangle(x: Self.windowCenter.x - Self.windowHalfSize.x, y: Self.windowCenter.y - Self.windowHalfSize.y,
                          width: 2 * Self.windowHalfSize.x, height: 2 * Self.windowHalfSize.y,
                          cornerRadius: Self.windowCorner)
    }

    /// How deep inside the plate a design point is, and the design-space direction to that
    /// nearest edge (outer outline, window or hole): the first of the three at least depth wins.
    func plateEdge(at q: Point2D) -> (Double, Point2D) {
        var nearest = PlateEdge.outer, depth = -nearest.field(q)
        let window = PlateEdge.window.field(q), hole = PlateEdge.hole.field(q)
        if window < depth { nearest = .window; depth = window }
        if hole < depth { nearest = .hole; depth = hole }
        guard depth < Self.bevel else { return (depth, Point2D(0, 0)) }
        let direction = DistanceField.gradient(at: q, nearest.field)
        return (depth, Point2D(direction.x * nearest.sign, direction.y * nearest.sign))
    }

    /// The plate's three edges, each a distance field (negative inside its shape).
    enum PlateEdge {
        case outer, window, hole

        func field(_ p: Point2D) -> Double {
            switch self {
            case .outer: DistanceField.roundedBox(p, center: Keyring.tagCenter, half: Keyring.tagHalfSize, radius: Keyring.tagCorner)
            case .window: DistanceField.roundedBox(p, center: Keyring.windowCenter, half: Keyring.windowHalfSize, radius: Keyring.windowCorner)
            case .hole: DistanceField.circle(p, center: Keyring.holeCenter, radius: Keyring.holeRadius)
            }
        }

        /// Which way is outward, from the plate's side of the edge.
        var sign: Double { self == .outer ? 1 : -1 }
    }

    /// The window's top-left inner edge shades the photo a little: the light is above-left.
    func drawWindowShadow(into canvas: inout RGBAImage) {
        // A point is shaded when the plate covers the point a few units back towards the light;
        // that way is fixed on screen, so turn it back into the swung design space.
        let away = Transform2D.rotation(degrees: -angle).apply(Point2D(3, 4))
        canvas.fill(windowPath().transformed(by: toCanvas)) { p in
            let q = toDesign.apply(p)
            let shifted = Point2D(q.x - away.x, q.y - away.y)
            let d = DistanceField.roundedBox(shifted, center: Self.windowCenter, half: Self.windowHalfSize,
                                             radius: Self.windowCorner)
            let t = larger(0, smaller(1, (d + 5) / 6))
            let alpha = 0.45 * t * t * (3 - 2 * t)
            return RGBA(r: 0, g: 0, b: 0, a: UInt8((alpha * 255).rounded()))
        }
    }

    /// A nail head or rivet: a lit dome.
    func drawDome(center: Point2D, radius: Double, color: RGBA, swung: Bool, into canvas: inout RGBAImage) {
        let c = swung ? place(center) : Point2D(center.x * scale, center.y * scale)
        let r = radius * scale
        canvas.fill(.circle(center: c, radius: r)) { p in
            Lighting.shade(color, normal: Lighting.tubeNormal(dx: (p.x - c.x) / r, dy: (p.y - c.y) / r),
                           shininess: 40, specular: 0.9)
        }
    }

    /// The nail stays put while everything else swings about it.
    func drawNail(into canvas: inout RGBAImage) {
        drawDome(center: Self.pivot, radius: 6, color: Self.darkSteel, swung: false, into: &canvas)
    }

    // MARK: - Centrelines (design units)

    func turned(_ v: Point2D) -> Point2D { turn.apply(v) }

    func circle(center: Point2D, radius: Double, segments: Int = 48) -> [Point2D] {
        (0..<segments).map { i in
            let t = 2 * Double.pi * Double(i) / Double(segments)
            return Point2D(center.x + radius * cos(t), center.y + radius * sin(t))
        }
    }

    /// An upright oval loop: two half circles of `halfWidth` joined by straight sides.
    func stadium(centerY: Double, halfWidth: Double, halfHeight: Double, segments: Int = 12) -> [Point2D] {
        let straight = halfHeight - halfWidth
        func arc(centerY cy: Double, from start: Double) -> [Point2D] {
            (0...segments).map { i in
                let t = start + Double.pi * Double(i) / Double(segments)
                return Point2D(210 + halfWidth * cos(t), cy + halfWidth * sin(t))
            }
        }
        return arc(centerY: centerY - straight, from: .pi) + arc(centerY: centerY + straight, from: 0)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
