import Foundation

/// `swift-check --json`: the problems as data, one object each, in the order the text lists them.
extension SwiftCheckReport {
    struct JSONEntry: Encodable {
        let file: String?
        let line: Int?
        let column: Int?
        let severity: String
        let message: String
        let notes: [String]

        // Written out so that a problem of no one place says `null` rather than leaving the keys out.
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(file, forKey: .file)
            try c.encode(line, forKey: .line)
            try c.encode(column, forKey: .column)
            try c.encode(severity, forKey: .severity)
            try c.encode(message, forKey: .message)
            try c.encode(notes, forKey: .notes)
        }
        enum CodingKeys: String, CodingKey { case file, line, column, severity, message, notes }
    }

    /// `diagnostics` as a JSON array of `{file, line, column, severity, message, notes}`.
    public func json() throws -> String {
        let entries = diagnostics.map {
            JSONEntry(file: $0.place?.file, line: $0.place?.line, column: $0.place?.column, severity: "error", message: $0.message, notes: $0.notes)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self)
    }
}
