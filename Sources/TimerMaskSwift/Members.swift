import Foundation
import SwiftSyntax
import TimerMaskCore

/// Properties and methods of values: `geo.size.width`, `rect.midX`, `Self.referenceDate`,
/// `entry.customFrames`, and every view modifier.
extension Evaluator {
    func memberAccess(_ e: MemberAccessExprSyntax, _ scope: Scope) throws -> SwiftValue {
        let name = e.declName.baseName.text
        guard let baseExpr = e.base else { return .member(name, []) }
        let base = try eval(baseExpr, scope)
        return try property(name, of: base, e)
    }

    func property(_ name: String, of base: SwiftValue, _ e: some SyntaxProtocol) throws -> SwiftValue {
        if name == "gradient" {
            switch base {
            case .color(let c): return colorGradient(c, e)
            case .member(let n, let payload) where payload.isEmpty: if let c = Builtins.color(n) { return colorGradient(c, e) }
            default: break
            }
        }
        switch base {
        case .unknown(let path, let node):
            let extended = "\(path).\(name)"
            return lets[extended] ?? .unknown(extended, node)
        case .typeName(let type):
            if name == "self" { return base }   // `Album.self`
            if let info = index.types[type] {
                if info.cases.contains(name) { return .member(name, []) }
                if name == "allCases", info.kind == .enumeration, info.conformances.contains("CaseIterable") {
                    return .array(info.cases.map { .member($0, []) })
                }
                if info.staticProperties[name] != nil || lets["\(info.name).\(name)"] != nil { return try staticProperty(name, of: info, e) }
                if let nestedType = index.types["\(info.name).\(name)"] { return .typeName(nestedType.name) }
                throw runtime(e, "\(type) has no static member '\(name)'")
            }
            if let builtin = BuiltinType(rawValue: type) { return try staticMember(builtin, name, e) }
            return lets["\(type).\(name)"] ?? .unknown("\(type).\(name)", Syntax(e))
        case .instance(let instance) where instance.type == "Calendar" && index.types["Calendar"] == nil:
            if let value = try calendarProperty(name, instance, e) { return value }
            throw unsupported(e, "the Calendar property .\(name)")
        case .instance(let instance):
            if let field = instance.fields[name] { return field }
            if let info = index.types[instance.type], info.computed[name] != nil {
                return try computedProperty(name, of: instance, info: info, e)
            }
            throw runtime(e, "\(instance.type) has no property '\(name)' TimerMask can read")
        // `.fill.tertiary`, `.primary.secondary`: a hierarchical style's level.
        case .member(let style, let payload) where payload.isEmpty && ["fill", "primary", "secondary"].contains(style)
                                                    && ["primary", "secondary", "tertiary", "quaternary"].contains(name):
            if style == "fill" { return .color(.system(name == "primary" ? "systemFill" : "\(name)SystemFill")) }
            return .color(.system(name))
        case .member(let caseName, _):
            if let info = try enumType(withCase: caseName, member: name, e), info.methods[name] == nil {
                return try enumProperty(name, of: base, caseName: caseName, info: info, e)
            }
        case .none:
            return .none   // optional chaining: `entry.customFrames?.count`
        case .tuple(let labels, let values):
            if let i = Int(name), i >= 0, i < values.count { return values[i] }
            if let i = labels.firstIndex(of: name) { return values[i] }
            throw runtime(e, "\(base.typeDescription) has no element '\(name)'")
        default: break
        }
        switch (base, name) {
        case (.geometry(let w, let h), "size"): return .size(w, h)
        case (.size(let w, _), "width"), (.rect(_, _, let w, _), "width"): return .real(w)
        case (.size(_, let h), "height"), (.rect(_, _, _, let h), "height"): return .real(h)
        case (.point(let x, _), "x"), (.rect(let x, _, _, _), "minX"): return .real(x)
        case (.point(_, let y), "y"), (.rect(_, let y, _, _), "minY"): return .real(y)
        case (.rect(let x, _, let w, _), "midX"): return .real(Real.apply("+", x, Real.apply("/", w, Real(2))))
        case (.rect(_, let y, _, let h), "midY"): return .real(Real.apply("+", y, Real.apply("/", h, Real(2))))
        case (.rect(let x, _, let w, _), "maxX"): return .real(Real.apply("+", x, w))
        case (.rect(_, let y, _, let h), "maxY"): return .real(Real.apply("+", y, h))
        case (.rect(_, _, let w, let h), "size"): return .size(w, h)
        case (.rect(let x, let y, _, _), "origin"): return .point(x, y)
        case (.array(let a), "count"): return .int(a.count)
        case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
        case (.array(let a), "first"): return a.first ?? .none
        case (.array(let a), "last"): return a.last ?? .none
        case (.array(let a), "indices"): return .range(0, a.count)
        case (.range(let l, let u), "count"): return .int(u - l)
        case (.range(let l, _), "lowerBound"): return .int(l)
        case (.range(_, let u), "upperBound"): return .int(u)
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.string(let s), "capitalized"): return .string(s.capitalized)   // Foundation's, locale-independent
        case (.string(let s), "uuidString"): return .string(s)   // a UUID() is kept as its text
        case (.typeName(let t), "self"): return .typeName(t)   // `Quote.self`
        case (.array(let a), "self") where a.count == 1:   // `[Quote].self`
            guard case .typeName(let t) = a[0] else { throw unsupported(e, "the property 'self' of \(base.typeDescription)") }
            return .typeName("[\(t)]")
        case (.date(let d), "timeIntervalSince1970"): return .real(Real(d.sinceEpoch))
        case (.date(let d), "timeIntervalSinceNow"): return .real(Real(try interval(from: now(e), to: d, e)))
        case (.date(let d), "timeIntervalSinceReferenceDate"): return .real(Real(d.sinceEpoch - Rational(978_307_200)))
        case (.angle(let a), "degrees"): return .real(a)
        case (.angle(let a), "radians"): return .real(Real(double: a.double * .pi / 180))
        case (.dateRange(let a, _), "lowerBound"): return .date(a)
        case (.dateRange(_, let b), "upperBound"): return .date(b)
        case (.int(let i), "magnitude"): return .int(abs(i))
        default: throw unsupported(e, "the property '\(name)' of \(base.typeDescription)")
        }
    }

    /// `base.name(args)`: the files' own methods first (of the type, or `extension View`/`Text`),
    /// then SwiftUI's.
    func method(_ name: String, of rawBase: SwiftValue, _ args: [Arg], _ e: FunctionCallExprSyntax, _ scope: Scope) throws -> SwiftValue {
        var base = try known(rawBase)
        // `.now.addingTimeInterval(60)`: the implicit member is Date's.
        if case .member("now", let a) = base, a.isEmpty, DateMethod(rawValue: name) != nil { base = .date(try now(e)) }
        if case .instance(let instance) = base, let info = index.types[instance.type], let methods = info.methods[name] {
            return try callFunction(methods, args, selfValue: base, typeName: info.name, e)
        }
        if case .member(let caseName, _) = base, let info = try enumType(withCase: caseName, member: name, e), let methods = info.methods[name] {
            return try callFunction(methods, args, selfValue: base, typeName: info.name, e)
        }
        if case .text = base, let methods = index.textMethods[name] {
            return try callFunction(methods, args, selfValue: base, typeName: nil, e)
        }
        if isViewLike(base), let methods = index.viewMethods[name] {
            return try callFunction(methods, args, selfValue: base, typeName: nil, e)
        }
        // `optional.map { … }`, `optional.flatMap { … }` on what is not a sequence: Optional's, nil staying nil.
        if name == "map" || name == "flatMap", case .closure(let c)? = args.last?.value, args.count == 1 {
            switch base {
            case .none: return .none
            case .array, .range: break
            default: return try callClosure(c, [base], e)
            }
        }
        switch base {
        // `Color.gray.opacity(0.2)`, `.white.opacity(0.3)`: Color's opacity(_:) gives a Color (a style, and a view).
        case .color(let c) where name == "opacity":
            return .color(c.withOpacity(try double(args.first?.value, e, "the opacity")))
        case .member(let n, let p) where name == "opacity" && p.isEmpty && Builtins.color(n) != nil:
            return .color(Builtins.color(n)!.withOpacity(try double(args.first?.value, e, "the opacity")))
        case .instance(let instance) where instance.type == "Calendar" && index.types["Calendar"] == nil:
            return try calendarMethod(name, instance, args, e)
        case .configuration(let configuration):
            return try configurationMethod(name, configuration, args, e)
        case .text(var text) where text.symbol != nil && SymbolMethod(rawValue: name) != nil:
            // A symbol's own methods: its scale; the rest are approximated or change nothing here.
            switch SymbolMethod(rawValue: name)! {
            case .imageScale:
                guard case .member(let scale, _)? = try args.first.map({ try known($0.value) }), let factor = SymbolStandIn.imageScales[scale] else {
                    throw runtime(e, "imageScale takes .small, .medium or .large")
                }
                text.symbol?.scale = factor
                approximate(Self.calledName(e), ".imageScale(.\(scale)) sizes the symbol by about \(factor)× its font, as SF Symbols' scales are drawn (Apple publishes no numbers)")
            case .resizable, .scaledToFit, .scaledToFill, .aspectRatio:
                approximate(Self.calledName(e), ".\(name)(…) on an SF Symbol is not drawn: TimerMask draws the symbol at its font's size, not stretched to its frame")
            case .symbolRenderingMode:
                // The stand-in has one layer: SwiftUI's primary layer, which every mode draws in the first style.
                switch try args.first.map({ try known($0.value) }) {
                case .member("monochrome", _)?: break
                case .member("hierarchical", _)?:
                    approximate(Self.calledName(e), ".symbolRenderingMode(.hierarchical) draws the stand-in's one layer as the primary layer, in the foreground style; the secondary layers SwiftUI draws fainter are not there")
                case .member("palette", _)?:
                    approximate(Self.calledName(e), ".symbolRenderingMode(.palette) draws the stand-in's one layer as the primary layer, in the first style given; the other layers are not there")
                case .member("multicolor", _)?:
                    approximate(Self.calledName(e), ".symbolRenderingMode(.multicolor) draws the stand-in in the foreground style: it has no colours of its own")
                case let other?: throw runtime(e, ".symbolRenderingMode takes .monochrome, .hierarchical, .palette or .multicolor, not \(other.typeDescription)")
                case nil: throw runtime(e, ".symbolRenderingMode needs a mode")
                }
            case .symbolVariant, .renderingMode:
                approximate(Self.calledName(e), ".\(name)(…) is not drawn: the stand-in glyph has one colour, the foreground style")
            }
            return .text(text)
        case .text(var text):
            switch TextMethod(rawValue: name) {
            case .font?:
                text.font = try font(args.first?.value ?? .void, e)
                return .text(text)
            case .foregroundColor?, .foregroundStyle?:
                text.color = try colorValue(args.first?.value ?? .void, e)
                return .text(text)
            case .strikethrough?, .underline?:
                approximate(Self.calledName(e), ".\(name)(…) on a Text is not drawn: iOS draws a line through or under the text; TimerMask draws the text alone")
                return .text(text)
            case .bold?:
                text.weight = .bold
                return .text(text)
            case .fontWeight?:
                if case .none? = try args.first.map({ try known($0.value) }) { return .text(text) }
                text.weight = try fontWeight(args.first?.value ?? .void, e)
                return .text(text)
            case .italic?:
                text.italic = true
                return .text(text)
            case .monospacedDigit?:
                text.monospacedDigit = true
                return .text(text)
            case .kerning?, .tracking?:
                let points = try double(args.first?.value, e, "the \(name)")
                guard abs(points) <= SceneLimits.textSpacing else { throw runtime(e, "the \(name) \(points) is outside ±\(Int(SceneLimits.textSpacing)) pt") }
                text.tracking = points
                return .text(text)
            case .fontDesign?, .monospaced?:
                approximate(Self.calledName(e), ".\(name)(…) on a Text is not drawn: iOS changes the text's design; TimerMask draws the font as named")
                return .text(text)
            case nil: break
            }
        case .font(let f) where FontMethod(rawValue: name) != nil:
            return .font(try fontMethod(name, f, args, e))
        case .member(let kind, let fontArgs) where (kind == "custom" || kind == "system" || SystemFontStyle.textStyleNames.contains(kind))
                                                   && FontMethod(rawValue: name) != nil:
            return .font(try fontMethod(name, font(.member(kind, fontArgs), e), args, e))
        case .shape(let shape):
            if let method = ShapeMethod(rawValue: name) { return try shapeMethod(method, shape, args, e) }
        case .instance(let instance) where index.types[instance.type]?.isShape == true:
            if let method = ShapeMethod(rawValue: name) { return try shapeMethod(method, ShapeValue(kind: .custom(instance, Syntax(e)), paint: nil), args, e) }
        case .image(let imageName):
            let method = ImageMethod(rawValue: name)
            switch method {
            case .resizable?, .renderingMode?, .interpolation?, .antialiased?:
                return base   // images are always resizable and resampled with Lanczos-3 (docs: TheModel.md)
            case .scaledToFill?, .scaledToFit?, .aspectRatio?:
                var mode: ImageContentMode = method == .scaledToFit ? .fit : .fill
                var ratio: Double? = nil
                if method == .aspectRatio {
                    (ratio, mode) = try aspectRatioArguments(args, e)
                }
                let image = ViewValue(content: .image(imageName, mode), origin: Syntax(e), file: currentFile)
                // With a ratio, the image is framed to it; within the frame it fills or fits as it would.
                return .view(ratio.map { image.adding(.plain(.aspectRatio($0, contentMode: mode))) } ?? image)
            case nil: break
            }
        case .view(let v):
            if case .image(let imageName, _) = v.content, v.modifiers.isEmpty, [.scaledToFill, .scaledToFit, .aspectRatio, .resizable].contains(ImageMethod(rawValue: name)) {
                return try method(name, of: .image(imageName), args, e, scope)
            }
        case .date(let d):
            switch DateMethod(rawValue: name) {
            case .addingTimeInterval?, .advanced?:
                return .date(try date(d, plus: seconds(number(args.first?.value, e, "the interval"), e, "the interval"), e))
            case .timeIntervalSince?: return .real(Real(try interval(from: date(args.first?.value, e, "the date"), to: d, e)))
            case .distance?: return .real(Real(try interval(from: d, to: date(args.first?.value, e, "the date"), e)))
            case .formatted?: return try formattedDate(d, args, e)
            case nil: break
            }
        case .real where NumberMethod(rawValue: name) == .formatted, .int where NumberMethod(rawValue: name) == .formatted:
            return try formattedNumber(base, args, e)
        case .member("dateTime", let payload) where payload.isEmpty && DateTimeField(rawValue: name) != nil:
            return try dateTimeField(name, on: base, args, e)
        case .instance(let chain) where chain.type == "Date.FormatStyle" && DateTimeField(rawValue: name) != nil:
            return try dateTimeField(name, on: base, args, e)
        case .instance(let store) where store.type == "UserDefaults" && index.types["UserDefaults"] == nil:
            return try userDefaultsMethod(name, args, e)
        case .instance(let bundle) where bundle.type == "Bundle" && index.types["Bundle"] == nil:
            return try bundleMethod(name, args, e)
        case .instance(let decoder) where decoder.type == "JSONDecoder" && index.types["JSONDecoder"] == nil && name == "decode":
            return try jsonDecode(decoder, args, e)
        case .instance(let formatter) where (formatter.type == "DateFormatter" || formatter.type == "ISO8601DateFormatter")
                                            && index.types[formatter.type] == nil:
            return try dateFormatterMethod(name, formatter, args, e)
        case .real(let r):
            switch NumberMethod(rawValue: name) {
            case .rounded?: return .real(Real(double: r.double.rounded()))
            case .truncatingRemainder?:
                let m = try double(argument(args, "dividingBy"), e, "the divisor")
                // Exact where the 128-bit fractions hold it (checked: the operands are anyone's).
                if let a = r.exact, let b = real(args[0].value)?.exact, b != .zero,
                   let ratio = a.multiplied(by: Rational(b.denominator, b.numerator)),
                   let product = b.multiplied(by: Rational(ratio < .zero ? ratio.ceil : ratio.floor)),
                   let remainder = a.adding(-product) {
                    return .real(Real(remainder))
                }
                return .real(Real(double: r.double.truncatingRemainder(dividingBy: m)))
            case .formatted?, nil: break   // formatted() is taken above
            }
        case .array(let items):
            switch SequenceMethod(rawValue: name) {
            case .map?:
                guard let f = args.last?.value else { throw runtime(e, "map needs a closure") }
                return .array(try items.map { try apply(f, [$0], e) })
            case .compactMap?:
                guard let f = args.last?.value else { throw runtime(e, "compactMap needs a closure") }
                return .array(try items.map { try apply(f, [$0], e) }.filter { if case .none = $0 { false } else { true } })
            case .reversed?: return .array(items.reversed())
            case .enumerated?:
                return .array(items.enumerated().map { .tuple(["offset", "element"], [.int($0.offset), $0.element]) })
            case .prefix?: return .array(Array(items.prefix(try int(args.first?.value, default: 0, e))))
            case .dropFirst?: return .array(Array(items.dropFirst(try int(args.first?.value, default: 1, e))))
            case .contains?:
                if let f = args.last?.value, f.isFunction {
                    return .bool(try items.contains { try truth(apply(f, [$0], e), e) })
                }
                guard let wanted = args.first?.value else { throw runtime(e, "contains needs an element or a where: closure") }
                return .bool(try items.contains { try equal($0, known(wanted)) })
            case .joined?:
                let separator: String
                switch try argument(args, "separator").map(known) {
                case .string(let s)?: separator = s
                case nil: separator = ""
                case let other?: throw runtime(e, "joined(separator:) takes a String, not \(other.typeDescription)")
                }
                let parts = try items.map { item -> String in
                    guard case .string(let s) = try known(item) else { throw runtime(e, "joined() joins Strings; this array holds \(item.typeDescription)") }
                    return s
                }
                return .string(try bounded(parts.joined(separator: separator), e))
            case .filter?:
                guard let f = args.last?.value else { throw runtime(e, "filter needs a closure") }
                return .array(try items.filter { try truth(apply(f, [$0], e), e) })
            case .sorted?:
                // Swift's sort is not stable, but every order it may give sorts equal elements
                // together; a stable sort is one of them.
                if case .closure(let c)? = args.last?.value {
                    return .array(try stableSorted(items) { try truth(callClosure(c, [$0, $1], e), e) })
                }
                return .array(try stableSorted(items) { try truth(binary("<", $0, $1, e), e) })
            case .first?, .last?, .firstIndex?, .lastIndex?:
                let order = name.hasPrefix("last") ? Array(items.indices.reversed()) : Array(items.indices)
                let found: Int?
                if let f = args.last?.value, f.isFunction {
                    found = try order.first { try truth(apply(f, [items[$0]], e), e) }
                } else if let wanted = argument(args, "of") {
                    found = try order.first { try equal(items[$0], known(wanted)) }
                } else {
                    guard args.isEmpty else { throw runtime(e, "\(name) takes a where: closure or of: an element") }
                    found = order.first
                }
                guard let found else { return .none }
                return name.hasSuffix("Index") ? .int(found) : items[found]
            case .min?, .max?:
                let less: (SwiftValue, SwiftValue) throws -> Bool
                if let f = args.last?.value, f.isFunction { less = { try self.truth(self.apply(f, [$0, $1], e), e) } }
                else { less = { try self.truth(self.binary("<", $0, $1, e), e) } }
                guard var best = items.first else { return .none }
                for item in items.dropFirst() where name == "min" ? try less(item, best) : try less(best, item) { best = item }
                return best
            case .reduce?:
                guard args.count == 2, let f = args.last?.value, f.isFunction else { throw runtime(e, "reduce takes an initial value and a closure") }
                var result = try known(args[0].value)
                for item in items { result = try apply(f, [result, item], e) }
                return result
            case .allSatisfy?:
                guard let f = args.last?.value, f.isFunction else { throw runtime(e, "allSatisfy needs a closure") }
                return .bool(try items.allSatisfy { try truth(apply(f, [$0], e), e) })
            case .suffix?: return .array(Array(items.suffix(max(0, try int(args.first?.value, default: 0, e)))))
            case .dropLast?: return .array(Array(items.dropLast(max(0, try int(args.first?.value, default: 1, e)))))
            case nil: break
            }
        case .range(let l, let u):
            switch SequenceMethod(rawValue: name) {
            case .map?:
                guard case .closure(let c)? = args.last?.value else { throw runtime(e, "map needs a closure") }
                guard u - l <= 100_000 else { throw problem(.limit, e, "mapping \(u - l) elements is more than TimerMask builds") }
                return .array(try (l..<u).map { try callClosure(c, [.int($0)], e) })
            case .reversed?: return .array((l..<u).reversed().map { .int($0) })
            case .enumerated?:
                guard u - l <= 100_000 else { throw problem(.limit, e, "enumerating \(u - l) elements is more than TimerMask builds") }
                return .array((l..<u).enumerated().map { .tuple(["offset", "element"], [.int($0.offset), .int($0.element)]) })
            case .contains?:
                guard case .int(let i)? = try args.first.map({ try known($0.value) }) else { break }
                return .bool(i >= l && i < u)
            case .prefix?, .dropFirst?, .filter?, .sorted?, .joined?, .first?, .last?, .firstIndex?, .lastIndex?, .min?, .max?,
                 .reduce?, .compactMap?, .allSatisfy?, .suffix?, .dropLast?, nil: break   // not taken on a range
            }
        case .string(let s):
            switch StringMethod(rawValue: name) {
            case .uppercased?: return .string(s.uppercased())
            case .lowercased?: return .string(s.lowercased())
            case .prefix?, .suffix?, .dropFirst?, .dropLast?:
                let n = try int(args.first?.value, default: name.hasPrefix("drop") ? 1 : 0, e)
                guard n >= 0 else { throw runtime(e, "\(name)(\(n)): a count cannot be negative") }
                switch StringMethod(rawValue: name)! {
                case .prefix: return .string(String(s.prefix(n)))
                case .suffix: return .string(String(s.suffix(n)))
                case .dropFirst: return .string(String(s.dropFirst(n)))
                default: return .string(String(s.dropLast(n)))
                }
            case .hasPrefix?, .hasSuffix?, .contains?:
                guard case .string(let other)? = try args.first.map({ try known($0.value) }) else { break }
                return .bool(name == "hasPrefix" ? s.hasPrefix(other) : name == "hasSuffix" ? s.hasSuffix(other) : s.contains(other))
            case nil: break
            }
        case .int(let i):
            if name == "isMultiple" { return .bool(i % max(1, try int(argument(args, "of"), default: 1, e)) == 0) }
        case .geometry(let w, let h):
            if name == "frame" { return .rect(Real(0), Real(0), w, h) }
        default: break
        }
        if isViewLike(base) { return .view(try modifier(name, on: view(base, e), args, e)) }
        throw unsupported(e, "the method '.\(name)(…)' on \(base.typeDescription)")
    }

    /// `.fill(…)`, `.stroke(…)`, `.strokeBorder(…)` on a shape.
    func shapeMethod(_ method: ShapeMethod, _ shape: ShapeValue, _ args: [Arg], _ e: some SyntaxProtocol) throws -> SwiftValue {
        var painted = shape
        if method == .trim || method == .inset {
            guard case .builtIn(let kind) = shape.kind else {
                throw unsupported(e, ".\(method.rawValue)(…) on a custom Shape (TimerMask trims and insets the built-in shapes)")
            }
            if method == .trim {
                let from = try argument(args, "from").map { try number($0, e, "from:").double } ?? 0
                let to = try argument(args, "to").map { try number($0, e, "to:").double } ?? 1
                guard from.isFinite, to.isFinite else { throw runtime(e, "trim(from:to:) needs finite fractions") }
                painted.kind = .builtIn(.trimmed(kind, from: max(0, min(1, from)), to: max(0, min(1, to))))
            } else {
                switch kind {
                case .path, .trimmed, .inset: throw unsupported(e, "inset(by:) on this shape (it is not an InsettableShape)")
                default: break
                }
                let amount = try number(argument(args, "by"), e, "by:").double
                guard amount.isFinite, abs(amount) <= 10_000 else { throw runtime(e, "inset(by:) needs a finite amount within ±10000 pt") }
                painted.kind = .builtIn(.inset(kind, by: amount))
            }
            return .shape(painted)
        }
        // `.fill(LinearGradient(…))`: the gradient in the shape's frame, masked by the shape, as SwiftUI draws it.
        if method != .strokeBorder, let first = args.first(where: { $0.label == nil })?.value,
           case .view(let style) = try known(first), style.modifiers.isEmpty, style.isGradient {
            var outline = shape
            outline.paint = method == .fill ? .fill(.black) : .stroke(.black, try stroke(Array(args.dropFirst()), e).1)
            let mask = ViewValue(content: .shape(outline), origin: Syntax(e), file: currentFile)
            return .view(style.adding(.mask(mask, .center)))
        }
        switch method {
        case .fill:
            painted.paint = .fill(try args.first.map { try colorValue($0.value, e) } ?? .system("primary"))
        case .stroke:
            let (colour, settings) = try stroke(args, e)
            painted.paint = .stroke(colour, settings)
        case .strokeBorder:
            return try strokeBorder(shape, args, e)
        case .trim, .inset:
            break   // taken above
        }
        return .shape(painted)
    }

    /// The colour and style of `.stroke(…)` and `.strokeBorder(…)`: a `StrokeStyle` as `style:`,
    /// or `lineWidth:` and the rest given one by one.
    func stroke(_ args: [Arg], _ e: some SyntaxProtocol) throws -> (SceneColorValue, StrokeSettings) {
        let colour = try args.first(where: { $0.label == nil }).map { try colorValue($0.value, e) } ?? .system("primary")
        guard let style = argument(args, "style") else { return (colour, try strokeSettings(args, e)) }
        switch try known(style) {
        case .strokeStyle(let settings): return (colour, settings)
        case .member("init", let given): return (colour, try strokeSettings(given, e))   // `style: .init(lineWidth: 30)`
        default: throw runtime(e, "style: is \(style.typeDescription), not a StrokeStyle")
        }
    }

    /// `shape.strokeBorder(…)`: SwiftUI strokes `shape.inset(by: lineWidth / 2)`, so the stroke
    /// stays inside the frame. The inset shape is the same shape laid out in a frame padded by
    /// half the line width, a rounded rectangle's corner radius shrinking by as much (not below 0).
    func strokeBorder(_ shape: ShapeValue, _ args: [Arg], _ e: some SyntaxProtocol) throws -> SwiftValue {
        var kind: SceneShape
        switch shape.kind {
        case .builtIn(let builtIn): kind = builtIn
        case .custom(let instance, _):
            throw unsupported(e, "strokeBorder on the custom Shape \(instance.type) (it needs an InsettableShape; TimerMask insets Rectangle, RoundedRectangle, Circle, Ellipse and Capsule)")
        }
        let (colour, settings) = try stroke(args, e)
        guard let width = settings.lineWidth.constant, width >= 0 else { throw runtime(e, "strokeBorder needs a line width of 0 or more") }
        let inset = width / 2
        switch kind {
        case .rectangle, .circle, .ellipse, .capsule: break
        case .roundedRectangle(let radius):
            guard let r = radius.constant else { throw unsupported(e, "strokeBorder on a RoundedRectangle whose corner radius depends on its frame") }
            kind = .roundedRectangle(cornerRadius: SceneLength(max(0, r - inset)))
        case .path:
            throw unsupported(e, "strokeBorder on a Path (a Path is not an InsettableShape)")
        case .trimmed:
            throw unsupported(e, "strokeBorder on a trimmed shape (trim(from:to:) gives a Shape, not an InsettableShape)")
        case .inset:
            throw unsupported(e, "strokeBorder on an inset shape (TimerMask insets a shape once)")
        }
        let inner = ViewValue(content: .shape(ShapeValue(kind: .builtIn(kind), paint: .stroke(colour, settings))), origin: Syntax(e), file: currentFile)
        return .view(inner.adding(.plain(.padding(edges: .all, length: SceneLength(inset)))))
    }

    /// SwiftUI's view modifiers, each becoming its scene modifier.
    func modifier(_ name: String, on view: ViewValue, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> ViewValue {
        func length(_ label: String?) throws -> SceneLength? {
            guard let v = argument(args, label) else { return nil }
            if case .none = v { return nil }
            return SceneLength(try double(v, e, "\(label ?? "the length")"))
        }
        func content(_ label: String?) throws -> ViewValue {
            if let v = argument(args, label) {
                if case .closure = v { return ViewValue.group(try builderViews(v, e), origin: Syntax(e)) }
                return try self.view(v, e)
            }
            guard let closure = args.last(where: { if case .closure = $0.value { true } else { false } })?.value else {
                throw runtime(e, ".\(name) needs a view")
            }
            return ViewValue.group(try builderViews(closure, e), origin: Syntax(e))
        }
        if IgnoredModifier(rawValue: name) != nil { return view }   // no effect on the pixels TimerMask draws
        // `.environment(\.timeZone, zone)`: the dates written inside are written in that zone.
        if name == "environment", args.count == 2, case .keyPath("timeZone") = try known(args[0].value) {
            switch try known(args[1].value) {
            case .timeZone(let zone): return view.adding(.timeZone(zone))
            case .member("current", _): return view.adding(.timeZone(options.timeZone))
            case let other: throw runtime(e, ".environment(\\.timeZone, …) is given \(other.typeDescription), not a TimeZone")
            }
        }
        if let undrawn = UndrawnModifier(rawValue: name) {
            approximate(Self.calledName(e), undrawn.warning)
            return view
        }
        if let effect = EffectModifier(rawValue: name) { return try effectModifier(effect, on: view, args, e) }
        if let setting = TextModifier(rawValue: name) { return try textModifier(setting, on: view, args, e) }
        guard let modifier = BuiltinModifier(rawValue: name) else {
            throw unsupported(e, "the modifier .\(name)(…)",
                              notes: ["the modifiers TimerMask draws: \((BuiltinModifier.allCases.map(\.rawValue) + EffectModifier.allCases.map(\.rawValue) + TextModifier.allCases.map(\.rawValue)).map { "." + $0 }.joined(separator: ", ")); it ignores \(IgnoredModifier.allCases.map { "." + $0.rawValue }.joined(separator: ", ")), and accepts without drawing (with a warning) \(UndrawnModifier.allCases.map { "." + $0.rawValue }.joined(separator: ", "))"])
        }
        switch modifier {
        case .frame:
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            let a = try alignment(argument(args, "alignment"), e)
            if args.contains(where: { flexible.contains($0.label ?? "") }) {
                return view.adding(.plain(.flexibleFrame(FlexibleFrame(minWidth: try length("minWidth"), maxWidth: try length("maxWidth"),
                                                                       minHeight: try length("minHeight"), maxHeight: try length("maxHeight"),
                                                                       idealWidth: try length("idealWidth"), idealHeight: try length("idealHeight"), alignment: a))))
            }
            return view.adding(.plain(.frame(width: try length("width"), height: try length("height"), alignment: a)))
        case .padding:
            var edges = EdgeSet.all
            var amount: SceneLength? = nil
            for arg in args {
                switch arg.value {
                case .member(let n, _) where EdgeSet.names.contains { $0.0 == n }:
                    edges = EdgeSet.names.first { $0.0 == n }!.1
                default: amount = SceneLength(try double(arg.value, e, "the padding"))
                }
            }
            return view.adding(.plain(.padding(edges: edges, length: amount)))
        case .offset:
            if case .size(let w, let h)? = args.first?.value { return view.adding(.plain(.offset(x: SceneLength(w.double), y: SceneLength(h.double)))) }
            return view.adding(.plain(.offset(x: try length("x") ?? SceneLength(0), y: try length("y") ?? SceneLength(0))))
        case .fixedSize:
            let h = try argument(args, "horizontal").map { try truth(known($0), e) } ?? true
            let v = try argument(args, "vertical").map { try truth(known($0), e) } ?? true
            return view.adding(.plain(.fixedSize(horizontal: h, vertical: v)))
        case .position:
            if case .point(let x, let y)? = args.first?.value { return view.adding(.plain(.position(x: SceneLength(x.double), y: SceneLength(y.double)))) }
            return view.adding(.plain(.position(x: try length("x") ?? SceneLength(0), y: try length("y") ?? SceneLength(0))))
        case .rotationEffect:
            return view.adding(.plain(.rotation(degrees: try angle(args.first?.value ?? .void, e).double, anchor: try unitPoint(argument(args, "anchor"), e))))
        case .scaleEffect:
            let anchor = try unitPoint(argument(args, "anchor"), e)
            if let only = argument(args, nil) {
                if case .size(let w, let h) = only { return view.adding(.plain(.scale(x: w.double, y: h.double, anchor: anchor))) }
                let k = try double(only, e, "the scale")
                return view.adding(.plain(.scale(x: k, y: k, anchor: anchor)))
            }
            return view.adding(.plain(.scale(x: try double(argument(args, "x") ?? .int(1), e, "x"), y: try double(argument(args, "y") ?? .int(1), e, "y"), anchor: anchor)))
        case .opacity:
            return view.adding(.plain(.opacity(try double(args.first?.value, e, "the opacity"))))
        case .clipped:
            return view.adding(.plain(.clipped))
        case .clipShape:
            guard let shapeValue = args.first?.value else { throw runtime(e, "clipShape needs a shape") }
            guard case .shape(let s) = try self.view(shapeValue, e).content else { throw runtime(e, "clipShape needs a Shape") }
            switch s.kind {
            case .builtIn(let shape): return view.adding(.plain(.clipShape(shape)))
            case .custom(let instance, _): return view.adding(.clipCustomShape(instance, Syntax(e)))   // its path waits for the frame
            }
        case .background, .overlay:
            let a = try alignment(argument(args, "alignment"), e)
            // `.background(.ultraThinMaterial, in: Capsule())`: the shape filled with the style.
            if let shapeArg = argument(args, "in"), let style = args.first(where: { $0.label == nil }) {
                let filled: SwiftValue
                switch try known(shapeArg.self) {
                case .shape(let shape): filled = try shapeMethod(.fill, shape, [style], e)
                case .instance(let instance) where index.types[instance.type]?.isShape == true:
                    filled = try shapeMethod(.fill, ShapeValue(kind: .custom(instance, Syntax(e)), paint: nil), [style], e)
                case let other: throw runtime(e, ".\(name)(_:in:) takes a shape, not \(other.typeDescription)")
                }
                let inner = try self.view(filled, e)
                return view.adding(modifier == .background ? .background(inner, a) : .overlay(inner, a))
            }
            let inner = try content(nil)
            return view.adding(modifier == .background ? .background(inner, a) : .overlay(inner, a))
        case .modifier:
            // `.modifier(CardStyle())`: the modifier's `body(content:)`, the view as its content.
            guard args.count == 1, case .instance(let instance) = try known(args[0].value), let info = index.types[instance.type],
                  let body = info.methods["body"] else {
                throw runtime(e, ".modifier(…) takes a ViewModifier declared in the files, with a body(content:) method")
            }
            let made = try callFunction(body, [Arg(label: "content", value: .view(view), node: args[0].node)],
                                        selfValue: .instance(instance), typeName: info.name, e)
            return try self.view(made, e)
        case .containerBackground:
            // The widget's container background: `WidgetChrome` draws it behind the whole widget.
            return view.adding(.containerBackground(try content(nil)))
        case .mask:
            return view.adding(.mask(try content(nil), try alignment(argument(args, "alignment"), e)))
        case .font:
            return view.adding(.font(try font(args.first?.value ?? .void, e)))
        case .multilineTextAlignment:
            guard case .member(let n, _)? = args.first?.value, let a = TextAlignmentSetting(rawValue: n) else {
                throw runtime(e, "multilineTextAlignment needs .leading, .center or .trailing")
            }
            return view.adding(.textAlignment(a))
        case .foregroundColor, .foregroundStyle:
            return view.adding(.foreground(try colorValue(args.first?.value ?? .void, e)))
        case .tint:
            return view.adding(.tint(try colorValue(args.first?.value ?? .void, e)))
        case .progressViewStyle:
            return view.adding(.progressViewStyle(try progressViewStyle(args, e)))
        case .gaugeStyle:
            return view.adding(.gaugeStyle(try gaugeStyle(args, e)))
        case .lineLimit:
            // `.lineLimit(3)`, `(nil)`, `(2...4)` (at most its upper bound), `(3, reservesSpace: true)`.
            if argument(args, "reservesSpace") != nil { approximate(Self.calledName(e), ".lineLimit(_:reservesSpace:) does not reserve the space of its lines: TimerMask sizes the text by the lines it shows") }
            switch try args.first.map({ try known($0.value) }) {
            case .none?: return view.adding(.lineLimit(nil))
            case .int(let n)? where n >= 1: return view.adding(.lineLimit(min(n, SceneLimits.lineLimit)))
            case .range(_, let upper)? where upper >= 2: return view.adding(.lineLimit(min(upper - 1, SceneLimits.lineLimit)))
            case let other?: throw runtime(e, ".lineLimit needs a number of lines from 1, nil or a range, not \(other.typeDescription)")
            case nil: throw runtime(e, ".lineLimit needs a number of lines")
            }
        case .monospacedDigit:
            return view.adding(.monospacedDigit)
        case .unredacted:
            return view.adding(.redacted(false))
        case .redacted:
            // `reason:` a RedactionReasons value: `.placeholder`, `.privacy`, `[]`, or `\.redactionReasons` read.
            let reasons: [SwiftValue]
            switch try argument(args, "reason").map(known) {
            case .array(let items)?: reasons = try items.map(known)
            case let one?: reasons = [one]
            case nil: throw runtime(e, ".redacted needs reason:")
            }
            let placeholder = reasons.contains { if case .member("placeholder", _) = $0 { true } else { false } }
            if !placeholder, reasons.contains(where: { if case .member("privacy", _) = $0 { true } else { false } }) {
                approximate(Self.calledName(e), ".redacted(reason: .privacy) draws the texts as they are: iOS hides privacy-sensitive content only on a locked device")
            }
            return placeholder ? view.adding(.redacted(true)) : view
        case .bold:
            return view.adding(.fontStyle(weight: .bold, italic: false))
        case .italic:
            return view.adding(.fontStyle(weight: nil, italic: true))
        case .fontWeight:
            if case .none? = try args.first.map({ try known($0.value) }) { return view }
            return view.adding(.fontStyle(weight: try fontWeight(args.first?.value ?? .void, e), italic: false))
        case .truncationMode:
            guard case .member(let mode, _)? = try args.first.map({ try known($0.value) }), ["head", "middle", "tail"].contains(mode) else {
                throw runtime(e, ".truncationMode needs .head, .middle or .tail")
            }
            if mode != "tail" { approximate(Self.calledName(e), ".truncationMode(.\(mode)) is drawn as .tail: the text is cut at its end, not at its \(mode == "head" ? "start" : "middle")") }
            return view
        case .clockHandRotationEffect, ._clockHandRotationEffect:
            return view.adding(.plain(.clockHandRotation(try clockHand(args, e))))
        case .aspectRatio:
            let (ratio, mode) = try aspectRatioArguments(args, e)
            return view.adding(.plain(.aspectRatio(ratio, contentMode: mode)))
        case .layoutPriority:
            let p = try double(argument(args, nil), e, "the layout priority")
            guard abs(p) <= SceneLimits.length else { throw runtime(e, "a layout priority of \(p) is out of range") }
            return view.adding(.plain(.layoutPriority(p)))
        case .alignmentGuide:
            return view.adding(.plain(.alignmentGuide(try alignmentGuideModifier(args, e))))
        case .scaledToFit, .scaledToFill:
            return view.adding(.plain(.aspectRatio(nil, contentMode: modifier == .scaledToFit ? .fit : .fill)))
        case .widgetAccentable:
            let accentable = try bool(argument(args, nil), default: true, e)
            return view.adding(.plain(.accentGroup(accentable ? .accented : .default)))
        case .widgetAccentedRenderingMode:
            switch try args.first.map({ try known($0.value) }) {
            case .none?: return view
            case .member(let name, _)? where AccentGroup(rawValue: name) != nil && name != "default":
                return view.adding(.plain(.accentGroup(AccentGroup(rawValue: name)!)))
            case let other: throw runtime(e, ".widgetAccentedRenderingMode needs .accented, .fullColor, .desaturated, .accentedDesaturated or nil, not \(other?.typeDescription ?? "nothing")")
            }
        }
    }

    /// The clock-hand effect under its public wrappers' names: `period:` (or unnamed) as
    /// `.secondHand`, `.minuteHand`, `.hourHand`, `.custom(seconds)` or seconds; `in:` a time
    /// zone (`.current` reads the render's); `anchor:`.
    func clockHand(_ args: [Arg], _ e: some SyntaxProtocol) throws -> ClockHandRotation {
        guard let periodValue = argument(args, "period") ?? argument(args, nil) else { throw runtime(e, "the clock-hand effect needs a period") }
        let period: Seconds
        switch try known(periodValue) {
        case .member(let n, let payload):
            if let named = ClockHandRotation.namedPeriods[n] { period = named }
            else if n == "custom" { period = try seconds(number(payload.first?.value, e, "the custom period"), e, "the custom period") }
            else { throw runtime(e, "'.\(n)' is not a clock-hand period (.secondHand, .minuteHand, .hourHand, .custom(seconds))") }
        default: period = try seconds(number(periodValue, e, "the period"), e, "the period")
        }
        let magnitude = period < .zero ? -period : period
        guard magnitude >= SceneLimits.shortestPeriod, magnitude <= SceneLimits.longestPeriod else {
            throw runtime(e, "a clock-hand period of \(period.decimalString()) s is outside 1 ms…10^7 s")
        }
        var zone: TimeZoneSpec? = nil
        switch argument(args, "in") {
        case .timeZone(let z)?: zone = z
        case .member("current", _)?, .member("autoupdatingCurrent", _)?, nil: zone = nil
        case .member("gmt", _)?: zone = .utc
        case let other?: throw runtime(e, "\(other.typeDescription) is not a time zone")
        }
        return ClockHandRotation(period: period, timeZone: zone, anchor: try unitPoint(argument(args, "anchor"), e))
    }

    /// `path.move(to:)`, `addLine`, `addQuadCurve`, `addCurve`, `addArc`, `addRect`, `closeSubpath`.
    func pathCall(_ name: String, _ elements: [PathElement], _ args: [Arg], _ e: some SyntaxProtocol) throws -> [PathElement] {
        func point(_ label: String) throws -> ScenePoint {
            guard case .point(let x, let y)? = argument(args, label) else { throw runtime(e, "\(name) needs \(label): a CGPoint") }
            return ScenePoint(x.double, y.double)
        }
        guard let method = PathMethod(rawValue: name) else { throw unsupported(e, "the Path method \(name)") }
        switch method {
        case .move: return elements + [.move(to: try point("to"))]
        case .addLine: return elements + [.line(to: try point("to"))]
        case .addQuadCurve: return elements + [.quadCurve(to: try point("to"), control: try point("control"))]
        case .addCurve: return elements + [.curve(to: try point("to"), control1: try point("control1"), control2: try point("control2"))]
        case .closeSubpath: return elements + [.close]
        case .addArc:
            guard argument(args, "tangent1End") == nil else { throw unsupported(e, "addArc(tangent1End:tangent2End:radius:)") }
            return elements + [.arc(center: try point("center"), radius: SceneLength(try double(argument(args, "radius"), e, "the radius")),
                                    startDegrees: try angle(argument(args, "startAngle") ?? .void, e).double,
                                    endDegrees: try angle(argument(args, "endAngle") ?? .void, e).double,
                                    clockwise: try bool(argument(args, "clockwise"), default: false, e))]
        case .addRect:
            guard case .rect(let x, let y, let w, let h)? = args.first?.value else { throw runtime(e, "addRect needs a CGRect") }
            let (x0, y0, x1, y1) = (x.double, y.double, x.double + w.double, y.double + h.double)
            return elements + [.move(to: ScenePoint(x0, y0)), .line(to: ScenePoint(x1, y0)), .line(to: ScenePoint(x1, y1)),
                               .line(to: ScenePoint(x0, y1)), .close]
        }
    }
}

extension Evaluator {
    /// `.bold()`, `.weight(_:)`, `.italic()` on a `Font`: the face of that style; `.monospacedDigit()` is warned.
    func fontMethod(_ name: String, _ font: FontValue, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> FontValue {
        switch FontMethod(rawValue: name) {
        case .bold?: return try restyled(font, weight: .bold, italic: false, e)
        case .weight?: return try restyled(font, weight: fontWeight(args.first?.value ?? .void, e), italic: false, e)
        case .italic?: return try restyled(font, weight: nil, italic: true, e)
        case .monospacedDigit?:
            var digits = font
            digits.monospacedDigit = true
            return digits
        case nil:
            approximate(Self.calledName(e), Self.undrawnFontMethod(name))
            return font
        }
    }

    /// The warning for `.monospacedDigit()` on a `Font`, which the stand-in fonts do not change.
    static func undrawnFontMethod(_ name: String) -> String {
        ".\(name)(…) on a Font is not drawn: iOS gives its digits one width; TimerMask draws the font's own digits"
    }
}

extension Evaluator {
    /// `items` in the order `less` gives (a merge sort: stable, and steps counted by the comparisons).
    func stableSorted(_ items: [SwiftValue], by less: (SwiftValue, SwiftValue) throws -> Bool) throws -> [SwiftValue] {
        guard items.count > 1 else { return items }
        let middle = items.count / 2
        let left = try stableSorted(Array(items[..<middle]), by: less), right = try stableSorted(Array(items[middle...]), by: less)
        var out: [SwiftValue] = []
        out.reserveCapacity(items.count)
        var i = 0, j = 0
        while i < left.count, j < right.count {
            if try less(right[j], left[i]) { out.append(right[j]); j += 1 } else { out.append(left[i]); i += 1 }
        }
        return out + left[i...] + right[j...]
    }
}

extension Evaluator {
    /// A closure, a key path (`\.minutes`) or an operator (`+` in `reduce(0, +)`) applied to values.
    func apply(_ function: SwiftValue, _ values: [SwiftValue], _ e: some SyntaxProtocol) throws -> SwiftValue {
        switch function {
        case .closure(let c): return try callClosure(c, values, e)
        case .completion(let handler): return handler.call(values)
        case .keyPath(let name) where values.count == 1: return try property(name, of: values[0], e)
        case .operatorFunction(let op) where values.count == 2: return try binary(op, values[0], values[1], e)
        default: throw runtime(e, "\(function.typeDescription) is not a function of \(values.count) value\(values.count == 1 ? "" : "s")")
        }
    }
}
