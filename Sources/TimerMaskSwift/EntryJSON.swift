import Foundation
import SwiftSyntax
import TimerMaskCore

/// `--entry FILE.json`: the entry a widget is rendered with, as a JSON object of its fields.
///
///     {"date": "2026-01-01T09:00:00Z", "condition": "rain", "city": {"name": "Oslo"},
///      "wind": null, "hours": [3, 4], "tint": "#FF8800", "phase": {"work": {"round": 2}}}
///
/// Enums are a case name (`"rain"`) or an object of one case and its payload (`{"work": {"round": 2}}`,
/// unlabelled payloads as `"_0"`, `"_1"`); optionals `null` or left out; nested structs objects;
/// arrays; dates ISO-8601 or seconds after the reference; colours `#RRGGBB[AA]` or a SwiftUI
/// colour name. `date` left out is the reference. A field with a default may be left out.
public struct EntryFile: Sendable {
    /// The file's name, for messages.
    public let name: String
    public let data: Data

    public init(name: String, data: Data) {
        self.name = name
        self.data = data
    }
}

extension Evaluator {
    /// The entry of `file`, as an instance of the configuration's entry type.
    func entryFromJSON(_ file: EntryFile, configuration: WidgetConfigurationValue) throws -> SwiftValue {
        let json = try EntryJSONValue.read(file.data, "--entry \(file.name)")
        guard let type = entryType(configuration) else {
            throw SwiftImportError(.badOption, "--entry \(file.name): TimerMask cannot tell the widget's entry type (no provider placeholder(in:) returning it, and not exactly one struct conforming to TimelineEntry)")
        }
        var reader = EntryJSONReader(evaluator: self, source: "--entry \(file.name)", kind: .badOption, node: configuration.node, mode: .entry)
        return try reader.value(json, as: type, path: "entry", dateDefault: true)
    }

    static func jsonProblem(_ error: Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error else { return "unreadable" }
        return (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String ?? context.debugDescription
    }

    /// The entry type: what the provider's `placeholder(in:)` returns, else the only `TimelineEntry`.
    func entryType(_ configuration: WidgetConfigurationValue) -> String? {
        if let returned = providerType(configuration)?.methods["placeholder"]?.first?.node.signature.returnClause?.type.trimmedDescription,
           index.types[returned] != nil {
            return returned
        }
        let entries = index.typeOrder.filter { index.types[$0]?.conformances.contains("TimelineEntry") == true }
        return entries.count == 1 ? entries[0] : nil
    }
}

/// A JSON value, read strictly (a number is never a Bool).
enum EntryJSONValue: Decodable {
    /// A whole number that fits in an `Int` is kept exact (`integer`): read as a `Double` first,
    /// 2^53 + 1 became 2^53 and `Int.max` was no whole number.
    case null, bool(Bool), integer(Int), number(Double), string(String), array([EntryJSONValue]), object([String: EntryJSONValue])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let i = try? c.decode(Int.self) { self = .integer(i) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([EntryJSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: EntryJSONValue].self)) }
    }

    /// A user's JSON file (`what`: "--entry rain.json") read whole, refused in one sentence when
    /// it is not JSON or an object in it repeats a key (a parser would keep one without a word).
    static func read(_ data: Data, _ what: String) throws -> EntryJSONValue {
        let json: EntryJSONValue
        do { json = try JSONDecoder().decode(EntryJSONValue.self, from: data) } catch {
            throw SwiftImportError(.badOption, "\(what): not a JSON value TimerMask can read (\(Evaluator.jsonProblem(error)))")
        }
        if let problem = JSONSyntax.structureProblem(in: data, maximumDepth: SceneLimits.jsonDepth) {
            throw SwiftImportError(.badOption, "\(what) \(problem)")
        }
        return json
    }

    var isEmptyObject: Bool { if case .object(let o) = self { o.isEmpty } else { false } }
    var isScalar: Bool { switch self { case .string, .number, .integer: true; default: false } }

    /// The number, whole or not, as a `Double`; nil when the value is no number.
    var double: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .number(let n): n
        default: nil
        }
    }
}

/// Reads JSON values as the Swift types the entry's fields declare: for `--entry`, leniently
/// (a field with a default may be left out, a case by its name or raw value, dates ISO-8601 or
/// seconds after the reference); as `JSONDecoder` decodes them, faithfully (unknown keys
/// ignored, every stored `var` and every `let` without a value required unless optional, a
/// raw-value enum by its raw value, dates by the decoder's strategy).
struct EntryJSONReader {
    enum Mode {
        case entry
        /// `JSONDecoder` with its date decoding strategy: `deferredToDate`, `secondsSince1970` or `iso8601`.
        case decoder(dates: String)
    }

    let evaluator: Evaluator
    /// What messages start with: `--entry rain.json`, `quotes.json`.
    let source: String
    let kind: SwiftImportError.Kind
    let node: Syntax
    let mode: Mode
    /// Values read, against nesting and size far past any entry.
    var count = 0

    init(evaluator: Evaluator, source: String, kind: SwiftImportError.Kind, node: Syntax, mode: Mode) {
        self.evaluator = evaluator
        self.source = source
        self.kind = kind
        self.node = node
        self.mode = mode
    }

    var isDecoder: Bool { if case .decoder = mode { true } else { false } }

    func fail(_ path: String, _ sentence: String) -> SwiftImportError {
        if isDecoder {
            return evaluator.problem(kind, node, "\(source): \(path) \(sentence): JSONDecoder throws here, and TimerMask does not simulate a caught decoding error")
        }
        return SwiftImportError(kind, "\(source): \(path) \(sentence)")
    }

    mutating func value(_ json: EntryJSONValue, as typeText: String, path: String, dateDefault: Bool = false) throws -> SwiftValue {
        count += 1
        guard count <= 100_000, path.count <= 2_000 else { throw fail(path, "is past TimerMask's limit of 100,000 values nested at most a few hundred deep") }
        var type = typeText.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasSuffix("!") || (type.hasPrefix("Optional<") && type.hasSuffix(">")) {
            if case .null = json { return .none }
            type = type.hasPrefix("Optional<") ? String(type.dropFirst(9).dropLast()) : String(type.dropLast())
            return try value(json, as: type, path: path)
        }
        if case .null = json { throw fail(path, "is null, but its type \(type) is not optional") }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            guard case .array(let items) = json else { throw fail(path, "should be an array of \(type.dropFirst().dropLast())") }
            var out: [SwiftValue] = []
            for (i, item) in items.enumerated() { out.append(try value(item, as: String(type.dropFirst().dropLast()), path: "\(path)[\(i)]")) }
            return .array(out)
        }
        switch type {
        case "String", "URL", "Substring":
            guard case .string(let s) = json else { throw fail(path, "should be a string") }
            return .string(s)
        case "Bool":
            guard case .bool(let b) = json else { throw fail(path, "should be true or false") }
            return .bool(b)
        case "Int", "Int64", "Int32", "UInt", "Int16", "UInt8":
            if case .integer(let i) = json { return .int(i) }
            guard case .number(let n) = json, let i = Int(exactly: n) else {
                throw fail(path, "should be a whole number")
            }
            return .int(i)
        case "Double", "CGFloat", "Float", "TimeInterval":
            guard let n = json.double, n.isFinite else { throw fail(path, "should be a number") }
            return .real(Real(n))
        case "Date":
            // --entry: ISO-8601 or seconds after the reference; JSONDecoder: its strategy's form only.
            var origin = evaluator.options.reference, isoAllowed = true, numbersAllowed = true
            if case .decoder(let dates) = mode {
                isoAllowed = dates == "iso8601"
                numbersAllowed = !isoAllowed
                origin = Instant(sinceEpoch: dates == "secondsSince1970" ? .zero : Rational(978_307_200))
            }
            if isoAllowed, case .string(let s) = json, case .absolute(let instant)? = try? TimeParser.instant(s) { return .date(instant) }
            if numbersAllowed, let n = json.double, n.isFinite, abs(n) < 1e12,
               let instant = try? evaluator.date(origin, plus: evaluator.seconds(Real(n), node, "the date"), node) {
                return .date(instant)
            }
            throw fail(path, isDecoder ? (isoAllowed ? "should be an ISO-8601 date" : "should be a number of seconds (the decoder's date strategy)")
                                       : "should be a date: ISO-8601 (\"2026-01-01T09:00:00Z\") or seconds after the reference")
        case "Any", "AnyObject":
            // What UserDefaults' object(forKey:) gives: the value as JSON has it.
            switch json {
            case .string(let s): return .string(s)
            case .bool(let b): return .bool(b)
            case .integer(let i): return .int(i)
            case .number(let n): return n == n.rounded() && abs(n) < 9e15 ? .int(Int(n)) : .real(Real(n))
            case .array(let items):
                var out: [SwiftValue] = []
                for (i, item) in items.enumerated() { out.append(try value(item, as: "Any", path: "\(path)[\(i)]")) }
                return .array(out)
            case .null: return .none
            case .object: throw fail(path, "is an object; TimerMask reads dictionaries of the defaults only as Data for JSONDecoder")
            }
        case "Color":
            if case .string(let s) = json {
                if let parsed = SceneColor(parsing: s) { return .color(.fixed(parsed)) }
                if let named = Builtins.color(s) { return .color(named) }
            }
            throw fail(path, "should be a colour: \"#RRGGBB\", \"#RRGGBBAA\" or a SwiftUI colour name (\"orange\")")
        default:
            break
        }
        guard let info = evaluator.index.types[type] else {
            throw fail(path, "is a \(type), which TimerMask cannot read from JSON (it reads strings, numbers, Bool, Date, Color, arrays, optionals, and the structs and enums of the files)")
        }
        switch info.kind {
        case .enumeration: return try enumValue(json, info, path: path)
        case .structure: return try structValue(json, info, path: path, dateDefault: dateDefault)
        default: throw fail(path, "is a \(type), which is not a struct or enum; TimerMask cannot build one from JSON")
        }
    }

    mutating func structValue(_ json: EntryJSONValue, _ info: TypeInfo, path: String, dateDefault: Bool) throws -> SwiftValue {
        guard case .object(let object) = json else { throw fail(path, "should be an object of \(info.name)'s fields") }
        // A `let` with a value is not decoded (Swift's synthesized Decodable leaves it as written).
        let fields = info.stored.filter { !$0.isWrapped && !(isDecoder && $0.isLet && $0.initializer != nil) }
        if !isDecoder, let stray = object.keys.sorted().first(where: { key in !fields.contains { $0.name == key } }) {
            throw fail("\(path).\(stray)", "is not a stored property of \(info.name) (its fields: \(fields.map(\.name).joined(separator: ", ")))")
        }
        var instance = Instance(type: info.name, fields: [:])
        for field in fields {
            guard let type = field.type?.trimmedDescription else {
                if object[field.name] != nil { throw fail("\(path).\(field.name)", "has no written type in \(info.name), so TimerMask cannot read it from JSON") }
                continue
            }
            if let given = object[field.name] {
                instance.fields[field.name] = try value(given, as: type, path: "\(path).\(field.name)")
            } else if field.initializer != nil && !isDecoder {
                continue
            } else if type.hasSuffix("?") {
                instance.fields[field.name] = SwiftValue.none
            } else if dateDefault, field.name == "date", type == "Date" {
                instance.fields[field.name] = .date(evaluator.options.reference)
            } else {
                throw fail(path, "lacks '\(field.name)' (a \(type)), which \(info.name) needs")
            }
        }
        // Defaults (and the `let`s with a value, never decoded) come from the struct's own declarations.
        for field in info.stored where !field.isWrapped && instance.fields[field.name] == nil {
            if let initial = field.initializer {
                instance.fields[field.name] = try evaluator.nested(field.node, file: field.file) {
                    try evaluator.coerce(evaluator.eval(initial, Scope(parent: nil, typeName: info.name)), to: field.type)
                }
            }
        }
        return .instance(instance)
    }

    mutating func enumValue(_ json: EntryJSONValue, _ info: TypeInfo, path: String) throws -> SwiftValue {
        var caseName: String
        var payload: EntryJSONValue? = nil
        if evaluator.rawType(of: info) != nil, json.isScalar {
            // A raw-value enum: JSONDecoder reads its raw value; --entry also its case name.
            let match = try info.cases.first { name in try Self.same(json, evaluator.rawValue(name, info, node)) }
            if let match { return .member(match, []) }
            guard !isDecoder, case .string(let s) = json else {
                let raws = try info.cases.map { name -> String in
                    switch try evaluator.rawValue(name, info, node) {
                    case .string(let s): return s
                    case .int(let i): return String(i)
                    case let other: return other.typeDescription
                    }
                }
                throw fail(path, "is not a raw value of \(info.name) (\(raws.joined(separator: ", ")))")
            }
            caseName = s
        } else if case .string(let s) = json {
            caseName = s
        } else if case .object(let object) = json, object.count == 1, let (key, inner) = object.first {
            caseName = key
            payload = inner
        } else {
            throw fail(path, "should be a case of \(info.name) (\"case\" or {\"case\": {payload}}): \(info.cases.joined(separator: ", "))")
        }
        guard info.cases.contains(caseName) else {
            throw fail(path, "'\(caseName)' is not a case of \(info.name) (\(info.cases.joined(separator: ", ")))")
        }
        let parameters = Self.payload(of: caseName, in: info)
        guard !parameters.isEmpty else {
            if let payload, !(payload.isEmptyObject) { throw fail(path, "'\(caseName)' of \(info.name) has no payload") }
            return .member(caseName, [])
        }
        guard case .object(let object)? = payload else {
            throw fail(path, "'\(caseName)' of \(info.name) needs its payload: {\"\(caseName)\": {\(parameters.map { "\"\($0.label ?? "_0")\": …" }.joined(separator: ", "))}}")
        }
        var args: [Arg] = []
        for (i, parameter) in parameters.enumerated() {
            let key = parameter.label ?? "_\(i)"
            guard let given = object[key] else { throw fail("\(path).\(caseName)", "lacks '\(key)' (a \(parameter.type))") }
            args.append(Arg(label: parameter.label, value: try value(given, as: parameter.type, path: "\(path).\(caseName).\(key)"), node: node))
        }
        return .member(caseName, args)
    }

    /// Whether a JSON scalar is a raw value.
    static func same(_ json: EntryJSONValue, _ raw: SwiftValue) -> Bool {
        switch (json, raw) {
        case (.string(let a), .string(let b)): return a == b
        case (.integer(let a), .int(let b)): return a == b
        case (.number(let a), .int(let b)): return a == Double(b)
        default: return false
        }
    }

    /// The payload of `caseName` as declared: each parameter's label (nil unlabelled) and type.
    static func payload(of caseName: String, in info: TypeInfo) -> [(label: String?, type: String)] {
        guard let parameters = info.caseElements.first(where: { $0.name.text == caseName })?.parameterClause?.parameters else { return [] }
        return parameters.map { p in
            let label = p.firstName.flatMap { $0.text == "_" ? nil : $0.text }
            return (label, p.type.trimmedDescription)
        }
    }
}
