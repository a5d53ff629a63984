// The bounds every number in a scene file must keep, checked where each is read.

/// The bounds every number in a scene file must keep.
public enum SceneLimits {
    /// The most lines `.lineLimit` may ask for (TextWrapping breaks no text into more).
    public static let lineLimit = 500
    /// Largest widget side, in points.
    public static let widgetSide = 10_000.0
    /// Largest magnitude of a text's tracking or line spacing, in points.
    public static let textSpacing = 1_000.0
    /// Largest blur or shadow radius, in points (a blur's cost does not grow with it; its reach does).
    public static let blurRadius = 1_000.0
    /// Largest magnitude of any length (frames, offsets, paddings, radii, path points), in points.
    public static let length = 1_000_000.0
    /// Largest scale factor of `.scaleEffect`.
    public static let scaleFactor = 1_000.0
    /// Clock-hand periods: at least 1 ms, at most 10^7 s, in steps of 1 ns or coarser.
    public static let shortestPeriod = Rational(1, 1000)
    public static let longestPeriod = Rational(10_000_000)
    /// Largest animation rate, frames a second, and longest loop.
    public static let fps = Rational(1000)
    public static let loop = Rational(86_400)
    /// Most views in one scene, and deepest nesting of JSON objects and lists.
    public static let nodes = 20_000
    public static let jsonDepth = 300
    /// Deepest path of views and modifiers from the root (each view and each modifier on the
    /// way counts one): the renderer lays a view out one modifier at a time, so this bounds how
    /// deep it recurses. A real widget stays far below it.
    public static let nesting = 256
    /// Most path elements (`move`, `line`, curves, arcs, `close`) all the paths of one scene
    /// hold together: a path's outline and the file's decoding grow with them.
    public static let pathElements = 100_000
}
