import SwiftSyntax
import TimerMaskCore

/// A SwiftUI view as the evaluator builds it: the scene node it will become, except that a
/// `GeometryReader`'s content and a custom shape's path wait until the size they read is
/// known (`SceneHoles`), and environment modifiers (`.font`, `.multilineTextAlignment`,
/// `.foregroundStyle`) still sit where they were written.
struct ViewValue {
    indirect enum Content {
        case geometryReader(Closure)
        case color(SceneColorValue)
        case linearGradient(LinearGradientModel)
        case radialGradient(RadialGradientModel)
        case angularGradient(AngularGradientModel)
        case ellipticalGradient(EllipticalGradientModel)
        case image(String, ImageContentMode)
        case text(TextValue)
        case shape(ShapeValue)
        /// A progress view: its value, whether it is indeterminate, its label and current value label.
        case progressView(ProgressValue, indeterminate: Bool, label: ViewValue?, current: ViewValue?)
        /// A view whose kind read its own call (`Gauge`, `Spacer`, `ViewThatFits`): the views it
        /// was given and how it becomes a scene view once they are assembled.
        case kind(SwiftBuiltView<ViewValue>)
        /// `Divider()`: a hairline across the stack it is laid out in.
        case divider
        /// `Grid` (its rows are set when it is assembled) and `GridRow`.
        case grid(GridModel, [ViewValue])
        case gridRow(VerticalEdgeAlignment?, [ViewValue])
        /// Several views from one builder; they join the stack they are in.
        case group([ViewValue])
    }

    enum Modifier {
        case plain(SceneModifier)
        case background(ViewValue, SceneAlignment)
        case overlay(ViewValue, SceneAlignment)
        case mask(ViewValue, SceneAlignment)
        case font(FontValue)
        case textAlignment(TextAlignmentSetting)
        case foreground(SceneColorValue)
        /// `.environment(\.timeZone, zone)`: the zone dates inside are written in.
        case timeZone(TimeZoneSpec)
        /// `.containerBackground(_:for: .widget)`: the widget's background, drawn behind all of it
        /// (outside a widget's configuration, a background of this view).
        case containerBackground(ViewValue)
        /// `.tint(color)`: progress views and gauges inside fill in it.
        case tint(SceneColorValue)
        case progressViewStyle(ProgressViewModel.Style?)
        /// `.bold()`, `.fontWeight(_:)`, `.italic()` on a view: the texts inside take that weight or slant.
        case fontStyle(weight: SystemFontStyle.Weight?, italic: Bool)
        /// `.redacted(reason: .placeholder)` (true) and `.unredacted()` (false).
        case redacted(Bool)
        /// `.monospacedDigit()` on a view: the texts inside draw digits of one advance.
        case monospacedDigit
        /// `.lineLimit(n)`: the texts inside wrap to at most n lines (nil: no limit).
        case lineLimit(Int?)
        case gaugeStyle(GaugeModel.Style?)
        /// `.tracking`, `.lineSpacing`, `.minimumScaleFactor`, `.textCase`: how the texts inside are set.
        case text(TextSetting)
        /// `.clipShape(MyShape())`: the shape's `path(in:)` runs once the clipped view's size is known.
        case clipCustomShape(Instance, Syntax)
    }

    var content: Content
    var modifiers: [Modifier] = []

    /// Whether it is a gradient, which a shape's `.fill` draws masked by the shape.
    var isGradient: Bool {
        switch content {
        case .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient: true
        default: false
        }
    }
    /// Where it was written, for messages; and the file that is in.
    let origin: Syntax
    let file: Int

    static func group(_ views: [ViewValue], origin: Syntax) -> ViewValue {
        views.count == 1 ? views[0] : ViewValue(content: .group(views), origin: origin, file: views.first?.file ?? 0)
    }

    /// This view with `modifier` outside the others; a group passes it to each of its views.
    func adding(_ modifier: Modifier) -> ViewValue {
        if case .group(let views) = content, modifiers.isEmpty {
            var copy = self
            copy.content = .group(views.map { $0.adding(modifier) })
            return copy
        }
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}

extension Evaluator {
    /// A value in a view's place: views, texts, images, colours, shapes, and structs that are
    /// `View`s (their `body`, evaluated now) or `Shape`s.
    func view(_ value: SwiftValue, _ node: some SyntaxProtocol) throws -> ViewValue {
        let origin = Syntax(node)
        if case .skipped = value { return ViewValue(content: .group([]), origin: origin, file: currentFile) }   // swift-check's stand-in
        switch try known(value) {
        case .view(let v): return v
        case .text(let t): return ViewValue(content: .text(t), origin: origin, file: currentFile)
        case .image(let name): return ViewValue(content: .image(name, .fill), origin: origin, file: currentFile)
        case .color(let c): return ViewValue(content: .color(c), origin: origin, file: currentFile)
        case .shape(let s): return ViewValue(content: .shape(s), origin: origin, file: currentFile)
        case .none: return ViewValue(content: .group([]), origin: origin, file: currentFile)
        case .instance(let instance):
            guard let info = index.types[instance.type] else { throw runtime(node, "\(instance.type) is not declared") }
            if info.isShape { return ViewValue(content: .shape(ShapeValue(kind: .custom(instance, origin), paint: nil)), origin: origin, file: currentFile) }
            guard info.isView else { throw runtime(node, "\(info.name) is not a View, so it cannot be shown") }
            guard info.computed["body"] != nil else { throw unsupported(node, "the View \(info.name) without a computed body") }
            return try view(computedProperty("body", of: instance, info: info, node), node)
        case .member(let name, let args) where args.isEmpty:
            if let color = Builtins.color(name) { return ViewValue(content: .color(color), origin: origin, file: currentFile) }
            if let material = materialColor(name, node) { return ViewValue(content: .color(material), origin: origin, file: currentFile) }
            throw runtime(node, ".\(name) is not a view")
        case let other:
            throw runtime(node, "\(other.typeDescription) is not a view")
        }
    }

    /// How much of the system background each material shows (TimerMask's stand-in: iOS blurs
    /// what is behind a material and tints it; Apple publishes no numbers).
    static let materials: [String: Double] = ["ultraThinMaterial": 0.3, "thinMaterial": 0.45, "regularMaterial": 0.6,
                                              "thickMaterial": 0.75, "ultraThickMaterial": 0.9, "bar": 0.85]

    /// A material as TimerMask draws it: the system background at the material's opacity,
    /// unblurred, with a warning saying so; nil for any other name.
    func materialColor(_ name: String, _ node: some SyntaxProtocol) -> SceneColorValue? {
        guard let opacity = Self.materials[name] else { return nil }
        approximate(node, "the material .\(name) is drawn as the system background at \(Int(opacity * 100))% opacity: iOS blurs and tints what is behind it, which TimerMask does not")
        return .systemOpacity("systemBackground", opacity)
    }

    /// Whether a value can take view modifiers.
    func isViewLike(_ value: SwiftValue) -> Bool {
        switch value {
        case .view, .text, .image, .color, .shape: return true
        case .instance(let i): return index.types[i.type].map { $0.isView || $0.isShape } ?? false
        default: return false
        }
    }
}
