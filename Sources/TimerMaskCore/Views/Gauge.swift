/// `Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)` in the styles
/// iOS widgets use, placed as Apple's documentation of each style says:
///
/// - `accessoryCircular`: an open ring (270°, its gap at the bottom) with a marker at the value;
///   the current value label in the centre, the minimum and maximum labels in the gap (else the
///   label there).
/// - `accessoryCircularCapacity`: a closed ring filled clockwise from the top; the current value
///   label in the centre (else the label).
/// - `accessoryLinear`: a bar with a marker at the value; the minimum and maximum labels at its
///   ends, else the current value label at its leading edge.
/// - `accessoryLinearCapacity`, `linearCapacity`: a bar filled from the leading edge; the label
///   above, the current value label below, the minimum and maximum labels at its ends.
///
/// Apple publishes no dimensions: the ring is as large as the offer allows up to the 6.1" phones'
/// accessoryCircular family (72 pt), 6 pt thick there (a twelfth of its diameter), and bars are
/// the linear progress view's 4 pt capsule; the track is UIKit's `systemFill`.
public struct GaugeModel: Hashable, Sendable {
    /// The gauge styles a widget draws (`.gaugeStyle(_:)`).
    public enum Style: String, Codable, CaseIterable, Sendable, SceneWord {
        case accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity, linearCapacity
    }

    /// The value's place in its range, 0…1.
    public var fraction: Double
    public var style: Style
    public var tint: SceneColorValue
    /// Which labels are given, in the children's order: label, current, minimum, maximum.
    public var labels: Set<Label>

    /// The gauge's labels, in the order its children hold them.
    public enum Label: String, CaseIterable, Hashable, Sendable, CodingKey {
        case label, currentValueLabel, minimumValueLabel, maximumValueLabel
    }

    public init(fraction: Double, style: Style = .linearCapacity, tint: SceneColorValue = ProgressViewModel.accent, labels: Set<Label> = []) {
        self.fraction = fraction; self.style = style; self.tint = tint; self.labels = labels
    }

    /// `value` in `range` (Apple's default 0…1) as a fraction, clamped as SwiftUI draws it.
    public static func fraction(value: Double, low: Double = 0, high: Double = 1) -> Double {
        guard high > low, value.isFinite else { return 0 }
        return min(1, max(0, (value - low) / (high - low)))
    }
}

/// The sizes TimerMask gives gauges (Apple publishes none; see `GaugeModel`).
enum GaugeMetrics {
    /// The accessoryCircular family's side on 6.1" phones (HIG, iOS dimensions): a ring's most.
    static let ringDiameter = 72.0
    static let ringWidthShare = 1.0 / 12
    /// The open ring's gap, centred at the bottom, and where its arc starts (0° trailing, clockwise).
    static let openArcSweep = 270.0
    static let openArcStart = 135.0
    static let barHeight = ProgressViewModel.barHeight
    static let spacing = ProgressViewModel.spacing
    static let track = ProgressViewModel.track

    /// A ring's diameter: the smaller side offered, at most `ringDiameter`; that on an axis offered nothing.
    static func ringSide(_ proposal: ProposedViewSize) -> Double {
        min(proposal.width ?? ringDiameter, proposal.height ?? ringDiameter, ringDiameter)
    }

    /// The capacity ring filled to `fraction` in `rect`, with child `centre` centred inside it.
    static func drawCapacityRing(_ fraction: Double, in rect: ViewRect, tint: SceneColorValue, centre: Int?,
                                 _ canvas: some ViewCanvas) throws {
        let side = min(rect.width, rect.height), line = side * ringWidthShare
        try MeterDrawing.ring(fraction, in: rect, lineWidth: line, tint: tint, track: track, canvas)
        if let centre { try drawCentred(centre, in: rect, inside: side - 2 * line, canvas) }
    }

    /// Child `index` offered a square of `inside` and centred in `rect`.
    static func drawCentred(_ index: Int, in rect: ViewRect, inside: Double, _ canvas: some ViewCanvas) throws {
        let size = try canvas.childSize(index, ProposedViewSize(width: max(0, inside), height: max(0, inside)))
        try canvas.drawChild(index, in: rect.place(size, fraction: (0.5, 0.5)))
    }
}

/// `Gauge`: a ring, arc or bar showing a value in its range, with its labels as children.
public struct GaugeView: SwiftMadeViewKind {
    public static let kindID = SceneViewKindID.gauge

    /// `gauge .accessoryCircular at 62.5% (labels: label, currentValueLabel)`.
    public var explanation: String? {
        let given = GaugeModel.Label.allCases.filter { model.labels.contains($0) }.map(\.stringValue)
        return "gauge .\(model.style.rawValue) at \(ExplainedFraction.percent(model.fraction))" + (given.isEmpty ? "" : " (labels: \(given.joined(separator: ", ")))")
    }
    public var model: GaugeModel
    public var children: [SceneNode]

    public static let sceneTypes = [(type: "gauge", keys: Keys.allCases.map(\.stringValue) + GaugeModel.Label.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case value, minimum, maximum, style, tint }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        let low = try c.numberIfPresent(.minimum, in: -SceneLimits.length...SceneLimits.length) ?? 0
        let high = try c.numberIfPresent(.maximum, in: -SceneLimits.length...SceneLimits.length) ?? 1
        guard high > low else {
            throw DecodingError.dataCorruptedError(forKey: .maximum, in: c, debugDescription: "a gauge's maximum must be above its minimum")
        }
        let fraction = GaugeModel.fraction(value: try c.number(.value, in: -SceneLimits.length...SceneLimits.length), low: low, high: high)
        let views = try decoder.container(keyedBy: GaugeModel.Label.self)
        var labels: Set<GaugeModel.Label> = [], children: [SceneNode] = []
        for label in GaugeModel.Label.allCases {
            if let node = try views.decodeIfPresent(SceneNode.self, forKey: label) { labels.insert(label); children.append(node) }
        }
        return .gauge(GaugeModel(fraction: fraction, style: try c.decodeIfPresent(GaugeModel.Style.self, forKey: .style) ?? .linearCapacity,
                                 tint: try c.decodeIfPresent(SceneColorValue.self, forKey: .tint) ?? ProgressViewModel.accent,
                                 labels: labels), children: children)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(model.fraction, forKey: .value)
        if model.style != .linearCapacity { try c.encode(model.style.rawValue, forKey: .style) }
        if model.tint != ProgressViewModel.accent { try c.encode(model.tint, forKey: .tint) }
        var views = encoder.container(keyedBy: GaugeModel.Label.self)
        for label in GaugeModel.Label.allCases { if let i = index(label) { try views.encode(children[i], forKey: label) } }
    }

    /// Where `label`'s view is among the children, when given.
    func index(_ label: GaugeModel.Label) -> Int? {
        guard model.labels.contains(label) else { return nil }
        return GaugeModel.Label.allCases.prefix { $0 != label }.filter(model.labels.contains).count
    }

    public var view: SceneView { .gauge(model, children: children) }

    public static let swiftTypeName = "Gauge"
    /// `Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)`: the value's
    /// place in its range (Apple's default 0…1), each label a closure (the content closure is
    /// `label`), drawn in the `.gaugeStyle(…)` around it; `.automatic` is drawn as
    /// `.linearCapacity`, with a warning, since Apple does not say which style iOS picks.
    public static func make<Call: SwiftViewCall>(from call: Call) throws -> SwiftBuiltView<Call.Child> {
        guard let value = try call.number("value", "the gauge's value") else { throw call.invalid("the gauge's value is missing") }
        let range = try call.numberRange("in", "a Gauge's range") ?? 0...1
        let fraction = GaugeModel.fraction(value: value, low: range.lowerBound, high: range.upperBound)
        let slots = try GaugeModel.Label.allCases.map { label in
            try call.view(label.stringValue) ?? (label == .label ? call.view(nil) : nil)
        }
        return SwiftBuiltView(.slots(slots)) { parts, environment in
            let style: GaugeModel.Style
            if let given = environment.gaugeStyle ?? nil { style = given } else {
                environment.approximate("a Gauge in the automatic style is drawn as .linearCapacity: Apple does not say which style iOS picks")
                style = .linearCapacity
            }
            let given = zip(GaugeModel.Label.allCases, parts).filter { $0.1 != nil }
            return .gauge(GaugeModel(fraction: fraction, style: style, tint: environment.tint ?? ProgressViewModel.accent,
                                     labels: Set(given.map(\.0))), children: given.compactMap(\.1))
        }
    }
    public func replacingChildren(_ children: [SceneNode]) -> SceneView { .gauge(model, children: children) }

    var isCircular: Bool { model.style == .accessoryCircular || model.style == .accessoryCircularCapacity }

    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        if isCircular {
            let side = GaugeMetrics.ringSide(proposal)
            return ViewSize(width: side, height: side)
        }
        return try column(layout).size(proposal, layout)
    }

    /// A linear style's column: the label above and the current value label below (capacity
    /// styles), the bar's row as tall as the bar or the labels at its ends.
    func column(_ layout: some ViewSizing) throws -> MeterColumn {
        let capacity = model.style != .accessoryLinear
        var barRow = GaugeMetrics.barHeight
        for i in try barRowLabels() { barRow = max(barRow, try layout.childSize(i, ProposedViewSize(width: nil, height: nil)).height) }
        return MeterColumn(above: capacity ? index(.label) : nil, below: capacity ? index(.currentValueLabel) : nil, barRow: barRow)
    }

    /// The labels beside the bar, leading first: minimum and maximum; for accessoryLinear with
    /// neither, the current value label at the leading edge.
    func barRowLabels() throws -> [Int] {
        let ends = [index(.minimumValueLabel), index(.maximumValueLabel)].compactMap { $0 }
        if ends.isEmpty, model.style == .accessoryLinear, let current = index(.currentValueLabel) { return [current] }
        return ends
    }

    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        let f = model.fraction
        switch model.style {
        case .accessoryCircularCapacity:
            try GaugeMetrics.drawCapacityRing(f, in: rect, tint: model.tint, centre: index(.currentValueLabel) ?? index(.label), canvas)
        case .accessoryCircular:
            try drawOpenRing(in: rect, canvas)
        case .accessoryLinear, .accessoryLinearCapacity, .linearCapacity:
            try drawLinear(in: rect, canvas)
        }
    }

    func drawOpenRing(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        let side = min(rect.width, rect.height), line = side * GaugeMetrics.ringWidthShare
        let square = rect.place(ViewSize(width: side, height: side), fraction: (0.5, 0.5))
        // The whole arc in the tint, and a marker at the value: a dot in the system background
        // ringed in the primary colour.
        try MeterDrawing.arc(1, from: GaugeMetrics.openArcStart, sweep: GaugeMetrics.openArcSweep, in: square, lineWidth: line,
                             tint: model.tint, track: model.tint, canvas)
        let p = MeterDrawing.point(model.fraction, from: GaugeMetrics.openArcStart, sweep: GaugeMetrics.openArcSweep, in: square, lineWidth: line)
        try MeterDrawing.marker(in: ViewRect(x: p.x - line * 0.6, y: p.y - line * 0.6, width: line * 1.2, height: line * 1.2),
                                ring: max(1, line / 4), canvas)
        if let current = index(.currentValueLabel) { try GaugeMetrics.drawCentred(current, in: square, inside: side - 2 * line, canvas) }
        // The gap at the bottom: minimum at its leading side, maximum at its trailing side, else the label centred.
        let gapTop = square.y + side - line * 2.5
        let gap = ViewRect(x: square.x + line, y: gapTop, width: side - 2 * line, height: square.y + side - gapTop)
        let ends = [index(.minimumValueLabel), index(.maximumValueLabel)]
        if ends.contains(where: { $0 != nil }) {
            for (k, i) in ends.enumerated() {
                guard let i else { continue }
                let size = try canvas.childSize(i, ProposedViewSize(width: gap.width / 2, height: gap.height))
                try canvas.drawChild(i, in: gap.place(size, fraction: (k == 0 ? 0.15 : 0.85, 0.5)))
            }
        } else if let label = index(.label) {
            let size = try canvas.childSize(label, ProposedViewSize(width: gap.width / 2, height: gap.height))
            try canvas.drawChild(label, in: gap.place(size, fraction: (0.5, 0.5)))
        }
    }

    func drawLinear(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        // The bar's row: labels at its ends, the bar between them.
        let row = try column(canvas).draw(in: rect, canvas)
        var barX = row.x, barEnd = row.x + row.width
        let sides = try barRowLabels()
        let leading = sides.first { $0 == index(.minimumValueLabel) || $0 == index(.currentValueLabel) }
        let trailing = sides.first { $0 == index(.maximumValueLabel) }
        if let i = leading {
            let size = try canvas.childSize(i, ProposedViewSize(width: nil, height: nil))
            try canvas.drawChild(i, in: row.place(size, fraction: (0, 0.5)))
            barX += size.width + GaugeMetrics.spacing
        }
        if let i = trailing {
            let size = try canvas.childSize(i, ProposedViewSize(width: nil, height: nil))
            try canvas.drawChild(i, in: row.place(size, fraction: (1, 0.5)))
            barEnd -= size.width + GaugeMetrics.spacing
        }
        let bar = ViewRect(x: barX, y: row.y + (row.height - GaugeMetrics.barHeight) / 2, width: max(0, barEnd - barX), height: GaugeMetrics.barHeight)
        if model.style != .accessoryLinear {
            try MeterDrawing.bar(model.fraction, in: bar, tint: model.tint, track: GaugeMetrics.track, canvas)
        } else {
            try canvas.draw(.capsule, .fill(model.tint), in: bar)
            let side = GaugeMetrics.barHeight * 2
            let x = bar.x + bar.width * model.fraction - side / 2
            try MeterDrawing.marker(in: ViewRect(x: x, y: bar.y + (bar.height - side) / 2, width: side, height: side), ring: 1.5, canvas)
        }
    }

    public func sizeVariesWithTime(childrenVary: Bool) -> Bool { childrenVary }
}

extension GaugeView {
    public static let support = [
        SupportEntry("`Gauge(value:in:)` with `label:`, `currentValueLabel:`, `minimumValueLabel:`, `maximumValueLabel:`; `.gaugeStyle(.accessoryCircular)`, `.accessoryCircularCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`, `.linearCapacity`", .approximated,
                     "Labels placed as Apple documents each style; Apple publishes no dimensions: rings at most 72 pt across and a twelfth of that thick, bars a 4 pt capsule, track systemFill; the automatic style is drawn as .linearCapacity (with a warning).",
                     pinnedBy: ["GaugeTests.aCapacityRingFillsClockwiseFromTheTop", "GaugeTests.anOpenRingLeavesItsGapAtTheBottom", "GaugeTests.aLinearCapacityGaugePutsItsLabelAboveAndItsValueBelow"]),
    ]
}
