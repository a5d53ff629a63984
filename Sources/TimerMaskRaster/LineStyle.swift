/// How a line is stroked, with Core Graphics' defaults (SwiftUI's `StrokeStyle` under a name
/// that does not clash with it). The width is in the units of the path being stroked.
public struct LineStyle: Equatable, Sendable {
    /// What an open subpath's two ends look like.
    public enum Cap: Equatable, Sendable {
        /// Ends flat at the end point.
        case butt
        /// A half disc of the line's width around the end point.
        case round
        /// Flat, half the width beyond the end point.
        case square
    }

    /// What fills the outside of a corner between two segments.
    public enum Join: Equatable, Sendable {
        /// The outer edges extended until they meet, or `.bevel` past `miterLimit`.
        case miter
        /// A circular wedge around the corner point.
        case round
        /// The triangle between the two outer corners.
        case bevel
    }

    public var lineWidth: Double
    public var cap: Cap
    public var join: Join
    /// Longest miter allowed, as a multiple of the line width; longer ones become bevels.
    public var miterLimit: Double

    public init(lineWidth: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10) {
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}
