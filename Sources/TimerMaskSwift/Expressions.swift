import Foundation
import SwiftSyntax
import TimerMaskCore

/// Expressions: literals, names, operators, closures and calls.
extension Evaluator {
    func evaluate(_ expr: ExprSyntax, _ scope: Scope) throws -> SwiftValue {
        try step(expr)
        if let e = expr.as(IntegerLiteralExprSyntax.self) {
            guard let value = LiteralTyping.value(of: e) else { throw runtime(e, "the integer \(e.literal.text) does not fit in an Int") }
            return .int(value)
        }
        if let e = expr.as(FloatLiteralExprSyntax.self) {
            let text = e.literal.text.replacingOccurrences(of: "_", with: "")
            if let exact = try? TimeParser.number(text) { return .real(Real(exact)) }
            guard let d = Double(text) else { throw runtime(e, "'\(text)' is not a number TimerMask can read") }
            return .real(Real(double: d))
        }
        if let e = expr.as(BooleanLiteralExprSyntax.self) { return .bool(e.literal.text == "true") }
        if expr.is(NilLiteralExprSyntax.self) { return .none }
        if let e = expr.as(StringLiteralExprSyntax.self) { return .string(try string(e, scope)) }
        if let e = expr.as(DeclReferenceExprSyntax.self) { return try name(e.baseName.text, e, scope) }
        if let e = expr.as(MemberAccessExprSyntax.self) { return try memberAccess(e, scope) }
        if let e = expr.as(FunctionCallExprSyntax.self) { return try call(e, scope) }
        if let e = expr.as(InfixOperatorExprSyntax.self) {
            if Self.isAssignment(e) { try assignment(e, scope); return .void }
            guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
                throw unsupported(e.operator, "the operator '\(quoted(e.operator))'")
            }
            // Short-circuits, as Swift does.
            if op == "&&" { return .bool(try truth(eval(e.leftOperand, scope), e.leftOperand) && truth(eval(e.rightOperand, scope), e.rightOperand)) }
            if op == "||" { return .bool(try truth(eval(e.leftOperand, scope), e.leftOperand) || truth(eval(e.rightOperand, scope), e.rightOperand)) }
            if op == "??" {
                let left = try known(eval(e.leftOperand, scope))
                if case .none = left { return try eval(e.rightOperand, scope) }
                return left
            }
            let value = try binary(op, eval(e.leftOperand, scope), eval(e.rightOperand, scope), e)
            return LiteralTyping.typed(value, ExprSyntax(e))
        }
        if let e = expr.as(PrefixOperatorExprSyntax.self) {
            let operand = try eval(e.expression, scope)
            if e.operator.text == "-", case .untypedNumber(let i, let r) = operand { return .untypedNumber(-i, Real.apply("-", Real(0), r)) }
            let value = try known(operand)
            switch (e.operator.text, value) {
            case ("-", .int(let i)): return .int(-i)
            case ("-", .real(let r)): return .real(Real.apply("-", Real(0), r))
            case ("-", .member("infinity", _)): return .real(Real(double: -.infinity))
            case ("!", .bool(let b)): return .bool(!b)
            default: throw unsupported(e, "the prefix operator '\(e.operator.text)' on \(value.typeDescription)")
            }
        }
        if let e = expr.as(TupleExprSyntax.self) {
            if e.elements.count == 1, let only = e.elements.first, only.label == nil { return try eval(only.expression, scope) }
            return .tuple(e.elements.map { $0.label?.text }, try e.elements.map { try eval($0.expression, scope) })
        }
        if let e = expr.as(TernaryExprSyntax.self) {
            return try truth(eval(e.condition, scope), e.condition) ? eval(e.thenExpression, scope) : eval(e.elseExpression, scope)
        }
        if let e = expr.as(IfExprSyntax.self) { return try expressionIf(e, scope) }
        if let e = expr.as(SwitchExprSyntax.self) {
            guard let (items, caseScope) = try chooseCase(e, scope) else { throw runtime(e, "no case of this switch matches") }
            return try branchValue(items, caseScope, e)
        }
        if let e = expr.as(ClosureExprSyntax.self) { return .closure(closure(e, scope)) }
        if let e = expr.as(ArrayExprSyntax.self) { return .array(try e.elements.map { try eval($0.expression, scope) }) }
        if let e = expr.as(SubscriptCallExprSyntax.self) { return try subscriptCall(e, scope) }
        if let e = expr.as(ForceUnwrapExprSyntax.self) {
            let value = try known(eval(e.expression, scope))
            if case .none = value { throw runtime(e, "'\(quoted(e.expression))' is nil where it is unwrapped with !") }
            return value
        }
        if let e = expr.as(OptionalChainingExprSyntax.self) { return try eval(e.expression, scope) }
        if let e = expr.as(TryExprSyntax.self) { return try eval(e.expression, scope) }
        // Everything runs in order on one thread: awaiting is evaluating.
        if let e = expr.as(AwaitExprSyntax.self) { return try eval(e.expression, scope) }
        if let e = expr.as(AsExprSyntax.self) { return try coerce(eval(e.expression, scope), to: e.type) }
        if let e = expr.as(KeyPathExprSyntax.self) {
            guard e.root == nil, e.components.count == 1, let component = e.components.first?.component else {
                throw unsupported(e, "the key path '\(quoted(e))' (only \\.self or \\.property)")
            }
            if component.trimmedDescription == "self" { return .member("self", []) }
            guard let property = component.as(KeyPathPropertyComponentSyntax.self) else {
                throw unsupported(e, "the key path '\(quoted(e))' (only \\.self or \\.property)")
            }
            return .keyPath(property.declName.baseName.text)
        }
        if let e = expr.as(TypeExprSyntax.self) { return .typeName(e.type.trimmedDescription) }
        if let e = expr.as(SuperExprSyntax.self) { throw unsupported(e, "'super'") }
        if let e = expr.as(MacroExpansionExprSyntax.self) { throw unsupported(e, "the macro #\(e.macroName.text)") }
        if let e = expr.as(GenericSpecializationExprSyntax.self) { return try eval(e.expression, scope) }
        throw unsupported(expr, "the expression '\(quoted(expr, 50))'")
    }

    func closure(_ e: ClosureExprSyntax, _ scope: Scope) -> Closure {
        var names: [String] = []
        switch e.signature?.parameterClause {
        case .simpleInput(let list): names = list.map(\.name.text)
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        return Closure(parameters: names, body: e.statements, scope: scope, file: currentFile, node: Syntax(e))
    }

    /// Interpolated strings: `"CatFont\(i)-Regular"`; text segments decoded as Swift decodes them.
    func string(_ e: StringLiteralExprSyntax, _ scope: Scope) throws -> String {
        var out = ""
        for segment in e.segments {
            switch segment {
            case .stringSegment(let s):
                guard let text = StringLiteralText.segment(s, of: e) else { throw unsupported(s, "a string literal that does not parse") }
                out = try bounded(out + text, e)
            case .expressionSegment(let x):
                // `\(x, specifier: "%.1f")`: SwiftUI's LocalizedStringKey formats it as String(format:) does (en_US).
                if x.expressions.count == 2, let value = x.expressions.first, value.label == nil,
                   let spec = x.expressions.last, spec.label?.text == "specifier" {
                    guard case .string(let pattern) = try known(eval(spec.expression, scope)),
                          let formatted = Builtins.format(pattern, [try known(eval(value.expression, scope))], locale: locale) else {
                        throw unsupported(x, "the interpolation '\(quoted(x))' (a specifier: with one conversion for its value's type, as String(format:) takes)")
                    }
                    out = try bounded(out + formatted, e)
                    continue
                }
                guard x.expressions.count == 1, let only = x.expressions.first, only.label == nil else {
                    throw unsupported(x, "a formatted interpolation '\(quoted(x))'")
                }
                out = try bounded(out + describe(known(eval(only.expression, scope)), x), e)
            }
        }
        return out
    }

    /// `text`, or the sentence refusing a string longer than `Builtins.longestString` bytes.
    func bounded(_ text: String, _ node: some SyntaxProtocol) throws -> String {
        guard text.utf8.count <= Builtins.longestString else {
            throw problem(.limit, node, "a string of over \(Builtins.longestString) characters is more than TimerMask builds")
        }
        return text
    }

    /// How `"\(value)"` prints a value.
    func describe(_ value: SwiftValue, _ node: some SyntaxProtocol) throws -> String {
        switch value {
        case .int(let i): return String(i)
        case .real(let r): return "\(r.double)"
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .member(let name, let args) where args.isEmpty: return name
        default: throw unsupported(node, "printing \(value.typeDescription) into a string")
        }
    }

    // MARK: Names

    func name(_ name: String, _ node: DeclReferenceExprSyntax, _ scope: Scope) throws -> SwiftValue {
        // `reduce(0, +)`: an arithmetic or comparison operator passed as a function.
        if scope.lookup(name) == nil, case .binaryOperator = node.baseName.tokenKind, ["+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!="].contains(name) {
            return .operatorFunction(name)
        }
        return try self.name(name, at: node, scope)
    }

    /// What an identifier names here: a local, `self`'s field or property, a static member of
    /// the type whose code runs, a type, a global, or a `--let` value.
    func name(_ name: String, at node: some SyntaxProtocol, _ scope: Scope) throws -> SwiftValue {
        if let value = scope.lookup(name) { return value }
        if name == "self" {
            guard let box = scope.selfBox else { throw runtime(node, "'self' is used outside a type") }
            return box.value
        }
        if name == "Self", let type = scope.typeName { return .typeName(type) }
        if let box = scope.selfBox, case .instance(let instance) = box.value {
            if let field = instance.fields[name] { return field }
            if let info = index.types[instance.type], info.computed[name] != nil {
                return try computedProperty(name, of: instance, info: info, node)
            }
        }
        // In an enum's own members, `rawValue` and its computed properties read `self`'s case.
        if let box = scope.selfBox, case .member(let caseName, _) = box.value, let type = scope.typeName,
           let info = index.types[type], info.kind == .enumeration,
           info.computed[name] != nil || (name == "rawValue" && rawType(of: info) != nil) {
            return try enumProperty(name, of: box.value, caseName: caseName, info: info, node)
        }
        if let type = scope.typeName, let info = index.types[type] {
            if info.staticProperties[name] != nil { return try staticProperty(name, of: info, node) }
            if info.cases.contains(name) { return .member(name, []) }
            if let nested = index.types["\(type).\(name)"] { return .typeName(nested.name) }
        }
        if index.types[name] != nil || BuiltinType(rawValue: name) != nil || SceneViewKindID.swiftMade[name] != nil { return .typeName(name) }
        if let global = index.globals[name] {
            let key = "global \(name)"
            if let cached = staticValues[key] { return cached }
            guard let initial = global.node.initializer?.value else { return lets[name] ?? .unknown(name, Syntax(node)) }
            let value = try nested(node, file: global.file) { try coerce(eval(initial, Scope(parent: nil)), to: global.node.typeAnnotation?.type) }
            staticValues[key] = value
            return value
        }
        if index.functions[name] != nil { throw unsupported(node, "a function used as a value ('\(name)')") }
        if lets[name] == nil, name == "M_PI" { return .real(Real(double: .pi)) }   // Darwin's π
        return lets[name] ?? .unknown(name, Syntax(node))
    }

    /// A `static let`/`static var` of a type: `--let Type.name` wins; a stored one is worked out
    /// once, at launch (so `Date()` in it reads the launch time); a computed one at each read.
    func staticProperty(_ name: String, of info: TypeInfo, _ node: some SyntaxProtocol) throws -> SwiftValue {
        let key = "\(info.name).\(name)"
        if let value = lets[key] { return value }
        if let cached = staticValues[key] { return cached }
        guard let binding = info.staticProperties[name] else { return .unknown(key, Syntax(node)) }
        let scope = Scope(parent: nil, typeName: info.name)
        if let accessors = binding.node.accessorBlock {
            return try nested(node, file: binding.file) { try getter(accessors, scope, builder: false, node) }
        }
        guard let initial = binding.node.initializer?.value else { return .unknown(key, Syntax(node)) }
        guard staticsInProgress.insert(key).inserted else {
            throw runtime(node, "the static property \(key) reads itself while it is being initialised")
        }
        defer { staticsInProgress.remove(key) }
        launchTimeDepth += 1
        defer { launchTimeDepth -= 1 }
        let value = try nested(node, file: binding.file) { try coerce(eval(initial, scope), to: binding.node.typeAnnotation?.type) }
        staticValues[key] = value
        return value
    }

    func computedProperty(_ name: String, of instance: Instance, info: TypeInfo, _ node: some SyntaxProtocol) throws -> SwiftValue {
        guard let binding = info.computed[name], let accessors = binding.node.accessorBlock else {
            throw runtime(node, "\(info.name) has no property '\(name)'")
        }
        let isBuilder = (name == "body" && (info.isView)) || Self.hasViewBuilder(binding.node.parent?.parent)
        let scope = Scope(parent: nil, selfBox: SelfBox(.instance(instance)), typeName: info.name)
        return try nested(node, file: binding.file) {
            try coerce(getter(accessors, scope, builder: isBuilder, node), to: binding.node.typeAnnotation?.type)
        }
    }

    static func hasViewBuilder(_ node: Syntax?) -> Bool {
        guard let v = node?.as(VariableDeclSyntax.self) else { return false }
        return v.attributes.contains { $0.trimmedDescription.hasPrefix("@ViewBuilder") }
    }

    func getter(_ block: AccessorBlockSyntax, _ scope: Scope, builder: Bool, _ node: some SyntaxProtocol) throws -> SwiftValue {
        let items: CodeBlockItemListSyntax
        switch block.accessors {
        case .getter(let list): items = list
        case .accessors(let list):
            guard let get = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = get.body else {
                throw unsupported(block, "a property without a getter")
            }
            items = body.statements
        }
        return try body(items, scope, builder: builder, node)
    }

    /// Runs a function or getter body: a builder's views as one view, else its returned value.
    func body(_ items: CodeBlockItemListSyntax, _ scope: Scope, builder: Bool, _ node: some SyntaxProtocol) throws -> SwiftValue {
        // Swift applies no result builder to a body that has an explicit `return` (SE-0289).
        if builder, !hasReturn(items) {
            let views = try builderBlock(items, scope)
            return .view(ViewValue.group(views, origin: Syntax(node)))
        }
        var none: [ViewValue]? = nil, implicit: SwiftValue? = nil
        let flow = try run(items, scope, views: &none, implicit: &implicit)
        if case .returned(let v) = flow { return v }
        return implicit ?? .void
    }

    /// Whether `items` return explicitly, outside any closure or nested function (worked out
    /// once per body).
    func hasReturn(_ items: CodeBlockItemListSyntax) -> Bool {
        if let known = returnsExplicitly[items.id] { return known }
        final class Finder: SyntaxVisitor {
            var found = false
            init() { super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder()
        finder.walk(items)
        returnsExplicitly[items.id] = finder.found
        return finder.found
    }

    // MARK: Operators

    func binary(_ op: String, _ lhs: SwiftValue, _ rhs: SwiftValue, _ node: some SyntaxProtocol) throws -> SwiftValue {
        // Literals beside a floating-point operand are floating-point (`d * (1 / 2)`), else Ints.
        var l = try known(LiteralTyping.beside(lhs, rhs)), r = try known(LiteralTyping.beside(rhs, lhs))
        // `.now + 60`, `start < .now`: an implicit member beside a Date or a number is Date's.
        if case .member("now", let a) = l, a.isEmpty { l = .date(try now(node)) }
        if case .member("now", let a) = r, a.isEmpty { r = .date(try now(node)) }
        switch (op, l, r) {
        case ("..<", .int(let a), .int(let b)):
            guard a <= b else { throw runtime(node, "the range \(a)..<\(b) ends before it starts") }
            return .range(a, b)
        case ("...", .int(let a), .int(let b)):
            guard a <= b, b < Int.max else { throw runtime(node, "the range \(a)...\(b) ends before it starts") }
            return .range(a, b + 1)
        case ("...", .date(let a), .date(let b)), ("..<", .date(let a), .date(let b)):
            return .dateRange(a, b)
        case ("...", .real, .real), ("...", .real, .int), ("...", .int, .real):
            // A ClosedRange<Double> (Swift traps on one that ends before it starts).
            let a = try double(l, node, "the range's lower bound"), b = try double(r, node, "the range's upper bound")
            guard a <= b, a.isFinite, b.isFinite else { throw runtime(node, "the range \(a)...\(b) ends before it starts") }
            return .numberRange(a, b)
        case ("+", .string(let a), .string(let b)):
            return .string(try bounded(a + b, node))
        case ("+", .array(let a), .array(let b)):
            guard a.count + b.count <= 100_000 else { throw problem(.limit, node, "an array of \(a.count + b.count) elements is more than TimerMask builds") }
            return .array(a + b)
        case ("<", .member(let a, let pa), .member(let b, let pb)), (">", .member(let a, let pa), .member(let b, let pb)),
             ("<=", .member(let a, let pa), .member(let b, let pb)), (">=", .member(let a, let pa), .member(let b, let pb)):
            // An enum of the files declared Comparable, without payloads: its cases in declaration order (SE-0266).
            let enums = index.typeOrder.compactMap { index.types[$0] }.filter {
                $0.kind == .enumeration && $0.conformances.contains("Comparable") && $0.cases.contains(a) && $0.cases.contains(b)
            }
            guard pa.isEmpty, pb.isEmpty, let info = enums.first, enums.allSatisfy({ $0 === info }) else {
                throw unsupported(node, "'\(op)' between '.\(a)' and '.\(b)' (TimerMask orders the cases of one Comparable enum of the files without payloads)")
            }
            let i = info.cases.firstIndex(of: a)!, j = info.cases.firstIndex(of: b)!
            return .bool(op == "<" ? i < j : op == ">" ? i > j : op == "<=" ? i <= j : i >= j)
        case ("<", .string(let a), .string(let b)): return .bool(a < b)   // Swift's own String order
        case (">", .string(let a), .string(let b)): return .bool(a > b)
        case ("<=", .string(let a), .string(let b)): return .bool(a <= b)
        case (">=", .string(let a), .string(let b)): return .bool(a >= b)
        case ("+", .text(let a), .text(let b)):
            guard a.runs.count + b.runs.count <= 1000 else {
                throw problem(.limit, node, "a Text joined from over 1000 pieces is more than TimerMask builds")
            }
            if let fa = a.font, let fb = b.font, fa.reference != fb.reference || fa.size != fb.size {
                throw unsupported(node, "Text + Text in two different fonts (a scene text has one font)")
            }
            return .text(TextValue.joined(a, b))
        case ("+", .date(let d), _), ("-", .date(let d), _):
            if case .date(let other) = r, op == "-" { return .real(Real(try interval(from: other, to: d, node))) }
            guard let x = real(r) else { throw runtime(node, "a Date \(op) \(r.typeDescription) is not a Date") }
            let offset = try seconds(x, node, "the interval")
            return .date(try date(d, plus: op == "+" ? offset : -offset, node))
        case ("+", _, .date(let d)):
            guard let x = real(l) else { throw runtime(node, "\(l.typeDescription) + a Date is not a Date") }
            return .date(try date(d, plus: seconds(x, node, "the interval"), node))
        case ("==", _, _): return .bool(try equal(l, r))
        case ("!=", _, _): return .bool(!(try equal(l, r)))
        case (_, .int(let a), .int(let b)):
            return try intOperation(op, a, b, node)
        case ("<", .date(let a), .date(let b)): return .bool(a < b)
        case (">", .date(let a), .date(let b)): return .bool(a > b)
        case ("<=", .date(let a), .date(let b)): return .bool(a <= b)
        case (">=", .date(let a), .date(let b)): return .bool(a >= b)
        default: break
        }
        if case .angle(let a) = l, case .angle(let b) = r, op == "+" || op == "-" { return .angle(Real.apply(op, a, b)) }
        if case .angle(let a) = l, let k = real(r), op == "*" || op == "/" { return .angle(Real.apply(op, a, k)) }
        if case .size(let w, let h) = l, let k = real(r), op == "*" || op == "/" { return .size(Real.apply(op, w, k), Real.apply(op, h, k)) }
        guard let a = real(l), let b = real(r) else {
            throw unsupported(node, "'\(op)' between \(l.typeDescription) and \(r.typeDescription)")
        }
        switch op {
        case "+", "-", "*", "/": return .real(Real.apply(op, a, b))
        case "<": return .bool(a.double < b.double || (a.exact != nil && b.exact != nil && a.exact! < b.exact!))
        case ">": return .bool(a.double > b.double || (a.exact != nil && b.exact != nil && a.exact! > b.exact!))
        case "<=": return .bool(!(a.double > b.double || (a.exact != nil && b.exact != nil && a.exact! > b.exact!)))
        case ">=": return .bool(!(a.double < b.double || (a.exact != nil && b.exact != nil && a.exact! < b.exact!)))
        default: throw unsupported(node, "the operator '\(op)' on floating-point numbers")
        }
    }

    func intOperation(_ op: String, _ a: Int, _ b: Int, _ node: some SyntaxProtocol) throws -> SwiftValue {
        func checked(_ r: (partialValue: Int, overflow: Bool)) throws -> SwiftValue {
            guard !r.overflow else { throw runtime(node, "the Int arithmetic \(a) \(op) \(b) overflows") }
            return .int(r.partialValue)
        }
        switch op {
        case "+": return try checked(a.addingReportingOverflow(b))
        case "-": return try checked(a.subtractingReportingOverflow(b))
        case "*": return try checked(a.multipliedReportingOverflow(by: b))
        case "/", "%":
            guard b != 0 else { throw runtime(node, "division by zero") }
            return op == "/" ? try checked(a.dividedReportingOverflow(by: b)) : try checked(a.remainderReportingOverflow(dividingBy: b))
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: throw unsupported(node, "the operator '\(op)' on Ints")
        }
    }

    func subscriptCall(_ e: SubscriptCallExprSyntax, _ scope: Scope) throws -> SwiftValue {
        let base = try known(eval(e.calledExpression, scope))
        guard e.arguments.count == 1, let arg = e.arguments.first else { throw unsupported(e, "a subscript with several arguments") }
        let i = try known(eval(arg.expression, scope))
        if case .instance(let dimensions) = base, dimensions.type == "ViewDimensions" { return try dimensionsSubscript(dimensions, i, arg) }
        switch (base, i) {
        case (.array(let items), .int(let k)):
            guard k >= 0 && k < items.count else { throw runtime(e, "index \(k) is outside the \(items.count) elements of '\(quoted(e.calledExpression))'") }
            return items[k]
        case (.range(let lower, let upper), .int(let k)):
            guard k >= 0 && k < upper - lower else { throw runtime(e, "index \(k) is outside the range") }
            return .int(lower + k)
        default:
            throw unsupported(e, "subscripting \(base.typeDescription)")
        }
    }

    // MARK: Calls

    func arguments(_ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, more: MultipleTrailingClosureElementListSyntax?,
                   _ scope: Scope) throws -> [Arg] {
        var args = try list.map { Arg(label: $0.label?.text, value: try eval($0.expression, scope), node: Syntax($0)) }
        if let trailing { args.append(Arg(label: nil, value: .closure(closure(trailing, scope)), node: Syntax(trailing))) }
        for extra in more ?? [] {
            args.append(Arg(label: extra.label.text, value: .closure(closure(extra.closure, scope)), node: Syntax(extra)))
        }
        return args
    }

    func call(_ e: FunctionCallExprSyntax, _ scope: Scope) throws -> SwiftValue {
        if let ref = e.calledExpression.as(DeclReferenceExprSyntax.self), let kind = WidgetConfigurationValue.Kind(rawValue: ref.baseName.text),
           index.types[ref.baseName.text] == nil, scope.lookup(ref.baseName.text) == nil {
            return try configuration(kind, e, scope)
        }
        let args = try arguments(e.arguments, trailing: e.trailingClosure, more: e.additionalTrailingClosures, scope)
        let callee = e.calledExpression
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if let local = scope.lookup(name) {
                if case .completion(let handler) = local { return handler.call(args.map(\.value)) }
                guard case .closure(let c) = local else { throw runtime(e, "'\(name)' is \(local.typeDescription), not a function") }
                return try callClosure(c, args.map(\.value), e)
            }
            if let (overloads, defining) = scope.lookupFunction(name) {
                return try callFunction(overloads, args, selfValue: nil, typeName: defining.typeName, e, captured: defining)
            }
            // A method of `self`'s type called without `self.`.
            if let box = scope.selfBox, case .instance(let instance) = box.value, let info = index.types[instance.type],
               let methods = info.methods[name] {
                return try callFunction(methods, args, selfValue: box.value, typeName: info.name, e)
            }
            if let box = scope.selfBox, case .member = box.value, let type = scope.typeName, let methods = index.types[type]?.methods[name] {
                return try callFunction(methods, args, selfValue: box.value, typeName: type, e)
            }
            if let type = scope.typeName, let info = index.types[type], let methods = info.staticMethods[name] {
                return try callFunction(methods, args, selfValue: nil, typeName: info.name, e)
            }
            if let info = index.types[name] { return try construct(info, args, e) }
            if let type = scope.typeName, let info = index.types["\(type).\(name)"] { return try construct(info, args, e) }
            if let functions = index.functions[name] { return try callFunction(functions, args, selfValue: nil, typeName: nil, e) }
            // In an `extension View` method, `modifier(X())` or `padding()` is a modifier of `self`.
            if let box = scope.selfBox, isViewLike(box.value),
               BuiltinModifier(rawValue: name) != nil || EffectModifier(rawValue: name) != nil || TextModifier(rawValue: name) != nil || IgnoredModifier(rawValue: name) != nil || UndrawnModifier(rawValue: name) != nil {
                return try method(name, of: box.value, args, e, scope)
            }
            return try builtinCall(name, args, e, scope)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpr = member.base else {
                return .member(name, args)    // `.custom("X", size: 3)`, `.degrees(30)`: read where it is used
            }
            // `path.addLine(to:)` on a local `var path`: the path is built in place.
            if let ref = baseExpr.as(DeclReferenceExprSyntax.self), case .path(let elements)? = scope.lookup(ref.baseName.text) {
                let built = try pathCall(name, elements, args, e)
                _ = scope.assign(ref.baseName.text, .path(built))
                return .void
            }
            let base = try eval(baseExpr, scope)
            // `entries.append(entry)` on a variable: the array is changed where it is stored.
            if case .array(let items) = base, let mutation = ArrayMutation(rawValue: name) {
                let (changed, result) = try mutation.apply(to: items, args, e, self)
                try store(.array(changed), into: baseExpr, scope)
                return result
            }
            if case .typeName(let type) = base {
                if let info = index.types[type] {
                    if let methods = info.staticMethods[name] { return try callFunction(methods, args, selfValue: nil, typeName: info.name, e) }
                    if info.cases.contains(name) { return .member(name, args) }
                    if let nestedType = index.types["\(type).\(name)"] { return try construct(nestedType, args, e) }
                    if name == "init" { return try construct(info, args, e) }
                }
                return try staticCall(type, name, args, e)
            }
            if case .unknown = base { _ = try known(base) }
            return try method(name, of: base, args, e, scope)
        }
        // `[GridItem](repeating: item, count: 4)`: an array type called as Array is.
        if let arrayType = callee.as(ArrayExprSyntax.self), arrayType.elements.count == 1 {
            return try typeCall(.array, args, e)
        }
        if callee.is(ClosureExprSyntax.self) {
            guard case .closure(let c) = try eval(callee, scope) else { throw unsupported(callee, "this call") }
            return try callClosure(c, args.map(\.value), e)
        }
        throw unsupported(e, "calling '\(quoted(callee, 40))'")
    }

    /// What `@Environment(\.key)` reads in a widget: the family and appearance asked for, the
    /// display scale, full colour, its container background shown, luminance not reduced.
    func environmentValue(_ key: String, _ node: Syntax) throws -> SwiftValue {
        switch key {
        case "widgetFamily": return .member(options.family.rawValue, [])
        case "colorScheme": return .member(options.colorScheme.rawValue, [])
        case "displayScale": return .real(Real(double: options.displayScale))
        case "widgetRenderingMode": return .member(options.effectiveRenderingMode.rawValue, [])
        // The Lock Screen's families show no container background.
        case "showsWidgetContainerBackground": return .bool(showsContainerBackground)
        // The margins WidgetChrome pads by (those of the family; the configuration may disable them).
        case "widgetContentMargins":
            let m = Real(double: contentMargins(disabled: false))
            return .instance(Instance(type: "EdgeInsets", fields: ["top": .real(m), "leading": .real(m), "bottom": .real(m), "trailing": .real(m)]))
        case "isLuminanceReduced": return .bool(false)
        case "timeZone": return .timeZone(options.timeZone)
        case "calendar": return currentCalendar
        case "locale": return localeValue(options.locale)
        // The default text size (Large): the size the text styles' points are given at.
        case "dynamicTypeSize": return .member(options.dynamicTypeSize.rawValue, [])
        case "sizeCategory": return .member(options.dynamicTypeSize.sizeCategory, [])
        // WidgetKit redacts the placeholder it shows before the first timeline; other entries have no reason.
        case "redactionReasons": return .array(entryOrigin.map { if case .placeholder = $0 { true } else { false } } == true ? [.member("placeholder", [])] : [])
        default: throw unsupported(node, "the environment value \\.\(key) (TimerMask knows widgetFamily, colorScheme, displayScale, widgetRenderingMode, showsWidgetContainerBackground, widgetContentMargins, isLuminanceReduced, redactionReasons, timeZone, calendar, locale, dynamicTypeSize and sizeCategory)")
        }
    }

    func callClosure(_ c: Closure, _ values: [SwiftValue], _ node: some SyntaxProtocol, builder: Bool = false) throws -> SwiftValue {
        try nested(node, file: c.file) {
            let scope = Scope(parent: c.scope)
            if c.parameters.isEmpty, values.count == 1, case .tuple(_, let parts) = values[0], c.highestAnonymousParameter > 0 {
                // `zip(a, b).map { f($0, $1) }`: a closure using $1 is given the tuple's parts, as Swift splats it.
                for (i, v) in parts.enumerated() { scope.variables["$\(i)"] = v }
            } else if c.parameters.isEmpty {
                for (i, v) in values.enumerated() { scope.variables["$\(i)"] = v }
            } else if c.parameters.count > 1, values.count == 1, case .tuple(_, let parts) = values[0], parts.count == c.parameters.count {
                // `{ index, frame in … }` given one (offset, element) pair: Swift splats the tuple.
                for (name, v) in zip(c.parameters, parts) where name != "_" { scope.variables[name] = v }
            } else {
                guard c.parameters.count == values.count else {
                    throw runtime(c.node, "this closure takes \(c.parameters.count) parameters but is given \(values.count)")
                }
                for (name, v) in zip(c.parameters, values) where name != "_" { scope.variables[name] = v }
            }
            return try body(c.body, scope, builder: builder, c.node)
        }
    }

    /// Binds `args` to the parameters of the first overload that takes them and runs it.
    func callFunction(_ overloads: [Located<FunctionDeclSyntax>], _ args: [Arg], selfValue: SwiftValue?, typeName: String?,
                      _ node: some SyntaxProtocol, captured: Scope? = nil) throws -> SwiftValue {
        for function in overloads {
            guard let bound = try bind(function.node.signature.parameterClause.parameters, args, file: function.file,
                                       typeName: typeName, selfValue: selfValue, node) else { continue }
            guard let block = function.node.body else { throw unsupported(function.node, "a function without a body") }
            let builder = function.node.attributes.contains { $0.trimmedDescription.hasPrefix("@ViewBuilder") }
            return try nested(node, file: function.file) {
                let scope = Scope(parent: captured, selfBox: selfValue.map(SelfBox.init), typeName: typeName)
                for (name, value) in bound { scope.variables[name] = value }
                return try coerce(body(block.statements, scope, builder: builder, function.node), to: function.node.signature.returnClause?.type)
            }
        }
        let name = overloads.first?.node.name.text ?? "function"
        throw runtime(node, "no \(name)(…) declared in the files takes the arguments (\(args.map { ($0.label ?? "_") + ":" }.joined()))")
    }

    /// Parameters bound from arguments by label and order, defaults filled in; nil when the
    /// arguments do not fit.
    func bind(_ parameters: FunctionParameterListSyntax, _ args: [Arg], file: Int, typeName: String?, selfValue: SwiftValue?,
              _ node: some SyntaxProtocol) throws -> [(String, SwiftValue)]? {
        var out: [(String, SwiftValue)] = []
        var next = 0
        for p in parameters {
            let label = p.firstName.text == "_" ? nil : p.firstName.text
            let inner = (p.secondName ?? p.firstName).text
            if next < args.count, args[next].label == label {
                out.append((inner, try coerce(args[next].value, to: p.type)))
                next += 1
            } else if let initial = p.defaultValue?.value {
                let value = try nested(node, file: file) {
                    try coerce(eval(initial, Scope(parent: nil, selfBox: selfValue.map(SelfBox.init), typeName: typeName)), to: p.type)
                }
                out.append((inner, value))
            } else {
                return nil
            }
        }
        return next == args.count ? out : nil
    }

    /// A struct of the files built by its memberwise or written initialiser.
    func construct(_ info: TypeInfo, _ args: [Arg], _ node: some SyntaxProtocol) throws -> SwiftValue {
        guard info.kind == .structure else { throw unsupported(node, "creating \(info.name), which is not a struct") }
        return try nested(node, file: info.declaration.file) {
            let box = SelfBox(.instance(Instance(type: info.name, fields: [:])))
            let typeScope = Scope(parent: nil, selfBox: nil, typeName: info.name)
            func setField(_ name: String, _ value: SwiftValue) {
                if case .instance(var i) = box.value { i.fields[name] = value; box.value = .instance(i) }
            }
            for property in info.stored {
                if let key = property.environmentKey {
                    setField(property.name, try environmentValue(key, property.node))
                } else if let key = property.appStorageKey {
                    setField(property.name, try appStorageValue(key, property, typeScope))
                } else if let initial = property.initializer {
                    let value = try nested(property.node, file: property.file) { try coerce(eval(initial, typeScope), to: property.type) }
                    setField(property.name, value)
                }
            }
            if info.inits.isEmpty {
                // The memberwise initialiser: every `var`, and every `let` without a value, in order.
                var next = 0
                for property in info.stored where !(property.isLet && property.initializer != nil) && !property.isWrapped {
                    if next < args.count, args[next].label == property.name {
                        setField(property.name, try coerce(args[next].value, to: property.type))
                        next += 1
                    } else if property.initializer == nil {
                        setField(property.name, try letValue(property.name, type: property.type) ?? .unknown(property.name, property.node))
                    }
                }
                guard next == args.count else {
                    throw runtime(node, "\(info.name)'s memberwise initialiser does not take (\(args.map { ($0.label ?? "_") + ":" }.joined()))")
                }
                return box.value
            }
            for initializer in info.inits {
                guard let bound = try bind(initializer.node.signature.parameterClause.parameters, args, file: initializer.file,
                                           typeName: info.name, selfValue: nil, node),
                      let block = initializer.node.body else { continue }
                return try nested(node, file: initializer.file) {
                    let scope = Scope(parent: nil, selfBox: box, typeName: info.name)
                    for (name, value) in bound { scope.variables[name] = value }
                    var none: [ViewValue]? = nil, implicit: SwiftValue? = nil
                    _ = try run(block.statements, scope, views: &none, implicit: &implicit)
                    return box.value
                }
            }
            throw runtime(node, "no initialiser of \(info.name) takes (\(args.map { ($0.label ?? "_") + ":" }.joined()))")
        }
    }
}
