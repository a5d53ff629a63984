import TimerMaskRaster

/// A direction in the demo's lighting space, in plain stored Doubles: a user's golden test
/// draws the demo in a debug build, where every lane of a SIMD3 is a generic call.
struct Vector3 {
    var x: Double, y: Double, z: Double

    /// Summed x, y, z in that order, as SIMD's `(a * b).sum()` does (from −0, which adds nothing).
    static func dot(_ a: Vector3, _ b: Vector3) -> Double { a.x * b.x + a.y * b.y + a.z * b.z }

    var normalized: Vector3 {
        let length = Vector3.dot(self, self).squareRoot()
        return Vector3(x: x / length, y: y / length, z: z / length)
    }
}

/// The standard library's `max(x, y)` (`y >= x ? y : x`) and `min(x, y)` (`y < x ? y : x`) for
/// Doubles, the same answers (NaN and −0 included) without a generic call in a debug build.
/// `@_transparent`, not `@inline(__always)`: only the former is inlined without `-O`, and the
/// demo's shading calls these for every pixel of a user's debug-built golden test.
@_transparent func larger(_ x: Double, _ y: Double) -> Double { y >= x ? y : x }
@_transparent func smaller(_ x: Double, _ y: Double) -> Double { y < x ? y : x }

/// The demo's one light: above-left and in front of the keyring, fixed in the world, so the
/// highlights slide over the metal as it swings. Vectors are in y-down pixel space, z towards
/// the viewer.
struct Lighting {
    static let light = Vector3(x: -0.45, y: -0.65, z: 0.62).normalized
    /// Halfway between the light and the viewer (0, 0, 1): where a highlight peaks.
    static let halfway = Vector3(x: light.x + 0, y: light.y + 0, z: light.z + 1).normalized
    static let facingViewer = Vector3(x: 0, y: 0, z: 1)

    /// A straight `base` colour lit at a surface facing `normal`, premultiplied by `alpha`.
    static func shade(_ base: RGBA, normal: Vector3, shininess: Double = 24,
                      specular: Double = 0.8, alpha: Double = 1) -> RGBA {
        let n = normal.normalized
        let diffuse = larger(0, Vector3.dot(n, light))
        let highlight = specular * pow(larger(0, Vector3.dot(n, halfway)), shininess)
        let lit = 0.38 + 0.78 * diffuse
        func channel(_ c: UInt8) -> UInt8 {
            let straight = smaller(255, Double(Int(c)) * lit + 255 * highlight)
            return UInt8((straight * alpha).rounded())
        }
        return RGBA(r: channel(base.r), g: channel(base.g), b: channel(base.b), a: UInt8((255 * alpha).rounded()))
    }

    /// The normal of a round wire whose axis is (`dx`, `dy`) away (measured from the axis to the
    /// point, in units of the wire's radius): a tube seen from the front.
    static func tubeNormal(dx: Double, dy: Double) -> Vector3 {
        let length = (dx * dx + dy * dy).squareRoot()
        let u = smaller(1, length)
        guard length > 0 else { return facingViewer }
        return Vector3(x: dx / length * u, y: dy / length * u, z: (1 - u * u).squareRoot())
    }

    /// A flat face whose edge is rounded over a `bevel`-wide band: `depth` is how far inside
    /// the face the point is, `outward` the unit direction towards the nearest edge.
    static func bevelNormal(depth: Double, bevel: Double, outward: Point2D) -> Vector3 {
        guard depth < bevel else { return facingViewer }
        let k = 1 - larger(0, depth) / bevel
        let tilt = k * k * 0.85
        return Vector3(x: outward.x * tilt, y: outward.y * tilt, z: (1 - tilt * tilt).squareRoot())
    }
}

/// Distance fields for the demo's shapes (negative inside), used to find edges for shading.
enum DistanceField {
    /// A rounded box centred at `center` with half-size `half` and corner radius `radius`.
    static func roundedBox(_ p: Point2D, center: Point2D, half: Point2D, radius: Double) -> Double {
        let qx = abs(p.x - center.x) - (half.x - radius), qy = abs(p.y - center.y) - (half.y - radius)
        let outsideX = larger(qx, 0), outsideY = larger(qy, 0)
        return (outsideX * outsideX + outsideY * outsideY).squareRoot() + smaller(larger(qx, qy), 0) - radius
    }

    static func circle(_ p: Point2D, center: Point2D, radius: Double) -> Double {
        let dx = p.x - center.x, dy = p.y - center.y
        return (dx * dx + dy * dy).squareRoot() - radius
    }

    /// The field's downhill-to-uphill direction at `p`, by central differences.
    static func gradient(at p: Point2D, _ field: (Point2D) -> Double) -> Point2D {
        let h = 0.25
        let gx = field(Point2D(p.x + h, p.y)) - field(Point2D(p.x - h, p.y))
        let gy = field(Point2D(p.x, p.y + h)) - field(Point2D(p.x, p.y - h))
        let length = (gx * gx + gy * gy).squareRoot()
        return length > 0 ? Point2D(gx / length, gy / length) : Point2D(0, 0)
    }

    /// The nearest point to `p` on the polyline `points` (closed back to its start if `closed`).
    static func nearestPoint(to p: Point2D, onPolyline points: [Point2D], closed: Bool) -> Point2D {
        var best = points[0], bestDistance = Double.infinity
        let count = closed ? points.count : points.count - 1
        var i = 0
        while i < (count > 1 ? count : 1) {
            let a = points[i], b = points[(i + 1) % points.count]
            let abx = b.x - a.x, aby = b.y - a.y
            let lengthSquared = abx * abx + aby * aby
            let t = lengthSquared > 0 ? larger(0, smaller(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / lengthSquared)) : 0
            let q = Point2D(a.x + abx * t, a.y + aby * t)
            let d = (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)
            if d < bestDistance { bestDistance = d; best = q }
            i += 1
        }
        return best
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
