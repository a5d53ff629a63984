import TimerMaskCore
import TimerMaskRaster

// The layout's sizes and rectangles are the ones view kinds speak in (TimerMaskCore's `Views/`).
typealias Rect = ViewRect
typealias Size = ViewSize
typealias Proposal = ProposedViewSize

extension ViewRect {
    /// The pixels this rectangle covers at `scale`, edges rounded to the nearest pixel.
    func pixels(scale: Double) -> PixelRect {
        pixels(through: .scale(scale))
    }

    /// The pixels the rectangle covers once mapped through an axis-aligned `transform`, edges
    /// rounded to the nearest pixel (Int-safe for any finite input).
    func pixels(through transform: Transform2D) -> PixelRect {
        let a = transform.apply(Point2D(x, y)), b = transform.apply(Point2D(x + width, y + height))
        func px(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v.isNaN ? 0 : v)).rounded()) }
        let x0 = px(min(a.x, b.x)), x1 = px(max(a.x, b.x)), y0 = px(min(a.y, b.y)), y1 = px(max(a.y, b.y))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The four corners, clockwise from the top-left.
    var corners: [Point2D] {
        [Point2D(x, y), Point2D(x + width, y), Point2D(x + width, y + height), Point2D(x, y + height)]
    }
}

extension Transform2D {
    /// No rotation or shear: rectangles stay rectangles with edges on the axes.
    var isAxisAligned: Bool { b == 0 && c == 0 && a > 0 && d > 0 }
}
