import Foundation

/// Where a text stops being JSON, as a line and column a user can go to.
public enum JSONSyntax {
    /// nil when `data` is JSON with no object holding one key twice and no nesting deeper
    /// than `maximumDepth`; else what is wrong as a predicate after the file's name: `is not
    /// valid JSON: invalid value at line 3, column 7`, or, for valid JSON TimerMask does not read,
    /// `holds the key 'width' twice in one object at line 1, column 154; keep one` and `nests
    /// deeper than 300 levels at line 1, column 301, more than TimerMask reads`.
    public static func problem(in data: Data, maximumDepth: Int = 300) -> String? {
        // Checked first: a parser walks nesting recursively, and a duplicate key is silently dropped.
        if let structural = structureProblem(in: data, maximumDepth: maximumDepth) { return structural }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let message = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
            return "is not valid JSON: " + clause(message, data: data)
        }
    }

    /// Nesting deeper than `maximumDepth`, or a key repeated in one object (compared as JSON
    /// reads it: `"spe\u0065d"` is `"speed"`), found in one pass over the bytes (strings
    /// skipped by their escapes), as a predicate (`problem(in:)`). Malformed text is left to the
    /// parser. JSON parsers keep one of two equal keys without a word, so a user's edited file
    /// could be read otherwise than they think: it is refused by name instead.
    public static func structureProblem(in data: Data, maximumDepth: Int) -> String? {
        let bytes = [UInt8](data)
        var stack: [(isObject: Bool, keys: Set<String>)] = []
        var i = 0
        var expectingKey = false
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                stack.append((b == UInt8(ascii: "{"), []))
                guard stack.count <= maximumDepth else {
                    let at = location(ofByte: i, in: data)
                    return "nests deeper than \(maximumDepth) levels at line \(at.line), column \(at.column), more than TimerMask reads"
                }
                expectingKey = b == UInt8(ascii: "{")
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = stack.last?.isObject ?? false
            case UInt8(ascii: "\""):
                let start = i
                i += 1
                while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
                if expectingKey, !stack.isEmpty {
                    let key = decodedString(bytes[start...min(i, bytes.count - 1)])
                    if stack[stack.count - 1].keys.contains(key) {
                        let at = location(ofByte: start, in: data)
                        return "holds the key '\(key)' twice in one object at line \(at.line), column \(at.column); keep one"
                    }
                    stack[stack.count - 1].keys.insert(key)
                    expectingKey = false
                }
            default: break
            }
            i += 1
        }
        return nil
    }

    /// A JSON string's text (its escapes decoded), from its bytes with their quotes.
    private static func decodedString(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw.dropFirst().dropLast(), as: UTF8.self) }
        return (try? JSONDecoder().decode(String.self, from: Data(raw))) ?? String(decoding: raw, as: UTF8.self)
    }

    /// Foundation says `Invalid value around character 18.` (or `around line 3, column 7.`, or
    /// nothing for a text that stops early): turned into what went wrong, and where.
    static func clause(_ message: String, data: Data) -> String {
        let trimmed = message.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        let parts = trimmed.components(separatedBy: " around ")
        let what = parts[0].prefix(1).lowercased() + parts[0].dropFirst()
        // Foundation's "Number 1e400 is not representable in Swift": valid JSON, said in JSON's words.
        if what.hasPrefix("number "), what.hasSuffix(" is not representable in Swift") {
            return "the \(what.dropLast(" is not representable in Swift".count)) is beyond ±1.8e308, the largest a number may be"
        }
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
