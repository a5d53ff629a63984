/// A length in points: a number, or arithmetic on the sizes a view can read, the way widget
/// code writes `geo.size.width * 0.5` or `rect.midX`. Names: `geo.width`, `geo.height` (the
/// nearest GeometryReader's size), `width`, `height`, `midX`, `midY` (a shape's frame, inside
/// a path), and `infinity`.
public struct SceneLength: Equatable, Hashable, Sendable, CustomStringConvertible {
    indirect enum Term: Equatable, Hashable, Sendable {
        case number(Double)
        case name(String)
        case negate(Term)
        case binary(Character, Term, Term)
    }

    let term: Term
    /// The text it was written as, so a scene file round-trips.
    public let description: String

    public init(_ value: Double) {
        if value == .infinity {
            term = .name("infinity")
            description = "infinity"
        } else {
            term = .number(value)
            description = SceneLength.format(value)
        }
    }

    /// The names a length may read.
    public static let names: Set<String> = ["geo.width", "geo.height", "width", "height", "midX", "midY", "infinity"]

    /// Parses `text`; throws one clause saying what is wrong.
    public init(parsing text: String) throws {
        var parser = Parser(Array(text.unicodeScalars))
        let term = try parser.expression()
        parser.skipSpaces()
        guard parser.index == parser.scalars.count else {
            throw SceneLengthError("'\(text)' has '\(String(String.UnicodeScalarView(parser.scalars[parser.index...])))' where the expression should end")
        }
        self.term = term
        self.description = text
    }

    /// The constant value, when the length names nothing.
    public var constant: Double? { Self.evaluate(term, { _ in nil }) }

    /// Names this length reads.
    public var namesRead: Set<String> {
        var out: Set<String> = []
        func visit(_ t: Term) {
            switch t {
            case .number: break
            case .name(let n): out.insert(n)
            case .negate(let a): visit(a)
            case .binary(_, let a, let b): visit(a); visit(b)
            }
        }
        visit(term)
        return out
    }

    /// The value with each name looked up; nil when a name has no value here.
    public func value(_ lookup: (String) -> Double?) -> Double? { Self.evaluate(term, lookup) }

    static func evaluate(_ term: Term, _ lookup: (String) -> Double?) -> Double? {
        switch term {
        case .number(let v): return v
        case .name(let n): return n == "infinity" ? .infinity : lookup(n)
        case .negate(let a): return evaluate(a, lookup).map { -$0 }
        case .binary(let op, let a, let b):
            guard let x = evaluate(a, lookup), let y = evaluate(b, lookup) else { return nil }
            switch op {
            case "+": return x + y
            case "-": return x - y
            case "*": return x * y
            default: return x / y
            }
        }
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
    }

    public static func == (l: SceneLength, r: SceneLength) -> Bool { l.term == r.term }
    public func hash(into h: inout Hasher) { h.combine(term) }

    struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var depth = 0
        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func skipSpaces() { while index < scalars.count, scalars[index] == " " { index += 1 } }

        mutating func peek() -> Unicode.Scalar? { skipSpaces(); return index < scalars.count ? scalars[index] : nil }

        mutating func expression() throws -> Term {
            depth += 1
            defer { depth -= 1 }
            guard depth < 64 else { throw SceneLengthError("the expression nests more than 64 parentheses deep") }
            var left = try product()
            while let c = peek(), c == "+" || c == "-" {
                index += 1
                left = .binary(Character(c), left, try product())
            }
            return left
        }

        mutating func product() throws -> Term {
            var left = try factor()
            while let c = peek(), c == "*" || c == "/" {
                index += 1
                left = .binary(Character(c), left, try factor())
            }
            return left
        }

        mutating func factor() throws -> Term {
            guard let c = peek() else { throw SceneLengthError("an expression ends where a number or a name should follow") }
            if c == "-" { index += 1; return .negate(try factor()) }
            if c == "(" {
                index += 1
                let inner = try expression()
                guard peek() == ")" else { throw SceneLengthError("a '(' is not closed") }
                index += 1
                return inner
            }
            let start = index
            if c.properties.numericType != nil || c == "." {
                while index < scalars.count, scalars[index].properties.numericType != nil || scalars[index] == "." || scalars[index] == "e"
                        || ((scalars[index] == "-" || scalars[index] == "+") && index > start && scalars[index - 1] == "e") { index += 1 }
                let text = String(String.UnicodeScalarView(scalars[start..<index]))
                guard let v = Double(text), v.isFinite else { throw SceneLengthError("'\(text)' is not a finite number") }
                return .number(v)
            }
            while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "." { index += 1 }
            let name = String(String.UnicodeScalarView(scalars[start..<index]))
            guard !name.isEmpty else { throw SceneLengthError("'\(c)' cannot start a number or a name") }
            guard SceneLength.names.contains(name) else {
                throw SceneLengthError("'\(name)' is not a name a length can read (\(SceneLength.names.sorted().joined(separator: ", ")))")
            }
            return .name(name)
        }
    }
}

/// A length expression that cannot be read.
public typealias SceneLengthError = Refusal<SceneLength>
