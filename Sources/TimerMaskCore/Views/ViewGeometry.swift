// The sizes and rectangles SwiftUI's layout speaks in, in points: what a view kind is offered,
// chooses and is placed in. Pure values, so kinds size and place themselves without the renderer.
// Inlinable: the renderer hashes and compares them for every size it remembers, in another module.

/// A size in points.
public struct ViewSize: Hashable, Sendable {
    public var width: Double, height: Double
    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }

    @inlinable public static func == (a: ViewSize, b: ViewSize) -> Bool { a.width == b.width && a.height == b.height }
    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(width); hasher.combine(height) }
}

/// What a parent offers a child: a size per axis, or nil for "your ideal size".
public struct ProposedViewSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    @inlinable public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    @inlinable public init(_ size: ViewSize) { width = size.width; height = size.height }

    @inlinable public static func == (a: ProposedViewSize, b: ProposedViewSize) -> Bool { a.width == b.width && a.height == b.height }
    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(width); hasher.combine(height) }
}

/// A rectangle in points, in a view's local coordinates (origin top-left, y down).
public struct ViewRect: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    @inlinable public var size: ViewSize { ViewSize(width: width, height: height) }

    /// A box of `size` placed in this rectangle at `fraction` of the slack on each axis.
    @inlinable public func place(_ size: ViewSize, fraction: (x: Double, y: Double)) -> ViewRect {
        ViewRect(x: x + (width - size.width) * fraction.x, y: y + (height - size.height) * fraction.y,
                 width: size.width, height: size.height)
    }

    @inlinable public func place(_ size: ViewSize, alignment: SceneAlignment) -> ViewRect { place(size, fraction: alignment.fraction) }

    @inlinable public static func == (a: ViewRect, b: ViewRect) -> Bool {
        a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height
    }
    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(x); hasher.combine(y); hasher.combine(width); hasher.combine(height)
    }
}
