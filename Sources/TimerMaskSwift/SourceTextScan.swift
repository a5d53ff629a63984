/// What a Swift file's text shows before swift-syntax parses it, read in one pass: the two
/// things parsing grows with beyond the file's size. Its tree takes 400–700 bytes a token
/// (a 3.9 MB array literal: 1.2 GB), and its look-ahead for an inline-array type (`[3 of Int]`)
/// tries every `[` two ways, so its time doubles with each nested `[` (24 levels: 7.5 s).
///
/// Tokens are counted generously: a name, keyword or number is one, every other character of
/// code one (`==` is two), and in a string literal its quotes, each escape, interpolation and
/// line. Comments and whitespace count nothing; an interpolation's code is read as code.
struct SourceTextScan {
    enum Finding: Equatable {
        /// The `[` opened deeper than the limit.
        case bracketsTooDeep
        /// The token that passed the budget.
        case tooManyTokens
    }

    /// Tokens counted up to the end, or up to the finding.
    private(set) var tokens = 0
    /// What stopped the scan, and its UTF-8 offset.
    private(set) var finding: (Finding, offset: Int)?

    /// Where the scan is: code (with the parentheses open in it, when it is an interpolation,
    /// whose `)` ends it), or a string literal (its `#`s, and whether it spans lines).
    private enum Context {
        case code(parentheses: Int)
        case string(hashes: Int, multiline: Bool)
    }

    init(_ text: String, tokenBudget: Int, deepestBrackets: Int) {
        let bytes = Array(text.utf8)
        let end = bytes.count
        var contexts: [Context] = [.code(parentheses: 0)]
        var brackets = 0
        var i = 0
        /// Counts one token at `at`; false once the budget is passed.
        func count(_ at: Int) -> Bool {
            tokens += 1
            if tokens > tokenBudget { finding = (.tooManyTokens, at); return false }
            return true
        }
        func isWordByte(_ b: UInt8) -> Bool {
            b >= 0x80 || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || ((b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z"))
        }
        func byte(_ at: Int) -> UInt8 { at < end ? bytes[at] : 0 }
        while i < end {
            let b = bytes[i]
            switch contexts[contexts.count - 1] {
            case .code(let parentheses):
                if b == UInt8(ascii: " ") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") { i += 1; continue }
                if b == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "/") {
                    while i < end, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                    continue
                }
                if b == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                    // Block comments nest in Swift.
                    var open = 0
                    repeat {
                        if byte(i) == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") { open += 1; i += 2 }
                        else if byte(i) == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") { open -= 1; i += 2 }
                        else { i += 1 }
                    } while open > 0 && i < end
                    continue
                }
                guard count(i) else { return }
                if isWordByte(b) {
                    while i < end, isWordByte(bytes[i]) { i += 1 }
                    continue
                }
                var hashes = 0
                while byte(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(i + hashes) == UInt8(ascii: "\"") {
                    let quote = i + hashes
                    let multiline = byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
                    contexts.append(.string(hashes: hashes, multiline: multiline))
                    i = quote + (multiline ? 3 : 1)
                    continue
                }
                switch b {
                case UInt8(ascii: "["):
                    brackets += 1
                    if brackets > deepestBrackets { finding = (.bracketsTooDeep, i); return }
                case UInt8(ascii: "]"):
                    brackets = max(0, brackets - 1)
                case UInt8(ascii: "(") where contexts.count > 1:
                    contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
                case UInt8(ascii: ")") where contexts.count > 1:
                    if parentheses == 0 { contexts.removeLast() } else { contexts[contexts.count - 1] = .code(parentheses: parentheses - 1) }
                default: break
                }
                i += 1
            case .string(let hashes, let multiline):
                if b == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ byte(i + 1 + $0) == UInt8(ascii: "#") }) {
                    guard count(i) else { return }
                    let after = i + 1 + hashes
                    if byte(after) == UInt8(ascii: "(") {
                        contexts.append(.code(parentheses: 0))
                    }
                    i = after + 1
                    continue
                }
                let quotes = multiline ? 3 : 1
                if b == UInt8(ascii: "\""),
                   (0..<quotes).allSatisfy({ byte(i + $0) == UInt8(ascii: "\"") }),
                   (0..<hashes).allSatisfy({ byte(i + quotes + $0) == UInt8(ascii: "#") }) {
                    guard count(i) else { return }
                    contexts.removeLast()
                    i += quotes + hashes
                    continue
                }
                if b == UInt8(ascii: "\n") {
                    // Each line of a multi-line string is a piece; a single-line one ends unclosed.
                    if multiline { guard count(i) else { return } } else { contexts.removeLast() }
                }
                i += 1
            }
        }
    }

    /// `file:line:column` of a UTF-8 offset, counted as swift-syntax counts (columns in bytes).
    static func location(of offset: Int, in text: String, name: String) -> String {
        var line = 1, lineStart = 0, at = 0
        for b in text.utf8 {
            if at == offset { break }
            if b == UInt8(ascii: "\n") { line += 1; lineStart = at + 1 }
            at += 1
        }
        return "\(name):\(line):\(offset - lineStart + 1)"
    }
}
