import TimerMaskRaster

/// The demo's one light: above-left and in front of the keyring, fixed in the world, so the
/// highlights slide over the metal as it swings. Vectors are in y-down pixel space, z towards
/// the viewer.
struct Lighting {
    static let light = normalized(SIMD3(-0.45, -0.65, 0.62))
    /// Halfway between the light and the viewer (0, 0, 1): where a highlight peaks.
    static let halfway = normalized(light + SIMD3(0, 0, 1))

    /// A straight `base` colour lit at a surface facing `normal`, premultiplied by `alpha`.
    static func shade(_ base: RGBA, normal: SIMD3<Double>, shininess: Double = 24,
                      specular: Double = 0.8, alpha: Double = 1) -> RGBA {
        let n = normalized(normal)
        let diffuse = max(0, dot(n, light))
        let highlight = specular * pow(max(0, dot(n, halfway)), shininess)
        let lit = 0.38 + 0.78 * diffuse
        func channel(_ c: UInt8) -> UInt8 {
            let straight = min(255, Double(c) * lit + 255 * highlight)
            return UInt8((straight * alpha).rounded())
        }
        return RGBA(r: channel(base.r), g: channel(base.g), b: channel(base.b), a: UInt8((255 * alpha).rounded()))
    }

    /// The normal of a round wire whose axis is `offset` away (`offset` measured from the axis
    /// to the point, in units of the wire's radius): a tube seen from the front.
    static func tubeNormal(offset: SIMD2<Double>) -> SIMD3<Double> {
        let length = (offset.x * offset.x + offset.y * offset.y).squareRoot()
        let u = min(1, length)
        guard length > 0 else { return SIMD3(0, 0, 1) }
        return SIMD3(offset.x / length * u, offset.y / length * u, (1 - u * u).squareRoot())
    }

    /// A flat face whose edge is rounded over a `bevel`-wide band: `depth` is how far inside
    /// the face the point is, `outward` the unit direction towards the nearest edge.
    static func bevelNormal(depth: Double, bevel: Double, outward: SIMD2<Double>) -> SIMD3<Double> {
        guard depth < bevel else { return SIMD3(0, 0, 1) }
        let k = 1 - max(0, depth) / bevel
        let tilt = k * k * 0.85
        return SIMD3(outward.x * tilt, outward.y * tilt, (1 - tilt * tilt).squareRoot())
    }

    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
    static func normalized(_ v: SIMD3<Double>) -> SIMD3<Double> { v / dot(v, v).squareRoot() }
}

/// Distance fields for the demo's shapes (negative inside), used to find edges for shading.
enum DistanceField {
    /// A rounded box centred at `center` with half-size `half` and corner radius `radius`.
    static func roundedBox(_ p: Point2D, center: Point2D, half: SIMD2<Double>, radius: Double) -> Double {
        let qx = abs(p.x - center.x) - (half.x - radius), qy = abs(p.y - center.y) - (half.y - radius)
        let outside = SIMD2(max(qx, 0), max(qy, 0))
        return (outside * outside).sum().squareRoot() + min(max(qx, qy), 0) - radius
    }

    static func circle(_ p: Point2D, center: Point2D, radius: Double) -> Double {
        let dx = p.x - center.x, dy = p.y - center.y
        return (dx * dx + dy * dy).squareRoot() - radius
    }

    /// The field's downhill-to-uphill direction at `p`, by central differences.
    static func gradient(at p: Point2D, _ field: (Point2D) -> Double) -> SIMD2<Double> {
        let h = 0.25
        let gx = field(Point2D(p.x + h, p.y)) - field(Point2D(p.x - h, p.y))
        let gy = field(Point2D(p.x, p.y + h)) - field(Point2D(p.x, p.y - h))
        let length = (gx * gx + gy * gy).squareRoot()
        return length > 0 ? SIMD2(gx / length, gy / length) : SIMD2(0, 0)
    }

    /// The nearest point to `p` on the polyline `points` (closed back to its start if `closed`).
    static func nearestPoint(to p: Point2D, onPolyline points: [Point2D], closed: Bool) -> Point2D {
        var best = points[0], bestDistance = Double.infinity
        let count = closed ? points.count : points.count - 1
        for i in 0..<max(count, 1) {
            let a = points[i], b = points[(i + 1) % points.count]
            let abx = b.x - a.x, aby = b.y - a.y
            let lengthSquared = abx * abx + aby * aby
            let t = lengthSquared > 0 ? max(0, min(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / lengthSquared)) : 0
            let q = Point2D(a.x + abx * t, a.y + aby * t)
            let d = (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)
            if d < bestDistance { bestDistance = d; best = q }
        }
        return best
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
