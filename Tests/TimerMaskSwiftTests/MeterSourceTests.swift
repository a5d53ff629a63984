import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// `ProgressView`, `Gauge` and the widget around the view, read from Swift source.
struct MeterSourceTests {
    static let options = SwiftWidgetOptions(width: 170, height: 170, displayScale: 1, fonts: SwiftFontResolver(systemFont: FontReference.builtInBlinkMask))

    func root(_ body: String) throws -> SceneNode {
        try SwiftWidgetSource.parse("struct V: View {\n    var body: some View {\n        \(body)\n    }\n}").scene(Self.options).root
    }

    @Test func progressViewsAndGaugesAreBuiltWithTheirStylesTintsAndLabels() throws {
        let bar = try root("ProgressView(value: 3, total: 12).tint(.red)")
        #expect(bar == SceneNode(.progressView(ProgressViewModel(value: .fraction(0.25), tint: .system("red")), children: [])))
        // The live kind's current value label is by default the time remaining.
        let live = try root("ProgressView(timerInterval: Date.now...Date.now.addingTimeInterval(60), countsDown: false).progressViewStyle(.circular)")
        guard case .progressView(let model, let children) = live.content else { Issue.record("\(live)"); return }
        #expect(model.value == .interval(start: .relative(Rational(0)), end: .relative(Rational(60)), countsDown: false) && model.style == .circular)
        #expect(model.hasCurrentValueLabel && !model.hasLabel && children.count == 1)
        if case .text(let text) = children[0].content { #expect(text.containsTimer) } else { Issue.record("\(children)") }
        // An EmptyView label is no label (and no child).
        let empty = try root("ProgressView(value: 0.5) { EmptyView() } currentValueLabel: { Text(\"half\") }")
        guard case .progressView(let m, let c) = empty.content else { Issue.record("\(empty)"); return }
        #expect(!m.hasLabel && m.hasCurrentValueLabel && c.count == 1)
        // A Gauge in a closed range of Doubles, its style from the environment.
        let gauge = try root("Gauge(value: Double(6), in: 0...Double(8)) { Text(\"Water\") }.gaugeStyle(.accessoryLinearCapacity).tint(.blue)")
        guard case .gauge(let g, let labels) = gauge.content else { Issue.record("\(gauge)"); return }
        #expect(g.fraction == 0.75 && g.style == .accessoryLinearCapacity && g.tint == .system("blue") && g.labels == [.label] && labels.count == 1)
        #expect(throws: (any Error).self) { try root("Gauge(value: 1).gaugeStyle(.circular)") }
    }

    /// The stacks, `Gauge`, `Spacer` and `ViewThatFits` read their own calls (`SwiftMadeViewKind`): what they
    /// cannot take is one error at the call's line and column, never a trap (`5...1` traps in
    /// Swift itself, and a `ClosedRange` made of it would trap here).
    @Test func kindsThatReadTheirOwnCallsReportAtTheCall() throws {
        #expect(try root("Spacer(minLength: 12)") == SceneNode(.spacer(minLength: 12)))
        #expect(try root("ViewThatFits(in: [.vertical]) { Color.red }") == SceneNode(.viewThatFits(axes: .vertical, children: [SceneNode(.color(.system("red")))])))
        // A stack's content closure written out as `content:`, and its alignment.
        #expect(try root("HStack(alignment: .top, spacing: 2, content: { Color.red; Spacer() })")
                == SceneNode(.hStack(alignment: .top, spacing: 2, children: [SceneNode(.color(.system("red"))), SceneNode(.spacer(minLength: nil))])))
        #expect(try root("ZStack(alignment: .bottomTrailing) { Color.red }") == SceneNode(.zStack(alignment: .bottomTrailing, children: [SceneNode(.color(.system("red")))])))
        // The automatic gauge style is approximated, and said so at the gauge.
        let bundle = try ApproximationWarningTests().load("struct V: View {\n    var body: some View {\n        Gauge(value: 2, in: 0...4) { Text(\"half\").font(.custom(\"BlinkMask\", size: 10)) }\n    }\n}\n")
        guard case .gauge(let model, _) = bundle.scene.root.content else { Issue.record("\(bundle.scene.root)"); return }
        #expect(model.fraction == 0.5 && model.style == .linearCapacity && model.labels == [.label])
        #expect(bundle.warnings.contains { $0.hasSuffix("W.swift:3:9: a Gauge in the automatic style is drawn as .linearCapacity: Apple does not say which style iOS picks") }, "\(bundle.warnings)")
        for (body, message) in [("Gauge(value: 1, in: 5...1)", "3:29: the range 5...1 ends before it starts"),   // at the range
                                ("Gauge(in: 0...1) { Text(\"x\") }", "3:9: the gauge's value is missing"),
                                ("Gauge(value: 1, in: \"a\")", "3:9: a Gauge's range is a String, not a closed range of numbers"),
                                ("ViewThatFits(in: .diagonal) { Color.red }", "3:9: ViewThatFits(in:) takes .horizontal and .vertical"),
                                ("Spacer(minLength: \"wide\")", "3:9: minLength is a String, not a number"),
                                ("VStack(alignment: .top) { Color.red }", "3:9: '.top' is not a HorizontalAlignment")] {
            let error = #expect(throws: SwiftImportError.self) { try root(body) }
            #expect(error?.description.hasSuffix(message) == true, "\(body): \(error.map { "\($0)" } ?? "")")
        }
    }

    @Test func aWidgetsViewIsPaddedByItsMarginsOverItsContainerBackground() throws {
        let source = """
        struct Provider: TimelineProvider {}
        struct Shown: View { var body: some View { Color.blue.containerBackground(Color.red, for: .widget) } }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: Provider()) { entry in Shown() }
            }
        }
        """
        let flexible = SceneModifier.flexibleFrame(FlexibleFrame(maxWidth: SceneLength(.infinity), maxHeight: SceneLength(.infinity)))
        let root = try SwiftWidgetSource.parse(source).scene(ConstructTests.options).root
        #expect(root == SceneNode(.zStack(alignment: .center, children: [
            SceneNode(.color(.system("red")), [flexible]),
            SceneNode(.color(.system("blue")), [.padding(edges: .all, length: SceneLength(16))]),
        ]), [.clipShape(.roundedRectangle(cornerRadius: SceneLength(22)))]))
        // --content-margins sets them; .contentMarginsDisabled() removes them.
        var options = ConstructTests.options
        options.contentMargins = 11
        let eleven = try SwiftWidgetSource.parse(source).scene(options).root
        #expect(eleven.content.children[1].modifiers == [.padding(edges: .all, length: SceneLength(11))])
        let disabled = try SwiftWidgetSource.parse(source.replacingOccurrences(of: "Shown() }", with: "Shown() }.contentMarginsDisabled()")).scene(ConstructTests.options).root
        #expect(disabled.content.children[1].modifiers.isEmpty)
        // --widget-corners 0: no clip.
        options = ConstructTests.options
        options.widgetCornerRadius = 0
        #expect(try SwiftWidgetSource.parse(source).scene(options).root.modifiers.isEmpty)
        // The Lock Screen's families: no container background, no margins; the widget clipped to
        // its circle and rendered vibrant, over the whole widget.
        options = ConstructTests.options
        options.family = .accessoryCircular
        (options.width, options.height) = (76, 76)
        #expect(try SwiftWidgetSource.parse(source).scene(options).root == SceneNode(.zStack(alignment: .center, children: [SceneNode(.color(.system("blue")))]),
            [flexible, .clipShape(.circle), .widgetRendering(.vibrant, AccentedColors())]))
        // Accented on the Home Screen: no container background either.
        options = ConstructTests.options
        options.renderingMode = .accented
        let accented = try SwiftWidgetSource.parse(source).scene(options).root
        #expect(accented.content.children.count == 1 && accented.modifiers.last == .widgetRendering(.accented, AccentedColors()))
    }
}
