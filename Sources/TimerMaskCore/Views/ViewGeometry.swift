// The sizes and rectangles SwiftUI's layout speaks in, in points: what a view kind is offered,
// chooses and is placed in. Pure values, so kinds size and place themselves without the renderer.

/// A size in points.
public struct ViewSize: Equatable, Hashable, Sendable {
    public var width: Double, height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// What a parent offers a child: a size per axis, or nil for "your ideal size".
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public init(_ size: ViewSize) { width = size.width; height = size.height }
}

/// A rectangle in points, in a view's local coordinates (origin top-left, y down).
public struct ViewRect: Equatable, Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var size: ViewSize { ViewSize(width: width, height: height) }

    /// A box of `size` placed in this rectangle at `fraction` of the slack on each axis.
    public func place(_ size: ViewSize, fraction: (x: Double, y: Double)) -> ViewRect {
        ViewRect(x: x + (width - size.width) * fraction.x, y: y + (height - size.height) * fraction.y,
                 width: size.width, height: size.height)
    }

    public func place(_ size: ViewSize, alignment: SceneAlignment) -> ViewRect { place(size, fraction: alignment.fraction) }
}
