/// `ProgressView(value:total:)` and the live `ProgressView(timerInterval:countsDown:)` (iOS 16),
/// with their `label` and `currentValueLabel` views, in the linear or circular style.
///
/// Linear (iOS's default for a determinate value): the label, the bar, then the current value
/// label, leading-aligned one above the other, taking the width offered (where Apple documents
/// the gauges' linear capacity style to put them). Circular: in widgets, Apple documents, "a
/// circular progress view appears as a gauge with the accessoryCircularCapacity style", so it is
/// drawn as that gauge (`Gauge.swift`). The live kind is drawn at each instant with the share of
/// its interval elapsed, as the system redraws it.
public struct ProgressViewModel: Hashable, Sendable {
    /// The progress view styles (`.progressViewStyle(_:)`): a bar, or the widget's capacity ring.
    public enum Style: String, Codable, CaseIterable, Sendable, SceneWord { case linear, circular }

    public var value: ProgressValue
    public var style: Style
    /// The filled part's colour: `.tint`, else the accent colour (blue).
    public var tint: SceneColorValue
    /// Which of the children are given: the label comes first, then the current value label.
    public var hasLabel: Bool
    public var hasCurrentValueLabel: Bool

    public init(value: ProgressValue, style: Style = .linear, tint: SceneColorValue = ProgressViewModel.accent,
                hasLabel: Bool = false, hasCurrentValueLabel: Bool = false) {
        self.value = value; self.style = style; self.tint = tint
        self.hasLabel = hasLabel; self.hasCurrentValueLabel = hasCurrentValueLabel
    }

    /// iOS's default accent colour.
    public static let accent = SceneColorValue.system("blue")
    /// The unfilled track: UIKit's `systemFill` (TimerMask's choice; Apple publishes none).
    public static let track = SceneColorValue.system("systemFill")
    /// The linear bar's thickness (a 4 pt capsule, as `UIProgressView` has drawn since iOS 14;
    /// no Apple number) and the gaps between label, bar and current value label (TimerMask's).
    public static let barHeight = 4.0
    public static let spacing = 4.0
}

/// `ProgressView`: a fraction, or a live interval, drawn as a bar or a ring, with its labels as children.
public struct ProgressViewView: SceneViewKind {
    public static let kindID = SceneViewKindID.progressView

    /// `progress view .linear at 40%`; a live one is listed with its fraction at the instant instead.
    public var explanation: String? {
        guard case .fraction(let f) = model.value else { return nil }
        return "progress view .\(model.style.rawValue) at \(ExplainedFraction.percent(f))"
    }
    public var model: ProgressViewModel
    public var children: [SceneNode]

    public static let sceneTypes = [(type: "progressView", keys: Keys.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case value, total, timerInterval, style, tint, label, currentValueLabel }
    enum IntervalKeys: String, CodingKey, CaseIterable { case start, end, countsDown }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        let value: ProgressValue
        switch (c.contains(.value), c.contains(.timerInterval)) {
        case (true, false):
            value = .of(value: try c.number(.value, in: -SceneLimits.length...SceneLimits.length),
                        total: try c.numberIfPresent(.total, in: -SceneLimits.length...SceneLimits.length) ?? 1)
        case (false, true):
            let range = try c.strictNested(IntervalKeys.self, forKey: .timerInterval, what: "a progress interval")
            let start = try range.decode(InstantSpec.self, forKey: .start), end = try range.decode(InstantSpec.self, forKey: .end)
            // Entry scenes fix only timer texts' entry instants: an entry's instant here would read the reference.
            if let entryBound = [(IntervalKeys.start, start), (.end, end)].first(where: { $0.1.dependsOnEntry }) {
                throw DecodingError.dataCorruptedError(forKey: entryBound.0, in: range,
                    debugDescription: "a progressView's interval takes an ISO-8601 date-time or seconds from the reference, not a timeline entry's instant")
            }
            value = .interval(start: start, end: end, countsDown: try range.decodeIfPresent(Bool.self, forKey: .countsDown) ?? true)
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a progressView shows either \"value\" (with \"total\", 1 when left out) or \"timerInterval\" ({\"start\", \"end\", \"countsDown\"})"))
        }
        let label = try c.decodeIfPresent(SceneNode.self, forKey: .label)
        let current = try c.decodeIfPresent(SceneNode.self, forKey: .currentValueLabel)
        let model = ProgressViewModel(value: value, style: try c.decodeIfPresent(ProgressViewModel.Style.self, forKey: .style) ?? .linear,
                                      tint: try c.decodeIfPresent(SceneColorValue.self, forKey: .tint) ?? ProgressViewModel.accent,
                                      hasLabel: label != nil, hasCurrentValueLabel: current != nil)
        return .progressView(model, children: [label, current].compactMap { $0 })
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch model.value {
        case .fraction(let f): try c.encode(f, forKey: .value)
        case .interval(let start, let end, let countsDown):
            var range = c.nestedContainer(keyedBy: IntervalKeys.self, forKey: .timerInterval)
            try range.encode(start, forKey: .start)
            try range.encode(end, forKey: .end)
            if !countsDown { try range.encode(false, forKey: .countsDown) }
        }
        if model.style != .linear { try c.encode(model.style.rawValue, forKey: .style) }
        if model.tint != ProgressViewModel.accent { try c.encode(model.tint, forKey: .tint) }
        try c.encodeIfPresent(label, forKey: .label)
        try c.encodeIfPresent(currentValueLabel, forKey: .currentValueLabel)
    }

    var label: SceneNode? { model.hasLabel ? children[0] : nil }
    var labelIndex: Int? { model.hasLabel ? 0 : nil }
    var currentValueLabel: SceneNode? { currentValueIndex.map { children[$0] } }
    var currentValueIndex: Int? { model.hasCurrentValueLabel ? (model.hasLabel ? 1 : 0) : nil }

    public var view: SceneView { .progressView(model, children: children) }
    public func replacingChildren(_ children: [SceneNode]) -> SceneView { .progressView(model, children: children) }

    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        switch model.style {
        case .linear:
            return try column.size(proposal, layout)
        case .circular:
            let side = GaugeMetrics.ringSide(proposal)
            return ViewSize(width: side, height: side)
        }
    }

    /// The linear style's column: the label, the bar, the current value label.
    var column: MeterColumn { MeterColumn(above: labelIndex, below: currentValueIndex, barRow: ProgressViewModel.barHeight) }

    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        let fraction = canvas.fraction(of: model.value)
        switch model.style {
        case .linear:
            let bar = try column.draw(in: rect, canvas)
            try MeterDrawing.bar(fraction, in: bar, tint: model.tint, track: ProgressViewModel.track, canvas)
        case .circular:
            try GaugeMetrics.drawCapacityRing(fraction, in: rect, tint: model.tint, centre: currentValueIndex ?? labelIndex, canvas)
        }
    }

    public func sizeVariesWithTime(childrenVary: Bool) -> Bool { childrenVary }
}

extension ProgressViewView {
    public static let support = [
        SupportEntry("`ProgressView(value:total:)`, `ProgressView(_:value:total:)`, with `label:`/`currentValueLabel:`", .approximated,
                     "Linear: label, a 4 pt capsule bar (tint over systemFill), current value label, 4 pt apart; circular: the accessoryCircularCapacity gauge Apple documents for widgets. Apple publishes no metrics; these are TimerMask's.",
                     pinnedBy: ["ProgressViewTests.aLinearBarFillsItsValueFromTheLeadingEdge", "ProgressViewTests.aCircularRingFillsClockwiseFromTheTop"]),
        SupportEntry("`.progressViewStyle(.linear)`, `.progressViewStyle(.circular)`, `.automatic`; `ProgressView()` (indeterminate)", .partial,
                     "Circular is the accessoryCircularCapacity gauge, as Apple documents for widgets; indeterminate is that ring empty; a custom style is refused.",
                     pinnedBy: ["MeterSourceTests.progressViewsAndGaugesAreBuiltWithTheirStylesTintsAndLabels"]),
        SupportEntry("`ProgressView(timerInterval:countsDown:)` (live)", .approximated,
                     "Drawn at each instant with the share of its interval elapsed (empties when counting down), as the system redraws it; shown by `--explain`.",
                     pinnedBy: ["ProgressViewTests.aLiveProgressViewEmptiesAsItsIntervalPasses"]),
    ]
}

extension WidgetScene {
    /// The live progress values of the tree (masks and modifier views included), in tree order.
    public var progressValues: [ProgressValue] {
        var out: [ProgressValue] = []
        root.walk { node, _ in
            if case .progressView(let model, _) = node.content, model.value.isLive { out.append(model.value) }
        }
        return out
    }
}
