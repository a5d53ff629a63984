import SwiftSyntax
import TimerMaskCore

/// Evaluated views laid into scene nodes, with a hole wherever a view's content depends on the
/// size layout gives it (a `GeometryReader`'s content, a custom shape's path): the holes are
/// filled by `SceneHoles` once the renderer's layout has said that size. Environment
/// modifiers reach the texts and shapes below them, the innermost winning as in SwiftUI.
extension Evaluator {
    struct Environment {
        var font: FontValue?
        var alignment: TextAlignmentSetting?
        var color: SceneColorValue?
        var timeZone: TimeZoneSpec?
        var tint: SceneColorValue?
        /// `.bold()`, `.fontWeight`, `.italic()` around the texts.
        var weight: SystemFontStyle.Weight?
        var italic = false
        var monospacedDigit = false
        var tracking: Double?
        var lineSpacing: Double?
        var minimumScaleFactor: Double?
        /// `.textCase`: upper (true) or lower (false) case, nil as written.
        var textCase: Bool??
        /// The axis of the stack the view is laid out in (nil outside a VStack or HStack): a
        /// `Divider`'s direction.
        var stackAxis: StackAxis?
        /// Inside `.redacted(reason: .placeholder)` (and not `.unredacted()`).
        var redacted = false
        /// `.lineLimit(n)` given (an inner `nil` lifts an outer limit).
        var lineLimit: Int??
        /// `.progressViewStyle`/`.gaugeStyle` given (an inner nil is `.automatic`, which overrides an outer style).
        var progressStyle: ProgressViewModel.Style??
        var gaugeStyle: GaugeModel.Style??
        var inMask = false

        func applying(_ modifier: ViewValue.Modifier) -> Environment {
            var copy = self
            switch modifier {
            case .font(let f): copy.font = f
            case .textAlignment(let a): copy.alignment = a
            case .foreground(let c): copy.color = c
            case .timeZone(let z): copy.timeZone = z
            case .tint(let c): copy.tint = c
            case .lineLimit(let n): copy.lineLimit = .some(n)
            case .monospacedDigit: copy.monospacedDigit = true
            case .redacted(let on): copy.redacted = on
            case .fontStyle(let weight, let italic):
                if let weight { copy.weight = weight }
                if italic { copy.italic = true }
            case .progressViewStyle(let style): copy.progressStyle = .some(style)
            case .gaugeStyle(let style): copy.gaugeStyle = .some(style)
            case .text(.tracking(let t)): copy.tracking = t
            case .text(.lineSpacing(let s)): copy.lineSpacing = s
            case .text(.minimumScaleFactor(let f)): copy.minimumScaleFactor = f
            case .text(.textCase(let upper)): copy.textCase = .some(upper)
            default: break
            }
            return copy
        }
    }

    /// A scene node and the holes below it.
    struct Assembled {
        var node: SceneNode
        var holes: [SceneHole]

        /// Several views in one place: a centred ZStack of them, as SwiftUI stacks a builder's views.
        static func stacked(_ parts: [Assembled]) -> Assembled {
            if parts.count == 1 { return parts[0] }
            return Assembled(node: SceneNode(.zStack(alignment: .center, children: parts.map(\.node))),
                             holes: childHoles(parts))
        }

        /// The holes of `parts` as children of one node.
        static func childHoles(_ parts: [Assembled]) -> [SceneHole] {
            parts.enumerated().flatMap { j, part in part.holes.map { $0.below(.child(j)) } }
        }
    }

    func assembleRoot(_ view: ViewValue) throws -> Assembled {
        let parts = try assemble(view, Environment())
        guard !parts.isEmpty else { throw SwiftImportError(.noView, "\(files[view.file].location(view.origin)): the view draws nothing") }
        return Assembled.stacked(parts)   // several views at the top stack as a ZStack
    }

    func assemble(_ view: ViewValue, _ env: Environment) throws -> [Assembled] {
        try step(view.origin)
        let saved = currentFile
        currentFile = view.file
        defer { currentFile = saved }
        // Environments from the outermost modifier in.
        let count = view.modifiers.count
        var environments = Array(repeating: env, count: count + 1)
        for i in stride(from: count - 1, through: 0, by: -1) {
            environments[i] = environments[i + 1].applying(view.modifiers[i])
        }
        if case .divider = view.content {
            // A hairline of UIKit's separator colour across the stack it is in: a pixel thick
            // (1 / display scale), as UIKit draws separators; horizontal outside an HStack.
            let thickness = SceneLength(1 / options.displayScale)
            let across: SceneModifier = env.stackAxis == .horizontal
                ? .frame(width: thickness, height: nil, alignment: .center) : .frame(width: nil, height: thickness, alignment: .center)
            var line = view
            line.content = .color(.system("separator"))
            line.modifiers.insert(.plain(across), at: 0)
            return try assemble(line, env)
        }
        if case .group(let views) = view.content {
            let parts = try views.flatMap { try assemble($0, environments[0]) }
            guard count == 0 else { throw unsupported(view.origin, "modifiers on several views at once") }
            return parts
        }
        var (content, holes) = try assembleContent(view, environments[0])
        var chain: [SceneModifier] = []
        for (i, modifier) in view.modifiers.enumerated() {
            switch modifier {
            case .plain(let m): chain.append(m)
            case .font, .textAlignment, .foreground, .timeZone, .tint, .progressViewStyle, .gaugeStyle, .lineLimit, .fontStyle, .monospacedDigit, .redacted, .text: break
            case .clipCustomShape(let instance, let origin):
                holes.append(SceneHole(.clipShape(instance, modifier: chain.count), origin: origin, file: view.file))
                chain.append(.clipShape(.path([])))
            case .containerBackground(let v) where collectsContainerBackground && !environments[i + 1].inMask:
                // The first one met is the widget's; WidgetChrome places it behind the whole widget.
                if containerBackground == nil { containerBackground = Assembled.stacked(try assemble(v, environments[i + 1])) }
            case .background(let v, let a), .overlay(let v, let a), .mask(let v, let a):
                var inner = environments[i + 1]
                if case .mask = modifier { inner.inMask = true }
                let made = Assembled.stacked(try assemble(v, inner))
                let added: SceneModifier
                switch modifier {
                case .background: added = .background(made.node, alignment: a)
                case .overlay: added = .overlay(made.node, alignment: a)
                default: added = .mask(made.node, alignment: a)
                }
                holes += made.holes.map { $0.below(.modifierView(chain.count, added.view!.0)) }
                chain.append(added)
            case .containerBackground(let v):
                // A view rendered on its own (no widget around it): a background of the view.
                let made = Assembled.stacked(try assemble(v, environments[i + 1]))
                let added = SceneModifier.background(made.node, alignment: .center)
                holes += made.holes.map { $0.below(.modifierView(chain.count, added.view!.0)) }
                chain.append(added)
            }
        }
        return [Assembled(node: SceneNode(content, chain), holes: holes)]
    }

    /// A label slot's view as one node (several views stacked), nil when it draws nothing (`EmptyView()`).
    func slot(_ view: ViewValue?, _ env: Environment) throws -> Assembled? {
        guard let view else { return nil }
        let parts = try assemble(view, env)
        return parts.isEmpty ? nil : Assembled.stacked(parts)
    }

    func assembleContent(_ view: ViewValue, _ env: Environment) throws -> (SceneView, [SceneHole]) {
        func children(_ views: [ViewValue], axis: StackAxis? = nil) throws -> ([SceneNode], [SceneHole]) {
            var inner = env
            inner.stackAxis = axis
            let parts = try views.flatMap { try assemble($0, inner) }
            return (parts.map(\.node), Assembled.childHoles(parts))
        }
        switch view.content {
        case .color(let c): return (.color(c), [])
        case .linearGradient(let g): return (.linearGradient(g), [])
        case .radialGradient(let g): return (.radialGradient(g), [])
        case .angularGradient(let g): return (.angularGradient(g), [])
        case .ellipticalGradient(let g): return (.ellipticalGradient(g), [])
        case .image(let name, let mode): return (.image(name: name, contentMode: mode), [])
        case .group: fatalError("groups are flattened by assemble")
        case .divider: fatalError("dividers are drawn as colours by assemble")
        case .progressView(let value, let indeterminate, let label, let current):
            let labelPart = try slot(label, env), currentPart = try slot(current, env)
            let parts = [labelPart, currentPart].compactMap { $0 }
            // Indeterminate, or circular: in a widget, the accessoryCircularCapacity gauge (empty when indeterminate).
            let style = (env.progressStyle ?? nil) ?? (indeterminate ? .circular : .linear)
            return (.progressView(ProgressViewModel(value: value, style: style, tint: env.tint ?? ProgressViewModel.accent,
                                                    hasLabel: labelPart != nil, hasCurrentValueLabel: currentPart != nil),
                                  children: parts.map(\.node)), Assembled.childHoles(parts))
        case .kind(let built):
            let environment = KindEnvironment(environment: env, origin: view.origin, evaluator: self)
            switch built.children {
            case .content(let views):
                let (made, holes) = try children(views, axis: built.axis)
                return (try built.make(made, environment), holes)
            case .slots(let slots):
                let parts = try slots.map { try slot($0, env) }
                return (try built.make(parts.map { $0?.node }, environment), Assembled.childHoles(parts.compactMap { $0 }))
            }
        case .grid(let model, let views):
            return try assembleGrid(model, views, env)
        case .gridRow(let a, let views):
            // Outside a grid, a row of cells side by side.
            let (made, holes) = try children(views, axis: .horizontal)
            return (.hStack(alignment: a ?? .center, spacing: nil, children: made), holes)
        case .geometryReader(let closure):
            return (.geometryReader(children: []), [SceneHole(.geometryReader(closure, env), origin: view.origin, file: view.file)])
        case .text(var text):
            // A symbol takes the size of its font (or the font around it), in the symbol font.
            if let symbol = text.symbol, let font = symbolFont(symbol, declared: text.font ?? env.font, weight: text.weight ?? env.weight) {
                text.font = font
            }
            if let zone = env.timeZone {
                for (i, date) in text.dates {
                    if let written = StaticDateText.string(date.instant, style: date.style, zone: zone, locale: options.locale) { text.runs[i] = .literal(written) }
                }
            }
            // A weight or slant on the text or around it picks the system font's face (a symbol keeps its stand-in font).
            let font = try (text.font ?? env.font).map {
                text.symbol != nil ? $0 : try restyled($0, weight: text.weight ?? env.weight, italic: text.italic || env.italic, view.origin)
            }
            guard let font else {
                var body = text
                body.font = try systemFont(options.dynamicTypeSize.body, view.origin)
                return try assembleContent(ViewValue(content: .text(body), origin: view.origin, file: view.file), env)
            }
            let group = env.inMask ? "masks" : "frames"
            let textCase = text.symbol == nil ? env.textCase ?? nil : nil
            let runs: [TextPiece] = text.runs.map {
                switch $0 {
                case .timer(var spec):
                    if spec.group == nil { spec.group = group }
                    return .timer(spec)
                case .literal(let s) where textCase != nil: return .literal(textCase! ? s.uppercased() : s.lowercased())
                default: return $0
                }
            }
            var content = TextContent(runs: runs, font: font.reference, size: font.size, alignment: env.alignment ?? .leading,
                                      color: text.color ?? env.color ?? .system("primary"), lineLimit: env.lineLimit ?? nil,
                                      monospacedDigit: text.monospacedDigit || font.monospacedDigit || env.monospacedDigit,
                                      redacted: env.redacted && text.symbol == nil,
                                      tracking: text.tracking ?? env.tracking ?? 0, lineSpacing: env.lineSpacing ?? 0,
                                      minimumScaleFactor: env.minimumScaleFactor ?? 1)
            content.runStyles = try runStyles(text, content, env, view.origin)
            return (.text(content), [])
        case .shape(let shape):
            let paint = shape.paint ?? .fill(env.color ?? .system("primary"))
            switch shape.kind {
            case .builtIn(let s): return (.shape(s, paint), [])
            case .custom(let instance, let origin):
                return (.shape(.path([]), paint), [SceneHole(.shape(instance), origin: origin, file: view.file)])
            }
        }
    }

    /// The runs of a joined text that differ from `content` (its settings for the whole text):
    /// each run's font (a symbol in the symbol font, a weight or slant picking the system face),
    /// size, colour, tracking and digits; empty when none differs.
    func runStyles(_ text: TextValue, _ content: TextContent, _ env: Environment, _ origin: Syntax) throws -> [TextRunStyle] {
        guard !text.runStyles.isEmpty else { return [] }
        let body = options.dynamicTypeSize.body
        var styles: [TextRunStyle] = []
        for i in text.runs.indices {
            let own = i < text.runStyles.count ? text.runStyles[i] : TextRunStyleValue()
            let declared = own.font ?? text.font ?? env.font
            var font: FontValue
            if let symbol = own.symbol, let symbolFont = symbolFont(symbol, declared: declared, weight: own.weight ?? text.weight ?? env.weight) {
                font = symbolFont
            } else if let declared {
                font = try restyled(declared, weight: own.weight ?? text.weight ?? env.weight, italic: own.italic || text.italic || env.italic, origin)
            } else {
                font = try restyled(systemFont(body, origin), weight: own.weight ?? text.weight ?? env.weight, italic: own.italic || text.italic || env.italic, origin)
            }
            let color = own.color ?? text.color ?? env.color ?? .system("primary")
            let tracking = own.tracking ?? text.tracking ?? env.tracking ?? 0
            let digits = own.monospacedDigit || text.monospacedDigit || font.monospacedDigit || env.monospacedDigit
            styles.append(TextRunStyle(font: font.reference == content.font ? nil : font.reference, size: font.size == content.size ? nil : font.size,
                                       color: color == content.color ? nil : color, tracking: tracking == content.tracking ? nil : tracking,
                                       monospacedDigit: digits == content.monospacedDigit ? nil : digits))
        }
        return styles.allSatisfy(\.isEmpty) ? [] : styles
    }
}

extension Evaluator {
    /// An SF Symbol's font: the stand-in icon font at the size of the font declared for it (or
    /// the body size), times its image scale, at the weight given to it (`.fontWeight`, `.bold()`,
    /// `.font(.system(size:weight:))`), drawn by widening or narrowing the stand-in's strokes as
    /// SF Symbols' weights follow San Francisco's (`FontReference.weighted`). nil without a symbol font.
    func symbolFont(_ symbol: (name: String, scale: Double), declared: FontValue?, weight: SystemFontStyle.Weight?) -> FontValue? {
        guard let base = options.fonts.symbolFont else { return nil }
        let size = (declared?.size ?? options.dynamicTypeSize.body) * symbol.scale
        let weight = weight ?? declared?.system?.weight ?? .regular
        return FontValue(reference: FontReference.weighted(base, weight.rawValue), size: size)
    }
}
