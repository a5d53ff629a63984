import Foundation

/// `swift-check --json`: the problems as data, one object each, in the order the text lists them.
extension SwiftCheckReport {
    /// `diagnostics` as a JSON array of `{file, line, column, severity, message, notes}`, the
    /// place's keys null for a problem of no one place.
    public func json() throws -> String {
        let entries: [[String: Any]] = diagnostics.map { problem in
            ["file": problem.place?.file ?? NSNull(), "line": problem.place?.line ?? NSNull(), "column": problem.place?.column ?? NSNull(),
             "severity": problem.severity == .warning ? "warning" : "error", "message": problem.message, "notes": problem.notes]
        }
        let data = try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}
