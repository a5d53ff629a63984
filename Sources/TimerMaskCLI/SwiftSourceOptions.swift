import ArgumentParser
import Foundation
import TimerMask

/// The flags that render a widget from its own SwiftUI source instead of a scene file or preset.
struct SwiftSourceOptions: ParsableArguments {
    @Option(name: .customLong("swift"), help: ArgumentHelp("Your widget's Swift source: a .swift file (repeat for several) or a folder of them, instead of --scene or a preset. It is parsed and evaluated, never compiled or run.", valueName: "file|dir"))
    var files: [String] = []

    @Option(help: ArgumentHelp("The View to render. Default: the view a Widget's configuration builds, else the only View in the files.", valueName: "name"))
    var view: String?

    @Option(help: ArgumentHelp("The widget to render, by its type or its kind: string, when the files declare several. Default: the @main Widget, else the first of the @main WidgetBundle, else the only Widget.", valueName: "type|kind"))
    var widget: String?

    @Option(help: ArgumentHelp("The #Preview whose timeline gives the entries, by its name or its number from 1 (swift-check --list numbers them). Default: the widget's first #Preview of --family, else its first.", valueName: "name|N"))
    var preview: String?

    @Option(help: ArgumentHelp("The entry to render the widget with, as a JSON object of its fields, instead of the files' own entries: enums as \"case\" or {\"case\": {payload}}, optionals as null, nested structs as objects, dates ISO-8601. the Swift sources article, \"Where entries come from\".", valueName: "file.json"))
    var entry: String?

    @Option(name: .customLong("locale"), help: ArgumentHelp("The locale dates and numbers are written in (DateFormatter, formatted(), Text(date, style:), specifier:, Calendar's first weekday): a Foundation identifier such as en_GB or de_DE. Default: en_US.", valueName: "id"))
    var localeText: String?

    @Option(name: .customLong("defaults"), help: ArgumentHelp("The user defaults the app would have written: a JSON object of keys and values ({\"dailyGoal\": 10}), read by @AppStorage and UserDefaults (every suite). Default: none, so each reads its initial value or nothing.", valueName: "file.json"))
    var defaultsFile: String?

    @Option(name: .customLong("family"), help: ArgumentHelp("The widget family: \(WidgetSizes.Family.allCases.map(\.rawValue).joined(separator: ", ")). Default: systemSmall, or the first family of the widget's supportedFamilies when it leaves systemSmall out.", valueName: "family"))
    var familyText: Parsed<ChoiceText<WidgetSizes.Family>>?
    var family: Parsed<ChoiceText<WidgetSizes.Family>> { familyText ?? Parsed(argument: WidgetSizes.Family.systemSmall.rawValue) }

    @Option(name: .customLong("device"), help: ArgumentHelp("The iPhone whose widget sizes apply (Apple's HIG table; the Swift sources article). Default: \(WidgetSizes.defaultDevice).", valueName: "name"))
    var deviceText: Parsed<DeviceText>?
    var device: Parsed<DeviceText> { deviceText ?? Parsed(argument: WidgetSizes.defaultDevice) }

    @Option(name: .customLong("widget-size"), parsing: .unconditional, help: ArgumentHelp("The widget's size in points, instead of --family and --device: 170x170.", valueName: "WxH"))
    var widgetSize: Parsed<WidgetSizeText>?

    @Option(name: .customLong("font-dir"), help: ArgumentHelp("Where Font.custom names are looked up by PostScript or full name (repeatable). Default: the Swift files' folder and below; BlinkMask and the keyring frame fonts are built in.", valueName: "dir"))
    var fontDirectories: [String] = []

    @Option(name: .customLong("let"), help: ArgumentHelp("A value the source cannot compute: NAME=VALUE with a number, a string, an instant, a duration (2s), an enum case (.calm, or calm), a JSON array or object (read as the field's type), or frames (the images of --frames): --let entry.customFrames=frames.", valueName: "name=value"))
    var lets: [Parsed<LetText>] = []

    @Option(name: .customLong("launch-skew"), parsing: .unconditional, help: ArgumentHelp("How long before the entry's date the extension launched: Date() in a static let reads that moment. Default: 5ms.", valueName: "duration"))
    var launchSkewText: Parsed<DurationText>?
    var launchSkew: Parsed<DurationText> { launchSkewText ?? "5ms" }

    @Option(name: .customLong("content-margins"), parsing: .unconditional, help: ArgumentHelp("The content margins iOS 17+ pads a widget's content by, in points (0…60). Default: 16 in the system families (Apple's guidelines: 16 pt for most widgets), 0 in the accessory families; none where the configuration says .contentMarginsDisabled().", valueName: "points"))
    var contentMarginsText: Double?

    @Option(name: .customLong("widget-corners"), parsing: .unconditional, help: ArgumentHelp("The Home Screen widget's corner radius in points (0…60), which ContainerRelativeShape is concentric with. Default: 22 (Apple publishes none; iPhone mock-ups use 22).", valueName: "points"))
    var widgetCornersText: Double?

    @Option(name: .customLong("rendering-mode"), help: ArgumentHelp("How WidgetKit renders the widget: full-color; accented (each view in its group's colour at its own alpha: white, and --accent-color for widgetAccentable views; no container background); vibrant (the Lock Screen: white at the content's luminance). Default: vibrant in the accessory families, full-color otherwise.", valueName: "mode"))
    var renderingModeText: Parsed<ChoiceText<RenderingModeName>>?

    @Option(name: .customLong("accent-color"), help: ArgumentHelp("The accent group's colour in --rendering-mode accented: #RRGGBB or a name. Default: #0A84FF (iOS's blue, standing in for the colour the user picks).", valueName: "color"))
    var accentColorText: Parsed<ColourText>?

    @Option(name: .customLong("dynamic-type-size"), help: ArgumentHelp("The reader's text size, which sizes the text styles (.body, .headline…) by Apple's table: \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")). Default: large.", valueName: "size"))
    var dynamicTypeSizeText: Parsed<ChoiceText<DynamicTypeSize>>?

    @Option(help: ArgumentHelp("The provider's timeline, which TimerMask never computes: a JSON file of entries (a scene file's \"timeline\", or a scene file holding one). The view reads each entry's values through --let NAME=@VALUE.", valueName: "file"))
    var timeline: String?

    var isUsed: Bool { !files.isEmpty }

    /// The flags given, each of which only a Swift source reads: without --swift they would be
    /// ignored without a word.
    var givenFlags: [String] {
        [("--view", view != nil), ("--locale", localeText != nil), ("--defaults", defaultsFile != nil), ("--widget", widget != nil), ("--preview", preview != nil), ("--entry", entry != nil), ("--family", familyText != nil), ("--device", deviceText != nil),
         ("--widget-size", widgetSize != nil), ("--font-dir", !fontDirectories.isEmpty), ("--let", !lets.isEmpty),
         ("--launch-skew", launchSkewText != nil), ("--timeline", timeline != nil), ("--content-margins", contentMarginsText != nil), ("--dynamic-type-size", dynamicTypeSizeText != nil), ("--widget-corners", widgetCornersText != nil),
         ("--rendering-mode", renderingModeText != nil), ("--accent-color", accentColorText != nil)].filter(\.1).map(\.0)
    }

    func validate() throws {
        for file in files { try checkInput(file, flag: "--swift", kind: "", allowingFolder: true) }
        if let entry { try checkInput(entry, flag: "--entry", kind: "entry file") }
        _ = try localeIdentifier()
        if let defaultsFile { try checkInput(defaultsFile, flag: "--defaults", kind: "defaults file") }
        if view != nil, let other = [("--widget", widget), ("--preview", preview), ("--entry", entry)].first(where: { $0.1 != nil }) {
            throw ValidationError("\(other.0) chooses among a Widget's entries, but --view renders a View on its own; give one or the other")
        }
        for directory in fontDirectories { try checkInput(directory, flag: "--font-dir", kind: "folder", allowingFolder: true) }
        _ = try size()
        if let m = contentMarginsText, !(m.isFinite && m >= 0 && m <= 60) {
            throw ValidationError("--content-margins: '\(m)' is not a length in points from 0 to 60")
        }
        _ = try letValues()
        _ = try dynamicTypeSizeText?.value("--dynamic-type-size")
        _ = try renderingModeText?.value("--rendering-mode")
        if let accent = try accentColorText?.value("--accent-color") {
            if accent.a == 0 { throw ValidationError("--accent-color: a clear accent draws the accent group invisible; give a visible colour") }
            if try renderingModeText?.value("--rendering-mode") != .accented {
                throw ValidationError("--accent-color colours the accent group of --rendering-mode accented; give --rendering-mode accented too")
            }
        }
        if let r = widgetCornersText, !(r.isFinite && r >= 0 && r <= 60) {
            throw ValidationError("--widget-corners: '\(r)' is not a radius in points from 0 to 60")
        }
        _ = try skew()
        _ = try familyValue()
        _ = try timelineValue(reference: nil)
        if timeline == nil, let (name, _) = try letValues().first(where: { if case .entryValue = $0.value { true } else { false } }) {
            throw ValidationError("--let \(name): a timeline value (@…) needs the entries of --timeline FILE")
        }
    }

    /// The --timeline file's entries; with the reference date, checked for order as a scene's are.
    func timelineValue(reference: Instant?) throws -> SceneTimeline? {
        guard let timeline else { return nil }
        let data = try readInput(timeline, flag: "--timeline", kind: "timeline file")
        do { return try SceneFile.decodeTimeline(data, source: timeline, reference: reference) } catch let error as SceneFileError {
            throw ValidationError("--timeline: \(error)")
        }
    }

    /// --locale as Foundation names it (`de-DE` is read as `de_DE`), checked against the locales it has.
    func localeIdentifier() throws -> String {
        guard let localeText else { return "en_US" }
        let id = localeText.replacingOccurrences(of: "-", with: "_")
        guard Locale.availableIdentifiers.contains(id) else {
            throw ValidationError("--locale: '\(localeText)' is not a locale Foundation knows (e.g. en_US, en_GB, de_DE, ja_JP)")
        }
        return id
    }

    /// The widget's size: --widget-size, else the device's widget of --family.
    func size() throws -> (width: Double, height: Double) {
        if let widgetSize { return try widgetSize.value("--widget-size") }
        let family = try familyValue()
        let screen = try device.value("--device")
        guard let size = screen.size(family) else { throw ValidationError("--family: \(device.text) has no \(family.rawValue) widget in the table") }
        return size
    }

    func letValues() throws -> [String: SwiftLetValue] {
        var out: [String: SwiftLetValue] = [:]
        for given in lets {
            let (name, value) = try given.value()
            out[name] = value
        }
        return out
    }

    func skew() throws -> Seconds {
        let value = try launchSkew.value("--launch-skew")
        if let problem = SwiftWidgetOptions.launchSkewProblem(value) { throw ValidationError("--launch-skew: '\(launchSkew.text)' \(problem)") }
        return value
    }

    /// --family as a family (its size may come from --widget-size instead).
    func familyValue() throws -> WidgetSizes.Family {
        try family.value("--family")
    }

    /// The widget's source loaded into a scene with its frames and fonts.
    func sceneBundle(reference: Instant, displayScale: Double, colorScheme: ColorSchemeSetting, timeZone: TimeZoneSpec = .utc,
                     frames: FrameSource) throws -> SceneBundle {
        try SceneBundle.load(swift: files.map { URL(fileURLWithPath: $0) },
                             options: try widgetOptions(reference: reference, displayScale: displayScale, colorScheme: colorScheme, timeZone: timeZone),
                             frames: frames, fontDirectories: fontDirectoryURLs)
    }

    /// The flags as the library's options.
    func widgetOptions(reference: Instant, displayScale: Double, colorScheme: ColorSchemeSetting = .light,
                       timeZone: TimeZoneSpec = .utc) throws -> SwiftWidgetOptions {
        let (width, height) = try size()
        var options = SwiftWidgetOptions(viewName: view, width: width, height: height, displayScale: displayScale,
                                         reference: reference, launchSkew: try skew(), lets: try letValues(),
                                         timeline: try timelineValue(reference: reference), family: try familyValue(), colorScheme: colorScheme)
        options.timeZone = timeZone
        options.familyIsChosen = familyText != nil || widgetSize != nil
        options.locale = try localeIdentifier()
        if let defaultsFile {
            options.defaults = EntryFile(name: defaultsFile, data: try readInput(defaultsFile, flag: "--defaults", kind: "defaults file"))
        }
        options.screen = try device.value("--device")
        options.widgetName = widget
        options.previewName = preview
        options.contentMargins = contentMarginsText
        if let r = widgetCornersText { options.widgetCornerRadius = r }
        if let size = try dynamicTypeSizeText?.value("--dynamic-type-size") { options.dynamicTypeSize = size }
        options.renderingMode = try renderingModeText?.value("--rendering-mode").mode
        if let accent = try accentColorText?.value("--accent-color") { options.accentColor = .fixed(accent) }
        if let entry {
            options.entryFile = EntryFile(name: entry, data: try readInput(entry, flag: "--entry", kind: "entry file"))
        }
        return options
    }

    var fontDirectoryURLs: [URL]? { fontDirectories.isEmpty ? nil : fontDirectories.map { URL(fileURLWithPath: $0) } }
}

/// A widget's size in points, `WxH`, each side above 0 and at most 2048.
enum WidgetSizeText: ArgumentReading {
    static func read(_ text: String) throws -> (width: Double, height: Double) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w <= 2048, h <= 2048 else {
            throw CLIError("'\(text)' is not WxH in points, each above 0 and at most 2048 (e.g. 170x170)")
        }
        return (w, h)
    }
}

/// `--let NAME=VALUE`; the library's reason names the flag itself.
enum LetText: ArgumentReading {
    static func read(_ text: String) throws -> (name: String, value: SwiftLetValue) { try SwiftLetValue.parse(text) }
}

/// An iPhone in Apple's table of widget sizes, by name in any case and spacing.
enum DeviceText: ArgumentReading {
    static func read(_ text: String) throws -> WidgetSizes.Screen {
        guard let screen = WidgetSizes.screen(device: text) else {
            throw CLIError("'\(text)' is not in the table (\(WidgetSizes.deviceNames.joined(separator: ", ")))")
        }
        return screen
    }
}

/// `--rendering-mode`'s words for WidgetKit's rendering modes.
enum RenderingModeName: String, CaseIterable, Sendable {
    case fullColor = "full-color", accented, vibrant

    var mode: WidgetRenderingMode {
        switch self {
        case .fullColor: .fullColor
        case .accented: .accented
        case .vibrant: .vibrant
        }
    }
}
