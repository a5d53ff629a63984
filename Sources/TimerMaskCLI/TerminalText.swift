/// A sentence as the terminal shows it: every control character escaped as Swift writes it
/// (`\n`, `\t`, `\u{1B}`), so a file name holding a newline or an escape sequence cannot start a
/// forged "Error:" line or recolour the terminal. Every error and warning line goes through it.
enum TerminalText {
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}":
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
