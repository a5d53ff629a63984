import SwiftSyntax
import TimerMaskCore

/// The mutating methods of `Array` a provider builds its entries with (`entries.append(entry)`),
/// on a variable or stored property: the new array is stored back where it came from.
enum ArrayMutation: String, CaseIterable {
    case append, insert, remove, removeFirst, removeLast, removeAll

    /// The most elements an array built this way may hold (as `Array(repeating:count:)`).
    static let longest = 100_000

    /// `items` changed by the call, and what the call returns (the removed element, else `()`).
    func apply(to items: [SwiftValue], _ args: [Arg], _ e: FunctionCallExprSyntax, _ evaluator: Evaluator) throws -> (items: [SwiftValue], result: SwiftValue) {
        var out = items
        func index(_ arg: Arg?, upTo limit: Int) throws -> Int {
            guard let arg, case .int(let i) = try evaluator.known(arg.value) else { throw evaluator.runtime(e, "\(rawValue) needs an Int index") }
            guard i >= 0, i <= limit else { throw evaluator.runtime(e, "the index \(i) is out of range for an array of \(items.count) elements") }
            return i
        }
        switch self {
        case .append:
            if let more = evaluator.argument(args, "contentsOf") {
                guard case .array(let extra) = try evaluator.known(more) else { throw evaluator.runtime(e, "append(contentsOf:) takes an array") }
                out += extra
            } else {
                guard args.count == 1, args[0].label == nil else { throw evaluator.runtime(e, "append takes one element") }
                out.append(args[0].value)
            }
        case .insert:
            guard args.count == 2, args[0].label == nil, args[1].label == "at" else { throw evaluator.runtime(e, "insert takes an element and at:") }
            out.insert(args[0].value, at: try index(args[1], upTo: items.count))
        case .remove:
            guard args.count == 1, args[0].label == "at" else {
                throw evaluator.unsupported(e, "remove(…) other than remove(at:) on an array")
            }
            guard !items.isEmpty else { throw evaluator.runtime(e, "remove(at:) on an empty array") }
            let removed = out.remove(at: try index(args[0], upTo: items.count - 1))
            return (out, removed)
        case .removeFirst, .removeLast:
            guard args.isEmpty else { throw evaluator.unsupported(e, "\(rawValue)(_:) with a count") }
            guard !items.isEmpty else { throw evaluator.runtime(e, "\(rawValue)() on an empty array") }
            let removed = self == .removeFirst ? out.removeFirst() : out.removeLast()
            return (out, removed)
        case .removeAll:
            guard args.isEmpty else { throw evaluator.unsupported(e, "removeAll(where:) and removeAll(keepingCapacity:)") }
            out.removeAll()
        }
        guard out.count <= Self.longest else {
            throw evaluator.problem(.limit, e, "an array of \(out.count) elements is more than TimerMask builds")
        }
        return (out, .void)
    }
}
