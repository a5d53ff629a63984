import SwiftSyntax
import TimerMaskCore

/// `Toggle(isOn:intent:) { label }` and `Toggle("Title", isOn:intent:)`, as an interactive
/// widget (iOS 17) shows it in the default switch style: its label, then iOS's switch at the
/// trailing edge (UIKit's UISwitch is 51 × 31 pt; its knob 27 pt, 2 pt inside the track; the
/// track systemGreen when on, systemFill when off). Tapping it is not simulated, nor is the
/// knob's shadow drawn (a stated approximation).
extension Evaluator {
    func toggleCall(_ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        let node = Syntax(e)
        guard let given = argument(args, "isOn") else { throw runtime(e, "a Toggle needs isOn:") }
        guard case .bool(let on) = try known(given) else { throw runtime(e, "a Toggle's isOn: is \(given.typeDescription), not a Bool") }
        approximate(e.calledExpression, "a Toggle is drawn as its label and iOS's switch (UISwitch's 51 × 31 pt), without the knob's shadow; tapping it is not simulated")
        var row: [ViewValue] = []
        if case .string(let title)? = try args.first.map({ try known($0.value) }), args.first?.label == nil {
            row.append(ViewValue(content: .text(TextValue(runs: [.literal(title)], font: nil, color: nil)), origin: node, file: currentFile))
        } else if let label = args.last(where: { if case .closure = $0.value { return $0.label == nil || $0.label == "label" } else { return false } })?.value {
            row.append(ViewValue.group(try builderViews(label, e), origin: node))
        }
        if !row.isEmpty { row.append(ViewValue(content: .kind(.leaf(.spacer(minLength: nil))), origin: node, file: currentFile)) }
        row.append(switchView(on: on, node))
        return .view(ViewValue(content: .kind(HStackView.built(alignment: .center, spacing: nil, children: row)), origin: node, file: currentFile))
    }

    /// The switch: a capsule track with the knob at its trailing end when on, leading when off.
    func switchView(on: Bool, _ node: Syntax) -> ViewValue {
        let track = ViewValue(content: .shape(ShapeValue(kind: .builtIn(.capsule), paint: .fill(.system(on ? "green" : "systemFill")))),
                              origin: node, file: currentFile)
        let knob = ViewValue(content: .shape(ShapeValue(kind: .builtIn(.circle), paint: .fill(.fixed(.white)))), origin: node, file: currentFile)
            .adding(.plain(.frame(width: SceneLength(27), height: SceneLength(27), alignment: .center)))
            .adding(.plain(.padding(edges: .all, length: SceneLength(2))))
        return ViewValue(content: .kind(ZStackView.built(alignment: on ? .trailing : .leading, children: [track, knob])), origin: node, file: currentFile)
            .adding(.plain(.frame(width: SceneLength(51), height: SceneLength(31), alignment: .center)))
    }

    /// `Color.blue.gradient`: SwiftUI's "standard gradient for the color". Apple publishes no
    /// stops: TimerMask draws it top to bottom from the colour mixed a fifth of the way to white
    /// to the colour itself, with a warning.
    func colorGradient(_ color: SceneColorValue, _ e: some SyntaxProtocol) -> SwiftValue {
        approximate(e, "Color.gradient is drawn from the colour a fifth lighter at the top to the colour at the bottom: Apple publishes no stops")
        let c = color.resolved(options.colorScheme)
        func lighter(_ v: UInt8) -> UInt8 { UInt8((Double(v) + (255 - Double(v)) * 0.2).rounded()) }
        let top = SceneColorValue.fixed(SceneColor(r: lighter(c.r), g: lighter(c.g), b: lighter(c.b), a: c.a))
        let model = LinearGradientModel(stops: [GradientStop(color: top, location: 0), GradientStop(color: .fixed(c), location: 1)],
                                        startPoint: UnitPointValue(x: 0.5, y: 0), endPoint: UnitPointValue(x: 0.5, y: 1))
        return .view(ViewValue(content: .linearGradient(model), origin: Syntax(e), file: currentFile))
    }
}
