import Foundation

/// When a golden comparison writes the golden instead of comparing against it.
public enum GoldenRecordMode: Equatable, Sendable {
    /// Record a golden only when it is missing; compare otherwise (a developer's run).
    case missing
    /// Overwrite every golden with the render (`TIMERMASK_RECORD=1`, tools/update-goldens).
    case all
    /// Never record: a missing golden is a failure (CI, so nothing is recorded silently).
    case never

    /// `TIMERMASK_RECORD=1` → `.all`; else `CI=true` or `CI=1` → `.never`; else `.missing`.
    public static var fromEnvironment: GoldenRecordMode { mode(environment: ProcessInfo.processInfo.environment) }

    public static func mode(environment: [String: String]) -> GoldenRecordMode {
        if environment["TIMERMASK_RECORD"] == "1" { return .all }
        if ["true", "1"].contains(environment["CI"]?.lowercased() ?? "") { return .never }
        return .missing
    }
}
