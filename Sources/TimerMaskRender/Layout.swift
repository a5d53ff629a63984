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

/// Why a scene could not be rendered: one sentence naming the view or image, and a `kind` a
/// caller can switch on.
public struct RenderError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// The scene's size or display scale is out of range, or its pixels over the limit.
        case sceneSize
        /// A view names an image that was not loaded.
        case missingImage
        /// An image's pixels cannot be read when it is first shown (a frame file damaged
        /// past the header that gave its size).
        case unreadableImage
        /// A text's font cannot be loaded, or its text cannot be shaped or drawn.
        case font
        /// A length cannot be worked out where it is read (`geo.width` outside a geometryReader)
        /// or comes to a value out of range.
        case length
        /// The work asked for is over one of the renderer's limits (a picture's pixels, layout
        /// steps, a sheet's or diagram's size, a scan's renders).
        case overLimit
        /// A sheet or diagram setting leaves nothing to draw.
        case invalidSettings
        /// No font for the labels of sheets and diagrams.
        case labelFont
    }

    public let kind: Kind
    public let description: String
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
