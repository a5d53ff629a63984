/// Which areas of a path count as inside.
public enum FillRule: Sendable {
    /// Inside where the outlines wind around a point any number of times but zero.
    case nonZero
    /// Inside where a ray from the point crosses an odd number of outlines.
    case evenOdd
}

/// Turns a `VectorPath` into anti-aliased coverage with **exact area coverage**: each pixel's value
/// is the fraction of its square that the shape covers, rounded to 1/255.
///
/// The method is the signed-area accumulation font rasterisers use: every edge adds, into the
/// cells it crosses, the area between itself and the cell's right side (signed by direction),
/// and passes its full height on to the cell after; a running sum along each row then gives the
/// winding number integrated over every pixel. Interiors come out exact under both fill rules;
/// where edges of opposite direction share one pixel the even-odd value is folded from that
/// integral, as FreeType does.
public enum PathRasterizer {
    /// Coverage of `path` over a `width` × `height` grid whose pixel (0, 0) is the path-space
    /// square at (`originX`, `originY`): pass an origin to rasterise only a window of a bigger scene.
    public static func coverage(of path: VectorPath, width: Int, height: Int,
                                originX: Int = 0, originY: Int = 0,
                                fillRule: FillRule = .nonZero) -> CoverageMask {
        coverage(of: path, width: width, height: height, originX: originX, originY: originY, fillRule: fillRule,
                 cancellingSharedEdges: true)
    }

    /// `cancellingSharedEdges: false` adds every edge (the tests compare the two).
    static func coverage(of path: VectorPath, width: Int, height: Int, originX: Int, originY: Int,
                         fillRule: FillRule, cancellingSharedEdges: Bool) -> CoverageMask {
        precondition(width >= 0 && height >= 0, "mask size must not be negative")
        var mask = CoverageMask(width: width, height: height)
        guard width > 0, height > 0 else { return mask }
        var cells = CellAccumulator(width: width, height: height)
        let dx = Double(originX), dy = Double(originY)
        let w = Double(width), h = Double(height)
        let subpaths = path.subpaths
        let shared = cancellingSharedEdges ? SharedEdges(subpaths) : nil
        for polygon in subpaths {
            var previous = polygon[polygon.count - 1]
            for point in polygon {
                let a = Point2D(previous.x - dx, previous.y - dy), b = Point2D(point.x - dx, point.y - dy)
                // Wholly above, below or right of the grid, an edge adds to no cell (an arc
                // band's arcs pass far outside the view; only its ends cross it).
                let outside = (a.y <= 0 && b.y <= 0) || (a.y >= h && b.y >= h) || (a.x >= w && b.x >= w)
                if !outside && !(shared?.cancels(previous, point) ?? false) { cells.addEdge(from: a, to: b) }
                previous = point
            }
        }
        cells.resolve(into: &mask, fillRule: fillRule)
        cells.clearTouched()
        CellBuffers.give(cells.cells)
        return mask
    }
}

/// Per-row cells of signed area; `stride` leaves room for contributions just right of the grid.
struct CellAccumulator {
    let width: Int
    let height: Int
    let stride: Int
    var cells: [Double]
    /// One bit per cell an edge wrote to, `words` 64-bit words a row: resolving sums only those
    /// (every other cell holds 0 and leaves the running sum as it is: left of a row's first the
    /// winding is 0, right of its last it no longer changes) and fills the runs between, and
    /// clearing zeroes only those. An arc band's mask spans the whole view, and reading every
    /// cell of it was most of drawing it.
    var touched: [UInt64]
    let words: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.stride = width + 2
        self.cells = CellBuffers.take(count: stride * height)
        self.words = (stride + 63) / 64
        self.touched = [UInt64](repeating: 0, count: words * height)
    }

    /// Adds one edge, clipped so that anything left of the grid counts as full cover at x = 0
    /// and anything right of it is dropped.
    mutating func addEdge(from p0: Point2D, to p1: Point2D) {
        guard p0.y != p1.y, p0.x.isFinite, p0.y.isFinite, p1.x.isFinite, p1.y.isFinite else { return }
        let w = Double(width)
        // Split where the edge crosses x = 0 or x = width, then squash the outer parts onto
        // those lines: left of the grid only the height an edge spans matters. (At most two
        // cuts, kept in locals: an edge costs no allocation.)
        var cut0 = 2.0, cut1 = 2.0   // 2: no cut
        let ddx = p1.x - p0.x
        if ddx != 0 {
            let t0 = (0 - p0.x) / ddx, t1 = (w - p0.x) / ddx
            let a = t0 > 0 && t0 < 1 ? t0 : 2, b = t1 > 0 && t1 < 1 ? t1 : 2
            (cut0, cut1) = a <= b ? (a, b) : (b, a)
        }
        var start = 0.0
        if cut0 < 1 { addPiece(p0, p1, from: start, to: cut0, width: w); start = cut0 }
        if cut1 < 1 && cut1 > start { addPiece(p0, p1, from: start, to: cut1, width: w); start = cut1 }
        addPiece(p0, p1, from: start, to: 1, width: w)
    }

    private mutating func addPiece(_ p0: Point2D, _ p1: Point2D, from t0: Double, to t1: Double, width w: Double) {
        let a = lerp(p0, p1, t0), b = lerp(p0, p1, t1)
        let midX = (a.x + b.x) / 2
        if midX >= w { return }
        if midX <= 0 {
            addClippedLine(Point2D(0, a.y), Point2D(0, b.y))
        } else {
            addClippedLine(Point2D(min(max(a.x, 0), w), a.y), Point2D(min(max(b.x, 0), w), b.y))
        }
    }

    private func lerp(_ a: Point2D, _ b: Point2D, _ t: Double) -> Point2D {
        if t == 0 { return a }
        if t == 1 { return b }
        return Point2D(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }

    /// An edge with 0 ≤ x ≤ width, walked one pixel row at a time.
    private mutating func addClippedLine(_ p0: Point2D, _ p1: Point2D) {
        guard p0.y != p1.y else { return }
        let direction: Double = p0.y < p1.y ? 1 : -1
        let (top, bottom) = p0.y < p1.y ? (p0, p1) : (p1, p0)
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        let h = Double(height)
        let yStart = max(0, top.y), yEnd = min(h, bottom.y)
        guard yStart < yEnd else { return }
        var x = top.x + (yStart - top.y) * dxdy
        let firstRow = Int(yStart.rounded(.down)), lastRow = Int(yEnd.rounded(.up))
        let w = Double(width)
        // Through buffers: the marks too are set once a row, for every edge.
        let words = words
        cells.withUnsafeMutableBufferPointer { acc in
            touched.withUnsafeMutableBufferPointer { touched in
                for row in firstRow..<lastRow {
                    let rowTop = max(Double(row), yStart), rowBottom = min(Double(row + 1), yEnd)
                    let dy = rowBottom - rowTop
                    if dy <= 0 { continue }
                    let xNext = row + 1 == lastRow ? bottom.x + (yEnd - bottom.y) * dxdy : x + dxdy * dy
                    let xClampedNext = min(max(xNext, 0), w)
                    let base = row * stride
                    let d = dy * direction
                    let (xl, xr) = x < xClampedNext ? (x, xClampedNext) : (xClampedNext, x)
                    // floor and ceil by truncation where x ≥ 0 (an edge is clipped to 0…width): no
                    // libm call per row, x86-64's baseline has no rounding instruction.
                    let left = xl >= 0 ? Int(xl) : Int(xl.rounded(.down))
                    let leftFloor = Double(left)
                    let truncated = xr >= 0 ? Int(xr) : Int(xr.rounded(.up))
                    let right = Double(truncated) < xr ? truncated + 1 : truncated
                    // The cells written below: left through max(right, left + 1).
                    let bits = row * words
                    var column = left
                    while column <= max(right, left + 1) {
                        touched[bits + column >> 6] |= 1 << UInt64(column & 63)
                        column += 1
                    }
                    if right <= left + 1 {
                        // Within one pixel column: area right of the edge's mid x stays in this cell.
                        let mid = (x + xClampedNext) / 2 - leftFloor
                        acc[base + left] += d * (1 - mid)
                        acc[base + left + 1] += d * mid
                    } else {
                        // Across several columns: the edge's trapezoids, cell by cell.
                        let slope = 1 / (xr - xl)
                        let leftFraction = xl - leftFloor
                        let firstArea = 0.5 * slope * (1 - leftFraction) * (1 - leftFraction)
                        let rightFraction = xr - Double(right) + 1
                        let lastArea = 0.5 * slope * rightFraction * rightFraction
                        acc[base + left] += d * firstArea
                        if right == left + 2 {
                            acc[base + left + 1] += d * (1 - firstArea - lastArea)
                        } else {
                            let secondArea = slope * (1.5 - leftFraction)
                            acc[base + left + 1] += d * (secondArea - firstArea)
                            if left + 2 < right - 1 {
                                for column in (left + 2)..<(right - 1) { acc[base + column] += d * slope }
                            }
                            let beforeLast = secondArea + Double(right - left - 3) * slope
                            acc[base + right - 1] += d * (1 - beforeLast - lastArea)
                        }
                        acc[base + right] += d * lastArea
                    }
                    x = xClampedNext
                }
            }
        }
    }

    /// Sets every cell an edge touched back to 0, and the marks with them, so the buffer can
    /// serve the next rasterisation unzeroed.
    mutating func clearTouched() {
        let words = words
        cells.withUnsafeMutableBufferPointer { acc in
            touched.withUnsafeMutableBufferPointer { touched in
                var row = 0
                while row < height {
                    let cells = acc.baseAddress! + row * stride
                    var word = 0
                    while word < words {
                        var bits = touched[row * words + word]
                        if bits != 0 { touched[row * words + word] = 0 }
                        while bits != 0 {
                            cells[word << 6 + bits.trailingZeroBitCount] = 0
                            bits &= bits - 1
                        }
                        word += 1
                    }
                    row += 1
                }
            }
        }
    }

    /// Running sums along each row: the winding integrated over each pixel, folded by the rule.
    /// `mask` must be all 0 (a fresh mask): only the cells edges touched are summed, and right
    /// of a row's last one its value is filled in.
    func resolve(into mask: inout CoverageMask, fillRule: FillRule) {
        let evenOdd = fillRule == .evenOdd
        /// round(coverage · 255), halves away from zero, without a libm call per pixel (x86-64's
        /// baseline has no rounding instruction); NaN reads 255.
        @inline(__always) func value(_ winding: Double) -> UInt8 {
            let magnitude = winding < 0 ? -winding : winding
            let covered: Double
            if evenOdd {
                let folded = magnitude.truncatingRemainder(dividingBy: 2)
                covered = folded > 1 ? 2 - folded : folded
            } else {
                covered = magnitude < 1 ? magnitude : 1   // min(1, |winding|), NaN gives 1
            }
            let scaled = covered >= 0 && covered <= 1 ? covered * 255 : 255
            let whole = Int(scaled)
            return UInt8(truncatingIfNeeded: scaled - Double(whole) >= 0.5 ? whole + 1 : whole)
        }
        let words = words
        cells.withUnsafeBufferPointer { acc in
          touched.withUnsafeBufferPointer { touched in
            mask.values.withUnsafeMutableBufferPointer { out in
                var row = 0
                while row < height {
                    var winding = 0.0
                    let base = row * stride, outRow = out.baseAddress! + row * width
                    // Only touched cells change the winding (every other cell holds 0, and
                    // adding 0 changes no sum): between them the value runs on unchanged. The
                    // mask starts all 0, so runs of 0 are left as they are, and cells past the
                    // grid's right side (`stride` leaves room for them) are not summed.
                    var rest = value(winding)
                    var column = 0
                    var word = 0
                    scan: while word < words {
                        var bits = touched[row * words + word]
                        while bits != 0 {
                            let next = word << 6 + bits.trailingZeroBitCount
                            if next >= width { break scan }
                            if rest != 0 { (outRow + column).update(repeating: rest, count: next - column) }
                            winding += acc[base + next]
                            rest = value(winding)
                            outRow[next] = rest
                            column = next + 1
                            bits &= bits - 1
                        }
                        word += 1
                    }
                    if rest != 0 { (outRow + column).update(repeating: rest, count: width - column) }
                    row += 1
                }
            }
          }
        }
    }
}

// MARK: - Filling paths into images

extension RGBAImage {
    /// Paints `path` in a straight `color`, anti-aliased, source-over.
    public mutating func fill(_ path: VectorPath, color: RGBA, fillRule: FillRule = .nonZero) {
        let premultiplied = color.premultiplied
        fill(path, fillRule: fillRule) { _ in premultiplied }
    }

    /// Paints `path` with a colour chosen per pixel: `paint` gets the pixel centre in this
    /// image's coordinates and returns a **premultiplied** colour. Only the path's bounding box
    /// is rasterised.
    public mutating func fill(_ path: VectorPath, fillRule: FillRule = .nonZero, paint: (Point2D) -> RGBA) {
        guard let bounds = path.bounds else { return }
        // Clamp in floating point first: a stray huge coordinate must not trap converting to Int.
        func pixel(_ v: Double, _ limit: Int, _ rule: FloatingPointRoundingRule) -> Int {
            v.isNaN ? 0 : Int(min(max(v, 0), Double(limit)).rounded(rule))
        }
        let x0 = pixel(bounds.min.x, width, .down), y0 = pixel(bounds.min.y, height, .down)
        let x1 = pixel(bounds.max.x, width, .up), y1 = pixel(bounds.max.y, height, .up)
        guard x0 < x1, y0 < y1 else { return }
        let mask = PathRasterizer.coverage(of: path, width: x1 - x0, height: y1 - y0,
                                           originX: x0, originY: y0, fillRule: fillRule)
        var layer = RGBAImage(width: mask.width, height: mask.height)
        let maskWidth = mask.width, maskHeight = mask.height
        // Index loops over buffers: a debug build (a user's golden test draws the demo) runs this too.
        mask.values.withUnsafeBufferPointer { coverage in
            layer.pixels.withUnsafeMutableBufferPointer { pixels in
                var y = 0
                while y < maskHeight {
                    var x = 0
                    while x < maskWidth {
                        let i = y * maskWidth + x
                        if coverage[i] != 0 {
                            let c = paint(Point2D(Double(x + x0) + 0.5, Double(y + y0) + 0.5))
                            pixels[i * 4] = c.r; pixels[i * 4 + 1] = c.g; pixels[i * 4 + 2] = c.b; pixels[i * 4 + 3] = c.a
                        }
                        x += 1
                    }
                    y += 1
                }
            }
        }
        draw(layer, atX: x0, y: y0, mask: mask)
    }
}
