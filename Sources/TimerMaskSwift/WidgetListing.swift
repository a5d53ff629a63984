import Foundation
import SwiftSyntax
import TimerMaskCore

/// What `swift-check --list` prints: the widgets the files declare, their `#Preview`s, and the
/// entries the chosen widget is rendered with.
public struct WidgetListing: Sendable {
    /// A widget the files declare: its type, kind, families, and whether it is the one rendered by default.
    public struct Widget: Sendable {
        public let type: String
        public let kind: String?
        /// `StaticConfiguration`, `AppIntentConfiguration`, `IntentConfiguration`; nil when its body could not be evaluated.
        public let configuration: String?
        /// Its `supportedFamilies`; nil when not written (every system family) or not evaluated.
        public let families: [String]?
        /// Why its body could not be evaluated, if it could not.
        public let problem: String?
        /// Whether `render` renders it with these options (`--widget`, else the default).
        public let isDefault: Bool
    }

    /// A `#Preview` of a widget: its number, title and place in the source.
    public struct Preview: Sendable {
        public let number: Int
        public let title: String
        public let family: String?
        public let widget: String?
        /// One per statement of its `timeline:` closure (nil with a `timelineProvider:`).
        public let entryStatements: Int?
        public let place: String
    }

    /// An entry the widget is rendered with: its label and its date.
    public struct Entry: Sendable {
        public let label: String
        public let date: Instant
    }

    public let widgets: [Widget]
    public let previews: [Preview]
    /// The widget rendered with these options, where its entries come from, and the entries.
    public let chosen: String?
    public let origin: String?
    public let entries: [Entry]
    /// Why the entries could not be listed, if they could not.
    public let entriesProblem: String?

    /// The listing as lines of text.
    public var text: String {
        var lines = ["widgets:"]
        if widgets.isEmpty { lines.append("  none (a View is rendered on its own: the only one, or --view)") }
        for w in widgets {
            var line = "  \(w.type)"
            if let kind = w.kind { line += " (kind \"\(kind)\")" }
            if let configuration = w.configuration { line += ", \(configuration)" }
            line += ", families: " + (w.families?.joined(separator: ", ") ?? (w.problem == nil ? "all system families" : "?"))
            if w.isDefault { line += "  [rendered]" }
            lines.append(line)
            if let problem = w.problem { lines.append("    its body cannot be evaluated: \(problem)") }
        }
        lines.append("previews:")
        if previews.isEmpty { lines.append("  none") }
        for p in previews {
            let entries = p.entryStatements.map { "\($0) entr\($0 == 1 ? "y" : "ies")" } ?? "a timeline provider"
            lines.append("  \(p.number). \(p.title), as \(p.family ?? "?"), of \(p.widget ?? "?"): \(entries) (\(p.place))")
        }
        if let chosen {
            lines.append("entries of \(chosen)" + (origin.map { " (from \($0))" } ?? "") + ":")
            if let entriesProblem { lines.append("  cannot be listed: \(entriesProblem)") }
            for (i, e) in entries.enumerated() { lines.append("  \(i + 1). \(e.date.iso8601)  \(e.label)") }
        }
        return lines.joined(separator: "\n")
    }
}

extension SwiftWidgetSource {
    /// The widgets, previews and entries the files give, as `options` would render them.
    public func listing(_ options: SwiftWidgetOptions) -> WidgetListing {
        (try? LargeStack.run { listingNow(options) }) ?? WidgetListing(widgets: [], previews: [], chosen: nil, origin: nil, entries: [],
                                                                        entriesProblem: "the files could not be read")
    }

    private func listingNow(_ options: SwiftWidgetOptions) -> WidgetListing {
        let sources = files.map(\.file)
        let index = DeclarationIndex(files: sources)
        let catalog = WidgetCatalog(index: index, files: sources)
        let wantedPreview = options.previewName.flatMap { try? chosenPreview($0, catalog) }
        let chosen = try? catalog.chosen(options.widgetName, preview: wantedPreview, files: fileNames.joined(separator: ", "))
        var widgets: [WidgetListing.Widget] = []
        // The chosen widget's configuration, evaluated once: its entries are listed from it below.
        var chosenConfiguration: (Evaluator, WidgetConfigurationValue)? = nil
        for name in catalog.widgets {
            do {
                let evaluator = try Evaluator(files: sources, index: index, options: options)
                let configuration = try evaluator.configuration(ofWidget: index.types[name]!)
                if name == chosen ?? nil { chosenConfiguration = (evaluator, configuration) }
                widgets.append(.init(type: name, kind: configuration.widgetKind ?? catalog.kinds[name], configuration: configuration.kind.rawValue,
                                     families: configuration.families, problem: nil, isDefault: name == chosen ?? nil))
            } catch {
                widgets.append(.init(type: name, kind: catalog.kinds[name], configuration: nil, families: nil,
                                     problem: "\(error)", isDefault: name == chosen ?? nil))
            }
        }
        let previews = catalog.previews.map { p in
            WidgetListing.Preview(number: p.number, title: p.title, family: p.family, widget: p.widgetType,
                                  entryStatements: p.timeline.map { $0.statements.filter { if case .expr = $0.item { true } else { false } }.count },
                                  place: sources[p.file].location(p.node))
        }
        guard let chosen = chosen ?? nil else {
            return WidgetListing(widgets: widgets, previews: previews, chosen: nil, origin: nil, entries: [], entriesProblem: nil)
        }
        do {
            let (evaluator, configuration) = try chosenConfiguration ?? {
                let evaluator = try Evaluator(files: sources, index: index, options: options)
                return (evaluator, try evaluator.configuration(ofWidget: index.types[chosen]!))
            }()
            let (entries, origin, _) = try self.entries(of: chosen, configuration, preview: wantedPreview, catalog: catalog,
                                                     evaluator: evaluator, options: options)
            return WidgetListing(widgets: widgets, previews: previews, chosen: chosen, origin: origin.description,
                                 entries: origin == .none ? [] : entries.map { .init(label: $0.label, date: $0.date) }, entriesProblem: nil)
        } catch {
            return WidgetListing(widgets: widgets, previews: previews, chosen: chosen, origin: nil, entries: [], entriesProblem: "\(error)")
        }
    }
}
