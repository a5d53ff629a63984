import Foundation

/// Where a text stops being JSON, as a line and column a user can go to.
public enum JSONSyntax {
    /// nil when `data` is JSON; else one clause such as `invalid value at line 3, column 7`.
    public static func problem(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let message = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
            return clause(message, data: data)
        }
    }

    /// Foundation says `Invalid value around character 18.` (or `around line 3, column 7.`, or
    /// nothing for a text that stops early): turned into what went wrong, and where.
    static func clause(_ message: String, data: Data) -> String {
        let trimmed = message.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        let parts = trimmed.components(separatedBy: " around ")
        let what = parts[0].prefix(1).lowercased() + parts[0].dropFirst()
        guard parts.count == 2 else {
            let end = location(ofByte: data.count, in: data)
            return "\(what) (the text ends at line \(end.line), column \(end.column))"
        }
        if parts[1].hasPrefix("line ") { return "\(what) at \(parts[1])" }
        guard let offset = Int(parts[1].replacingOccurrences(of: "character ", with: "")) else { return "\(what) \(parts[1])" }
        let place = location(ofByte: offset, in: data)
        return "\(what) at line \(place.line), column \(place.column)"
    }

    /// 1-based line and column (in characters) of the byte at `offset`.
    static func location(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
        let before = data.prefix(max(0, min(offset, data.count)))
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return (line, String(decoding: before[lineStart...], as: UTF8.self).count + 1)
    }
}
