/// What one instant may cost, counted before each piece of work is done: a scene within the
/// view and nesting limits can still ask for far more pixels, outline points or kept pictures
/// than a render can afford (20,000 translucent full-canvas colours, a path of a million
/// points), and is refused by name before the piece that would pass the budget.
final class DrawBudget {
    /// Pixels one instant may touch: every op's area as it is drawn or culled, every window a
    /// shape or text is rasterised in, every pixel row an outline's edges cross.
    static let pixels = 1 << 30
    /// Bytes of coverage and pictures one instant may allocate for its ops (shapes', texts' and
    /// groups' windows, clip masks, turned pictures).
    static let bytes = 512 << 20
    /// Points the outlines of one instant may hold once curves are flattened and strokes built.
    static let outlinePoints = 4_000_000

    private(set) var pixelsUsed = 0
    private(set) var bytesUsed = 0
    private(set) var pointsUsed = 0
    /// Shared with the renderer's scan, when it counts every render's pixels too.
    let scan: ScanBudget?

    init(scan: ScanBudget? = nil) { self.scan = scan }

    /// Counts `count` pixels of work about to be done for `path`, or refuses it.
    func spend(pixels count: Int, for path: String) throws {
        let (total, overflow) = pixelsUsed.addingReportingOverflow(max(0, count))
        guard !overflow, total <= Self.pixels else {
            throw RenderError(.overLimit, "\(path) would make this instant touch more than \(Self.pixels) pixels (the views before it used \(pixelsUsed)), over the budget of one render; draw fewer or smaller views")
        }
        pixelsUsed = total
        try scan?.spend(pixels: count)
    }

    /// Counts a `width` × `height` buffer of `bytesPerPixel` about to be allocated for `path`.
    func allocate(width: Int, height: Int, bytesPerPixel: Int, for path: String) throws {
        let (area, o1) = max(0, width).multipliedReportingOverflow(by: max(0, height))
        let (size, o2) = area.multipliedReportingOverflow(by: bytesPerPixel)
        let (total, o3) = bytesUsed.addingReportingOverflow(size)
        guard !o1, !o2, !o3, total <= Self.bytes else {
            throw RenderError(.overLimit, "\(path) would make this instant hold more than \(Self.bytes >> 20) MiB of coverage and pictures (the views before it held \(bytesUsed >> 20) MiB), over the budget of one render; draw fewer or smaller translucent groups, shapes or texts")
        }
        bytesUsed = total
    }

    /// Counts `count` outline points about to be made for `path`, or refuses them.
    func spend(points count: Int, for path: String) throws {
        let (total, overflow) = pointsUsed.addingReportingOverflow(max(0, count))
        guard !overflow, total <= Self.outlinePoints else {
            throw RenderError(.overLimit, "\(path) would make this instant's outlines hold more than \(Self.outlinePoints) points (the shapes before it held \(pointsUsed)), over the budget of one render; use fewer path elements or a thinner stroke")
        }
        pointsUsed = total
    }

    /// The outline points still free, for flattening and stroking to stop at.
    var pointsLeft: Int { Self.outlinePoints - pointsUsed }
}
