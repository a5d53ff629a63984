import SwiftSyntax
import TimerMaskCore

/// What a provider answered WidgetKit: the entries, when it wants to be asked again, and the
/// method that answered.
struct ProviderAnswer {
    let entries: [WidgetEntry]
    let policy: ReloadPolicy
    /// As messages name it: `Provider.getTimeline(in:completion:)`.
    let method: String
}

/// The two questions WidgetKit asks a provider besides `placeholder(in:)`.
enum ProviderRequest: CaseIterable {
    /// `getTimeline(in:completion:)` (TimelineProvider), `getTimeline(for:in:completion:)`
    /// (IntentTimelineProvider), `timeline(for:in:) async` (AppIntentTimelineProvider): what the
    /// Home Screen shows.
    case timeline
    /// `getSnapshot(in:completion:)`, `getSnapshot(for:in:completion:)`, `snapshot(for:in:) async`:
    /// what the widget gallery shows.
    case snapshot

    /// The method names that answer it, the completion-handler form first.
    var methodNames: [String] {
        switch self {
        case .timeline: ["getTimeline", "timeline"]
        case .snapshot: ["getSnapshot", "snapshot"]
        }
    }
}

extension Evaluator {
    /// The provider's answer to `request`, its method called as WidgetKit calls it at the
    /// reference instant (`Date()` reads the reference): with the family's context, the
    /// configuration intent the files declare at its parameters' defaults, and a completion
    /// handler whose first call is the answer. nil when the provider declares no such method.
    func providerAnswer(_ request: ProviderRequest, provider: SwiftValue, info: TypeInfo, _ node: some SyntaxProtocol) throws -> ProviderAnswer? {
        for name in request.methodNames {
            for function in info.methods[name] ?? [] {
                let parameters = function.node.signature.parameterClause.parameters
                let method = "\(info.name).\(name)(\(parameters.map { "\($0.firstName.text):" }.joined()))"
                let handler = CompletionHandler(method: method)
                var args: [Arg] = []
                for parameter in parameters {
                    let at = Syntax(parameter)
                    switch parameter.firstName.text {
                    case "in": args.append(Arg(label: "in", value: providerContext(isPreview: request == .snapshot), node: at))
                    case "for": args.append(Arg(label: "for", value: try configurationIntent(parameter.type), node: at))
                    case "completion": args.append(Arg(label: "completion", value: .completion(handler), node: at))
                    default: break   // a parameter WidgetKit does not pass: this overload does not bind
                    }
                }
                guard args.count == parameters.count else { continue }
                let returned = try callFunction([function], args, selfValue: provider, typeName: info.name, node)
                let answer: SwiftValue
                if let given = handler.value {
                    answer = try known(given)
                } else if case .void = returned {
                    throw runtime(function.node.name, "\(method) returned without calling its completion handler, so WidgetKit would have nothing to show")
                } else {
                    answer = try known(returned)
                }
                let at = Syntax(function.node.name)
                switch request {
                case .timeline:
                    guard case .instance(let timeline) = answer, timeline.type == "Timeline", case .array(let list)? = timeline.fields["entries"] else {
                        throw runtime(at, "\(method) answered \(answer.typeDescription), not a Timeline")
                    }
                    guard !list.isEmpty else { throw runtime(at, "\(method) answered a timeline without entries") }
                    guard list.count <= SceneTimeline.maximumEntries else {
                        throw problem(.limit, at, "\(method) answered a timeline of \(list.count) entries, over the limit of \(SceneTimeline.maximumEntries)")
                    }
                    let entries = try list.enumerated().map { i, value in
                        try entry(known(value), label: "\(method) entry \(i + 1)", at)
                    }
                    return ProviderAnswer(entries: entries, policy: try reloadPolicy(timeline.fields["policy"] ?? .member("atEnd", []), at), method: method)
                case .snapshot:
                    return ProviderAnswer(entries: [try entry(answer, label: method, at)], policy: .never, method: method)
                }
            }
        }
        return nil
    }

    /// The configuration a provider method is given `for:`: the intent type the files declare
    /// (an App Intent, its `@Parameter`s at their defaults); an intent Xcode generates from an
    /// `.intentdefinition` file is not in the files, so its parameters are values `--let
    /// configuration.NAME=…` gives.
    func configurationIntent(_ type: TypeSyntax) throws -> SwiftValue {
        let name = type.trimmedDescription
        if let info = index.types[name], info.kind == .structure { return try construct(info, [], type) }
        return .unknown("configuration", Syntax(type))
    }
}
