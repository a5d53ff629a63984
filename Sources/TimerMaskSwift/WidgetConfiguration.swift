import SwiftSyntax

/// A `Widget`'s `body`: `StaticConfiguration(kind:provider:) { entry in MyView(entry: entry) }`
/// (or `AppIntentConfiguration`, `IntentConfiguration`) and the modifiers written after it.
/// WidgetKit builds the view by calling the content closure with an entry; so does TimerMask.
struct WidgetConfigurationValue {
    enum Kind: String, CaseIterable {
        case staticConfiguration = "StaticConfiguration"
        case appIntentConfiguration = "AppIntentConfiguration"
        case intentConfiguration = "IntentConfiguration"
    }

    let kind: Kind
    /// The `kind:` string the widget is registered under.
    var widgetKind: String?
    /// The `provider:` argument, evaluated only when entries come from the provider (building
    /// it may need what a preview never does), and the scope it is read in.
    var provider: ExprSyntax?
    var scope: Scope
    /// The content closure: one entry in, the widget's view out.
    var content: Closure
    /// `.supportedFamilies([…])`: the families offered; nil when not written (every system family).
    var families: [String]?
    /// `.contentMarginsDisabled()`.
    var contentMarginsDisabled = false
    let node: Syntax
}

/// The modifiers of a widget configuration.
enum ConfigurationMethod: String, CaseIterable {
    case supportedFamilies, contentMarginsDisabled
    // What the system shows around the widget, or how it is configured and refreshed: nothing drawn.
    case configurationDisplayName, description, disfavoredLocations, promptsForUserConfiguration, backgroundTask
    case onBackgroundURLSessionEvents, pushHandler, widgetAccentable

    /// What TimerMask does with it, in one line (for the support table).
    var summary: String {
        switch self {
        case .supportedFamilies: "the families the widget offers; --family must be one of them"
        case .contentMarginsDisabled: "the widget's content is not padded by the content margins (WidgetChrome)"
        default: "read and ignored: it changes nothing the widget draws"
        }
    }
}

extension Evaluator {
    /// `StaticConfiguration(kind:provider:content:)` and its kin: the content closure and the
    /// kind are read; the provider and intent are kept unevaluated.
    func configuration(_ kind: WidgetConfigurationValue.Kind, _ e: FunctionCallExprSyntax, _ scope: Scope) throws -> SwiftValue {
        let contentExpr = e.trailingClosure ?? e.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
        guard let contentExpr else {
            throw runtime(e, "\(kind.rawValue) needs its content closure ({ entry in MyView(entry: entry) })")
        }
        var widgetKind: String? = nil
        if let kindExpr = e.arguments.first(where: { $0.label?.text == "kind" })?.expression,
           case .string(let s) = try known(eval(kindExpr, scope)) { widgetKind = s }
        return .configuration(WidgetConfigurationValue(kind: kind, widgetKind: widgetKind,
                                                       provider: e.arguments.first { $0.label?.text == "provider" }?.expression,
                                                       scope: scope, content: closure(contentExpr, scope), node: Syntax(e)))
    }

    /// A configuration's modifier: families and margins kept, the rest read and ignored.
    func configurationMethod(_ name: String, _ configuration: WidgetConfigurationValue, _ args: [Arg],
                             _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        guard let method = ConfigurationMethod(rawValue: name) else {
            throw unsupported(Self.calledName(e), "the widget configuration modifier .\(name)(…)",
                              notes: ["the modifiers TimerMask reads: \(ConfigurationMethod.allCases.map(\.rawValue).joined(separator: ", "))"])
        }
        var out = configuration
        switch method {
        case .supportedFamilies:
            guard case .array(let items)? = args.first?.value else { throw runtime(e, "supportedFamilies takes an array of families") }
            out.families = try items.map { item in
                guard case .member(let family, let payload) = try known(item), payload.isEmpty else {
                    throw runtime(e, "supportedFamilies: \(item.typeDescription) is not a family such as .systemSmall")
                }
                return family
            }
        case .contentMarginsDisabled:
            out.contentMarginsDisabled = true
        default:
            break
        }
        return .configuration(out)
    }
}
