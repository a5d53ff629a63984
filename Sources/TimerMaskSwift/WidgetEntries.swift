import Foundation
import SwiftSyntax
import TimerMaskCore

/// One entry the widget is rendered with: its value (an instance of the entry type), its date
/// (`TimelineEntry.date`, when WidgetKit shows it) and where it came from.
struct WidgetEntry {
    let value: SwiftValue
    let date: Instant
    let label: String
    let node: Syntax
}

/// Where a widget's entries came from, as `swift-check` and messages say it.
public enum WidgetEntryOrigin: Equatable, Sendable, CustomStringConvertible {
    /// `--entry FILE.json`.
    case file(String)
    /// A `#Preview`'s timeline, by its title (`#Preview "Running"`).
    case preview(String)
    /// The first entry an older `PreviewProvider`'s `previews` builds, by the provider's type.
    case previewProvider(String)
    /// The provider's timeline, by the method that gave it (`Provider.getTimeline(in:completion:)`).
    case timeline(String)
    /// The provider's snapshot, by the method that gave it.
    case snapshot(String)
    /// The provider's `placeholder(in:)`.
    case placeholder(String)
    /// None: the configuration closure is given an entry whose fields only `--let` supplies.
    case none

    public var description: String {
        switch self {
        case .file(let name): "--entry \(name)"
        case .preview(let title): "the timeline of \(title)"
        case .previewProvider(let type): "the first entry \(type).previews builds"
        case .timeline(let method), .snapshot(let method): method
        case .placeholder(let provider): "\(provider).placeholder(in:)"
        case .none: "no entry in the files (fields from --let)"
        }
    }
}

extension Evaluator {
    /// The widget's body, evaluated: its configuration.
    func configuration(ofWidget info: TypeInfo) throws -> WidgetConfigurationValue {
        let node = info.declaration.node
        guard case .instance(let widget) = try construct(info, [], node) else { throw runtime(node, "\(info.name) is not a struct") }
        guard info.computed["body"] != nil else { throw unsupported(node, "the Widget \(info.name) without a computed body") }
        let body = try computedProperty("body", of: widget, info: info, node)
        guard case .configuration(let configuration) = try known(body) else {
            throw unsupported(info.computed["body"]!.node, "the body of \(info.name), \(body.typeDescription) (TimerMask builds widgets from \(WidgetConfigurationValue.Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return configuration
    }

    /// The entries of a `#Preview`'s `timeline:` closure, one per statement that is an
    /// expression, dated as written (`.now` and `Date()` read the reference).
    func previewEntries(_ preview: WidgetPreview) throws -> [WidgetEntry] {
        guard let timeline = preview.timeline else { return try previewProviderTimeline(preview).entries }
        return try nested(timeline, file: preview.file) {
            let scope = Scope(parent: nil)
            var entries: [WidgetEntry] = []
            for item in timeline.statements {
                try step(item)
                switch item.item {
                case .decl(let decl):
                    try declare(decl, scope)
                case .expr(let expr):
                    let value = try known(eval(expr, scope))
                    entries.append(try entry(value, label: "\(preview.title) entry \(entries.count + 1)", Syntax(expr)))
                case .stmt(let stmt):
                    throw unsupported(stmt, "this statement in a #Preview timeline (TimerMask reads one entry per line, and let declarations)")
                }
            }
            guard !entries.isEmpty else { throw runtime(timeline, "\(preview.title)'s timeline gives no entry") }
            return entries
        }
    }

    /// The timeline of a `#Preview(as:widget:timelineProvider:)`'s provider, asked as WidgetKit asks it.
    func previewProviderTimeline(_ preview: WidgetPreview) throws -> ProviderAnswer {
        guard let closure = preview.timelineProvider else {
            throw runtime(preview.node, "\(preview.title) has neither a timeline: nor a timelineProvider: closure")
        }
        return try nested(closure, file: preview.file) {
            let provider = try known(callClosure(self.closure(closure, Scope(parent: nil)), [], closure))
            guard case .instance(let instance) = provider, let info = index.types[instance.type] else {
                throw unsupported(closure, "the timeline provider \(provider.typeDescription) (TimerMask runs a provider the files declare)")
            }
            guard let answer = try providerAnswer(.timeline, provider: provider, info: info, closure) else {
                throw runtime(closure, "\(info.name) declares no getTimeline(in:completion:) or timeline(for:in:) for \(preview.title) to show")
            }
            return answer
        }
    }

    /// The first entry a `PreviewProvider`'s `previews` builds (`MyView(entry: SimpleEntry(date: Date(), …))
    /// .previewContext(…)`, the form before `#Preview`): the first call of the entry type in it,
    /// evaluated where it is written. nil when no preview provider builds one.
    func previewProviderEntry(_ configuration: WidgetConfigurationValue) throws -> (WidgetEntry, String)? {
        guard let entryType = entryType(configuration) else { return nil }
        let last = entryType.split(separator: ".").last.map(String.init) ?? entryType
        for name in index.typeOrder {
            guard let info = index.types[name], info.conformances.contains("PreviewProvider"),
                  let previews = info.staticProperties["previews"] else { continue }
            final class EntryCall: SyntaxVisitor {
                let names: Set<String>
                var found: FunctionCallExprSyntax?
                init(_ names: Set<String>) { self.names = names; super.init(viewMode: .sourceAccurate) }
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    guard found == nil else { return .skipChildren }
                    if let ref = node.calledExpression.as(DeclReferenceExprSyntax.self), names.contains(ref.baseName.text) { found = node; return .skipChildren }
                    return .visitChildren
                }
            }
            let visitor = EntryCall([entryType, last])
            visitor.walk(previews.node)
            guard let call = visitor.found else { continue }
            let value = try nested(call, file: previews.file) { try known(eval(ExprSyntax(call), Scope(parent: nil, typeName: info.name))) }
            return (try entry(value, label: "\(info.name).previews", Syntax(call)), info.name)
        }
        return nil
    }

    /// The provider the configuration names (`provider: Provider()`), evaluated, when the files
    /// declare its type.
    func provider(_ configuration: WidgetConfigurationValue) throws -> (SwiftValue, TypeInfo)? {
        guard let providerExpr = configuration.provider, providerType(configuration) != nil else { return nil }
        let provider = try nested(providerExpr, file: configuration.content.file) { try known(eval(providerExpr, configuration.scope)) }
        guard case .instance(let instance) = provider, let info = index.types[instance.type] else { return nil }
        return (provider, info)
    }

    /// The `placeholder(in:)` of `provider` (evaluated from `providerExpr`), called with the
    /// context of the family rendered; nil when the provider declares none.
    func placeholderEntry(provider: SwiftValue, info: TypeInfo, _ providerExpr: ExprSyntax) throws -> WidgetEntry? {
        guard let placeholder = info.methods["placeholder"] else { return nil }
        let context = Arg(label: "in", value: providerContext(), node: Syntax(providerExpr))
        let value = try known(callFunction(placeholder, [context], selfValue: provider, typeName: info.name, providerExpr))
        return try entry(value, label: "\(info.name).placeholder(in:)", Syntax(placeholder[0].node.name))
    }

    /// The type of the configuration's `provider: Provider()`, when the files declare it.
    func providerType(_ configuration: WidgetConfigurationValue) -> TypeInfo? {
        guard let call = configuration.provider?.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return index.types[name]
    }

    /// The `TimelineProviderContext` a provider is given: the family rendered and its size;
    /// `isPreview` when WidgetKit asks for the gallery's snapshot.
    func providerContext(isPreview: Bool = false) -> SwiftValue {
        .instance(Instance(type: "TimelineProviderContext", fields: [
            "family": .member(options.family.rawValue, []),
            "displaySize": .size(Real(double: options.width), Real(double: options.height)),
            "isPreview": .bool(isPreview),
        ]))
    }

    /// A value as an entry: it must have its `date`.
    func entry(_ value: SwiftValue, label: String, _ node: Syntax) throws -> WidgetEntry {
        guard case .instance(let instance) = value else {
            throw runtime(node, "a timeline entry is a struct with a date; this is \(value.typeDescription)")
        }
        guard case .date(let date)? = instance.fields["date"] else {
            throw runtime(node, "the entry \(instance.type) has no date TimerMask can read (TimelineEntry needs `let date: Date`)")
        }
        return WidgetEntry(value: value, date: date, label: label, node: node)
    }

    /// `--let entry.field=VALUE` laid over the entry, `entry` being the closure's parameter name.
    func overriding(_ entry: SwiftValue, parameter: String, _ configuration: WidgetConfigurationValue) throws -> SwiftValue {
        var out = entry
        for path in Set(lets.keys).union(jsonLets.keys).sorted() {
            let parts = path.split(separator: ".").map(String.init)
            guard parts.count >= 2, parts[0] == parameter else { continue }
            // A JSON value is read as the type of the field it sets.
            guard let typed = try fieldType(Array(parts.dropFirst()), in: out).flatMap({ try letValue(path, type: $0) }) ?? lets[path] else {
                throw missing(path, configuration.node)
            }
            out = Self.setting(Array(parts.dropFirst()), to: typed, in: out)
        }
        return out
    }

    /// The declared type of the field at `path` below `value`, when the files say it.
    func fieldType(_ path: [String], in value: SwiftValue) throws -> TypeSyntax? {
        guard let first = path.first, case .instance(let instance) = value, let info = index.types[instance.type],
              let field = info.stored.first(where: { $0.name == first }) else { return nil }
        if path.count == 1 { return field.type }
        return try fieldType(Array(path.dropFirst()), in: instance.fields[first] ?? .none)
    }

    static func setting(_ path: [String], to value: SwiftValue, in base: SwiftValue) -> SwiftValue {
        guard let first = path.first, case .instance(var instance) = base else { return base }
        instance.fields[first] = path.count == 1 ? value : setting(Array(path.dropFirst()), to: value, in: instance.fields[first] ?? .none)
        return .instance(instance)
    }

    /// The view the configuration's closure builds from `entry`, with `Date()` in it reading the
    /// entry's date (WidgetKit renders an entry at its date).
    func entryView(_ configuration: WidgetConfigurationValue, entry: SwiftValue, moment: Instant) throws -> ViewValue {
        let saved = entryMoment
        entryMoment = moment
        defer { entryMoment = saved }
        let parameter = configuration.content.parameters.first ?? "$0"
        let given = try overriding(entry, parameter: parameter, configuration)
        return try view(callClosure(configuration.content, [given], configuration.node, builder: true), configuration.node)
    }
}
