import SwiftSyntax
import TimerMaskCore

/// `.alignmentGuide(.leading) { d in d[.trailing] - 10 }`: the closure is asked for the guide of
/// a view of a few sizes, and must give a linear function of its width and height (what
/// `ViewDimensions` arithmetic gives); the scene holds that function, so the renderer works the
/// guide out for the view's size at every instant.
extension Evaluator {
    func alignmentGuideModifier(_ args: [Arg], _ e: FunctionCallExprSyntax) throws -> AlignmentGuide {
        guard args.count == 2, args[0].label == nil, case .closure(let compute) = args[1].value else {
            throw runtime(e, ".alignmentGuide takes an alignment and a closure computing the guide")
        }
        let alignment = try guidedAlignment(args[0].value, args[0].node, e)
        func value(_ width: Double, _ height: Double) throws -> Double {
            let dimensions = SwiftValue.instance(Instance(type: "ViewDimensions", fields: [
                "width": .real(Real(double: width)), "height": .real(Real(double: height))]))
            return try double(callClosure(compute, [dimensions], e), compute.node, "an alignment guide")
        }
        let offset = try value(0, 0)
        let guide = AlignmentGuide(alignment: alignment, width: try value(1, 0) - offset, height: try value(0, 1) - offset, offset: offset)
        // A fourth size tells a linear closure from one that is not (`max(d.width, 20)`).
        let check = try value(37, 53), expected = guide.value(in: ViewSize(width: 37, height: 53))
        guard abs(check - expected) <= 1e-9 * max(1, abs(expected)),
              [guide.width, guide.height, guide.offset].allSatisfy({ $0.isFinite && abs($0) <= SceneLimits.length }) else {
            throw unsupported(compute.node, "an alignment guide that is not a sum of the view's width and height times numbers and a constant (TimerMask reads guides such as d[.trailing] - 10 or d.width / 2)")
        }
        return guide
    }

    /// The alignment an `.alignmentGuide` names: `.leading`, `HorizontalAlignment.center`, `.top`…
    func guidedAlignment(_ value: SwiftValue, _ node: Syntax, _ e: some SyntaxProtocol) throws -> AlignmentGuide.Alignment {
        guard case .member(let name, let payload) = try known(value), payload.isEmpty else {
            throw unsupported(node, "the alignment \(value.typeDescription) (custom alignment IDs are not simulated)")
        }
        switch name {
        case "leading": return .leading
        case "trailing": return .trailing
        case "top": return .top
        case "bottom": return .bottom
        case "firstTextBaseline", "lastTextBaseline":
            approximate(node, "the .\(name) guide is laid out as .bottom's: TimerMask aligns views by their frames, not by their texts' baselines")
            return .bottom
        case "center":
            switch Self.alignmentTypeName(node) {
            case "HorizontalAlignment": return .horizontalCenter
            case "VerticalAlignment": return .verticalCenter
            default: throw runtime(node, "'.center' is HorizontalAlignment.center or VerticalAlignment.center; write which")
            }
        default: throw unsupported(node, "the alignment .\(name) (custom alignment IDs are not simulated)")
        }
    }

    /// `HorizontalAlignment` in `HorizontalAlignment.center` as written at `node`, if named.
    static func alignmentTypeName(_ node: Syntax) -> String? {
        let expr = node.as(LabeledExprSyntax.self)?.expression ?? node.as(ExprSyntax.self)
        return expr?.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
    }

    /// `d[.trailing]`, `d[HorizontalAlignment.center]`, `d[.bottom]` of a view's dimensions.
    func dimensionsSubscript(_ dimensions: Instance, _ index: SwiftValue, _ arg: LabeledExprSyntax) throws -> SwiftValue {
        guard arg.label == nil else { throw unsupported(arg, "d[explicit: …] (TimerMask reads d[alignment], d.width and d.height)") }
        let alignment = try guidedAlignment(index, Syntax(arg), arg)
        let width = dimensions.fields["width"] ?? .real(Real(0)), height = dimensions.fields["height"] ?? .real(Real(0))
        switch alignment {
        case .leading, .top: return .real(Real(0))
        case .trailing: return width
        case .bottom: return height
        case .horizontalCenter: return try binary("/", width, .real(Real(2)), arg)
        case .verticalCenter: return try binary("/", height, .real(Real(2)), arg)
        }
    }
}
