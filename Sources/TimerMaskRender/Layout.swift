import TimerMaskCore
import TimerMaskRaster

/// A rectangle in points, in a view's local coordinates (origin top-left, y down).
struct Rect: Equatable, Hashable {
    var x: Double, y: Double, width: Double, height: Double

    var size: Size { Size(width: width, height: height) }

    /// A box of `size` placed in this rectangle at `fraction` of the slack on each axis.
    func place(_ size: Size, fraction: (x: Double, y: Double)) -> Rect {
        Rect(x: x + (width - size.width) * fraction.x, y: y + (height - size.height) * fraction.y,
             width: size.width, height: size.height)
    }

    func place(_ size: Size, alignment: SceneAlignment) -> Rect { place(size, fraction: alignment.fraction) }

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

struct Size: Equatable, Hashable {
    var width: Double, height: Double
}

/// What a parent offers a child: a size per axis, or nil for "your ideal size".
struct Proposal: Equatable, Hashable {
    var width: Double?
    var height: Double?
    init(width: Double?, height: Double?) { self.width = width; self.height = height }
    init(_ size: Size) { width = size.width; height = size.height }
}

extension Transform2D {
    /// No rotation or shear: rectangles stay rectangles with edges on the axes.
    var isAxisAligned: Bool { b == 0 && c == 0 && a > 0 && d > 0 }
}

/// Why a scene could not be rendered: one sentence naming the view or image.
public struct RenderError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
