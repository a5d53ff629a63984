import SwiftSyntax
import TimerMaskCore

/// `Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)`: the value's
/// place in its range (Apple's default 0…1), each label a closure (the first trailing one is
/// `label`), and `.gaugeStyle(…)` naming one of the widget styles.
extension Evaluator {
    func gaugeCall(_ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        let origin = Syntax(e)
        let value = try number(argument(args, "value"), e, "the gauge's value").double
        var low = 0.0, high = 1.0
        switch try argument(args, "in").map(known) {
        case .numberRange(let a, let b)?: (low, high) = (a, b)
        case .range(let a, let b)?: (low, high) = (Double(a), Double(b - 1))   // `0...10` of Ints reads as 0…10
        case nil: break
        case let other?: throw runtime(e, "a Gauge's range is \(other.typeDescription), not a closed range of numbers")
        }
        var labels: [(GaugeModel.Label, ViewValue)] = []
        for label in GaugeModel.Label.allCases {
            guard let given = argument(args, label.stringValue) ?? (label == .label ? argument(args, nil) : nil) else { continue }
            labels.append((label, ViewValue.group(try builderViews(given, e), origin: origin)))
        }
        return .view(ViewValue(content: .gauge(GaugeModel.fraction(value: value, low: low, high: high), labels: labels), origin: origin, file: currentFile))
    }

    /// `.gaugeStyle(.accessoryCircular)` and the other widget styles; `.automatic` (nil) is drawn
    /// as `.linearCapacity` with a warning where the gauge is built.
    func gaugeStyle(_ args: [Arg], _ e: FunctionCallExprSyntax) throws -> GaugeModel.Style? {
        switch try args.first.map({ try known($0.value) }) {
        case .member("automatic", _)?: return nil
        case .member(let name, _)?:
            guard let style = GaugeModel.Style(rawValue: name) else {
                throw unsupported(e, "the gauge style .\(name) (TimerMask draws \(GaugeModel.Style.allCases.map { "." + $0.rawValue }.joined(separator: ", ")) and .automatic; .linear and .circular are watchOS's)")
            }
            return style
        case let other?: throw unsupported(e, "the gauge style \(other.typeDescription) (TimerMask draws the built-in widget styles)")
        case nil: throw runtime(e, ".gaugeStyle needs a style")
        }
    }
}
