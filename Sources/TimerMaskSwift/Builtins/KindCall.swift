import SwiftSyntax
import TimerMaskCore

/// A call of a SwiftUI type whose view kind reads its own arguments (`SwiftMadeViewKind`, such as
/// `Gauge`): the evaluator's answers to the kind's questions, every error at the call.
struct KindCall: SwiftViewCall {
    let evaluator: Evaluator
    let args: [Arg]
    let node: FunctionCallExprSyntax

    func number(_ label: String?, _ what: String) throws -> Double? {
        guard let value = evaluator.argument(args, label) else { return nil }
        return try evaluator.number(value, node, what).double
    }

    func numberRange(_ label: String?, _ what: String) throws -> ClosedRange<Double>? {
        let low: Double, high: Double
        switch try evaluator.argument(args, label).map(evaluator.known) {
        case nil: return nil
        case .numberRange(let a, let b)?: (low, high) = (a, b)
        case .range(let a, let b)?: (low, high) = (Double(a), Double(b - 1))   // `0...10` of Ints is held as 0..<11
        case let other?: throw evaluator.runtime(node, "\(what) is \(other.typeDescription), not a closed range of numbers")
        }
        guard low <= high else { throw evaluator.runtime(node, "\(what) runs from \(low) down to \(high): a range's bounds must be numbers in order") }
        return low...high
    }

    func memberNames(_ label: String?, _ what: String) throws -> [String]? {
        switch try evaluator.argument(args, label).map(evaluator.known) {
        case nil: return nil
        case .member(let name, _)?: return [name]
        case .array(let items)?:
            return try items.map { item in
                guard case .member(let name, _) = try evaluator.known(item) else {
                    throw evaluator.runtime(node, "\(what) takes static members such as .horizontal, not \(item.typeDescription)")
                }
                return name
            }
        case let other?: throw evaluator.runtime(node, "\(what) takes static members such as .horizontal, not \(other.typeDescription)")
        }
    }

    func edgeAlignment<A: RawRepresentable>(_ label: String?, _ typeName: String, _ type: A.Type) throws -> A? where A.RawValue == String {
        try evaluator.argument(args, label).map { try evaluator.stackAlignment($0, node, typeName, as: A.self) }
    }

    func alignment(_ label: String?) throws -> SceneAlignment? {
        try evaluator.argument(args, label).map { try evaluator.alignment($0, node) }
    }

    func views(_ label: String?) throws -> [ViewValue]? {
        // The content closure is trailing, or written out as `content:`.
        guard let value = evaluator.argument(args, label) ?? (label == nil ? evaluator.argument(args, "content") : nil) else { return nil }
        return try evaluator.builderViews(value, node)
    }

    func view(_ label: String?) throws -> ViewValue? {
        try views(label).map { ViewValue.group($0, origin: Syntax(node)) }
    }

    func invalid(_ message: String) -> any Error { evaluator.runtime(node, message) }
}

extension Evaluator {
    /// `Gauge(…)`, `Spacer(…)`…: the view its kind makes of the call.
    func kindCall(_ kind: any SwiftMadeViewKind.Type, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        let built = try kind.make(from: KindCall(evaluator: self, args: args, node: e))
        return .view(ViewValue(content: .kind(built), origin: Syntax(e), file: currentFile))
    }
}

/// SwiftUI's environment where a kind's view is assembled, and its place in the source.
struct KindEnvironment: SwiftViewEnvironment {
    let environment: Evaluator.Environment
    let origin: Syntax
    let evaluator: Evaluator

    var tint: SceneColorValue? { environment.tint }
    var gaugeStyle: GaugeModel.Style?? { environment.gaugeStyle }
    func approximate(_ message: String) { evaluator.approximate(origin, message) }
}
