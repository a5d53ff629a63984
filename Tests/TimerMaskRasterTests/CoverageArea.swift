@testable import TimerMaskRaster

/// Measuring what `PathRasterizer` covers, for tests that compare it with an exact area.
enum CoverageArea {
    /// Covered area in pixels: every pixel's coverage summed, filled with `.nonZero`.
    static func of(_ path: VectorPath) -> Double {
        guard let bounds = path.bounds else { return 0 }
        let x0 = Int(bounds.min.x.rounded(.down)) - 1, y0 = Int(bounds.min.y.rounded(.down)) - 1
        let x1 = Int(bounds.max.x.rounded(.up)) + 1, y1 = Int(bounds.max.y.rounded(.up)) + 1
        let mask = PathRasterizer.coverage(of: path, width: x1 - x0, height: y1 - y0, originX: x0, originY: y0)
        return Double(mask.values.reduce(0) { $0 + Int($1) }) / 255
    }

    /// Worst error from rounding each pixel to 1/255: half a level in every pixel an outline of
    /// this length can cross (a connected curve of length P meets at most about √2·P + 2 pixels).
    static func roundingBudget(perimeter: Double) -> Double { (2 * perimeter + 4) * 0.5 / 255 }

    /// The rounding budget plus the flattening bound: a polyline within `tolerance` of a curve
    /// of length `curveLength` differs from it by at most `tolerance × curveLength` in area.
    static func budget(perimeter: Double, curveLength: Double, tolerance: Double = VectorPath.defaultTolerance) -> Double {
        roundingBudget(perimeter: perimeter) + tolerance * curveLength
    }
}
