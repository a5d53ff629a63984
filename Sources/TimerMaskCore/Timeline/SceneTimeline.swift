/// A widget's timeline (domain.md section 12): entries, each with its date and the values that
/// differ from the entry before, and a reload policy. The tree is written once; text runs and
/// timer dates that change between entries name a value (`{"value": "dayPrefix"}`) that each
/// entry may give. An entry's values are the first entry's with every later one's laid over
/// them in order, so an entry states only what changes at its date.
public struct SceneTimeline: Equatable, Sendable {
    public var entries: [TimelineEntry]
    public var policy: ReloadPolicy

    /// The most entries one timeline may hold.
    public static let maximumEntries = 10_000

    public init(entries: [TimelineEntry], policy: ReloadPolicy = .atEnd) {
        self.entries = entries
        self.policy = policy
    }

    /// Each entry's date, resolved against the scene's reference.
    public func dates(reference: Instant) -> [Instant] { entries.map { $0.date.resolved(reference: reference) } }

    /// The entry whose date is the latest at or before `t` (the first before any): what the
    /// widget should show at `t` if every entry were shown on its date.
    public func dueEntry(at t: Instant, reference: Instant) -> Int {
        var lo = 0, hi = entries.count - 1
        guard hi >= 0, entries[0].date.resolved(reference: reference) <= t else { return 0 }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if entries[mid].date.resolved(reference: reference) <= t { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The values in force in entry `index`: every entry's up to it, later ones winning.
    public func values(upTo index: Int) -> [String: TimelineValue] {
        var out: [String: TimelineValue] = [:]
        for entry in entries.prefix(index + 1) { out.merge(entry.values) { _, new in new } }
        return out
    }

    /// Every entry's values in force, in one pass: what `values(upTo:)` gives for each index,
    /// without merging the entries before each one again (a long timeline would be quadratic).
    public func valuesInForce() -> [[String: TimelineValue]] {
        var out: [[String: TimelineValue]] = []
        out.reserveCapacity(entries.count)
        var running: [String: TimelineValue] = [:]
        for entry in entries {
            running.merge(entry.values) { _, new in new }
            out.append(running)
        }
        return out
    }

    /// Entry `index` as the view reads it when it is rendered at `rendered`.
    public func context(_ index: Int, rendered: Instant) -> EntryContext {
        EntryContext(index: index, rendered: rendered, values: values(upTo: index))
    }

    /// The instant the system is asked for a new timeline, if the policy names one: the last
    /// entry's date for `atEnd`, the policy's date for `after`.
    public func reloadDate(reference: Instant) -> Instant? {
        switch policy {
        case .atEnd: return entries.last?.date.resolved(reference: reference)
        case .after(let date): return date.resolved(reference: reference)
        case .never: return nil
        }
    }
}

/// One entry: its date, an optional label (named in reports: `day 10 min mark`), the values
/// that change at it, and the tree it shows when that is not the scene's own.
public struct TimelineEntry: Equatable, Sendable {
    /// An instant (ISO-8601 or seconds after the reference); never `now` or a value.
    public var date: InstantSpec
    public var label: String?
    public var values: [String: TimelineValue]
    /// The view this entry shows in place of the scene's root: a widget read from Swift source
    /// builds its view anew from each entry, so each entry has a tree of its own. nil shows the root.
    public var view: SceneNode?

    public init(date: InstantSpec, label: String? = nil, values: [String: TimelineValue] = [:], view: SceneNode? = nil) {
        self.date = date
        self.label = label
        self.values = values
        self.view = view
    }

    /// Value names: a letter, then letters, digits or `_`, at most 64 characters.
    public static func isValueName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 64,
              first.properties.isAlphabetic, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    static func valueNameRule(_ name: String) -> String {
        "'\(name)' is not a value name (a letter, then letters, digits or _, at most 64 characters)"
    }
}

/// What a named value holds: a string for text runs, or an instant for timer dates.
public enum TimelineValue: Equatable, Sendable {
    case text(String)
    /// An absolute or relative instant, or `now±x` (the moment the entry is rendered).
    case instant(InstantSpec)
}

/// When the system asks the widget for its next timeline (`TimelineReloadPolicy`).
public enum ReloadPolicy: Equatable, Sendable {
    case atEnd
    case after(InstantSpec)
    case never
}

/// One entry as a view reads it: which entry, the moment it was rendered (what `Date()`
/// reads in it) and the values in force.
public struct EntryContext: Equatable, Sendable {
    public var index: Int
    public var rendered: Instant
    public var values: [String: TimelineValue]

    public init(index: Int, rendered: Instant, values: [String: TimelineValue]) {
        self.index = index
        self.rendered = rendered
        self.values = values
    }

    public func text(_ name: String) -> String? {
        if case .text(let s)? = values[name] { return s }
        return nil
    }
}

extension InstantSpec {
    /// The instant this names in an entry: `now±x` from the entry's rendering, a value from
    /// the entry's values (a missing one reads R; scene files refuse it when they load).
    public func resolved(reference: Instant, entry: EntryContext?) -> Instant {
        guard let entry else { return resolved(reference: reference) }
        switch self {
        case .absolute, .relative: return resolved(reference: reference)
        case .rendered(let offset): return entry.rendered + offset
        case .value(let name):
            guard case .instant(let spec)? = entry.values[name], !spec.isValue else { return reference }
            return spec.resolved(reference: reference, entry: entry)
        }
    }

    var isValue: Bool { if case .value = self { true } else { false } }

    /// This instant made absolute for one entry, or kept when it does not depend on it.
    func fixed(reference: Instant, entry: EntryContext) -> InstantSpec {
        dependsOnEntry ? .absolute(resolved(reference: reference, entry: entry)) : self
    }
}

extension TimerSpec {
    /// The piece as one entry shows it: every instant that reads `now` or a value made absolute.
    /// Its jitter identity changes with it, as the view is rendered anew for each entry.
    public func fixed(reference: Instant, entry: EntryContext) -> TimerSpec {
        func fix(_ spec: InstantSpec) -> InstantSpec { spec.fixed(reference: reference, entry: entry) }
        var out = self
        out.date = fix(date)
        switch format {
        case .style, .stopwatch, .relative: break
        case .interval(let end, let pause, let down, let hours):
            out.format = .interval(end: fix(end), pauseTime: pause.map(fix), countsDown: down, showsHours: hours)
        case .timer(let end, let down, let hours, let fields, let precision):
            out.format = .timer(end: fix(end), countsDown: down, showsHours: hours, maxFieldCount: fields, maxPrecision: precision)
        }
        return out
    }

    /// Whether any of the piece's instants depends on the entry it is shown in.
    public var dependsOnEntry: Bool { instants.contains(where: \.dependsOnEntry) }

    /// Every instant the piece names: its date, and an interval's end and pause.
    var instants: [InstantSpec] {
        switch format {
        case .style, .stopwatch, .relative: return [date]
        case .interval(let end, let pause, _, _): return [date, end] + (pause.map { [$0] } ?? [])
        case .timer(let end, _, _, _, _): return [date, end]
        }
    }
}

extension TextContent {
    /// The text as one entry shows it: value runs turned into their strings, entry-dependent
    /// instants made absolute.
    public func fixed(reference: Instant, entry: EntryContext) -> TextContent {
        var out = self
        out.runs = runs.map { piece in
            switch piece {
            case .literal: return piece
            case .value(let name): return .literal(entry.text(name) ?? "")
            case .timer(let spec): return .timer(spec.fixed(reference: reference, entry: entry))
            }
        }
        return out
    }
}

extension SceneNode {
    /// This tree with every text (masks, backgrounds and overlays included) passed through `transform`.
    public func mapTexts(_ transform: (TextContent) -> TextContent) -> SceneNode {
        var content = self.content.mapChildren { $0.mapTexts(transform) }
        if case .text(let text) = content { content = .text(transform(text)) }
        let modifiers = self.modifiers.map { modifier -> SceneModifier in
            switch modifier {
            case .background(let view, let alignment): return .background(view.mapTexts(transform), alignment: alignment)
            case .overlay(let view, let alignment): return .overlay(view.mapTexts(transform), alignment: alignment)
            case .mask(let view, let alignment): return .mask(view.mapTexts(transform), alignment: alignment)
            default: return modifier
            }
        }
        return SceneNode(content, modifiers)
    }
}

extension WidgetScene {
    /// The scene entry `index` of its timeline shows when rendered at `rendered`: no timeline,
    /// value runs turned into strings and every instant that reads `now` or a value made
    /// absolute. A scene without a timeline is returned as it is.
    public func entryScene(_ index: Int, rendered: Instant) -> WidgetScene {
        guard let timeline, timeline.entries.indices.contains(index) else { return self }
        return entryScene(timeline.context(index, rendered: rendered))
    }

    /// The scene one entry shows, its values already in force (`SceneTimeline.valuesInForce`).
    public func entryScene(_ entry: EntryContext) -> WidgetScene {
        guard let timeline else { return self }
        var out = self
        out.timeline = nil
        let shown = timeline.entries.indices.contains(entry.index) ? timeline.entries[entry.index].view ?? root : root
        out.root = shown.mapTexts { $0.fixed(reference: reference, entry: entry) }
        return out
    }

    /// Every text in the tree with its JSON path, in tree order.
    public var texts: [(path: String, text: TextContent)] {
        var out: [(String, TextContent)] = []
        root.walk { node, path in if case .text(let text) = node.content { out.append((path, text)) } }
        return out
    }
}
