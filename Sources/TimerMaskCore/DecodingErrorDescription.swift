import Foundation

/// One sentence for a `DecodingError`, led by the JSON path it happened at
/// (`root.children[2].mask.runs[0]: …`): the one wording every JSON file the program reads
/// (scene files, timelines, transforms tables) is refused in, in JSON's words, never the decoder's.
public enum DecodingErrorDescription {
    public static func sentence(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): this required field is missing"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(typeName(type))\(found(context))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(typeName(type)), found null"
        case .dataCorrupted(let context):
            if let number = numberOutOfRange(context) {
                return "\(path(context.codingPath)): expected \(number.isWhole ? "a whole number" : "a finite number"), found \(number.text)"
            }
            if isSyntax(error) { return "not valid JSON" }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "the file cannot be read"
        }
    }

    /// Whether the decoder refused the text as JSON, rather than a value at a path: the caller
    /// then says where the text stops being JSON (`JSONSyntax.problem`).
    public static func isSyntax(_ error: DecodingError) -> Bool {
        guard case .dataCorrupted(let context) = error, numberOutOfRange(context) == nil else { return false }
        return context.underlyingError != nil || context.debugDescription.hasPrefix("The given data was not valid JSON")
    }

    public static func path(_ keys: [CodingKey]) -> String {
        guard !keys.isEmpty else { return "(top level)" }
        var out = ""
        for key in keys {
            if let index = key.intValue { out += "[\(index)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
        }
        return out
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Float.Type: return "a number"
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "a list" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "an object"
        }
    }

    /// What the decoder saw instead, when its message says so ("…but found a string instead."),
    /// in JSON's words rather than Swift's.
    static func found(_ context: DecodingError.Context) -> String {
        let message = context.debugDescription
        guard let range = message.range(of: "but found ") else { return "" }
        let rest = message[range.upperBound...]
        var what = (rest.components(separatedBy: " instead").first ?? String(rest))
            .trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        let jsonWords = ["a dictionary": "an object", "dictionary": "an object", "an array": "a list",
                         "array": "a list", "number": "a number", "bool": "true or false"]
        what = jsonWords[what] ?? what
        return ", found \(what)"
    }

    /// The number of the decoder's "Parsed JSON number <1e400> does not fit in Double.", and
    /// whether a whole number was wanted: the sentence is said again in the program's words.
    static func numberOutOfRange(_ context: DecodingError.Context) -> (text: String, isWhole: Bool)? {
        let message = context.debugDescription
        guard message.hasPrefix("Parsed JSON number <"), let close = message.firstIndex(of: ">") else { return nil }
        let text = String(message[message.index(message.startIndex, offsetBy: 20)..<close])
        let type = message[close...]
        return (text, type.contains(" Int") || type.contains(" UInt"))
    }
}
