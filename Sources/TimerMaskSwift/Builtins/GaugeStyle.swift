import SwiftSyntax
import TimerMaskCore

/// `.gaugeStyle(…)`: the gauges below it are drawn in one of the widget styles (`GaugeView` reads
/// the gauge itself).
extension Evaluator {
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
