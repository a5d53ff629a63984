import TimerMaskRaster

/// The demo's stand-in for the user's photo: a landscape (sky, sun, a cloud, hills, a tree and
/// a house) laid out in fractions of the picture, so it draws at any size. Nothing in it is
/// symmetric, so any turn or flip shows; its centre is plain sky, so the centre's colour is
/// easy to find again after compositing.
struct LandscapePhoto {
    let width: Int
    let height: Int

    func render() -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        let w = Double(width), h = Double(height), side = min(w, h)
        let everything = VectorPath.rectangle(x: 0, y: 0, width: w, height: h)

        // Sky: deep blue overhead to haze at the horizon.
        image.fill(everything) { p in
            Self.mix(RGBA(r: 38, g: 102, b: 196), RGBA(r: 182, g: 220, b: 242), p.y / (0.66 * h))
        }
        // Sun with a soft glow, upper right.
        let sun = Point2D(0.78 * w, 0.2 * h)
        let glow = 0.26 * side
        image.fill(.circle(center: sun, radius: glow)) { p in
            let t = larger(0, 1 - Self.distance(p, sun) / glow)
            return RGBA(r: 255, g: 240, b: 190, a: 255).scaled(by: 0.55 * t * t)
        }
        image.fill(.circle(center: sun, radius: 0.075 * side), color: RGBA(r: 255, g: 226, b: 112))
        // A cloud, upper left.
        var cloud = VectorPath()
        for (u, v, r) in [(0.14, 0.31, 0.07), (0.23, 0.27, 0.095), (0.32, 0.31, 0.065), (0.21, 0.33, 0.07)] {
            cloud.append(.circle(center: Point2D(u * w, v * h), radius: r * w))
        }
        image.fill(cloud) { p in
            Self.mix(RGBA(r: 255, g: 255, b: 255), RGBA(r: 206, g: 214, b: 228), (p.y / h - 0.22) / 0.16)
        }
        // Far hills, bluish with distance; near hill rising to the left.
        image.fill(hill { u in 0.62 + 0.05 * sin(6 * u + 1) + 0.03 * sin(13 * u) }) { p in
            Self.mix(RGBA(r: 120, g: 166, b: 150), RGBA(r: 86, g: 132, b: 112), (p.y / h - 0.55) / 0.3)
        }
        image.fill(hill { u in 0.74 - 0.13 * (1 - u) + 0.025 * sin(9 * u) }) { p in
            Self.mix(RGBA(r: 96, g: 170, b: 70), RGBA(r: 36, g: 104, b: 38), (p.y / h - 0.6) / 0.4)
        }
        // A tree on the right, a red-roofed house on the left.
        let ground = { (u: Double) in (0.74 - 0.13 * (1 - u) + 0.025 * sin(9 * u)) * h }
        let treeX = 0.8 * w, treeBase = ground(0.8) + 0.02 * h
        image.fill(.rectangle(x: treeX - 0.015 * w, y: treeBase - 0.1 * h, width: 0.03 * w, height: 0.1 * h),
                   color: RGBA(r: 96, g: 62, b: 36))
        image.fill(.ellipse(center: Point2D(treeX, treeBase - 0.14 * h), radiusX: 0.075 * w, radiusY: 0.07 * h)) { p in
            Self.mix(RGBA(r: 58, g: 128, b: 48), RGBA(r: 24, g: 80, b: 30), (p.x - treeX) / (0.08 * w) * 0.5 + 0.5)
        }
        let houseX = 0.24 * w, houseBase = ground(0.24) + 0.03 * h
        let houseWidth = 0.16 * w, wallHeight = 0.08 * h
        image.fill(.rectangle(x: houseX - houseWidth / 2, y: houseBase - wallHeight, width: houseWidth, height: wallHeight),
                   color: RGBA(r: 238, g: 226, b: 200))
        image.fill(.polygon([Point2D(houseX - houseWidth * 0.6, houseBase - wallHeight),
                             Point2D(houseX, houseBase - wallHeight - 0.07 * h),
                             Point2D(houseX + houseWidth * 0.6, houseBase - wallHeight)]),
                   color: RGBA(r: 196, g: 48, b: 40))
        image.fill(.rectangle(x: houseX + houseWidth * 0.12, y: houseBase - wallHeight * 0.7,
                              width: houseWidth * 0.18, height: wallHeight * 0.7),
                   color: RGBA(r: 110, g: 70, b: 44))
        return image
    }

    /// The area under a ridge line `top(u)` (as a fraction of the height, u across 0...1).
    func hill(_ top: (Double) -> Double) -> VectorPath {
        let w = Double(width), h = Double(height)
        let steps = max(8, width / 2)
        var points = (0...steps).map { i -> Point2D in
            let u = Double(i) / Double(steps)
            return Point2D(u * w, top(u) * h)
        }
        points += [Point2D(w, h), Point2D(0, h)]
        return .polygon(points)
    }

    /// Straight colours `a` to `b` by `t` (clamped), returned premultiplied (opaque).
    static func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        let k = larger(0, smaller(1, t))
        // Through Int: `Double(UInt8)` is a generic conversion in a debug build (a user's golden test).
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let from = Double(Int(x)), to = Double(Int(y))
            return UInt8((from + (to - from) * k).rounded())
        }
        return RGBA(r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b))
    }

    static func distance(_ p: Point2D, _ q: Point2D) -> Double {
        ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
    }
}

extension RGBA {
    /// This straight colour at `alpha` (0...1), premultiplied.
    func scaled(by alpha: Double) -> RGBA {
        let a = larger(0, smaller(1, alpha))
        func channel(_ c: UInt8) -> UInt8 { UInt8((Double(Int(c)) * a).rounded()) }
        return RGBA(r: channel(r), g: channel(g), b: channel(b), a: UInt8((255 * a).rounded()))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
