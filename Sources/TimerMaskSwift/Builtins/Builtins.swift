import Foundation
import SwiftSyntax
import TimerMaskCore

/// The SwiftUI, Foundation and Core Graphics names a widget calls, read as the scene model
/// means them.
enum Builtins {
    static func color(_ name: String) -> SceneColorValue? {
        switch name {
        case "white": return .fixed(.white)
        case "black": return .fixed(.black)
        case "clear": return .fixed(.clear)
        case "accentColor": return .system("blue")
        // The `.background` shape style: the system background of the appearance drawn.
        case "background": return .system("systemBackground")
        // The `.fill` shape style: UIKit's system fill.
        case "fill": return .system("systemFill")
        default: return SceneColorValue.systemColors[name] != nil ? .system(name) : nil
        }
    }

    /// The longest string the evaluator builds (a widget's texts are far shorter).
    static let longestString = 100_000

    /// `String(format:)` and `specifier:`: each conversion is read (flags `-+ 0#`, a width, a
    /// precision, a length `l`/`ll`/`h`, and `d i u x X o f F e E g G a A @ s c %`), checked
    /// against its value's type, and written by Foundation's `String(format:)` with a
    /// specification TimerMask built, so no pattern in a source can read a value of another
    /// type. nil when a conversion or its value is not one of these.
    static func format(_ pattern: String, _ values: [SwiftValue], locale: Locale? = nil) -> String? {
        var out = ""
        var chars = Array(pattern)[...]
        var next = 0
        while let c = chars.popFirst() {
            guard c == "%" else { out.append(c); continue }
            var flags = ""
            while let f = chars.first, "-+ 0#".contains(f) { flags.append(f); chars.removeFirst() }
            var width = ""
            while let d = chars.first, d.isASCII, d.isNumber { width.append(d); chars.removeFirst() }
            var precision: String? = nil
            if chars.first == "." {
                chars.removeFirst()
                var digits = ""
                while let d = chars.first, d.isASCII, d.isNumber { digits.append(d); chars.removeFirst() }
                precision = digits
            }
            while let l = chars.first, "lhqLzjt".contains(l) { chars.removeFirst() }   // lengths: the value's own type decides
            guard let kind = chars.popFirst() else { return nil }
            if kind == "%" { out.append("%"); continue }
            // A field wider, or more decimals, than any text a widget shows is not formatted.
            guard (Int(width) ?? 0) <= 1000, (precision.flatMap { Int($0) } ?? 0) <= 50, next < values.count else { return nil }
            let value = values[next]
            next += 1
            let spec = "%" + flags + width + (precision.map { "." + $0 } ?? "")
            let piece: String
            switch (kind, value) {
            case ("d", .int(let i)), ("i", .int(let i)), ("u", .int(let i)), ("x", .int(let i)), ("X", .int(let i)), ("o", .int(let i)):
                piece = String(format: spec + "ll" + String(kind == "i" ? "d" : kind), locale: locale, Int64(i))
            case ("c", .int(let i)):
                guard let scalar = Unicode.Scalar(UInt32(clamping: max(0, i))) else { return nil }
                piece = String(Character(scalar))
            case (_, _) where "fFeEgGaA".contains(kind):
                guard case let number? = Self.floatingValue(value) else { return nil }
                piece = String(format: spec + String(kind), locale: locale, number)
            case ("@", _), ("s", _):
                guard case .string(let text) = value else { return nil }
                let padded = Int(width).map { max(0, $0 - text.count) } ?? 0
                piece = flags.contains("-") ? text + String(repeating: " ", count: padded) : String(repeating: " ", count: padded) + text
            default: return nil
            }
            out += piece
            if out.count > longestString { return nil }
        }
        return out
    }

    /// A floating-point conversion's value: an Int there is read by a device as the bits of a
    /// Double (garbage), so it is refused rather than printed as a number.
    static func floatingValue(_ value: SwiftValue) -> Double? {
        switch value {
        case .real(let r): return r.double
        default: return nil
        }
    }
}

extension Evaluator {
    // MARK: Reading arguments

    func argument(_ args: [Arg], _ label: String?) -> SwiftValue? { args.first { $0.label == label }?.value }

    func number(_ value: SwiftValue?, _ node: some SyntaxProtocol, _ what: String) throws -> Real {
        guard let value else { throw runtime(node, "\(what) is missing") }
        if case .untypedNumber(_, let r) = value { return r }   // a floating-point parameter types its literals
        guard let r = real(try known(value)) else { throw runtime(node, "\(what) is \(value.typeDescription), not a number") }
        guard !r.double.isNaN else { throw runtime(node, "\(what) is not a number (NaN)") }
        return r
    }

    func double(_ value: SwiftValue?, _ node: some SyntaxProtocol, _ what: String) throws -> Double {
        try number(value, node, what).double
    }

    func angle(_ value: SwiftValue, _ node: some SyntaxProtocol) throws -> Real {
        switch try known(value) {
        case .angle(let a): return a
        case .member("degrees", let args): return try number(args.first?.value, node, "the angle's degrees")
        case .member("radians", let args): return Real(double: try double(args.first?.value, node, "the angle's radians") * 180 / .pi)
        case .member("zero", _): return Real(0)
        case .void: throw runtime(node, "no angle is given here")
        default: throw runtime(node, "\(value.typeDescription) is not an Angle")
        }
    }

    func colorValue(_ value: SwiftValue, _ node: some SyntaxProtocol) throws -> SceneColorValue {
        switch try known(value) {
        case .color(let c): return c
        case .member(let name, let args) where args.isEmpty:
            if let c = Builtins.color(name) { return c }
            if let material = materialColor(name, node) { return material }
        case .view(let v) where v.modifiers.isEmpty:
            if case .color(let c) = v.content { return c }   // a material or colour already made a view
        default: break
        }
        if case .void = value { throw runtime(node, "no colour is given here") }
        throw unsupported(node, "\(value.typeDescription) as a colour (TimerMask knows Color's named colours and Color(red:green:blue:))")
    }

    /// A stack's `alignment:` (`.center` when not given).
    func stackAlignment<A: RawRepresentable>(_ value: SwiftValue?, _ node: some SyntaxProtocol, _ type: String, center: A) throws -> A
        where A.RawValue == String {
        try value.map { try stackAlignment($0, node, type, as: A.self) } ?? center
    }

    func stackAlignment<A: RawRepresentable>(_ value: SwiftValue, _ node: some SyntaxProtocol, _ type: String, as: A.Type) throws -> A
        where A.RawValue == String {
        switch value {
        case .member(let n, _):
            // `.firstTextBaseline`: texts' baselines lined up; for one-line texts the bottoms are
            // nearest what TimerMask lays out (it has no alignment guides), so it says so.
            if (n == "firstTextBaseline" || n == "lastTextBaseline"), let bottom = A(rawValue: "bottom") {
                approximate(node, "the .\(n) alignment is laid out as .bottom: TimerMask aligns views by their frames, not by their texts' baselines")
                return bottom
            }
            guard let a = A(rawValue: n) else { throw runtime(node, "'.\(n)' is not a \(type)") }
            return a
        case let other: throw runtime(node, "\(other.typeDescription) is not a \(type)")
        }
    }

    func alignment(_ value: SwiftValue?, _ node: some SyntaxProtocol) throws -> SceneAlignment {
        guard let value else { return .center }
        if case .member(let name, _) = value, let a = SceneAlignment(rawValue: name) { return a }
        throw runtime(node, "\(value.typeDescription) is not an Alignment")
    }

    /// A gradient's stops from `colors:`, `stops:` or `gradient:` (a `Gradient`), each colour
    /// spread evenly when no location is given.
    /// The warning for a gradient whose stops are translucent, which TimerMask mixes its own way.
    func warnIfTranslucent(_ stops: [GradientStop], _ e: FunctionCallExprSyntax) {
        if stops.contains(where: { $0.color.resolved(options.colorScheme).a < 255 }) {
            approximate(e.calledExpression, "a gradient with translucent stops is mixed premultiplied in sRGB; iOS's mixing of translucent colours may differ")
        }
    }

    func gradientStops(_ args: [Arg], _ e: FunctionCallExprSyntax) throws -> [LinearGradientModel.Stop] {
        if case .instance(let g)? = try argument(args, "gradient").map(known), g.type == "Gradient", case .array(let items)? = g.fields["stops"] {
            return try items.map { item in
                guard case .tuple(_, let parts) = item, parts.count == 2, case .color(let c) = parts[0] else { throw runtime(e, "a Gradient's stop is not a colour and a location") }
                return .init(color: c, location: try number(parts[1], e, "the location").double)
            }
        }
        if case .array(let colors)? = try argument(args, "colors").map(known) {
            guard !colors.isEmpty, colors.count <= LinearGradientView.maximumStops else { throw runtime(e, "a gradient takes 1…\(LinearGradientView.maximumStops) colours") }
            return LinearGradientModel.evenly(try colors.map { try colorValue($0, e) }, startPoint: .center, endPoint: .center).stops
        }
        if case .array(let stops)? = try argument(args, "stops").map(known) {
            guard !stops.isEmpty, stops.count <= LinearGradientView.maximumStops else { throw runtime(e, "a gradient takes 1…\(LinearGradientView.maximumStops) stops") }
            return try stops.map { stop in
                // `.init(color: .red, location: 0)`, `Gradient.Stop(color:location:)`.
                let args: [Arg]
                switch try known(stop) {
                case .member(_, let a): args = a
                case .instance(let i) where i.type == "Gradient.Stop":
                    args = [Arg(label: "color", value: i.fields["color"] ?? .none, node: Syntax(e)), Arg(label: "location", value: i.fields["location"] ?? .none, node: Syntax(e))]
                case let other: throw runtime(e, "\(other.typeDescription) is not a gradient stop")
                }
                guard let color = argument(args, "color"), let location = argument(args, "location") else { throw runtime(e, "a gradient stop needs color: and location:") }
                let at = try number(location, e, "the location").double
                guard at.isFinite, (0...1).contains(at) else { throw runtime(e, "a gradient stop's location \(at) is not within 0…1") }
                return .init(color: try colorValue(color, e), location: at)
            }
        }
        throw unsupported(e, "this gradient (TimerMask reads colors:, stops: and gradient:)")
    }

    func unitPoint(_ value: SwiftValue?, _ node: some SyntaxProtocol) throws -> UnitPointValue {
        guard let value else { return .center }
        switch value {
        case .unitPoint(let p): return p
        case .member(let name, _): if let p = UnitPointValue.named(name) { return p }
        default: break
        }
        throw runtime(node, "\(value.typeDescription) is not a UnitPoint")
    }

    func font(_ value: SwiftValue, _ node: some SyntaxProtocol) throws -> FontValue {
        switch try known(value) {
        case .font(let f): return f
        case .member("custom", let args):
            guard case .string(let name)? = args.first?.value else { throw runtime(node, "Font.custom needs a font name") }
            let size = try double(argument(args, "size") ?? argument(args, "fixedSize"), node, "the font's size")
            guard let reference = options.fonts.reference(forName: name) else {
                throw problem(.unknownFont, node, "no font is named '\(name)': not among the fonts in \(options.fonts.searchedDescription), nor built in (\(SwiftFontResolver.builtInNames.joined(separator: ", ")))")
            }
            return FontValue(reference: reference, size: size)
        case .member("system", let args):
            // `.system(size:weight:design:)`, `.system(.headline, design:, weight:)`, `.system(_:design:)`.
            var style = SystemFontStyle()
            let size: Double
            if let s = argument(args, "size") { size = try double(s, node, "the font's size") }
            else if case .member(let name, _)? = args.first?.value, let text = SystemFontStyle.textStyle(name, at: options.dynamicTypeSize) { size = text.size; style.weight = text.weight }
            else { size = options.dynamicTypeSize.body }
            if let w = argument(args, "weight") { style.weight = try fontWeight(w, node) }
            if let d = argument(args, "design") { style.design = try fontDesign(d, node) }
            return try systemFont(size, style, node)
        case .member(let name, let args) where args.isEmpty:
            if let text = SystemFontStyle.textStyle(name, at: options.dynamicTypeSize) { return try systemFont(text.size, SystemFontStyle(weight: text.weight), node) }
        default: break
        }
        if case .void = value { throw runtime(node, "no font is given here") }
        throw unsupported(node, "\(value.typeDescription) as a Font (TimerMask knows .custom(_:size:), .system(size:) and the text styles)")
    }

    /// `Image(systemName: name)`: the stand-in glyph as a text of one character, sized by the font
    /// around it (body, 17 pt, by default), with a warning saying what stands in for it.
    func symbolImage(_ name: String, _ e: some SyntaxProtocol) throws -> SwiftValue {
        guard options.fonts.symbolFont != nil else {
            throw problem(.unknownFont, e, "Image(systemName: \"\(name)\") is drawn with the Material Icons font standing in for SF Symbols, which is not installed (install fonts-material-design-icons-iconfont: tools/setup)")
        }
        let standIn = SymbolStandIn.map[name]
        if let standIn {
            approximate(e, "the SF Symbol \"\(name)\" is drawn as Material Icons' \(standIn.material), standing in for it (SF Symbols cannot ship; a weight other than regular widens or narrows its strokes)\(standIn.note.isEmpty ? "" : ": " + standIn.note)")
        } else {
            approximate(e, "the SF Symbol \"\(name)\" is not in TimerMask's map of stand-ins: drawn as a question mark in a circle (tools/symbol-map.tsv lists the names mapped)")
        }
        var text = TextValue(runs: [.literal((standIn ?? .unknown).text)], font: nil, color: nil)
        text.symbol = (name, 1)
        return .text(text)
    }

    func systemFont(_ size: Double, _ node: some SyntaxProtocol) throws -> FontValue {
        try systemFont(size, SystemFontStyle(), node)
    }

    /// The system font at `size` in `style`: the face standing in for it (`SystemFontStyle`),
    /// else the one system font with a warning that the weight or design is not drawn.
    func systemFont(_ size: Double, _ style: SystemFontStyle, _ node: some SyntaxProtocol) throws -> FontValue {
        guard let fallback = options.fonts.systemFont else {
            throw problem(.unknownFont, node, "the system font is used here, and no font to draw it in is installed (TimerMask draws San Francisco in Inter, or DejaVu Sans; run tools/setup)")
        }
        if style.design == .rounded {
            approximate(node, "the .rounded design is drawn in Inter: no rounded face stands in for SF Pro Rounded")
        }
        guard let face = options.fonts.systemFaces[style.key(size: size)] else {
            if style != SystemFontStyle() || !options.fonts.systemFaces.isEmpty {
                approximate(node, "the system font's \(style.weight.rawValue)\(style.italic ? " italic" : "") \(style.design.rawValue) face is not installed (Inter, DejaVu Sans Mono and Serif: tools/setup): drawn in the one system font")
            }
            return FontValue(reference: fallback, size: size, system: style)
        }
        return FontValue(reference: face, size: size, system: style)
    }

    /// `font` with its weight or slant changed: a system font picks its face again; a custom
    /// font is drawn as named, with a warning.
    func restyled(_ font: FontValue, weight: SystemFontStyle.Weight?, italic: Bool, _ node: some SyntaxProtocol) throws -> FontValue {
        guard weight != nil || italic else { return font }
        guard var style = font.system else {
            approximate(node, "a weight or slant on a custom font is not drawn: TimerMask draws the font file as named")
            return font
        }
        if let weight { style.weight = weight }
        if italic { style.italic = true }
        var made = try systemFont(font.size, style, node)
        made.monospacedDigit = font.monospacedDigit
        return made
    }

    /// `.bold`, `.semibold`… as a font weight (`Font.Weight`).
    func fontWeight(_ value: SwiftValue, _ node: some SyntaxProtocol) throws -> SystemFontStyle.Weight {
        guard case .member(let name, _) = try known(value), let weight = SystemFontStyle.Weight(rawValue: name) else {
            throw runtime(node, "\(value.typeDescription) is not a font weight (\(SystemFontStyle.Weight.allCases.map { "." + $0.rawValue }.joined(separator: ", ")))")
        }
        return weight
    }

    /// `.default`, `.rounded`, `.monospaced`, `.serif` as a font design.
    func fontDesign(_ value: SwiftValue, _ node: some SyntaxProtocol) throws -> SystemFontStyle.Design {
        guard case .member(let name, _) = try known(value), let design = SystemFontStyle.Design(rawValue: name) else {
            throw runtime(node, "\(value.typeDescription) is not a font design (.default, .rounded, .monospaced, .serif)")
        }
        return design
    }

    func seconds(_ value: SwiftValue, _ node: some SyntaxProtocol) throws -> Seconds {
        switch try known(value) {
        case .member("seconds", let args): return try seconds(number(args.first?.value, node, "the duration"), node, "the duration")
        case .member("milliseconds", let args):
            return try seconds(Real.apply("/", number(args.first?.value, node, "the duration"), Real(1000)), node, "the duration")
        default: return try seconds(number(value, node, "the duration"), node, "the duration")
        }
    }

    func bool(_ value: SwiftValue?, default fallback: Bool, _ node: some SyntaxProtocol) throws -> Bool {
        guard let value else { return fallback }
        guard case .bool(let b) = try known(value) else { throw runtime(node, "\(value.typeDescription) is not a Bool") }
        return b
    }

    func int(_ value: SwiftValue?, default fallback: Int, _ node: some SyntaxProtocol) throws -> Int {
        guard let value else { return fallback }
        guard case .int(let i) = try known(value) else { throw runtime(node, "\(value.typeDescription) is not an Int") }
        return i
    }

    /// The views a builder closure makes.
    func builderViews(_ value: SwiftValue?, _ node: some SyntaxProtocol, parameters: [SwiftValue] = []) throws -> [ViewValue] {
        guard let value else { return [] }
        if case .closure(let c) = value {
            let made = try view(callClosure(c, parameters, node, builder: true), node)
            if case .group(let views) = made.content, made.modifiers.isEmpty { return views }
            return [made]
        }
        return [try view(value, node)]
    }

    func date(_ value: SwiftValue?, _ node: some SyntaxProtocol, _ what: String) throws -> Instant {
        guard let value else { throw runtime(node, "\(what) is missing") }
        // `calendar.startOfDay(for: .now)`: the implicit member is Date's, where a Date is wanted.
        if case .member("now", let payload) = value, payload.isEmpty { return try now(node) }
        guard case .date(let d) = try known(value) else { throw runtime(node, "\(what) is \(value.typeDescription), not a Date") }
        return d
    }

    /// `Date()` inside a view is the entry's date (`--reference`); inside a `static let` it is
    /// the moment the extension launched, `--launch-skew` earlier.
    ///
    /// With a timeline (`--timeline`) the view is evaluated once for every entry, so a `Date()`
    /// in it, which SwiftUI reads anew at each entry's rendering, is refused rather than frozen.
    func now(_ node: some SyntaxProtocol) throws -> Instant {
        if launchTimeDepth > 0 { return options.reference - options.launchSkew }
        if let entryMoment { return entryMoment }
        guard options.timeline == nil else {
            throw unsupported(node, "Date() in a view rendered with --timeline (it is evaluated once for all entries, so it cannot read each entry's moment; give the entry a date and bind it with --let NAME=@VALUE)")
        }
        return options.reference
    }

    // MARK: Global calls

    func builtinCall(_ name: String, _ args: [Arg], _ e: FunctionCallExprSyntax, _ scope: Scope) throws -> SwiftValue {
        if let type = BuiltinType(rawValue: name) { return try typeCall(type, args, e) }
        if let kind = SceneViewKindID.swiftMade[name] { return try kindCall(kind, args, e) }
        if let function = BuiltinFunction(rawValue: name) { return try functionCall(function, args, e) }
        throw unsupported(e.calledExpression, "the call '\(name)(…)' (not declared in the files given, and not a SwiftUI view or function TimerMask knows)",
                          notes: ["the SwiftUI and Foundation types TimerMask knows: \((SceneViewKindID.allCases.compactMap { $0.swiftMade?.swiftTypeName } + BuiltinType.allCases.map(\.rawValue)).joined(separator: ", "))"])
    }

    /// `Type(…)` for the types TimerMask knows.
    func typeCall(_ type: BuiltinType, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        let node = Syntax(e)
        func made(_ content: ViewValue.Content) -> SwiftValue { .view(ViewValue(content: content, origin: node, file: currentFile)) }
        let content = args.last { if case .closure = $0.value { return true } else { return false } }?.value
        switch type {
        case .group:
            return .view(ViewValue.group(try builderViews(content, e), origin: node))
        case .linearGradient:
            let stops = try gradientStops(args, e)
            let model = LinearGradientModel(stops: stops, startPoint: try unitPoint(argument(args, "startPoint").map(known), e),
                                            endPoint: try unitPoint(argument(args, "endPoint").map(known), e))
            warnIfTranslucent(stops, e)
            return made(.linearGradient(model))
        case .radialGradient:
            let stops = try gradientStops(args, e)
            let start = try double(argument(args, "startRadius") ?? .int(0), e, "startRadius")
            let end = try double(argument(args, "endRadius"), e, "endRadius")
            guard start.isFinite, end.isFinite, start >= 0, end >= 0, max(start, end) <= SceneLimits.widgetSide else {
                throw runtime(e, "a RadialGradient's radii must be finite, 0 or more and at most \(Int(SceneLimits.widgetSide)) pt")
            }
            warnIfTranslucent(stops, e)
            return made(.radialGradient(RadialGradientModel(stops: stops, center: try unitPoint(argument(args, "center").map(known), e),
                                                            startRadius: start, endRadius: end)))
        case .angularGradient:
            let stops = try gradientStops(args, e)
            let start: Double, end: Double
            if let angle = argument(args, "angle") {
                start = try self.angle(known(angle), e).double; end = start + 360
            } else {
                start = try argument(args, "startAngle").map { try self.angle(known($0), e).double } ?? 0
                end = try argument(args, "endAngle").map { try self.angle(known($0), e).double } ?? 0
            }
            guard start.isFinite, end.isFinite, abs(start) <= 36_000, abs(end) <= 36_000 else { throw runtime(e, "an AngularGradient's angles must be finite, within ±36000°") }
            warnIfTranslucent(stops, e)
            return made(.angularGradient(AngularGradientModel(stops: stops, center: try unitPoint(argument(args, "center").map(known), e), startAngle: start, endAngle: end)))
        case .ellipticalGradient:
            let stops = try gradientStops(args, e)
            let start = try double(argument(args, "startRadiusFraction") ?? .int(0), e, "startRadiusFraction")
            let end = try double(argument(args, "endRadiusFraction") ?? .real(Real(double: 0.5)), e, "endRadiusFraction")
            guard start.isFinite, end.isFinite, start >= 0, end >= 0, max(start, end) <= 100 else {
                throw runtime(e, "an EllipticalGradient's radius fractions must be finite, 0 or more and at most 100")
            }
            warnIfTranslucent(stops, e)
            return made(.ellipticalGradient(EllipticalGradientModel(stops: stops, center: try unitPoint(argument(args, "center").map(known), e),
                                                                    startRadiusFraction: start, endRadiusFraction: end)))
        case .gradient:
            return .instance(Instance(type: "Gradient", fields: ["stops": .array(try gradientStops(args, e).map { stop in
                .tuple(["color", "location"], [.color(stop.color), .real(Real(stop.location))])
            })]))
        case .progressView:
            return try progressViewCall(args, e)
        case .lazyVGrid, .lazyHGrid:
            return try lazyGrid(vertical: type == .lazyVGrid, args, content, e)
        case .grid:
            return try gridCall(args, content, e)
        case .gridRow:
            return try gridRowCall(args, content, e)
        case .toggle:
            return try toggleCall(args, e)
        case .gridItem:
            return try gridItem(args, e)
        case .button:
            // An interactive widget's button (iOS 17) draws its label; its press is not simulated.
            approximate(e.calledExpression, "a Button is drawn as its label: the button style iOS gives it in a widget (tint, highlight) is not modelled, nor is pressing it")
            if case .string(let title)? = try args.first.map({ try known($0.value) }), args.first?.label == nil {
                return .text(TextValue(runs: [.literal(title)], font: nil, color: nil))
            }
            guard let label = args.last(where: { if case .closure = $0.value { return $0.label == nil || $0.label == "label" } else { return false } })?.value else {
                throw runtime(e, "a Button needs its label")
            }
            return .view(ViewValue.group(try builderViews(label, e), origin: node))
        case .label:
            // The automatic label style: the icon, then the title, centred in a row.
            let icon: ViewValue, title: ViewValue
            if case .string(let name)? = try argument(args, "systemImage").map(known) {
                icon = try view(symbolImage(name, e), e)
            } else if case .string(let name)? = try argument(args, "image").map(known) {
                icon = try view(.image(assetImage(name, e)), e)
            } else if case .closure? = argument(args, "icon") {
                icon = ViewValue.group(try builderViews(argument(args, "icon"), e), origin: node)
            } else {
                throw unsupported(e.calledExpression, "this Label (TimerMask reads systemImage:, image: and the title:icon: closures)")
            }
            let titleValue = try argument(args, nil).map(known) ?? argument(args, "title")
            switch titleValue {
            case .string(let s)?: title = ViewValue(content: .text(TextValue(runs: [.literal(s)], font: nil, color: nil)), origin: node, file: currentFile)
            case .closure?: title = ViewValue.group(try builderViews(titleValue, e), origin: node)
            case let other?: title = try view(other, e)
            case nil: throw runtime(e, "a Label needs its title")
            }
            approximate(e.calledExpression, "a Label is drawn as its icon and title in a row 8 pt apart (iOS's label style spaces and aligns them by its own metrics)")
            return made(.kind(HStackView.built(alignment: .center, spacing: nil, children: [icon, title])))
        case .anyView:
            guard let wrapped = args.first, args.count == 1 else { throw runtime(e, "AnyView wraps one view") }
            return .view(try view(wrapped.value, e))
        case .geometryReader:
            guard case .closure(let c)? = content else { throw runtime(e, "GeometryReader needs its content closure") }
            return made(.geometryReader(c))
        case .forEach:
            guard let data = args.first?.value, case .closure(let c)? = content else { throw runtime(e, "ForEach needs data and a content closure") }
            // `id:` names each element's identity; it changes no pixel, so any `\\.self` or `\\.property` is taken.
            switch argument(args, "id") {
            case nil, .member("self", _)?, .keyPath?: break
            case let other?: throw runtime(e, "ForEach's id: is \(other.typeDescription), not a key path such as \\.self")
            }
            var views: [ViewValue] = []
            try iterate(try known(data), e) { element in
                views += try builderViews(.closure(c), e, parameters: [element])
                guard views.count <= SceneLimits.nodes else {
                    throw problem(.limit, e, "this ForEach makes more than \(SceneLimits.nodes) views, more than a scene may hold")
                }
                return true
            }
            return .view(ViewValue.group(views, origin: node))
        case .emptyView:
            return .view(ViewValue.group([], origin: node))
        case .divider:
            return made(.divider)
        case .color:
            if let r = argument(args, "red") {
                func channel(_ v: SwiftValue?, _ what: String) throws -> UInt8 {
                    UInt8(max(0, min(255, (try double(v ?? .int(1), e, what) * 255).rounded())))
                }
                return .color(.fixed(SceneColor(r: try channel(r, "red"), g: try channel(argument(args, "green"), "green"),
                                                b: try channel(argument(args, "blue"), "blue"), a: try channel(argument(args, "opacity"), "opacity"))))
            }
            if let w = argument(args, "white") {
                let v = UInt8(max(0, min(255, (try double(w, e, "white") * 255).rounded())))
                let a = UInt8(max(0, min(255, (try double(argument(args, "opacity") ?? .int(1), e, "opacity") * 255).rounded())))
                return .color(.fixed(SceneColor(r: v, g: v, b: v, a: a)))
            }
            // `Color(uiColor: .systemBlue)`, and `Color(.systemBackground)` through UIColor's initialiser.
            if let ui = argument(args, "uiColor") ?? (args.count == 1 && args[0].label == nil ? args[0].value : nil), case .member(let n, _) = ui,
               let c = SceneColorValue.uiKit(named: n) ?? Builtins.color(n) {
                return .color(c)
            }
            if case .string(let name)? = args.first?.value, args.first?.label == nil, args.dropFirst().allSatisfy({ $0.label == "bundle" }) {
                return .color(.fixed(try assetColor(name, e)))
            }
            throw unsupported(e, "this Color initialiser (TimerMask knows Color(red:green:blue:opacity:), Color(white:), Color(\"asset name\") and the named colours)")
        case .text: return try textCall(args, e)
        case .image:
            if let image = argument(args, "uiImage") {
                guard case .image(let name) = try known(image) else { throw runtime(e, "Image(uiImage:) is given \(image.typeDescription), not an image") }
                return .image(name)
            }
            if let given = argument(args, "systemName") {
                guard case .string(let name) = try known(given) else { throw runtime(e, "Image(systemName:) needs the symbol's name as a String") }
                return try symbolImage(name, e)
            }
            if case .string(let name)? = args.first?.value, args.first?.label == nil { return .image(try assetImage(name, e)) }
            throw unsupported(e, "this Image initialiser")
        case .uiImage:
            if case .string(let name)? = argument(args, "named") { return .image(try assetImage(name, e)) }
            // `UIImage(contentsOfFile:)` of a bundle resource's path: nil when no file is there, as UIKit gives.
            if case .string(let path)? = try argument(args, "contentsOfFile").map(known) {
                return InputFile.problem(at: path) == nil ? .image(path) : .none
            }
            throw unsupported(e, "this UIImage initialiser (TimerMask reads UIImage(named:) and UIImage(contentsOfFile:); supply images with --let NAME=frames)")
        case .rectangle: return .shape(ShapeValue(kind: .builtIn(.rectangle), paint: nil))
        case .circle: return .shape(ShapeValue(kind: .builtIn(.circle), paint: nil))
        case .ellipse: return .shape(ShapeValue(kind: .builtIn(.ellipse), paint: nil))
        case .capsule: return .shape(ShapeValue(kind: .builtIn(.capsule), paint: nil))
        case .containerRelativeShape, .concentricRectangle:
            // iOS 26's ConcentricRectangle() is concentric with its container as ContainerRelativeShape is.
            return .shape(ShapeValue(kind: .builtIn(containerRelativeShape(e)), paint: nil))
        case .roundedRectangle:
            let r = try double(argument(args, "cornerRadius"), e, "the corner radius")
            return .shape(ShapeValue(kind: .builtIn(.roundedRectangle(cornerRadius: SceneLength(r))), paint: nil))
        case .path:
            guard case .closure(let c)? = content else { return .path([]) }
            return try nested(e, file: c.file) {
                let inner = Scope(parent: c.scope)
                let parameter = c.parameters.first ?? "$0"
                inner.variables[parameter] = .path([])
                var none: [ViewValue]? = nil, implicit: SwiftValue? = nil
                _ = try run(c.body, inner, views: &none, implicit: &implicit)
                return inner.variables[parameter] ?? .path([])
            }
        case .strokeStyle:
            return .strokeStyle(try strokeSettings(args, e))
        case .date:
            if args.isEmpty { return .date(try now(e)) }
            func interval(_ x: SwiftValue) throws -> Seconds { try seconds(number(x, e, "the interval"), e, "the interval") }
            if let x = argument(args, "timeIntervalSinceNow") { return .date(try date(now(e), plus: interval(x), e)) }
            if let x = argument(args, "timeIntervalSince1970") { return .date(try date(Instant(sinceEpoch: .zero), plus: interval(x), e)) }
            if let x = argument(args, "timeIntervalSinceReferenceDate") {
                return .date(try date(Instant(sinceEpoch: Rational(978_307_200)), plus: interval(x), e))
            }
            if let x = argument(args, "timeInterval"), let since = argument(args, "since") {
                return .date(try date(date(since, e, "the date"), plus: interval(x), e))
            }
            throw unsupported(e, "this Date initialiser")
        case .cgSize: return .size(try number(argument(args, "width"), e, "width"), try number(argument(args, "height"), e, "height"))
        case .cgPoint: return .point(try number(argument(args, "x"), e, "x"), try number(argument(args, "y"), e, "y"))
        case .cgRect:
            if case .point(let x, let y)? = argument(args, "origin"), case .size(let w, let h)? = argument(args, "size") { return .rect(x, y, w, h) }
            return .rect(try number(argument(args, "x"), e, "x"), try number(argument(args, "y"), e, "y"),
                         try number(argument(args, "width"), e, "width"), try number(argument(args, "height"), e, "height"))
        case .unitPoint: return .unitPoint(UnitPointValue(x: try double(argument(args, "x"), e, "x"), y: try double(argument(args, "y"), e, "y")))
        case .angle:
            if let d = argument(args, "degrees") { return .angle(try number(d, e, "degrees")) }
            if let r = argument(args, "radians") { return .angle(Real(double: try double(r, e, "radians") * 180 / .pi)) }
            throw runtime(e, "Angle needs degrees: or radians:")
        case .timeZone:
            if case .string(let id)? = argument(args, "identifier") {
                guard let zone = try? TimeZoneSpec(parsing: id) else { throw runtime(e, "'\(id)' is not a time zone") }
                return .timeZone(zone)
            }
            if let s = argument(args, "secondsFromGMT") {
                let seconds = try int(s, default: 0, e)
                // Foundation gives nil past ±18 h, which the widget's own `!` or `??` would meet on a device.
                guard abs(seconds) <= TimeZoneSpec.largestOffset else {
                    throw runtime(e, "TimeZone(secondsFromGMT: \(seconds)) is no time zone: offsets go to ±\(TimeZoneSpec.largestOffset) s (18 h)")
                }
                return .timeZone(.offset(seconds: seconds))
            }
            throw unsupported(e, "this TimeZone initialiser")
        case .string:
            if case .string(let pattern)? = argument(args, "format") {
                let values = try args.filter { $0.label == nil }.map { try known($0.value) }
                guard let text = Builtins.format(pattern, values) else {
                    throw unsupported(e, "String(format: \"\(pattern)\") with these values (TimerMask formats d i u x X o c f F e E g G a A @ s and %% conversions, each given a value of its type)")
                }
                return .string(text)
            }
            if let repeating = argument(args, "repeating") {
                guard case .string(let piece) = try known(repeating) else { throw runtime(e, "String(repeating:count:) repeats a String here") }
                let n = try int(argument(args, "count"), default: 0, e)
                let (total, overflow) = piece.count.multipliedReportingOverflow(by: n)
                guard n >= 0, !overflow, total <= Builtins.longestString else {
                    throw problem(.limit, e, "a string of \(piece.count) × \(n) characters is more than TimerMask builds (\(Builtins.longestString))")
                }
                return .string(String(repeating: piece, count: n))
            }
            guard let only = args.first else { return .string("") }
            guard args.count == 1, only.label == nil || only.label == "describing" else {
                throw unsupported(e, "String(\(args.map { ($0.label ?? "_") + ":" }.joined()))")
            }
            return .string(try describe(known(only.value), e))
        case .int:
            switch try known(args.first?.value ?? .void) {
            case .int(let i): return .int(i)
            case .real(let r):
                guard r.double.isFinite, abs(r.double) < 9e18 else { throw runtime(e, "\(r.double) does not fit in an Int") }
                return .int(Int(r.double.rounded(.towardZero)))
            case .string(let s): return Int(s).map { .int($0) } ?? .none
            case let other: throw runtime(e, "Int(\(other.typeDescription)) is not something TimerMask converts")
            }
        case .double, .cgFloat, .float, .timeInterval:
            // `Double(7 / 2)` converts the Int 3: only a bare literal is typed by the conversion (SE-0213).
            return .real(try number(args.first.map { try known($0.value) }, e, "the value"))
        case .array:
            if let repeating = argument(args, "repeating") {
                let n = try int(argument(args, "count"), default: 0, e)
                guard n >= 0, n <= 100_000 else { throw problem(.limit, e, "an array of \(n) elements is more than TimerMask builds") }
                return .array(Array(repeating: repeating, count: n))
            }
            switch try known(args.first?.value ?? .array([])) {
            case .array(let a): return .array(a)
            case .range(let l, let u):
                guard u - l <= 100_000 else { throw problem(.limit, e, "an array of \(u - l) elements is more than TimerMask builds") }
                return .array((l..<u).map { .int($0) })
            case let other: throw runtime(e, "Array(\(other.typeDescription)) is not something TimerMask builds")
            }
        case .optional:
            guard args.count == 1, args[0].label == nil else { throw runtime(e, "Optional(…) wraps one value") }
            return args[0].value
        case .url:
            // A link is never followed in a picture: the URL is kept as its text.
            guard let given = argument(args, "string"), case .string(let text) = try known(given) else {
                throw unsupported(e.calledExpression, "this URL initialiser (TimerMask reads URL(string:))")
            }
            return URL(string: text) == nil ? .none : .string(text)
        case .calendar:
            // `Calendar(identifier: .gregorian)`: the only calendar modelled, in the widget's zone as a new one is.
            guard case .member("gregorian", _)? = try argument(args, "identifier").map(known) else {
                throw unsupported(e.calledExpression, "this Calendar (TimerMask models Calendar(identifier: .gregorian) and Calendar.current)")
            }
            return currentCalendar
        case .dateComponents:
            return try dateComponentsValue(args, e)
        case .link:
            // A widget's Link draws its label; tapping it is not simulated.
            approximate(e.calledExpression, "Link draws its label as written: the label's styling by the link (an accent tint of a text label) is not modelled")
            if case .string(let title)? = try args.first.map({ try known($0.value) }), args.first?.label == nil {
                return .text(TextValue(runs: [.literal(title)], font: nil, color: nil))
            }
            return .view(ViewValue.group(try builderViews(content, e), origin: node))
        case .userDefaults:
            return userDefaultsValue   // every suite reads the one store of --defaults
        case .locale:
            guard case .string(let id)? = try argument(args, "identifier").map(known) else {
                throw unsupported(e.calledExpression, "this Locale initialiser (TimerMask reads Locale(identifier:))")
            }
            return localeValue(id)
        case .data:
            return try dataValue(args, e)
        case .jsonDecoder:
            return newJSONDecoder
        case .bundle:
            throw unsupported(e.calledExpression, "creating a Bundle (TimerMask reads Bundle.main)")
        case .dateFormatter:
            return newDateFormatter
        case .iso8601DateFormatter:
            return newISO8601Formatter
        case .uuid:
            guard args.isEmpty else { throw unsupported(e.calledExpression, "UUID(uuidString:) and UUID's other initialisers") }
            uuidCount += 1
            return .string(String(format: "00000000-0000-0000-0000-%012llX", UInt64(uuidCount)))
        case .timeline:
            return try timelineCall(args, e)
        case .task:
            return try taskCall(content, e)
        case .font, .alignment, .horizontalAlignment, .verticalAlignment:
            throw unsupported(e.calledExpression, "creating a \(type.rawValue) with \(type.rawValue)(…)")
        }
    }

    /// `min(…)`, `abs(…)`, `sin(…)`…
    func functionCall(_ function: BuiltinFunction, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        let name = function.rawValue
        switch function {
        case .zip:
            // Pairs of two sequences, as long as the shorter.
            guard args.count == 2 else { throw runtime(e, "zip takes two sequences") }
            func items(_ v: SwiftValue) throws -> [SwiftValue] {
                switch try known(v) {
                case .array(let a): return a
                case .range(let l, let u):
                    guard u - l <= 100_000 else { throw problem(.limit, e, "zipping \(u - l) elements is more than TimerMask builds") }
                    return (l..<u).map { .int($0) }
                case let other: throw runtime(e, "zip takes sequences, not \(other.typeDescription)")
                }
            }
            let a = try items(args[0].value), b = try items(args[1].value)
            return .array(Swift.zip(a, b).map { .tuple([nil, nil], [$0, $1]) })
        case .min, .max:
            guard args.count >= 2 else { throw runtime(e, "\(name) needs two values") }
            var best = try known(args[0].value)
            for arg in args.dropFirst() {
                let v = try known(arg.value)
                if case .int(let a) = best, case .int(let b) = v { best = .int(function == .min ? min(a, b) : max(a, b)); continue }
                let a = try number(best, e, "a value"), b = try number(v, e, "a value")
                let less = try truth(binary("<", .real(b), .real(a), e), e)
                if (function == .min) == less { best = .real(b) } else { best = .real(a) }
            }
            return best
        case .abs:
            let v = try known(args.first?.value ?? .void)
            if case .int(let i) = v { return .int(abs(i)) }
            let r = try number(v, e, "the value")
            return .real(r.double < 0 ? Real.apply("-", Real(0), r) : r)
        case .floor, .ceil, .round, .sqrt, .sin, .cos, .tan, .atan, .exp, .log:
            let x = try double(args.first?.value, e, "the value")
            return .real(Real(double: function.unary.map { $0(x) } ?? x))
        case .atan2, .pow:
            guard args.count == 2 else { throw runtime(e, "\(name) needs two values") }
            let a = try double(args[0].value, e, "a value"), b = try double(args[1].value, e, "a value")
            return .real(Real(double: function == .pow ? Foundation.pow(a, b) : Foundation.atan2(a, b)))
        }
    }

    func strokeSettings(_ args: [Arg], _ node: some SyntaxProtocol) throws -> StrokeSettings {
        var settings = StrokeSettings()
        if let w = argument(args, "lineWidth") { settings.lineWidth = SceneLength(try double(w, node, "the line width")) }
        if case .member(let cap, _)? = argument(args, "lineCap") {
            guard let c = StrokeSettings.Cap(rawValue: cap) else { throw runtime(node, "'.\(cap)' is not a line cap") }
            settings.lineCap = c
        }
        if case .member(let join, _)? = argument(args, "lineJoin") {
            guard let j = StrokeSettings.Join(rawValue: join) else { throw runtime(node, "'.\(join)' is not a line join") }
            settings.lineJoin = j
        }
        if let m = argument(args, "miterLimit") { settings.miterLimit = try double(m, node, "the miter limit") }
        return settings
    }

    /// `Text(…)`: a literal, a timer, or one of the newer live texts.
    func textCall(_ args: [Arg], _ e: some SyntaxProtocol) throws -> SwiftValue {
        func timer(_ date: Instant, _ format: TimerFormat) throws -> SwiftValue {
            .text(TextValue(runs: [.timer(TimerSpec(date: try relative(date, e), group: nil, format: format))], font: nil, color: nil))
        }
        if let verbatim = argument(args, "verbatim") {
            guard case .string(let s) = try known(verbatim) else { throw runtime(e, "Text(verbatim:) needs a String") }
            return .text(TextValue(runs: [.literal(s)], font: nil, color: nil))
        }
        if let range = argument(args, "timerInterval") {
            guard case .dateRange(let start, let end) = try known(range) else { throw runtime(e, "Text(timerInterval:) needs a range of dates") }
            guard end >= start else { throw runtime(e, "the timer interval ends before it starts") }
            let pause = try argument(args, "pauseTime").flatMap { v -> InstantSpec? in
                if case .none = v { return nil }
                return try relative(date(v, e, "pauseTime"), e)
            }
            return try timer(start, .interval(end: relative(end, e), pauseTime: pause, countsDown: try bool(argument(args, "countsDown"), default: true, e),
                                          showsHours: try bool(argument(args, "showsHours"), default: true, e)))
        }
        if let format = argument(args, "format") {
            guard case .member("currentDate", _)? = args.first?.value else { throw unsupported(e, "Text(_:format:) other than Text(.currentDate, format: .timer/.stopwatch)") }
            guard case .member(let kind, let formatArgs) = try known(format) else { throw unsupported(e, "this text format") }
            let precision = try argument(formatArgs, "maxPrecision").map { try seconds($0, e) }
            switch kind {
            case "timer":
                let up = argument(formatArgs, "countingUpIn"), down = argument(formatArgs, "countingDownIn")
                guard case .dateRange(let start, let end)? = try (down ?? up).map(known) else {
                    throw runtime(e, ".timer needs countingUpIn: or countingDownIn: with a range of dates")
                }
                return try timer(start, .timer(end: relative(end, e), countsDown: down != nil, showsHours: try bool(argument(formatArgs, "showsHours"), default: true, e),
                                           maxFieldCount: try int(argument(formatArgs, "maxFieldCount"), default: TimerFormat.timerFieldCount, e),
                                           maxPrecision: precision ?? TimerFormat.timerPrecision))
            case "stopwatch":
                let start = try date(argument(formatArgs, "startingAt"), e, "startingAt")
                return try timer(start, .stopwatch(showsHours: try bool(argument(formatArgs, "showsHours"), default: true, e),
                                               maxFieldCount: try int(argument(formatArgs, "maxFieldCount"), default: TimerFormat.stopwatchFieldCount, e),
                                               maxPrecision: precision ?? TimerFormat.stopwatchPrecision))
            default: throw unsupported(e, "the text format .\(kind)")
            }
        }
        guard let first = args.first?.value else { throw runtime(e, "Text needs something to show") }
        switch try known(first) {
        case .string(let s): return .text(TextValue(runs: [.literal(s)], font: nil, color: nil))
        case .date(let d):
            guard let style = argument(args, "style") else { throw unsupported(e, "Text(date) without a style") }
            if case .member(let name, _) = style, let text = StaticDateText.string(d, style: name, zone: options.timeZone, locale: options.locale) {
                var value = TextValue(runs: [.literal(text)], font: nil, color: nil)
                value.dates = [0: (d, name)]
                return .text(value)
            }
            switch style {
            case .member("timer", _): return try timer(d, .style)
            case .member("relative", _), .member("offset", _):
                approximate(e, RelativeDateText.modelNote)
                return try timer(d, .relative(offset: { if case .member("offset", _) = style { true } else { false } }()))
            default: throw unsupported(e, "Text(date, style: \(style.typeDescription)) (TimerMask draws .timer, .relative, .offset, .time and .date)")
            }
        case .entryValue(let name):
            // The entry on screen's string, or with a style its instant: a scene's `{"value": name}`.
            guard let style = argument(args, "style") else { return .text(TextValue(runs: [.value(name)], font: nil, color: nil)) }
            let format: TimerFormat
            switch style {
            case .member("timer", _): format = .style
            case .member("relative", _): format = .relative(offset: false); approximate(e, RelativeDateText.modelNote)
            case .member("offset", _): format = .relative(offset: true); approximate(e, RelativeDateText.modelNote)
            default: throw unsupported(e, "Text(date, style: \(style.typeDescription)) (only .timer, .relative and .offset redraw themselves)")
            }
            return .text(TextValue(runs: [.timer(TimerSpec(date: .value(name), group: nil, format: format))], font: nil, color: nil))
        case let other: throw runtime(e, "Text cannot show \(other.typeDescription)")
        }
    }

    // MARK: Static members

    /// `Type.name` for the SwiftUI and Foundation types.
    func staticMember(_ type: BuiltinType, _ name: String, _ node: some SyntaxProtocol) throws -> SwiftValue {
        switch type {
        case .date:
            switch name {
            case "now": return .date(try now(node))
            case "distantPast": return .date(Instant(sinceEpoch: Rational(-62_135_769_600)))
            case "distantFuture": return .date(Instant(sinceEpoch: Rational(64_092_211_200)))
            default: break
            }
        case .color:
            if let c = Builtins.color(name) { return .color(c) }
        case .cgFloat, .double, .float, .timeInterval:
            if name == "pi" { return .real(Real(double: .pi)) }
            if name == "infinity", type == .cgFloat || type == .double { return .real(Real(double: .infinity)) }
        case .cgSize: if name == "zero" { return .size(Real(0), Real(0)) }
        case .cgPoint: if name == "zero" { return .point(Real(0), Real(0)) }
        case .cgRect: if name == "zero" { return .rect(Real(0), Real(0), Real(0), Real(0)) }
        case .calendar:
            if name == "current" || name == "autoupdatingCurrent" { return currentCalendar }
        case .bundle:
            if name == "main" { return .instance(Instance(type: "Bundle", fields: [:])) }
        case .locale:
            if name == "current" || name == "autoupdatingCurrent" { return localeValue(options.locale) }
        case .userDefaults:
            if name == "standard" { return userDefaultsValue }
        case .timeZone:
            if name == "current" { return .member("current", []) }
            if name == "gmt" { return .timeZone(.utc) }
        case .font, .angle, .unitPoint, .alignment, .text, .image, .horizontalAlignment, .verticalAlignment:
            return .member(name, [])   // read where it is used, as `.name` is
        case .group, .anyView, .geometryReader, .forEach, .emptyView, .rectangle, .roundedRectangle,
             .circle, .ellipse, .capsule, .path, .strokeStyle, .uiImage, .string, .int, .array, .optional, .url, .label, .button, .lazyVGrid, .lazyHGrid, .gridItem, .linearGradient, .radialGradient, .gradient, .progressView, .angularGradient, .ellipticalGradient, .containerRelativeShape, .concentricRectangle, .divider, .grid, .gridRow, .toggle, .dateComponents, .dateFormatter, .iso8601DateFormatter, .uuid, .link, .data, .jsonDecoder, .timeline, .task:
            break
        }
        throw unsupported(node, "\(type.rawValue).\(name)")
    }

    func staticCall(_ type: String, _ name: String, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        switch (type, name) {
        case ("Font", "custom"), ("Font", "system"), ("Angle", "degrees"), ("Angle", "radians"): return .member(name, args)
        case ("Text", "init"), ("Image", "init"), ("Color", "init"): return try builtinCall(type, args, e, Scope(parent: nil))
        case ("Task", "detached"):
            return try taskCall(args.last { if case .closure = $0.value { true } else { false } }?.value, e)
        default: throw unsupported(e, "the call \(type).\(name)(…)")
        }
    }
}
