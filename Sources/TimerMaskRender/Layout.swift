import TimerMaskCore
import TimerMaskRaster

/// A rectangle in points, in the widget view's coordinates (origin top-left, y down).
struct Rect: Equatable {
    var x: Double, y: Double, width: Double, height: Double

    /// `size` placed in this rectangle by a stack's alignment.
    func place(width w: Double, height h: Double, alignment: StackAlignment) -> Rect {
        switch alignment {
        case .topLeading: return Rect(x: x, y: y, width: w, height: h)
        case .center: return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
        }
    }

    /// The pixels this rectangle covers at `scale`, edges rounded to the nearest pixel.
    func pixels(scale: Double) -> PixelRect {
        let x0 = Int((x * scale).rounded()), y0 = Int((y * scale).rounded())
        let x1 = Int(((x + width) * scale).rounded()), y1 = Int(((y + height) * scale).rounded())
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Why a scene could not be rendered: one sentence naming the view or image.
public struct RenderError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
