/// Defaults shared by every command, so a relative instant means the same everywhere.
public enum SceneDefaults {
    /// The reference date relative instants count from when none is given: a fixed instant,
    /// so renders are reproducible (a widget uses `Date() - 60`; any fixed date behaves alike).
    public static let referenceText = "2026-01-01T00:00:00Z"
    public static let reference = Instant(sinceEpoch: Rational(1_767_225_600))
}
