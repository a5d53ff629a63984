import SwiftSyntax
import TimerMaskCore

/// `ProgressView(…)` as widgets write it: `(value:total:)` with an optional title or `label:`
/// and `currentValueLabel:` closures; `(timerInterval:countsDown:)`, live, whose current value
/// label is by default the time remaining (Apple's `DefaultDateProgressLabel`, a
/// `Text(timerInterval:countsDown:)`); `()` indeterminate, which a widget draws as an empty
/// capacity ring (Apple: "If the progress view is indeterminate, the gauge is empty").
extension Evaluator {
    func progressViewCall(_ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        let origin = Syntax(e)
        /// The view of closure or title `label`, when given.
        func labelView(_ label: String?) throws -> ViewValue? {
            guard let value = argument(args, label) else { return nil }
            switch try known(value) {
            case .closure: return ViewValue.group(try builderViews(value, e), origin: origin)
            case .string(let s): return ViewValue(content: .text(TextValue(runs: [.literal(s)], font: nil, color: nil)), origin: origin, file: currentFile)
            case let other: return try view(other, e)
            }
        }
        if argument(args, nil) != nil, args.count == 1, case .instance = try known(argument(args, nil)!) {
            throw unsupported(e, "ProgressView(_: Progress) (TimerMask reads value:total: and timerInterval:)")
        }
        // The first unlabelled argument is a title, else a trailing label closure.
        let label = try labelView(nil) ?? labelView("label")
        let current = try labelView("currentValueLabel")
        if let range = argument(args, "timerInterval") {
            guard case .dateRange(let start, let end) = try known(range) else { throw runtime(e, "ProgressView(timerInterval:) needs a range of dates") }
            guard end >= start else { throw runtime(e, "the progress interval ends before it starts") }
            let countsDown = try bool(argument(args, "countsDown"), default: true, e)
            let value = ProgressValue.interval(start: try relative(start, e), end: try relative(end, e), countsDown: countsDown)
            let remaining = try current ?? {
                guard case .text(let text) = try textCall([Arg(label: "timerInterval", value: range, node: args[0].node),
                                                          Arg(label: "countsDown", value: .bool(countsDown), node: args[0].node)], e) else { return nil }
                return ViewValue(content: .text(text), origin: origin, file: currentFile)
            }()
            return .view(ViewValue(content: .progressView(value, indeterminate: false, label: label, current: remaining), origin: origin, file: currentFile))
        }
        guard let valueArg = argument(args, "value") else {
            return .view(ViewValue(content: .progressView(.fraction(0), indeterminate: true, label: label, current: current), origin: origin, file: currentFile))
        }
        // `value:` is optional in SwiftUI: nil is indeterminate.
        if case .none = try known(valueArg) {
            return .view(ViewValue(content: .progressView(.fraction(0), indeterminate: true, label: label, current: current), origin: origin, file: currentFile))
        }
        let value = try number(valueArg, e, "the progress value").double
        let total = try argument(args, "total").map { try number($0, e, "the total").double } ?? 1
        return .view(ViewValue(content: .progressView(.of(value: value, total: total), indeterminate: false, label: label, current: current),
                               origin: origin, file: currentFile))
    }

    /// `.progressViewStyle(.linear)`, `(.circular)`, `(.automatic)`; a custom style is refused.
    func progressViewStyle(_ args: [Arg], _ e: FunctionCallExprSyntax) throws -> ProgressViewModel.Style? {
        switch try args.first.map({ try known($0.value) }) {
        case .member("linear", _)?: return .linear
        case .member("circular", _)?: return .circular
        case .member("automatic", _)?: return nil
        case let other?: throw unsupported(e, "the progress view style \(other.typeDescription) (TimerMask draws .linear, .circular and .automatic)")
        case nil: throw runtime(e, ".progressViewStyle needs a style")
        }
    }
}
