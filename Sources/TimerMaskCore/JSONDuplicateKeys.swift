import Foundation

/// The first key a JSON object holds twice. JSON parsers keep one of the two without a word
/// (Foundation's keeps the first), so a user's edited `--entry` file could be read otherwise than
/// they think; TimerMask refuses it by name instead. Run on bytes a parser has accepted.
public enum JSONDuplicateKeys {
    /// The repeated key and the path of its object (`.forecast[2]`, `` for the top level), or nil.
    public static func first(in data: Data) -> (key: String, path: String)? {
        let bytes = [UInt8](data)
        /// One open object (its keys so far, and the key whose value comes next) or array (its index).
        enum Level { case object(keys: Set<String>, key: String?), array(index: Int) }
        var levels: [Level] = []
        var path: [String] = []
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "{"):
                path.append(component(levels.last))
                levels.append(.object(keys: [], key: nil))
            case UInt8(ascii: "["):
                path.append(component(levels.last))
                levels.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !levels.isEmpty { levels.removeLast(); path.removeLast() }
            case UInt8(ascii: "\""):
                let start = i
                i += 1
                while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
                let raw = bytes[start...min(i, bytes.count - 1)]
                if case .object(var keys, nil)? = levels.last {
                    // A key: the next non-space byte is a colon.
                    let text = decoded(raw)
                    if keys.contains(text) { return (text, path.joined()) }
                    keys.insert(text)
                    levels[levels.count - 1] = .object(keys: keys, key: text)
                }
            case UInt8(ascii: ","):
                // The next member of an object starts with its key; the next element of an array takes the next index.
                switch levels.last {
                case .object(let keys, _)?: levels[levels.count - 1] = .object(keys: keys, key: nil)
                case .array(let index)?: levels[levels.count - 1] = .array(index: index + 1)
                case nil: break
                }
            default:
                break
            }
            i += 1
        }
        return nil

        /// The path component of the value about to open inside `level`.
        func component(_ level: Level?) -> String {
            switch level {
            case .object(_, let key?)?: return "." + key
            case .array(let index)?: return "[\(index)]"
            default: return ""
            }
        }
    }

    /// A JSON string's text (its escapes decoded), from its bytes with their quotes.
    private static func decoded(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw.dropFirst().dropLast(), as: UTF8.self) }
        return (try? JSONDecoder().decode(String.self, from: Data(raw))) ?? String(decoding: raw, as: UTF8.self)
    }
}
