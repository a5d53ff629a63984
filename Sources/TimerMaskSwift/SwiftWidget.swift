import Foundation
import SwiftSyntax
import TimerMaskCore

/// What the Swift source cannot say by itself: the widget's size and scale, the entry's date,
/// the launch moment, `--let` values, the fonts, and the evaluator's limits.
public struct SwiftWidgetOptions: Sendable {
    /// The view to render; nil picks the view a `Widget`'s configuration builds, else the only `View`.
    public var viewName: String?
    public var width: Double
    public var height: Double
    public var displayScale: Double
    /// The entry's date: `Date()` in a view's body reads it, and relative instants count from it.
    public var reference: Instant
    /// How long before the entry the extension launched: `Date()` in a `static let` reads
    /// `reference − launchSkew` (domain.md sections 6 and 11).
    public var launchSkew: Seconds
    /// `--let NAME=VALUE`, by name.
    public var lets: [String: SwiftLetValue]
    /// How many images `frames` stands for.
    public var frameCount: Int
    public var fonts: SwiftFontResolver
    /// Expressions and loop turns one evaluation may take, and how deep calls may nest.
    public var stepLimit: Int
    public var recursionLimit: Int
    /// The provider's entries, which TimerMask cannot compute (providers are never run): the
    /// view is evaluated once and reads each entry's values through `--let NAME=@VALUE`.
    public var timeline: SceneTimeline?
    /// What `@Environment(\.widgetFamily)` reads (the size comes from `width` and `height`).
    public var family: WidgetSizes.Family
    /// What `@Environment(\.colorScheme)` reads: the appearance the render draws (`--color-scheme`).
    public var colorScheme: ColorSchemeSetting
    /// The asset catalogues `Image("name")`, `UIImage(named:)` and `Color("name")` read; nil
    /// reads none (the loader finds them beside the sources).
    public var assets: AssetCatalogs?
    /// The zone dates are written in (`Text(date, style: .time)`): `--time-zone`, UTC by default.
    public var timeZone: TimeZoneSpec = .utc
    /// The locale dates and numbers are written in (`--locale`): en_US by default. Foundation's
    /// ICU data on this machine writes them, as iOS's ICU does; the two may differ in detail.
    public var locale: String = "en_US"
    /// The user defaults (`--defaults FILE.json`): the values `UserDefaults` and `@AppStorage` read.
    public var defaults: EntryFile?
    /// The files `Bundle.main` finds by name; nil finds none (the loader finds them below a
    /// project folder).
    public var resources: BundleResources?
    /// The widget to render, by type or `kind:` (`--widget`); nil: the `@main` one, or the only one.
    public var widgetName: String?
    /// The `#Preview` whose timeline gives the entries, by name or number from 1 (`--preview`).
    public var previewName: String?
    /// The entry as JSON (`--entry FILE.json`): it replaces the files' own entries.
    public var entryFile: EntryFile?
    /// False when `family` is only the default: a widget whose `supportedFamilies` leaves it out
    /// is then rendered in the first family it offers, sized by `screen`.
    public var familyIsChosen = true
    /// The iPhone whose widget sizes apply when the widget's families choose the family.
    public var screen: WidgetSizes.Screen?
    /// The content margins iOS 17+ pads a widget's content by (`--content-margins`); nil: the
    /// family's default (`WidgetChrome.defaultMargins`). A configuration that says
    /// `.contentMarginsDisabled()` has none.
    public var contentMargins: Double?
    /// The Home Screen widget's corner radius in points (`--widget-corners`), which
    /// `ContainerRelativeShape` is concentric with. Apple publishes none; 22 pt is what
    /// developers' mock-ups use for iPhones (docs: SwiftSources.md, "The widget around the view").
    public var widgetCornerRadius: Double = 22
    /// The reader's text size (`--dynamic-type-size`): the text styles' points. Large by default.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// How WidgetKit renders the widget (`--rendering-mode`); nil: as iPhone does for the
    /// family, vibrant on the Lock Screen (the accessory families), full colour on the Home Screen.
    public var renderingMode: WidgetRenderingMode?
    /// The accent group's colour in accented mode (`--accent-color`).
    public var accentColor: SceneColorValue = AccentedColors.defaultAccent

    /// The rendering mode this render uses.
    public var effectiveRenderingMode: WidgetRenderingMode {
        renderingMode ?? (family.isAccessory ? .vibrant : .fullColor)
    }

    /// The default launch skew: a few milliseconds, the order of an extension's start-up.
    public static let defaultLaunchSkew = Rational(5, 1000)

    /// Why `skew` cannot be a launch skew (the end of a sentence that names it), or nil: the
    /// extension launches before the entry it shows, and the system relaunches one a day old.
    public static func launchSkewProblem(_ skew: Seconds) -> String? {
        if skew < .zero { return "is negative; the extension launches before the entry it shows, so give 0 or more" }
        if skew > Rational(86_400) { return "is more than a day; an extension that old is relaunched by the system" }
        return nil
    }

    public init(viewName: String? = nil, width: Double = 170, height: Double = 170, displayScale: Double = 3,
                reference: Instant = SceneDefaults.reference, launchSkew: Seconds = SwiftWidgetOptions.defaultLaunchSkew,
                lets: [String: SwiftLetValue] = [:], frameCount: Int = 30, fonts: SwiftFontResolver = SwiftFontResolver(),
                stepLimit: Int = 2_000_000, recursionLimit: Int = 64, timeline: SceneTimeline? = nil,
                family: WidgetSizes.Family = .systemSmall, colorScheme: ColorSchemeSetting = .light) {
        self.viewName = viewName
        self.width = width
        self.height = height
        self.displayScale = displayScale
        self.reference = reference
        self.launchSkew = launchSkew
        self.lets = lets
        self.frameCount = frameCount
        self.fonts = fonts
        self.stepLimit = stepLimit
        self.recursionLimit = recursionLimit
        self.timeline = timeline
        self.family = family
        self.colorScheme = colorScheme
    }
}

/// A value given with `--let NAME=VALUE`.
public enum SwiftLetValue: Equatable, Sendable {
    case int(Int)
    case number(Rational)
    case string(String)
    case bool(Bool)
    case instant(Instant)
    case duration(Seconds)
    /// The images of `--frames`, as an image array (`frame:0`…).
    case frames
    case none
    /// `@NAME`: the timeline value NAME of the entry on screen (with `--timeline`).
    case entryValue(String)
    /// `.calm`: a case of an enum of the files (`calm` alone also matches the case).
    case enumCase(String)
    /// `[3, 4]`, `{"work": {"round": 2}}`: a JSON value, read as the type of the field it sets
    /// (as `--entry` reads it), or as arrays, numbers, strings and Bools where no type is known.
    case json(String)

    /// Reads `NAME=VALUE`: `frames`, `nil`, `true`/`false`, a whole number, a decimal or
    /// fraction, an ISO-8601 instant, a duration with a unit (`2s`, `66ms`), a quoted string, a
    /// JSON array or object, or any other text as a string.
    public static func parse(_ text: String) throws -> (name: String, value: SwiftLetValue) {
        guard let eq = text.firstIndex(of: "="), eq != text.startIndex else {
            throw SwiftImportError(.badLet, "--let: '\(text)' is not NAME=VALUE (e.g. entry.customFrames=frames, FrameStorage.frameCount=58)")
        }
        let name = String(text[..<eq]).trimmingCharacters(in: .whitespaces)
        let raw = String(text[text.index(after: eq)...])
        guard name.split(separator: ".").allSatisfy({ part in part.first.map { $0.isLetter || $0 == "_" } == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            throw SwiftImportError(.badLet, "--let: '\(name)' is not a name or a dotted path such as entry.customFrames")
        }
        let value: SwiftLetValue
        switch raw {
        case "frames": value = .frames
        case "nil": value = .none
        case "true": value = .bool(true)
        case "false": value = .bool(false)
        case _ where (raw.hasPrefix("[") || raw.hasPrefix("{")):
            guard (try? JSONDecoder().decode(EntryJSONValue.self, from: Data(raw.utf8))) != nil else {
                throw SwiftImportError(.badLet, "--let: '\(name)' is given '\(raw)', which starts as JSON but is not JSON")
            }
            value = .json(raw)
        case _ where raw.hasPrefix("@"):
            let valueName = String(raw.dropFirst())
            guard TimelineEntry.isValueName(valueName) else {
                throw SwiftImportError(.badLet, "--let: '\(raw)' does not name a timeline value (@ then a letter, then letters, digits or _, at most 64 characters)")
            }
            value = .entryValue(valueName)
        case _ where raw.hasPrefix(".") && raw.count > 1 && raw.dropFirst().first.map({ $0.isLetter || $0 == "_" }) == true
                     && raw.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }):
            value = .enumCase(String(raw.dropFirst()))
        default:
            if raw.count >= 2, raw.hasPrefix("\""), raw.hasSuffix("\"") { value = .string(String(raw.dropFirst().dropLast())) }
            else if let i = Int(raw) { value = .int(i) }
            else if raw.first.map({ $0.isNumber || $0 == "-" || $0 == "." }) == true, let n = try? TimeParser.number(raw) { value = .number(n) }
            else if raw.count >= 10, raw.prefix(4).allSatisfy(\.isNumber), case .absolute(let i)? = try? TimeParser.instant(raw) { value = .instant(i) }
            else if raw.first.map({ $0.isNumber || $0 == "-" }) == true, let d = try? TimeParser.duration(raw) { value = .duration(d) }
            else { value = .string(raw) }
        }
        return (name, value)
    }

    func swiftValue(frameCount: Int, reference: Instant) -> SwiftValue {
        switch self {
        case .int(let i): return .int(i)
        case .number(let r): return .real(Real(r))
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .instant(let i): return .date(i)
        case .duration(let d): return .real(Real(d))
        case .frames: return .array((0..<frameCount).map { .image(FrameName.name($0)) })
        case .none: return .none
        case .entryValue(let name): return .entryValue(name)
        case .enumCase(let name): return .member(name, [])
        case .json: return .none   // read by the evaluator, which knows the field's type (Evaluator.init)
        }
    }
}

/// Font names as `Font.custom` gives them, to the references a scene opens: the PostScript
/// and full names of the font files found, and the built-in fonts.
public struct SwiftFontResolver: Sendable {
    /// Name → font file path (or `builtin:` reference).
    public var byName: [String: String]
    /// The font `.system(size:)` and unstyled texts are drawn in (a stand-in for San Francisco).
    public var systemFont: String?
    /// The font SF Symbols are drawn in: Material Icons, standing in for them (`SymbolStandIn`).
    public var symbolFont: String?
    /// The faces standing in for San Francisco's weights and designs, by `SystemFontStyle.key`
    /// (Inter, Inter Display, DejaVu Sans Mono and Serif); empty draws every style in `systemFont`.
    public var systemFaces: [String: String] = [:]
    /// Where the names were looked for, for messages.
    public var searched: [String]

    /// The built-in fonts by name: BlinkMask and the keyring frame fonts (`FrameFont0-Regular`…).
    public static let builtIn: [String: String] = {
        var names = ["BlinkMask": FontReference.builtInBlinkMask, "BlinkMask-Regular": FontReference.builtInBlinkMask,
                     "BlinkMask Regular": FontReference.builtInBlinkMask]
        for k in 0..<FontReference.builtInFrameFontCount {
            for name in ["FrameFont\(k)", "FrameFont\(k)-Regular", "FrameFont\(k) Regular"] { names[name] = FontReference.builtInFrameFont(k) }
        }
        return names
    }()
    public static let builtInNames = ["BlinkMask-Regular", "FrameFont0-Regular…FrameFont\(FontReference.builtInFrameFontCount - 1)-Regular"]

    public init(byName: [String: String] = [:], systemFont: String? = nil, searched: [String] = []) {
        self.byName = byName
        self.systemFont = systemFont
        self.searched = searched
    }

    public func reference(forName name: String) -> String? { byName[name] ?? Self.builtIn[name] }

    var searchedDescription: String { searched.isEmpty ? "no font folder" : searched.joined(separator: ", ") }

    /// Every `.ttf`/`.otf` below `directories`, found by its PostScript and full names (the
    /// `name` table's IDs 6 and 4), and by its family name when that is all it has.
    public static func scanning(_ directories: [URL], systemFont: String? = nil) -> SwiftFontResolver {
        var names: [String: String] = [:]
        for directory in directories {
            let found = (FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { ["ttf", "otf"].contains($0.pathExtension.lowercased()) }
                .sorted { $0.path < $1.path }
            for file in found {
                guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                for name in FontNames.read([UInt8](data)) where names[name] == nil { names[name] = file.standardizedFileURL.path }
            }
        }
        return SwiftFontResolver(byName: names, systemFont: systemFont, searched: directories.map(\.relativePath))
    }
}

/// The `name` table of an sfnt font: the names `Font.custom` matches.
enum FontNames {
    static func read(_ bytes: [UInt8]) -> [String] {
        func u16(_ at: Int) -> Int { at + 1 < bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : 0 }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        let tables = u16(4)
        var nameTable: Int? = nil
        for i in 0..<tables {
            let record = 12 + 16 * i
            if record + 16 <= bytes.count, Array(bytes[record..<record + 4]) == Array("name".utf8) { nameTable = u32(record + 8) }
        }
        guard let base = nameTable, base + 6 <= bytes.count else { return [] }
        let count = u16(base + 2), strings = base + u16(base + 4)
        var out: [(Int, String)] = []
        for i in 0..<count {
            let r = base + 6 + 12 * i
            guard r + 12 <= bytes.count else { break }
            let platform = u16(r), nameID = u16(r + 6), length = u16(r + 8), offset = u16(r + 10)
            guard [1, 4, 6].contains(nameID), strings + offset + length <= bytes.count else { continue }
            let raw = Array(bytes[(strings + offset)..<(strings + offset + length)])
            let text: String?
            if platform == 0 || platform == 3 {
                var units: [UInt16] = []
                for k in stride(from: 0, to: raw.count - 1, by: 2) { units.append(UInt16(raw[k]) << 8 | UInt16(raw[k + 1])) }
                text = String(decoding: units, as: UTF16.self)
            } else {
                text = String(bytes: raw, encoding: .macOSRoman)
            }
            if let text, !text.isEmpty { out.append((nameID, text)) }
        }
        // PostScript and full names first; the family name only as a last resort.
        return out.sorted { ($0.0 == 1 ? 1 : 0) < ($1.0 == 1 ? 1 : 0) }.map(\.1)
    }
}

extension SwiftWidgetSource {
    /// The views the files declare (structs conforming to `View`), in order.
    public var viewNames: [String] { DeclarationIndex(files: files.map(\.file)).viewTypes }

    /// The scene the chosen view draws: the same tree a scene file describes, sized to the
    /// widget, with the entry's date as its reference. What a `GeometryReader` or a custom
    /// shape reads is the size `layout` gives it; `layout`'s own errors are thrown as they are.
    public func scene(_ options: SwiftWidgetOptions, layout: any SwiftSceneLayout) throws -> WidgetScene {
        try build(options, layout: layout).scene
    }

    /// The scene, as `scene(_:layout:)`, with a warning for each construct it draws otherwise
    /// than iOS does (`SwiftImportError.Kind.approximated`), in the order met.
    public func build(_ options: SwiftWidgetOptions, layout: any SwiftSceneLayout) throws -> (scene: WidgetScene, warnings: [SwiftImportError]) {
        do {
            return try LargeStack.run {
                let sources = files.map(\.file)
                let index = DeclarationIndex(files: sources)
                let evaluator = try Evaluator(files: sources, index: index, options: options)
                let scene = try scene(options, index: index, evaluator: evaluator, layout: layout)
                return (scene, evaluator.approximations)
            }
        } catch let failure as SceneLayoutFailure {
            throw failure.error
        }
    }

    func scene(_ options: SwiftWidgetOptions, index: DeclarationIndex, evaluator: Evaluator, layout: any SwiftSceneLayout) throws -> WidgetScene {
        if let problem = SwiftWidgetOptions.launchSkewProblem(options.launchSkew) {
            throw SwiftImportError(.badOption, "the launch skew \(options.launchSkew.doubleValue) s \(problem)")
        }
        func scene(_ root: SceneNode) -> WidgetScene { Self.widgetScene(root, options.timeline, options) }
        if options.viewName == nil {
            let catalog = WidgetCatalog(index: index, files: files.map(\.file))
            if let built = try widgetScene(options, catalog: catalog, index: index, evaluator: evaluator, layout: layout) { return built }
        }
        let (info, value) = try rootView(index, evaluator, options)
        let built = try evaluator.view(value, info.declaration.node)
        let root = try evaluator.filling(try evaluator.assembleRoot(built), layout: layout, view: info.name, scene: scene)
        return try checked(scene(root), view: info.name)
    }

    /// The scene of the widget a `Widget` declares, built as WidgetKit builds it: its
    /// configuration's closure called with each entry (see `entries(of:…)`). nil when the files
    /// declare no widget.
    func widgetScene(_ options: SwiftWidgetOptions, catalog: WidgetCatalog, index: DeclarationIndex, evaluator: Evaluator,
                     layout: any SwiftSceneLayout) throws -> WidgetScene? {
        let files = fileNames.joined(separator: ", ")
        let wantedPreview = try options.previewName.map { try chosenPreview($0, catalog) }
        guard let widget = try catalog.chosen(options.widgetName, preview: wantedPreview, files: files) else {
            if options.widgetName != nil || options.previewName != nil || options.entryFile != nil {
                throw SwiftImportError(.noView, "\(files) declare no Widget, so \(options.widgetName != nil ? "--widget" : options.previewName != nil ? "--preview" : "--entry") has nothing to choose from; render a view with --view")
            }
            return nil
        }
        let info = index.types[widget]!
        let configuration = try evaluator.configuration(ofWidget: info)
        if let families = configuration.families, !families.contains(options.family.rawValue) {
            if !options.familyIsChosen, let first = families.lazy.compactMap(WidgetSizes.Family.init(rawValue:)).first,
               let size = options.screen?.size(first) {
                evaluator.options.family = first
                (evaluator.options.width, evaluator.options.height) = size
            } else {
                throw SwiftImportError(.badOption, "--family: \(widget) offers \(families.joined(separator: ", ")) (its supportedFamilies), not \(options.family.rawValue)")
            }
        }
        let options = evaluator.options
        let (entries, origin, policy) = try self.entries(of: widget, configuration, preview: wantedPreview, catalog: catalog, evaluator: evaluator, options: options)
        evaluator.entryOrigin = origin
        evaluator.contentMarginsDisabled = configuration.contentMarginsDisabled
        func scene(_ root: SceneNode, _ timeline: SceneTimeline?) -> WidgetScene { Self.widgetScene(root, timeline, options) }
        var trees: [(WidgetEntry, SceneNode)] = []
        var views = 0
        for entry in entries {
            let built = try evaluator.entryView(configuration, entry: entry.value, moment: entry.date)
            let assembled = try evaluator.assembleWidget(built, marginsDisabled: configuration.contentMarginsDisabled, configuration: configuration.node)
            let root = try evaluator.filling(assembled, layout: layout, view: widget, scene: { scene($0, options.timeline) })
            // Every entry's tree counts against the scene's views: stop at the limit, not after building them all.
            root.walk { _, _ in views += 1 }
            guard views <= SceneLimits.nodes else {
                throw evaluator.problem(.limit, entry.node, "\(widget)'s entries up to \(entry.label) hold \(views) views, over the scene's limit of \(SceneLimits.nodes)")
            }
            if let last = trees.last, entry.date <= last.0.date {
                guard entry.date == last.0.date else {
                    throw evaluator.runtime(entry.node, "\(entry.label) is dated \(entry.date.iso8601), before \(last.0.label) (\(last.0.date.iso8601)); WidgetKit shows a timeline's entries in date order, so write them in that order")
                }
                evaluator.approximate(entry.node, "\(entry.label) has the date of \(last.0.label) (\(entry.date.iso8601)); a widget shows one entry at a time, so TimerMask shows the later one from that instant (give each entry its own date to see both)")
                trees.removeLast()
            }
            trees.append((entry, root))
        }
        // One entry: no timeline of the files' own (--timeline's, whose values --let binds, stays).
        guard trees.count > 1 else { return try checked(scene(trees[0].1, options.timeline), view: widget) }
        let timeline = SceneTimeline(entries: trees.map { entry, root in
            TimelineEntry(date: .absolute(entry.date), label: entry.label, view: root)
        }, policy: policy)
        return try checked(scene(trees[0].1, timeline), view: widget)
    }

    /// A scene of the widget's size, scale and reference holding `root` (and `timeline`).
    static func widgetScene(_ root: SceneNode, _ timeline: SceneTimeline?, _ options: SwiftWidgetOptions) -> WidgetScene {
        WidgetScene(width: options.width, height: options.height, displayScale: options.displayScale,
                    reference: options.reference, timeline: timeline, root: root)
    }

    /// The `#Preview` `--preview` names: by name, else by number from 1.
    func chosenPreview(_ wanted: String, _ catalog: WidgetCatalog) throws -> WidgetPreview {
        if let named = catalog.previews.first(where: { $0.name == wanted }) { return named }
        if let number = Int(wanted), catalog.previews.indices.contains(number - 1) { return catalog.previews[number - 1] }
        let known = catalog.previews.map(\.title).joined(separator: ", ")
        throw SwiftImportError(.badOption, "--preview: no widget #Preview named or numbered '\(wanted)' in \(fileNames.joined(separator: ", ")) (\(known.isEmpty ? "there are none" : known))")
    }

    /// The entries `widget` is rendered with, where they came from, and the timeline's policy.
    /// In this order: `--entry`; the chosen or first `#Preview` of the widget (its `timeline:`
    /// closure, or its `timelineProvider:` asked for a timeline); an older `PreviewProvider`'s
    /// entry; the configuration's provider asked as WidgetKit asks it (its timeline, else its
    /// snapshot, else its placeholder, each failure said in a warning); else an entry whose
    /// fields `--let` gives.
    func entries(of widget: String, _ configuration: WidgetConfigurationValue, preview wanted: WidgetPreview?, catalog: WidgetCatalog,
                 evaluator: Evaluator, options: SwiftWidgetOptions) throws -> ([WidgetEntry], WidgetEntryOrigin, ReloadPolicy) {
        if let file = options.entryFile {
            let value = try evaluator.entryFromJSON(file, configuration: configuration)
            return ([try evaluator.entry(value, label: "--entry \(file.name)", configuration.node)], .file(file.name), .never)
        }
        // --timeline gives the entries' values, bound by --let NAME=@VALUE: the files' own entries stand aside.
        if options.timeline == nil, let wanted {
            guard wanted.widgetType == nil || wanted.widgetType == widget else {
                throw SwiftImportError(.badOption, "--preview: \(wanted.title) previews \(wanted.widgetType!), not \(widget)")
            }
            return (try evaluator.previewEntries(wanted), .preview(wanted.title), .never)
        }
        let previews = options.timeline == nil ? catalog.previews(of: widget) : []
        if let preview = previews.first(where: { $0.family == options.family.rawValue }) ?? previews.first {
            return (try evaluator.previewEntries(preview), .preview(preview.title), .never)
        }
        if options.timeline == nil, let (previewed, type) = try evaluator.previewProviderEntry(configuration) {
            return ([previewed], .previewProvider(type), .never)
        }
        if options.timeline == nil, let (provider, info) = try evaluator.provider(configuration), let providerExpr = configuration.provider {
            var failures: [String] = []
            for request in ProviderRequest.allCases {
                // An attempt: what it cannot simulate is a reason to ask the next way, not a
                // problem of the widget (swift-check lists none of it), and what it approximated is not drawn.
                let approximations = evaluator.approximations.count, check = evaluator.check
                evaluator.check = nil
                defer { evaluator.check = check }
                do {
                    guard let answer = try evaluator.providerAnswer(request, provider: provider, info: info, providerExpr) else { continue }
                    if !failures.isEmpty { evaluator.approximate(answer.entries[0].node, "\(failures.joined(separator: "; ")): shown instead, \(answer.method)") }
                    return (answer.entries, request == .timeline ? .timeline(answer.method) : .snapshot(answer.method), answer.policy)
                } catch let failure as SwiftImportError {
                    evaluator.approximations.removeSubrange(approximations...)
                    failures.append("the provider's \(request) cannot be simulated (\(failure))")
                }
            }
            // The provider built once serves every question asked of it.
            if let placeholder = try evaluator.placeholderEntry(provider: provider, info: info, providerExpr) {
                if !failures.isEmpty { evaluator.approximate(placeholder.node, "\(failures.joined(separator: "; ")): shown instead, \(info.name).placeholder(in:)") }
                return ([placeholder], .placeholder(info.name), .never)
            }
            if !failures.isEmpty {
                evaluator.approximate(providerExpr, "\(failures.joined(separator: "; ")): the entry's fields are --let's")
            }
        }
        let parameter = configuration.content.parameters.first ?? "entry"
        let unknown = evaluator.lets[parameter] ?? .unknown(parameter, configuration.content.node)
        return ([WidgetEntry(value: unknown, date: options.reference, label: "entry", node: configuration.node)], .none, .never)
    }

    /// The scene through the scene file's own checks (sizes, lengths, periods, view count), so
    /// a widget's source meets the same limits as its JSON.
    func checked(_ scene: WidgetScene, view: String) throws -> WidgetScene {
        // Checked before encoding: the encoder refuses a deep tree with an error that holds it,
        // and printing that error would recurse as deep again.
        if let (depth, path) = scene.nestingOverLimitInTrees() {
            throw SwiftImportError(.limit, "the scene of \(view): views and modifiers nest \(depth) deep at \(path), over the limit of \(SceneLimits.nesting)")
        }
        do {
            return try SceneFile.decode(SceneFile.encode(scene), source: "the scene of \(view)", sizeLimited: false)
        } catch let error as SceneFileError {
            throw SwiftImportError(.unsupported, "\(error)")
        } catch {
            throw SwiftImportError(.unsupported, "the scene of \(view) cannot be written as a scene file (\(type(of: error)))")
        }
    }

    /// The view to render and its value, built as WidgetKit builds it: by `--view`, else the
    /// view a `Widget`'s configuration closure makes, else the only `View`.
    func rootView(_ index: DeclarationIndex, _ evaluator: Evaluator, _ options: SwiftWidgetOptions) throws -> (TypeInfo, SwiftValue) {
        let views = index.viewTypes
        let name: String
        let declare = fileNames.count == 1 ? "declares" : "declare"
        if let wanted = options.viewName {
            guard index.types[wanted]?.isView == true else {
                throw SwiftImportError(.noView, "--view: no View named '\(wanted)' in \(fileNames.joined(separator: ", ")) (views: \(views.isEmpty ? "none" : views.joined(separator: ", ")))")
            }
            name = wanted
        } else if let fromWidget = widgetView(index), index.types[fromWidget]?.isView == true {
            name = fromWidget
        } else if views.count == 1 {
            name = views[0]
        } else if views.isEmpty {
            throw SwiftImportError(.noView, "\(fileNames.joined(separator: ", ")) \(declare) no struct conforming to View")
        } else {
            throw SwiftImportError(.noView, "\(fileNames.joined(separator: ", ")) \(declare) several views (\(views.joined(separator: ", "))) and no Widget picks one; choose with --view")
        }
        let info = index.types[name]!
        let value = try evaluator.construct(info, [], info.declaration.node)
        return (info, value)
    }

    /// The first view named in a `Widget`'s body (`StaticConfiguration(…) { entry in MyView(entry: entry) }`).
    func widgetView(_ index: DeclarationIndex) -> String? {
        for name in index.typeOrder {
            guard let info = index.types[name], info.isWidget, let body = info.computed["body"] else { continue }
            final class FirstView: SyntaxVisitor {
                let views: Set<String>
                var found: String?
                init(_ views: Set<String>) { self.views = views; super.init(viewMode: .sourceAccurate) }
                override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                    if found == nil, views.contains(node.baseName.text) { found = node.baseName.text }
                    return .visitChildren
                }
            }
            let visitor = FirstView(Set(index.viewTypes))
            visitor.walk(body.node)
            if let found = visitor.found { return found }
        }
        return nil
    }
}

/// What `swift-check` lists for one file.
public struct SwiftFileSummary: Sendable {
    public let file: String
    /// Views, shapes and extension methods TimerMask evaluates when a view reaches them.
    public let understood: [String]
    /// Declarations read but never run: providers, widgets, previews, app code.
    public let parsedOnly: [String]
}

extension SwiftWidgetSource {
    /// A declaration as its author writes it: `class Store`, `func helper`, `let scale`, `#if … #endif`.
    static func plainName(_ decl: DeclSyntax) -> String {
        if let c = decl.as(ClassDeclSyntax.self) { return "class \(c.name.text)" }
        if let a = decl.as(ActorDeclSyntax.self) { return "actor \(a.name.text)" }
        if let p = decl.as(ProtocolDeclSyntax.self) { return "protocol \(p.name.text)" }
        if let f = decl.as(FunctionDeclSyntax.self) { return "func \(f.name.text)" }
        if let v = decl.as(VariableDeclSyntax.self) {
            return "\(v.bindingSpecifier.text) \(v.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", "))"
        }
        if let t = decl.as(TypeAliasDeclSyntax.self) { return "typealias \(t.name.text)" }
        if decl.is(IfConfigDeclSyntax.self) { return "#if … #endif" }
        if let o = decl.as(OperatorDeclSyntax.self) { return "operator \(o.name.text)" }
        if let p = decl.as(PrecedenceGroupDeclSyntax.self) { return "precedencegroup \(p.name.text)" }
        if let m = decl.as(MacroDeclSyntax.self) { return "macro \(m.name.text)" }
        return "'\(String(decl.trimmedDescription.prefix { $0 != "\n" && $0 != "{" }).trimmingCharacters(in: .whitespaces))'"
    }

    public func summaries() -> [SwiftFileSummary] {
        files.map(\.file).map { file in
            var understood: [String] = [], parsedOnly: [String] = []
            for item in file.tree.statements {
                if case .expr(let e) = item.item, let macro = e.as(MacroExpansionExprSyntax.self) {
                    parsedOnly.append("#\(macro.macroName.text) (\(file.location(macro)))")
                }
                guard case .decl(let decl) = item.item else { continue }
                let at = file.location(decl)
                if let s = decl.as(StructDeclSyntax.self) {
                    let conformances = s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                    if conformances.contains("View") { understood.append("View \(s.name.text) (\(at))") }
                    else if conformances.contains("Shape") { understood.append("Shape \(s.name.text) (\(at))") }
                    else { parsedOnly.append("struct \(s.name.text)\(conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) (\(at))") }
                } else if let x = decl.as(ExtensionDeclSyntax.self) {
                    let names = x.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text }
                    understood.append("extension \(x.extendedType.trimmedDescription) \(names.joined(separator: ", ")) (\(at))")
                } else if let e = decl.as(EnumDeclSyntax.self) {
                    understood.append("enum \(e.name.text) (\(at))")
                } else if let m = decl.as(MacroExpansionDeclSyntax.self) {
                    parsedOnly.append("#\(m.macroName.text) (\(at))")
                } else if decl.is(ImportDeclSyntax.self) {
                    continue
                } else {
                    parsedOnly.append("\(Self.plainName(decl)) (\(at))")
                }
            }
            return SwiftFileSummary(file: file.name, understood: understood, parsedOnly: parsedOnly)
        }
    }
}

/// What `swift-check` finds in the chosen view: every construct it reaches that TimerMask cannot
/// simulate, every value it needs from `--let` and every font it cannot find, in the order met;
/// or the error that ends the check early.
public struct SwiftCheckReport: Sendable {
    /// One problem per root cause, each with its place in the source.
    public var problems: [SwiftImportError]
    /// An error that stops checking (a runtime error, a limit, no view): what follows it is unchecked.
    public var stopped: SwiftImportError?
    /// The scene, when the view simulates.
    public var scene: WidgetScene?
    /// What the view draws otherwise than iOS does, one warning per place (it still simulates).
    public var warnings: [SwiftImportError] = []

    public var simulates: Bool { problems.isEmpty && stopped == nil && scene != nil }

    public init(problems: [SwiftImportError], stopped: SwiftImportError?, scene: WidgetScene?) {
        self.problems = problems
        self.stopped = stopped
        self.scene = scene
    }

    /// Every problem, then the one that stopped the check (with a note saying so): what
    /// `swift-check` prints.
    public var diagnostics: [SwiftImportError] {
        guard let stopped else { return problems + warnings }
        return problems + warnings + [SwiftImportError(stopped.kind, stopped.message, place: stopped.place, node: stopped.node,
                                            notes: stopped.notes + ["checking stopped here: what follows was not checked"])]
    }
}

extension SwiftWidgetSource {
    /// Evaluates the chosen view once, as `scene(_:)` does, but goes on past each problem: the
    /// expression or statement that meets it is skipped (drawn as nothing), and so, silently, is
    /// whatever uses its value, until the view evaluates or `limit` problems are found. Throws
    /// only what `layout` throws.
    public func check(_ options: SwiftWidgetOptions, layout: any SwiftSceneLayout, limit: Int = 100) throws -> SwiftCheckReport {
        do {
            return try LargeStack.run { try checking(options, layout: layout, limit: limit) }
        } catch let failure as SceneLayoutFailure {
            throw failure.error
        } catch {
            return SwiftCheckReport(problems: [], stopped: SwiftImportError(.runtime, "\(error)"), scene: nil)
        }
    }

    private func checking(_ options: SwiftWidgetOptions, layout: any SwiftSceneLayout, limit: Int) throws -> SwiftCheckReport {
        let sources = files.map(\.file)
        let index = DeclarationIndex(files: sources)
        let state = Evaluator.CheckState(limit: limit)
        var evaluator: Evaluator?
        var report = try checkingReport(state: state) {
            let made = try Evaluator(files: sources, index: index, options: options, check: state)
            evaluator = made
            return try scene(options, index: index, evaluator: made, layout: layout)
        }
        report.warnings = evaluator?.approximations ?? []
        return report
    }

    /// What checking found, however evaluation ended.
    private func checkingReport(state: Evaluator.CheckState, _ evaluate: () throws -> WidgetScene) throws -> SwiftCheckReport {
        do {
            let scene = try evaluate()
            return SwiftCheckReport(problems: state.problems, stopped: nil, scene: state.problems.isEmpty ? scene : nil)
        } catch is Evaluator.CheckLimitReached {
            return SwiftCheckReport(problems: state.problems, stopped: nil, scene: nil)
        } catch is Evaluator.SkippedDependency {
            return SwiftCheckReport(problems: state.problems, stopped: nil, scene: nil)
        } catch let failure as SceneLayoutFailure {
            throw failure
        } catch let error as SwiftImportError where error.kind == .noView && !state.problems.isEmpty {
            // The views skipped for the problems listed left nothing to draw: that follows from them.
            return SwiftCheckReport(problems: state.problems, stopped: nil, scene: nil)
        } catch let error as SwiftImportError {
            // Met outside any expression (laying the view out): listed if checking could have gone on past it.
            if error.kind.letsCheckingGoOn, error.node != nil {
                return SwiftCheckReport(problems: state.problems.contains(error) ? state.problems : state.problems + [error], stopped: nil, scene: nil)
            }
            return SwiftCheckReport(problems: state.problems, stopped: error, scene: nil)
        } catch {
            return SwiftCheckReport(problems: state.problems, stopped: SwiftImportError(.runtime, "\(error)"), scene: nil)
        }
    }
}
