import SwiftSyntax
import TimerMaskCore

/// `Timeline(entries:policy:)`, the answer a provider gives WidgetKit, and `Task { … }`, which
/// providers use to reach async code from `getTimeline(in:completion:)`.
extension Evaluator {
    /// The timeline as a value: its entries (an array) and its policy (`.atEnd`, `.never`, `.after(date)`).
    func timelineCall(_ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        guard let entries = argument(args, "entries") else {
            throw unsupported(e.calledExpression, "this Timeline initialiser (TimerMask reads Timeline(entries:policy:))")
        }
        guard case .array(let list) = try known(entries) else { throw runtime(e, "a Timeline's entries are an array") }
        let policy = try argument(args, "policy").map(known) ?? .member("atEnd", [])
        _ = try reloadPolicy(policy, e)
        return .instance(Instance(type: "Timeline", fields: ["entries": .array(list), "policy": policy]))
    }

    /// A `TimelineReloadPolicy` value as the scene's reload policy.
    func reloadPolicy(_ value: SwiftValue, _ node: some SyntaxProtocol) throws -> ReloadPolicy {
        switch value {
        case .member("atEnd", let args) where args.isEmpty: return .atEnd
        case .member("never", let args) where args.isEmpty: return .never
        case .member("after", let args) where args.count == 1:
            guard case .date(let date) = try known(args[0].value) else { throw runtime(node, ".after(…) takes the Date of the next timeline") }
            return .after(.absolute(date))
        default:
            throw runtime(node, "a timeline's policy is .atEnd, .after(date) or .never, not \(value.typeDescription)")
        }
    }

    /// `Task { … }` and `Task.detached { … }`: the closure run at once. Nothing runs concurrently
    /// in the simulation, so a task's work is done before the code after it.
    func taskCall(_ content: SwiftValue?, _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        guard case .closure(let c)? = content else { throw runtime(e, "Task needs its closure") }
        _ = try callClosure(c, [], e)
        return .void
    }
}
