import Foundation
import SwiftSyntax
import TimerMaskCore

/// `UserDefaults` and `@AppStorage` read `--defaults FILE.json`, a JSON object of keys and their
/// values (`{"dailyGoal": 10, "habitName": "Run"}`), the same for `UserDefaults.standard` and every
/// suite (an app group's `UserDefaults(suiteName:)`): the values the app would have written there.
/// A key the file does not hold reads as UserDefaults reads a missing key (0, false, nil) and an
/// `@AppStorage` property keeps its initial value. Writing is not simulated.
enum UserDefaultsMethod: String, CaseIterable {
    case integer, double, float, bool, string, object, array, dictionary, data, url, stringArray
}

extension Evaluator {
    /// `--defaults`, read once: the keys and their JSON values.
    static func readDefaults(_ file: EntryFile?) throws -> [String: EntryJSONValue] {
        guard let file else { return [:] }
        let json = try EntryJSONValue.read(file.data, "--defaults \(file.name)")
        guard case .object(let values) = json else {
            throw SwiftImportError(.badOption, "--defaults \(file.name): should be a JSON object of keys and values ({\"dailyGoal\": 10})")
        }
        return values
    }

    /// An `@AppStorage` property: the defaults' value of `key` read as the property's type, else its initial value.
    func appStorageValue(_ key: String, _ property: TypeInfo.StoredProperty, _ scope: Scope) throws -> SwiftValue {
        let initial = try property.initializer.map { initial in
            try nested(property.node, file: property.file) { try coerce(eval(initial, scope), to: property.type) }
        }
        guard let stored = defaults[key] else {
            guard let initial else { return .none }   // `@AppStorage("k") var x: Int?` with nothing stored
            return initial
        }
        var type = property.type?.trimmedDescription
        if type == nil, let initial {
            switch initial {
            case .int: type = "Int"
            case .real: type = "Double"
            case .string: type = "String"
            case .bool: type = "Bool"
            default: break
            }
        }
        guard let type else {
            throw unsupported(property.node, "@AppStorage(\"\(key)\") without a written type (write it, as `var name: Int = 8`)")
        }
        var reader = EntryJSONReader(evaluator: self, source: "--defaults \(options.defaults?.name ?? "")", kind: .badOption,
                                     node: property.node, mode: .entry)
        return try reader.value(stored, as: type, path: key)
    }

    /// `UserDefaults(suiteName:)`, `UserDefaults.standard`: the one store `--defaults` gives.
    var userDefaultsValue: SwiftValue { .instance(Instance(type: "UserDefaults", fields: [:])) }

    /// `defaults.integer(forKey:)` and its kin, as UserDefaults converts what it holds.
    func userDefaultsMethod(_ name: String, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        guard let method = UserDefaultsMethod(rawValue: name) else {
            throw unsupported(Self.calledName(e), "the UserDefaults method .\(name)(…) (TimerMask reads the defaults of --defaults; writing them is not simulated)")
        }
        guard case .string(let key)? = try argument(args, "forKey").map(known) else { throw runtime(e, "\(name)(forKey:) needs a String key") }
        let stored = defaults[key]
        func number() -> Double? {
            switch stored {
            case .number(let n)?: return n
            case .integer(let i)?: return Double(i)
            case .bool(let b)?: return b ? 1 : 0
            case .string(let s)?: return Double(s)
            default: return nil
            }
        }
        switch method {
        case .integer:
            if case .integer(let i)? = stored { return .int(i) }
            guard let n = number(), n.isFinite, abs(n) < 9e18 else { return .int(0) }
            return .int(Int(n.rounded(.towardZero)))
        case .double, .float: return .real(Real(number().flatMap { $0.isFinite ? $0 : nil } ?? 0))
        case .bool:
            if case .string(let s)? = stored { return .bool(["yes", "true", "1"].contains(s.lowercased())) }
            return .bool((number() ?? 0) != 0)
        case .string, .url:
            switch stored {
            case .string(let s)?: return .string(s)
            case .integer(let i)?: return .string(String(i))
            case .number(let n)?: return .string(n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n))
            default: return .none
            }
        case .data:
            // A JSON value the app stored encoded (`JSONEncoder().encode(album)`), for JSONDecoder to read back.
            guard let stored else { return .none }
            return .instance(Instance(type: "Data", fields: ["json": .string(try Self.jsonText(stored))]))
        case .object, .array, .dictionary, .stringArray:
            guard let stored else { return .none }
            var reader = EntryJSONReader(evaluator: self, source: "--defaults", kind: .badOption, node: Syntax(e), mode: .entry)
            switch (method, stored) {
            case (.array, .array), (.stringArray, .array): return try reader.value(stored, as: method == .stringArray ? "[String]" : "[Any]", path: key)
            case (.object, _): return try reader.value(stored, as: "Any", path: key)
            default: return .none
            }
        }
    }

    /// A JSON value written back as JSON text.
    static func jsonText(_ value: EntryJSONValue) throws -> String {
        func write(_ v: EntryJSONValue) -> Any {
            switch v {
            case .null: return NSNull()
            case .bool(let b): return b
            case .number(let n): return n
            case .integer(let i): return i
            case .string(let s): return s
            case .array(let a): return a.map(write)
            case .object(let o): return o.mapValues(write)
            }
        }
        let data = try JSONSerialization.data(withJSONObject: write(value), options: [.fragmentsAllowed, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
