/// How a scene names frame K of its animation's frames: `frame:K`. The one place that name is
/// made and read, so the renderer, jitter selectors and the loader agree on it.
public enum FrameName {
    public static let prefix = "frame:"

    /// `frame:7`.
    public static func name(_ index: Int) -> String { "\(prefix)\(index)" }

    /// Whether `name` claims to be a frame (starts with `frame:`), well formed or not.
    public static func isFrame(_ name: String) -> Bool { name.hasPrefix(prefix) }

    /// K for `frame:K` written as `name(K)` writes it (decimal, no sign, no leading zeros);
    /// nil for any other name, so `frame:07` and `frame:-1` are never taken for a frame.
    public static func index(_ name: String) -> Int? {
        guard isFrame(name), let k = Int(name.dropFirst(prefix.count)), k >= 0, Self.name(k) == name else { return nil }
        return k
    }
}
