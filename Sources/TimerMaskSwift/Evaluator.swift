import Foundation
import SwiftSyntax
import TimerMaskCore

/// Interprets the part of a widget's Swift that the chosen view reaches: expressions,
/// statements, calls and struct values. Views become `ViewValue`s (ViewBuilding.swift), which
/// `SceneAssembly` lays into a scene. Nothing outside the view's reach is evaluated.
final class Evaluator {
    let files: [SwiftSourceFile]
    let index: DeclarationIndex
    /// The options; a widget's own families may choose the family when none was asked for.
    var options: SwiftWidgetOptions
    /// `--let` values by the path they supply (`entry.customFrames`, `FrameStorage.frameCount`).
    var lets: [String: SwiftValue]
    /// Set by `swift-check` only: what to skip so that checking goes on past a problem.
    /// In `swift-check`: what collects the problems (nil while an attempt that may fail runs).
    var check: CheckState?

    /// `swift-check`'s bookkeeping within its one evaluation: the problems listed, the `--let`
    /// paths listed as missing, and for each expression or statement being evaluated whether a
    /// part of it stood in for a problem (was skipped): an error it then meets follows from a
    /// problem already listed, and is not listed again.
    final class CheckState {
        var problems: [SwiftImportError] = []
        var listedPaths: Set<String> = []
        private var poisoned: [Bool] = []
        let limit: Int
        init(limit: Int) { self.limit = limit }

        /// Runs `body` as one expression or statement: nil when it met a problem (listed, or
        /// silent as a follow-on), which it then stands in for.
        func attempt(_ body: () throws -> SwiftValue) throws -> SwiftValue? {
            poisoned.append(false)
            let value: SwiftValue
            do { value = try body() } catch {
                let wasPoisoned = poisoned.removeLast()
                try absorb(error, poisoned: wasPoisoned)
                markSkipped()
                return nil
            }
            poisoned.removeLast()
            if case .skipped = value { markSkipped() }
            return value
        }

        /// The expression or statement being evaluated used a skipped value.
        private func markSkipped() {
            if !poisoned.isEmpty { poisoned[poisoned.count - 1] = true }
        }

        /// Takes `error` in: a follow-on of a skipped value is dropped, a problem that lets
        /// checking go on is listed once; anything else is rethrown (it stops the check).
        private func absorb(_ error: Error, poisoned: Bool) throws {
            if error is SkippedDependency { return }
            guard let error = error as? SwiftImportError, error.kind != .limit else { throw error }
            if poisoned { return }
            guard error.kind.letsCheckingGoOn, error.node != nil else { throw error }
            if let path = error.missingPath, !listedPaths.insert(path).inserted { return }
            if !problems.contains(error) { problems.append(error) }
            if problems.count >= limit { throw CheckLimitReached() }
        }
    }

    /// Thrown when a value stood in for by `swift-check` is used: what uses it is skipped too.
    struct SkippedDependency: Error {}
    /// Thrown when `swift-check` has listed as many problems as it was asked for.
    struct CheckLimitReached: Error {}

    var steps = 0
    var depth = 0
    var currentFile = 0
    /// The warnings of `approximate`, in the order met.
    var approximations: [SwiftImportError] = []
    /// Above zero while a `static let` initialiser runs: `Date()` then reads the launch time.
    var launchTimeDepth = 0
    /// While an entry's view is built: the moment WidgetKit renders it (its date), which
    /// `Date()` in the view reads.
    var entryMoment: Instant?
    /// `--let NAME=JSON` values, read as the type of what they set when it is known.
    let jsonLets: [String: EntryJSONValue]
    /// The user defaults of `--defaults`, by key.
    let defaults: [String: EntryJSONValue]
    /// UUIDs made so far: `UUID()` is deterministic, numbered in the order made.
    var uuidCount = 0
    /// Where the widget's entries came from, once a widget's scene is built.
    var entryOrigin: WidgetEntryOrigin?
    /// While a widget's view is assembled (`WidgetChrome`): its `containerBackground`, the first met.
    var collectsContainerBackground = false
    /// Whether the widget's configuration says `.contentMarginsDisabled()` (known once a widget is chosen).
    var contentMarginsDisabled = false
    var containerBackground: Assembled?
    var staticValues: [String: SwiftValue] = [:]
    var staticsInProgress: Set<String> = []
    /// Whether a body returns explicitly, by its statements: a builder closure runs once per
    /// element of a `ForEach`, and its syntax does not change.
    var returnsExplicitly: [SyntaxIdentifier: Bool] = [:]

    init(files: [SwiftSourceFile], index: DeclarationIndex, options: SwiftWidgetOptions, check: CheckState? = nil) throws {
        self.files = files
        self.index = index
        self.options = options
        self.check = check
        self.defaults = try Self.readDefaults(options.defaults)
        var lets: [String: SwiftValue] = [:]
        var jsonLets: [String: EntryJSONValue] = [:]
        for (name, value) in options.lets {
            lets[name] = value.swiftValue(frameCount: options.frameCount, reference: options.reference)
            if case .json(let text) = value, let json = try? JSONDecoder().decode(EntryJSONValue.self, from: Data(text.utf8)) { jsonLets[name] = json }
        }
        self.jsonLets = jsonLets
        self.lets = lets
        // JSON values where nothing says their type: arrays and scalars as JSON has them.
        for (name, json) in jsonLets {
            var reader = EntryJSONReader(evaluator: self, source: "--let \(name)", kind: .badLet, node: Syntax(TokenSyntax.identifier(name)), mode: .entry)
            // An object, whose type nothing here tells, is read only where its field's type is known.
            self.lets[name] = try? reader.value(json, as: "Any", path: name)
        }
    }

    /// `--let NAME=…` for a field of a known type: a JSON value read as that type.
    func letValue(_ path: String, type: TypeSyntax?) throws -> SwiftValue? {
        if let json = jsonLets[path], let type {
            var reader = EntryJSONReader(evaluator: self, source: "--let \(path)", kind: .badLet, node: Syntax(type), mode: .entry)
            return try reader.value(json, as: type.trimmedDescription, path: path)
        }
        return lets[path]
    }

    // MARK: Errors

    /// A problem at `node`, placed in the file that holds it (a value made in one file may be used in another).
    func problem(_ kind: SwiftImportError.Kind, _ node: some SyntaxProtocol, _ message: String, notes: [String] = [],
                 missingPath: String? = nil) -> SwiftImportError {
        let root = node.root.id
        let file = files.first { $0.tree.id == root } ?? files[currentFile]
        return SwiftImportError(kind, message, at: node, in: file, notes: notes, missingPath: missingPath)
    }

    /// Where a method or modifier call is named: its `.name`, else the whole callee.
    static func calledName(_ e: FunctionCallExprSyntax) -> Syntax {
        e.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(e.calledExpression)
    }

    /// Records that the construct at `node` is drawn, but not as iOS draws it: one warning per
    /// place, never an error (what TimerMask approximates it says it approximates).
    func approximate(_ node: some SyntaxProtocol, _ message: String) {
        let warning = problem(.approximated, node, message)
        if !approximations.contains(warning) { approximations.append(warning) }
    }

    func unsupported(_ node: some SyntaxProtocol, _ what: String, notes: [String] = []) -> SwiftImportError {
        problem(.unsupported, node, "\(what), which TimerMask cannot simulate", notes: notes)
    }

    func runtime(_ node: some SyntaxProtocol, _ what: String) -> SwiftImportError {
        problem(.runtime, node, what)
    }

    func missing(_ path: String, _ node: Syntax) -> SwiftImportError {
        if jsonLets[path] != nil {
            return problem(.missingValue, node, "'\(path)' is given a JSON object by --let, but nothing here says its type (it is read where it sets a field of a declared type)",
                           missingPath: path)
        }
        return problem(.missingValue, node, "'\(path)' has no value TimerMask can compute from the files given; supply it with --let \(path)=VALUE (a number, a string, an instant, a duration, or frames)",
                       missingPath: path)
    }

    /// A node's source as a message quotes it: on one line (a call may span several), and at
    /// most `length` characters.
    func quoted(_ node: some SyntaxProtocol, _ length: Int = 60) -> String {
        String(node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ").prefix(length))
    }

    /// The value itself, or the problem naming the `--let` it needs; under `swift-check`, a
    /// value that stands in for a problem already listed ends what uses it, silently.
    func known(_ value: SwiftValue) throws -> SwiftValue {
        if case .unknown(let path, let node) = value {
            if check?.listedPaths.contains(path) == true { throw SkippedDependency() }
            throw missing(path, node)
        }
        if case .skipped = value { throw SkippedDependency() }
        if case .untypedNumber(let i, _) = value { return .int(i) }   // no floating-point context: Swift's Int
        return value
    }

    /// `body`, or under `swift-check` nil when it met a problem (see `CheckState`).
    func attempt(_ body: () throws -> SwiftValue) throws -> SwiftValue? {
        guard let check else { return try body() }
        return try check.attempt(body)
    }

    /// An expression's value; under `swift-check`, `.skipped` for one that meets a problem (which
    /// is listed) or uses a value that did (which is not: it follows from the first).
    func eval(_ expr: ExprSyntax, _ scope: Scope) throws -> SwiftValue {
        guard let check else { return try evaluate(expr, scope) }
        return try check.attempt { try evaluate(expr, scope) } ?? .skipped
    }

    func step(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > options.stepLimit {
            throw problem(.limit, node, "evaluation passed its limit of \(options.stepLimit) steps here (a loop or recursion that does not end, or one far too long for a widget)")
        }
    }

    /// Runs `body` one call deeper, in `file`, refusing recursion past the limit.
    func nested<T>(_ node: some SyntaxProtocol, file: Int, _ body: () throws -> T) throws -> T {
        guard depth < options.recursionLimit else {
            throw problem(.limit, node, "calls nest more than \(options.recursionLimit) deep here (recursion without end?)")
        }
        depth += 1
        let saved = currentFile
        currentFile = file
        defer { depth -= 1; currentFile = saved }
        return try body()
    }

    // MARK: Statements

    enum Flow {
        case normal
        case returned(SwiftValue)
        case broke
        case continued
    }

    /// Runs statements. With `views`, every expression statement that is a view is collected
    /// (a result builder); without, the last lone expression is kept as an implicit return.
    func run(_ items: CodeBlockItemListSyntax, _ scope: Scope, views: inout [ViewValue]?, implicit: inout SwiftValue?) throws -> Flow {
        for item in items {
            try step(item)
            // swift-check: a statement that meets a problem, or uses what was skipped, is skipped.
            var flow = Flow.normal
            _ = try attempt {
                switch item.item {
                case .decl(let decl):
                    try declare(decl, scope)
                case .stmt(let stmt):
                    // A lone `if` or `switch` is the body's value (SE-0380), as a lone expression is.
                    if views == nil, items.count == 1, let e = stmt.as(ExpressionStmtSyntax.self)?.expression,
                       e.is(SwitchExprSyntax.self) || e.is(IfExprSyntax.self) {
                        implicit = try eval(e, scope)
                    } else {
                        flow = try execute(stmt, scope, views: &views)
                    }
                case .expr(let expr):
                    if views != nil {
                        try collect(expr, scope, into: &views!)
                    } else if let assign = expr.as(InfixOperatorExprSyntax.self), Self.isAssignment(assign) {
                        try assignment(assign, scope)
                    } else {
                        let value = try eval(expr, scope)
                        // A lone expression is the body's value (Swift's implicit return).
                        implicit = items.count == 1 ? value : nil
                    }
                }
                return .void
            }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// In a builder: `if`/`switch` add the views of the branch taken; any other expression adds its view.
    func collect(_ expr: ExprSyntax, _ scope: Scope, into views: inout [ViewValue]) throws {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            views += try builderIf(ifExpr, scope)
        } else if let switchExpr = expr.as(SwitchExprSyntax.self) {
            views += try builderSwitch(switchExpr, scope)
        } else if let assign = expr.as(InfixOperatorExprSyntax.self), Self.isAssignment(assign) {
            try assignment(assign, scope)
        } else {
            let value = try eval(expr, scope)
            if case .void = value { return }
            views.append(try view(value, expr))
        }
    }

    func execute(_ stmt: StmtSyntax, _ scope: Scope, views: inout [ViewValue]?) throws -> Flow {
        if let r = stmt.as(ReturnStmtSyntax.self) {
            return .returned(try r.expression.map { try eval($0, scope) } ?? .void)
        }
        if let e = stmt.as(ExpressionStmtSyntax.self) {
            if views != nil {
                try collect(e.expression, scope, into: &views!)
                return .normal
            }
            if let ifExpr = e.expression.as(IfExprSyntax.self) {
                return try statementIf(ifExpr, scope)
            }
            if let switchExpr = e.expression.as(SwitchExprSyntax.self) {
                guard let (items, caseScope) = try chooseCase(switchExpr, scope) else { return .normal }
                var none: [ViewValue]? = nil, implicit: SwiftValue? = nil
                let flow = try run(items, caseScope, views: &none, implicit: &implicit)
                if case .broke = flow { return .normal }
                return flow
            }
            _ = try eval(e.expression, scope)
            return .normal
        }
        if let f = stmt.as(ForStmtSyntax.self) { return try forLoop(f, scope, views: &views) }
        if let g = stmt.as(GuardStmtSyntax.self) {
            let inner = Scope(parent: scope)
            if try conditions(g.conditions, inner) {
                for (k, v) in inner.variables { scope.variables[k] = v }
                return .normal
            }
            var none: [ViewValue]? = nil, implicit: SwiftValue? = nil
            return try run(g.body.statements, Scope(parent: scope), views: &none, implicit: &implicit)
        }
        if let w = stmt.as(WhileStmtSyntax.self) {
            while try conditions(w.conditions, Scope(parent: scope)) {
                try step(w)
                var implicit: SwiftValue? = nil
                let flow = try run(w.body.statements, Scope(parent: scope), views: &views, implicit: &implicit)
                if case .broke = flow { break }
                if case .returned = flow { return flow }
            }
            return .normal
        }
        if stmt.is(BreakStmtSyntax.self) { return .broke }
        if stmt.is(ContinueStmtSyntax.self) { return .continued }
        throw unsupported(stmt, "the statement '\(quoted(stmt, 40))'")
    }

    func forLoop(_ f: ForStmtSyntax, _ scope: Scope, views: inout [ViewValue]?) throws -> Flow {
        guard f.awaitKeyword == nil, f.tryKeyword == nil else { throw unsupported(f, "an asynchronous for loop") }
        let sequence = try known(eval(f.sequence, scope))
        var flowOut = Flow.normal
        try iterate(sequence, f.sequence) { element in
            try step(f)
            let inner = Scope(parent: scope)
            try bindPattern(f.pattern, element, inner)
            if let clause = f.whereClause, try !truth(eval(clause.condition, inner), clause.condition) { return true }
            var implicit: SwiftValue? = nil
            let flow = try run(f.body.statements, inner, views: &views, implicit: &implicit)
            switch flow {
            case .broke: return false
            case .returned: flowOut = flow; return false
            default: return true
            }
        }
        return flowOut
    }

    /// Calls `body` with each element, lazily for ranges (so a billion-element loop stops at the
    /// step limit instead of building an array); `body` returns false to stop.
    func iterate(_ sequence: SwiftValue, _ node: some SyntaxProtocol, _ body: (SwiftValue) throws -> Bool) throws {
        switch sequence {
        case .range(let lower, let upper):
            var i = lower
            while i < upper {
                guard try body(.int(i)) else { return }
                i += 1
            }
        case .array(let elements):
            for element in elements { guard try body(element) else { return } }
        default:
            throw runtime(node, "\(sequence.typeDescription) is not a sequence to loop over")
        }
    }

    func declare(_ decl: DeclSyntax, _ scope: Scope) throws {
        if let v = decl.as(VariableDeclSyntax.self) {
            for binding in v.bindings {
                guard binding.accessorBlock == nil else { throw unsupported(binding, "a local computed variable") }
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.initializer == nil {
                    scope.variables[name] = SwiftValue.none   // `var x: T?` starts as nil (a bare `.none` would remove the name)
                    continue
                }
                guard let initial = binding.initializer?.value else {
                    throw unsupported(binding.pattern, "the pattern '\(quoted(binding.pattern))' without a value")
                }
                try bindPattern(binding.pattern, coerce(eval(initial, scope), to: binding.typeAnnotation?.type), scope)
            }
            return
        }
        if let f = decl.as(FunctionDeclSyntax.self) {
            // A local function: called by name in this scope, capturing it (Swift allows no overloading by body position).
            guard f.genericParameterClause == nil else { throw unsupported(f, "a generic local function") }
            scope.functions[f.name.text, default: []].append(Located(node: f, file: currentFile))
            return
        }
        if decl.is(IfConfigDeclSyntax.self) {
            throw unsupported(decl, "'#if' (its condition is the build's, which TimerMask does not know)")
        }
        throw unsupported(decl, "the local declaration '\(quoted(decl, 40))'")
    }

    /// Binds a `let`/`for` pattern: a name, `_`, or a tuple of them (`let (q, r) = …`,
    /// `for (i, frame) in frames.enumerated()`).
    func bindPattern(_ pattern: PatternSyntax, _ value: SwiftValue, _ scope: Scope) throws {
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text { scope.variables[name] = value; return }
        if pattern.is(WildcardPatternSyntax.self) { return }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return try bindPattern(binding.pattern, value, scope) }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(_, let values) = try known(value) else {
                throw runtime(pattern, "\(value.typeDescription) cannot be taken apart by the tuple pattern '\(quoted(pattern))'")
            }
            guard values.count == tuple.elements.count else {
                throw runtime(pattern, "the tuple pattern '\(quoted(pattern))' has \(tuple.elements.count) names for \(values.count) values")
            }
            for (element, part) in zip(tuple.elements, values) { try bindPattern(element.pattern, part, scope) }
            return
        }
        throw unsupported(pattern, "the pattern '\(quoted(pattern))'")
    }

    /// An integer literal given a floating-point type (`let s: CGFloat = 364`) becomes one.
    /// `value` as a parameter, property or variable declared `type` holds it: literals typed by
    /// it, and `.init(…)` built as that type (`style: .init(lineWidth: 30)`).
    func coerce(_ value: SwiftValue, to type: TypeSyntax?) throws -> SwiftValue {
        // `[City]` given `[.tokyo, .london]`: each element read as the element type.
        var unwrapped = type
        while let inner = unwrapped?.as(OptionalTypeSyntax.self)?.wrappedType ?? unwrapped?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            unwrapped = inner
        }
        if let array = unwrapped?.as(ArrayTypeSyntax.self), case .array(let items) = value {
            return .array(try items.map { try coerce($0, to: array.element) })
        }
        // `departures: .preview(from: .now)`: a static member of an `extension Array` of the files.
        if unwrapped?.is(ArrayTypeSyntax.self) == true, case .member(let member, let args) = value, let info = index.types["Array"] {
            if let methods = info.staticMethods[member] { return try callFunction(methods, args, selfValue: nil, typeName: info.name, type!) }
            if args.isEmpty, info.staticProperties[member] != nil { return try staticProperty(member, of: info, type!) }
        }
        let name = type?.trimmedDescription.replacingOccurrences(of: "?", with: "")
        let isFloat = name.map { Self.floatTypes.contains($0) } ?? false
        switch value {
        case .int(let i) where isFloat: return .real(Real(i))
        case .untypedNumber(_, let r) where isFloat: return .real(r)
        case .untypedNumber(let i, _): return .int(i)   // `let x = 7 / 2` is an Int, as in Swift
        case .member(let member, let args) where name == "Color" && args.isEmpty && Builtins.color(member) != nil:
            return .color(Builtins.color(member)!)   // `var tint: Color { .red }`
        case .member("now", let args) where name == "Date" && args.isEmpty:
            return .date(try now(type!))   // `date: .now`
        case .member(let member, let args) where name == "Calendar" && index.types["Calendar"] == nil && args.isEmpty
                                                  && (member == "current" || member == "autoupdatingCurrent"):
            return currentCalendar   // `calendar: Calendar = .current`
        case .member(let member, let args) where name.map({ index.types[$0]?.staticProperties[member] != nil }) == true && args.isEmpty:
            // `summary: .sample`: a static property of the declared type.
            return try staticProperty(member, of: index.types[name!]!, type!)
        case .member(let member, let args) where name.map({ index.types[$0]?.staticMethods[member] != nil }) == true:
            return try callFunction(index.types[name!]!.staticMethods[member]!, args, selfValue: nil, typeName: name, type!)
        case .member("init", let args):
            guard let name, let type else { return value }
            if let info = index.types[name] { return try construct(info, args, type) }
            return value
        default: return value
        }
    }

    static let floatTypes: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval"]

    static func isAssignment(_ e: InfixOperatorExprSyntax) -> Bool {
        if e.operator.is(AssignmentExprSyntax.self) { return true }
        if let op = e.operator.as(BinaryOperatorExprSyntax.self) {
            return ["+=", "-=", "*=", "/="].contains(op.operator.text)
        }
        return false
    }

    func assignment(_ e: InfixOperatorExprSyntax, _ scope: Scope) throws {
        var value = try eval(e.rightOperand, scope)
        if let op = e.operator.as(BinaryOperatorExprSyntax.self) {
            let current = try eval(e.leftOperand, scope)
            value = try binary(String(op.operator.text.dropLast()), current, value, e)
        }
        try store(value, into: e.leftOperand, scope)
    }

    /// `x = v`, `self.x = v`: a local, or a stored property of `self`.
    func store(_ value: SwiftValue, into target: ExprSyntax, _ scope: Scope) throws {
        if let ref = target.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name == "self", let box = scope.selfBox { box.value = value; return }
            if scope.assign(name, value) { return }
            if let box = scope.selfBox, case .instance(var instance) = box.value {
                instance.fields[name] = value
                box.value = .instance(instance)
                return
            }
            throw runtime(target, "'\(name)' is not a variable here")
        }
        // `self.x = v`, `calendar.timeZone = zone`, `a.b.c = v`: the field set in a copy of the
        // value, stored back where it came from (structs are values; a formatter or calendar
        // assigned this way is not shared with another name first in widget code).
        if let member = target.as(MemberAccessExprSyntax.self), let baseExpr = member.base {
            guard case .instance(var instance) = try known(eval(baseExpr, scope)) else {
                throw unsupported(target, "assigning to '\(quoted(target))'")
            }
            instance.fields[member.declName.baseName.text] = value
            try store(.instance(instance), into: baseExpr, scope)
            return
        }
        throw unsupported(target, "assigning to '\(quoted(target))'")
    }

    // MARK: Conditions, if, switch

    func truth(_ value: SwiftValue, _ node: some SyntaxProtocol) throws -> Bool {
        guard case .bool(let b) = try known(value) else { throw runtime(node, "\(value.typeDescription) is not a Bool") }
        return b
    }

    /// Evaluates `if`/`guard` conditions, binding `if let` names in `scope`.
    func conditions(_ list: ConditionElementListSyntax, _ scope: Scope) throws -> Bool {
        for element in list {
            switch element.condition {
            case .expression(let e):
                guard try truth(eval(e, scope), e) else { return false }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw unsupported(binding, "the binding '\(quoted(binding))'")
                }
                // `if let x`, `guard let x` (SE-0345): the x the scope sees, a local or self's property.
                let value = try known(binding.initializer.map { try eval($0.value, scope) } ?? self.name(name, at: binding.pattern, scope))
                if case .none = value { return false }
                scope.variables[name] = value
            case .availability(let availability):
                guard SimulatedPlatform.satisfies(availability) else { return false }
            case .matchingPattern(let match):
                // `if case .gust(let speed) = entry.wind`: the switch's pattern rules, its bindings in scope.
                guard try matches(known(eval(match.initializer.value, scope)), match.pattern, scope) else { return false }
            @unknown default:
                throw unsupported(element, "the condition '\(quoted(element))'")
            }
        }
        return true
    }

    func statementIf(_ node: IfExprSyntax, _ scope: Scope) throws -> Flow {
        let inner = Scope(parent: scope)
        var none: [ViewValue]? = nil, implicit: SwiftValue? = nil
        if try conditions(node.conditions, inner) {
            return try run(node.body.statements, inner, views: &none, implicit: &implicit)
        }
        switch node.elseBody {
        case .ifExpr(let next): return try statementIf(next, scope)
        case .codeBlock(let block): return try run(block.statements, Scope(parent: scope), views: &none, implicit: &implicit)
        case nil: return .normal
        }
    }

    func builderIf(_ node: IfExprSyntax, _ scope: Scope) throws -> [ViewValue] {
        let inner = Scope(parent: scope)
        if try conditions(node.conditions, inner) { return try builderBlock(node.body.statements, inner) }
        switch node.elseBody {
        case .ifExpr(let next): return try builderIf(next, scope)
        case .codeBlock(let block): return try builderBlock(block.statements, Scope(parent: scope))
        case nil: return []
        }
    }

    func builderSwitch(_ node: SwitchExprSyntax, _ scope: Scope) throws -> [ViewValue] {
        guard let (items, caseScope) = try chooseCase(node, scope) else { return [] }
        return try builderBlock(items, caseScope)
    }

    func builderBlock(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> [ViewValue] {
        var views: [ViewValue]? = []
        var implicit: SwiftValue? = nil
        _ = try run(items, scope, views: &views, implicit: &implicit)
        return views ?? []
    }

    /// `if` as an expression: the value of the branch taken.
    func expressionIf(_ node: IfExprSyntax, _ scope: Scope) throws -> SwiftValue {
        let inner = Scope(parent: scope)
        if try conditions(node.conditions, inner) { return try branchValue(node.body.statements, inner, node) }
        switch node.elseBody {
        case .ifExpr(let next): return try expressionIf(next, scope)
        case .codeBlock(let block): return try branchValue(block.statements, Scope(parent: scope), node)
        case nil: return .void
        }
    }

    func branchValue(_ items: CodeBlockItemListSyntax, _ scope: Scope, _ node: some SyntaxProtocol) throws -> SwiftValue {
        var none: [ViewValue]? = nil, implicit: SwiftValue? = nil
        let flow = try run(items, scope, views: &none, implicit: &implicit)
        if case .returned(let v) = flow { return v }
        if let implicit { return implicit }
        if let last = items.last, case .expr(let e) = last.item { return try eval(e, scope) }
        return .void
    }

    /// The statements of the case `node` takes, with its bindings, or nil when none matches.
    func chooseCase(_ node: SwitchExprSyntax, _ scope: Scope) throws -> (CodeBlockItemListSyntax, Scope)? {
        let subject = try known(eval(node.subject, scope))
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else { throw unsupported(element, "'#if' inside a switch") }
            let caseScope = Scope(parent: scope)
            switch switchCase.label {
            case .default:
                return (switchCase.statements, caseScope)
            case .case(let label):
                for item in label.caseItems {
                    if try matches(subject, item.pattern, caseScope) {
                        if let guardExpr = item.whereClause?.condition, try !truth(eval(guardExpr, caseScope), guardExpr) { continue }
                        return (switchCase.statements, caseScope)
                    }
                }
            }
        }
        return nil
    }

    func matches(_ subject: SwiftValue, _ pattern: PatternSyntax, _ scope: Scope) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let binding = pattern.as(ValueBindingPatternSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            scope.variables[name] = subject
            return true
        }
        guard let expr = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            throw unsupported(pattern, "the case pattern '\(quoted(pattern))'")
        }
        // `.custom(let s)`: a case with its payload bound.
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard case .member(let name, let payload) = subject, name == member.declName.baseName.text else { return false }
            for (i, arg) in call.arguments.enumerated() where i < payload.count {
                if let bound = arg.expression.as(PatternExprSyntax.self) {
                    guard try matches(payload[i].value, bound.pattern, scope) else { return false }
                } else if try !equal(payload[i].value, eval(arg.expression, scope)) {
                    return false
                }
            }
            return true
        }
        if let bound = expr.as(PatternExprSyntax.self) { return try matches(subject, bound.pattern, scope) }
        let value = try eval(expr, scope)
        if case .range(let lower, let upper) = value, case .int(let i) = subject { return i >= lower && i < upper }
        return try equal(subject, value)
    }

    func equal(_ l: SwiftValue, _ r: SwiftValue) throws -> Bool {
        switch (l, r) {
        case (.int(let a), .int(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.date(let a), .date(let b)): return a == b
        case (.member(let a, _), .member(let b, _)): return a == b
        // `--let mood=calm` gives the text `calm`; Swift compares no String with a case, so the
        // text of a case's name is that case.
        case (.string(let a), .member(let b, let payload)), (.member(let b, let payload), .string(let a)): return payload.isEmpty && a == b
        case (.tuple(_, let a), .tuple(_, let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where !(try equal(x, y)) { return false }
            return true
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        default:
            if let a = real(l), let b = real(r) { return a.exact != nil && b.exact != nil ? a.exact == b.exact : a.double == b.double }
            return false
        }
    }

    func real(_ v: SwiftValue) -> Real? {
        switch v {
        case .int(let i): return Real(i)
        case .real(let r), .untypedNumber(_, let r): return r
        case .member("infinity", _): return Real(double: .infinity)
        case .member("pi", _): return Real(double: .pi)
        case .member("zero", _): return Real(0)
        default: return nil
        }
    }
}
