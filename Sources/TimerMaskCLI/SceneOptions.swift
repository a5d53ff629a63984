import ArgumentParser
import Foundation
import TimerMask

/// The options every command that renders a scene shares: which scene (the widgetnimation
/// preset built from these flags, or a scene file), which frames, and how timers round.
/// The flag that sets the widget's own animation rate: `--fps` where no output rate could be
/// meant, `--widget-fps` on `preview`, whose `--fps` is the preview file's rate as ffmpeg,
/// gifski and img2webp users read it.
protocol AnimationRateFlag {
    static var name: NameSpecification { get }
    static var label: String { get }
}

enum FPSFlag: AnimationRateFlag {
    static var name: NameSpecification { .customLong("fps") }
    static var label: String { "--fps" }
}

enum WidgetFPSFlag: AnimationRateFlag {
    static var name: NameSpecification { .customLong("widget-fps") }
    static var label: String { "--widget-fps" }
}

typealias SceneOptions = SceneOptionsNaming<FPSFlag>

struct SceneOptionsNaming<Rate: AnimationRateFlag>: ParsableArguments {
    @Option(name: .customLong("preset"), help: ArgumentHelp("The built-in widget: \(WidgetPresetName.allCases.map(\.rawValue).joined(separator: ", ")) (widgetnimation-arc: the arc-mask widget turned by the clock-hand effect; framefonts: the 16-font OT-SVG stack, each layer a timer in its own frame font; live-timer: seed 001's HH:MM:SS day and week totals with a timeline of prefix changes). Default: widgetnimation, unless --scene or --swift gives the widget.", valueName: "name"))
    var presetText: Parsed<ChoiceText<WidgetPresetName>>?

    @Option(parsing: .unconditional, help: ArgumentHelp("widgetnimation-arc: one turn of the clock-hand effect, the whole animation (2s, 1500ms, …).", valueName: "duration"))
    var cycle: Parsed<DurationText> = "2s"

    @Flag(inversion: .prefixedNo, help: ArgumentHelp("widgetnimation-arc: play frames N−2…1 after N−1 (30 → 58). Default: on for the built-in frames, off for --frames and --photo."))
    var pingpong: Bool? = nil

    @Option(name: .customLong("time-zone"), parsing: .unconditional, help: ArgumentHelp("The zone the clock-hand effect reads the wall clock in (live-timer: where midnight and Monday 00:00 fall): an IANA name (Asia/Seoul) or an offset (+09:00).", valueName: "zone"))
    var timeZone: Parsed<TimeZoneText> = "UTC"

    @Option(name: .customLong("color-scheme"), help: ArgumentHelp("Appearance for the system colours (primary, secondary, systemBackground, red, …): light or dark.", valueName: "scheme"))
    var colorScheme = Parsed<ChoiceText<ColorSchemeSetting>>(argument: ColorSchemeSetting.light.rawValue)

    @Flag(name: .customLong("clock-hand-sixtieths"), help: "Round the clock-hand effect's phase down to 1/60 s, as devices are reported to when the update interval is 1 s or more and the period at most 60 s.")
    var clockHandSixtieths = false

    @Flag(name: .customLong("clock-hand-still"), help: "The clock-hand effect does not turn at all, as iOS 26.1 does for apps built with Xcode 26.1 that use the old wrapper.")
    var clockHandStill = false

    @Option(help: ArgumentHelp("The reference date R every timer counts from (ISO-8601 with a zone).", valueName: "instant"))
    var reference = Parsed<InstantText>(argument: SceneDefaults.referenceText)

    @Option(help: ArgumentHelp("Frames: a folder of images (sorted by name) or a pattern such as keyring_%02d.png. Default: the built-in keyring demo.", valueName: "dir|pattern"))
    var frames: String?

    @OptionGroup(title: "Your photo in the frames")
    var photoOptions: PhotoOptions

    @Option(help: ArgumentHelp("framefonts: the frame fonts, one per layer: a printf pattern (CatFont%d-Regular.ttf, counted from 0), a folder (its .ttf/.otf files sorted by name) or one font file for every layer. Default: the built-in keyring fonts. Relative paths are kept as given.", valueName: "pattern|dir|file"))
    var fonts: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Number of frames (layers). Default: 30 (framefonts: 16), or every file --frames or --fonts names.", valueName: "n"))
    var count: Int?

    @Option(name: Rate.name, parsing: .unconditional, help: ArgumentHelp("Frames a second of the widget's own animation (15, 8, 30000/1001, …). Default: 15 (framefonts: 8).", valueName: "f"))
    var fpsText: Parsed<NumberText>?

    @Option(name: .customLong("size"), parsing: .unconditional, help: ArgumentHelp("The widget view's side in points. Default: 170 (framefonts: 364, the published stack's font size).", valueName: "pt"))
    var sizeText: Parsed<NumberText>?

    @Option(name: .customLong("scale"), parsing: .unconditional, help: ArgumentHelp("Display scale: pixels per point (1, 2, 3, or fractional: 1.5, 3/2). Default: 3 (framefonts: 1, since 364 pt is already 364 px).", valueName: "s"))
    var scaleText: Parsed<NumberText>?

    /// Whether the flags name the frame-font stack, whose defaults differ.
    var isFrameFonts: Bool { (try? presetName()) == .frameFonts || (swift.isUsed && ideal == WidgetPresetName.frameFonts.rawValue) }
    var fps: Parsed<NumberText> { fpsText ?? (isFrameFonts ? "8" : "15") }
    /// The side and the scale given, else their defaults (a text that is not a number is said by
    /// `validate()`, before either is read).
    var size: Double { (try? sizeText?.value("--size"))?.doubleValue ?? (isFrameFonts ? FrameFontsPreset().size : 170) }
    var scale: Double { (try? scaleText?.value("--scale"))?.doubleValue ?? (isFrameFonts ? FrameFontsPreset().displayScale : 3) }

    @Option(name: .customLong("started-at"), help: ArgumentHelp("live-timer: when the running timer started (ISO-8601, or seconds after --reference). Default: the reference date.", valueName: "instant"))
    var startedAt: Parsed<InstantText>?

    @Option(name: .customLong("day-total"), parsing: .unconditional, help: ArgumentHelp("live-timer: time already counted today before the timer started (0s … 366 days). Default: 0.", valueName: "duration"))
    var dayTotal: Parsed<DurationText>?

    @Option(name: .customLong("week-total"), parsing: .unconditional, help: ArgumentHelp("live-timer: time already counted this week before the timer started. Default: 0.", valueName: "duration"))
    var weekTotal: Parsed<DurationText>?

    @Option(name: .customLong("font-size"), parsing: .unconditional, help: ArgumentHelp("live-timer: the totals' font size in points (1…200). Default: 24, as the seed's widget.", valueName: "pt"))
    var fontSize: Double?

    @Option(help: ArgumentHelp("Mask font file (.otf/.ttf). Default: the built-in BlinkMask.", valueName: "file"))
    var maskFont: String?

    @Option(name: .customLong("frame-background"), help: ArgumentHelp("Behind each frame: white, none (transparent frames ghost), or #RRGGBB. Default: white (as published); framefonts: none (its frame glyphs are opaque pictures; white for sbix frame fonts with transparent pictures).", valueName: "color"))
    var frameBackgroundText: Parsed<ColourText>?

    var frameBackground: Parsed<ColourText> { frameBackgroundText ?? (isFrameFonts ? "none" : "white") }

    @Option(name: .customLong("canvas"), help: ArgumentHelp("The colour under the widget: white, black, clear or #RRGGBB[AA]. Default: white under the widgetnimation, arc and framefonts presets, which draw it as their canvas; none under --scene, --swift and the live-timer preset, which draw only what the view draws.", valueName: "color"))
    var canvasText: Parsed<ColourText>?

    /// The canvas of the presets that draw one.
    var canvas: Parsed<ColourText> { canvasText ?? "white" }

    @Option(help: ArgumentHelp("With --swift: the schedule your widget is meant to keep, checked by jitter, sheet and timeline: a preset's (\(WidgetPresetName.allCases.map(\.rawValue).joined(separator: ", ")), built from the same flags) or a scene file's expectation and animation.", valueName: "preset|file"))
    var ideal: String?

    @Option(help: ArgumentHelp("A scene file (JSON) describing your own widget instead of the preset flags; its frame:K images come from --frames, --photo or the built-in demo.", valueName: "file"))
    var scene: String?

    @OptionGroup(title: "Your widget's Swift source")
    var swift: SwiftSourceOptions

    @Option(help: ArgumentHelp("Timer rounding at second boundaries: \(TimerRounding.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "rule"))
    var rounding = Parsed<ChoiceText<TimerRounding>>(argument: TimerRounding.default.rawValue)

    /// The most layers a stack may have.
    static var maximumCount: Int { FrameFiles.maximumCount }

    func validate() throws {
        _ = try presetName()
        _ = try cycleLength()
        _ = try environment()
        _ = try referenceDate()
        _ = try frameRate()
        _ = try roundingRule()
        if let sizeText {
            let value = try sizeText.value("--size")
            guard value > .zero, value <= Rational(2048) else { throw ValidationError("--size: \(sizeText.text) pt must be above 0 and at most 2048") }
        }
        if let scaleText {
            let value = try scaleText.value("--scale")
            guard value > .zero, value <= Rational(8) else { throw ValidationError("--scale: \(scaleText.text) must be above 0 and at most 8") }
        }
        if let count, !(1...Self.maximumCount).contains(count) {
            throw ValidationError("--count: \(count) frames is outside 1…\(Self.maximumCount)")
        }
        if frames != nil && photoOptions.photo != nil {
            throw ValidationError("--photo and --frames exclude each other: --photo composites into the built-in or --overlays frames")
        }
        _ = try frameBackground.value("--frame-background")
        _ = try canvas.value("--canvas")
        if let maskFont {
            try checkInput(maskFont, flag: "--mask-font", kind: "font file")
            // Opened now so a file that is not a font is blamed on the flag, not on a layer's mask.
            do { _ = try FontFace(contentsOf: URL(fileURLWithPath: maskFont)) } catch { throw ValidationError("--mask-font: \(error)") }
        }
        if fonts != nil && !isFrameFonts {
            throw ValidationError("--fonts applies only with --preset framefonts; the other presets draw image frames (--frames)")
        }
        if isFrameFonts && (frames != nil || photoOptions.photo != nil) {
            throw ValidationError("--preset framefonts draws its frames from fonts: give --fonts instead of \(frames != nil ? "--frames" : "--photo")")
        }
        if swift.isUsed && scene != nil {
            throw ValidationError("--swift and --scene exclude each other: give your widget as Swift source or as a scene file")
        }
        if presetText != nil && swift.isUsed {
            throw ValidationError("--preset and --swift exclude each other: the Swift source is the widget (--ideal names a preset to check its schedule against)")
        }
        if presetText != nil && scene != nil {
            throw ValidationError("--preset and --scene exclude each other: the scene file is the widget")
        }
        if !swift.isUsed, let flag = swift.givenFlags.first {
            throw ValidationError("\(flag) applies to --swift only: it describes a widget read from its Swift source")
        }
        if ideal != nil && !swift.isUsed {
            throw ValidationError("--ideal applies to --swift only: a preset or scene file states its own schedule")
        }
        if (try presetName()) == .liveTimer || scene == nil {
            _ = try liveTimerPreset()
        }
        if (try presetName()) != .liveTimer, let flag = [("--started-at", startedAt != nil), ("--day-total", dayTotal != nil),
                                                         ("--week-total", weekTotal != nil), ("--font-size", fontSize != nil)].first(where: \.1) {
            throw ValidationError("\(flag.0) applies only with --preset live-timer")
        }
        if let scene { try checkInput(scene, flag: "--scene", kind: "scene file") }
    }

    func referenceDate() throws -> Instant {
        guard case .absolute(let date) = try reference.value("--reference") else {
            throw ValidationError("--reference: '\(reference.text)' must be a date-time such as 2026-11-21T10:00:00Z")
        }
        return date
    }

    func frameRate() throws -> Rational {
        try fps.rate(Rate.label, atMost: Rational(1000))
    }

    func roundingRule() throws -> TimerRounding {
        try rounding.value("--rounding")
    }

    func presetName() throws -> WidgetPresetName {
        try presetText?.value("--preset") ?? .widgetnimation
    }

    func cycleLength() throws -> Seconds {
        let value = try cycle.value("--cycle")
        guard value >= SceneLimits.shortestPeriod, value <= Rational(3600) else {
            throw ValidationError("--cycle: \(cycle.text) must be at least 1 ms and at most 1 h")
        }
        return value
    }

    /// Appearance, wall-clock zone and clock-hand quirks, from the flags.
    func environment() throws -> SceneEnvironment {
        SceneEnvironment(colorScheme: try colorScheme.value("--color-scheme"), timeZone: try timeZone.value("--time-zone"),
                         clockHand: ClockHandBehaviour(roundsPhaseToSixtieth: clockHandSixtieths, standsStill: clockHandStill))
    }

    /// The scene of the preset these flags name, over `frameCount` frames (`timermask scene`).
    func presetScene(frameCount: Int, named name: WidgetPresetName? = nil) throws -> WidgetScene {
        switch try name ?? presetName() {
        case .widgetnimation:
            var preset = try widgetnimationPreset()
            preset.frameCount = frameCount
            return preset.scene
        case .widgetnimationArc:
            var arc = try arcPreset()
            arc.play(frameCount: frameCount, pingPong: pingpong ?? frameSource().isBuiltInDemo)
            return arc.scene
        case .liveTimer:
            return try liveTimerPreset().scene
        case .frameFonts:
            // The fonts are opened so the scene states which glyph each seconds pair picks.
            do { return try SceneBundle.frameFonts(frameFontsPreset()).scene } catch let error as SceneLoadError {
                throw CLIError("--fonts: \(error)")
            }
        }
    }

    /// `--ideal`: the scene whose expectation and animation a Swift source is checked against,
    /// a preset's built over as many frames as `frames` holds.
    func idealScene(frames: FrameSource) throws -> WidgetScene? {
        guard let ideal else { return nil }
        if let name = WidgetPresetName(rawValue: ideal) {
            return try presetScene(frameCount: max(1, try frames.sources(defaultCount: count ?? 30).count), named: name)
        }
        if InputFile.problem(at: ideal)?.isMissing == true {
            throw ValidationError("--ideal: '\(ideal)' is neither a preset (\(WidgetPresetName.allCases.map(\.rawValue).joined(separator: ", "))) nor a scene file")
        }
        let data = try readInput(ideal, flag: "--ideal", kind: "scene file")
        do { return try SceneFile.decode(data, source: ideal) } catch let error as SceneFileError { throw CLIError("--ideal: \(error)") }
    }

    /// The live-timer preset these flags describe; every number checked before it is used.
    func liveTimerPreset() throws -> LiveTimerPreset {
        var preset = LiveTimerPreset()
        preset.reference = try referenceDate()
        preset.size = size
        preset.displayScale = scale
        if let startedAt { preset.startedAt = try startedAt.instant("--started-at", reference: preset.reference) }
        func total(_ given: Parsed<DurationText>?, _ flag: String) throws -> Seconds {
            guard let given else { return .zero }
            let value = try given.value(flag)
            guard value >= .zero, value <= LiveTimerPreset.longestTotal else {
                throw ValidationError("\(flag): \(given.text) must be at least 0 and at most 366 days")
            }
            return value
        }
        preset.dayTotal = try total(dayTotal, "--day-total")
        preset.weekTotal = try total(weekTotal, "--week-total")
        if let fontSize {
            guard fontSize.isFinite, fontSize >= 1, fontSize <= 200 else { throw ValidationError("--font-size: \(fontSize) pt must be at least 1 and at most 200") }
            preset.fontSize = fontSize
        }
        preset.timeZone = try timeZone.value("--time-zone")
        return preset
    }

    /// The frame-font stack these flags describe, its fonts resolved from --fonts.
    func frameFontsPreset() throws -> FrameFontsPreset {
        var preset = try withStackFlags(FrameFontsPreset())
        do { try preset.useFonts(FrameFontFiles.references(fonts, count: count)) } catch { throw CLIError("--fonts: \(error)") }
        return preset
    }

    /// The widgetnimation preset these flags describe; the frames set its frame count.
    func widgetnimationPreset() throws -> WidgetnimationPreset {
        try withStackFlags(WidgetnimationPreset())
    }

    /// `preset` with the flags every timer-masked stack takes: rate, size, scale, reference,
    /// mask font and the two backgrounds.
    func withStackFlags<Preset: MaskedStackSettings>(_ preset: Preset) throws -> Preset {
        var preset = preset
        preset.fps = try frameRate()
        preset.size = size
        preset.displayScale = scale
        preset.reference = try referenceDate()
        preset.maskFont = maskFont.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? FontReference.builtInBlinkMask
        let background = try frameBackground.value("--frame-background")
        preset.frameBackground = background.a == 0 ? nil : background
        preset.canvasBackground = try canvas.value("--canvas")
        return preset
    }

    /// The arc-mask preset these flags describe; the frames set its bands.
    func arcPreset() throws -> WidgetnimationArcPreset {
        var arc = WidgetnimationArcPreset()
        arc.cycle = try cycleLength()
        arc.size = size
        arc.displayScale = scale
        arc.reference = try referenceDate()
        arc.canvasBackground = try canvas.value("--canvas")
        return arc
    }

    /// The frames: --frames, --photo composited in memory, or the built-in demo.
    func frameSource() -> FrameSource {
        if let frames { return .files(frames, count: count) }
        if photoOptions.photo != nil {
            // Overlay files or a transforms table set the count themselves.
            let photoOptions = photoOptions, count = count
            let builtIn = photoOptions.overlays == nil && photoOptions.transforms == nil
            return .generated { needed in try photoOptions.composedFrames(count: count ?? (builtIn ? needed : nil)) }
        }
        return count.map { .builtInDemo(count: $0) } ?? .builtInDemo
    }

    /// The scene file or preset with its frames, images and fonts, loaded by the library;
    /// its errors are put to the flag they came from. A `--canvas` given for a widget that draws
    /// no canvas of its own goes under it.
    func sceneBundle() throws -> SceneBundle {
        let bundle = try sceneBundleAsWritten()
        guard let canvasText, try scene != nil || swift.isUsed || presetName() == .liveTimer else { return bundle }
        return SceneBundle(scene: bundle.scene.onCanvas(try canvasText.value("--canvas")), images: bundle.images, fonts: bundle.fonts,
                           warnings: bundle.warnings)
    }

    private func sceneBundleAsWritten() throws -> SceneBundle {
        do {
            if let scene { return try SceneBundle.load(sceneFile: URL(fileURLWithPath: scene), frames: frameSource()) }
            if swift.isUsed {
                let frames = frameSource()
                let environment = try environment()
                let bundle = try swift.sceneBundle(reference: referenceDate(), displayScale: scale, colorScheme: environment.colorScheme,
                                                   timeZone: environment.timeZone, frames: frames)
                FontWarnings.report(bundle.warnings)   // what the source draws otherwise than iOS, once per command
                guard let ideal = try idealScene(frames: frames) else { return bundle }
                var scene = bundle.scene
                scene.expectation = ideal.expectation
                scene.animation = ideal.animation
                return SceneBundle(scene: scene, images: bundle.images, fonts: bundle.fonts, warnings: bundle.warnings)
            }
            switch try presetName() {
            case .widgetnimation:
                return try SceneBundle.widgetnimation(widgetnimationPreset(), frames: frameSource())
            case .widgetnimationArc:
                return try SceneBundle.widgetnimationArc(arcPreset(), frames: frameSource(), pingPong: pingpong)
            case .frameFonts:
                do { return try SceneBundle.frameFonts(frameFontsPreset()) } catch let error as SceneLoadError {
                    throw CLIError("--fonts: \(error)")
                }
            case .liveTimer:
                return try SceneBundle.liveTimer(liveTimerPreset())
            }
        } catch let error as SceneLoadError {
            switch error.kind {
            case .frames where frames != nil: throw CLIError("--frames: \(error)")
            case .unreadableSceneFile: throw CLIError("--scene: \(error)")
            default: throw error
            }
        }
    }

    /// A renderer for the scene these flags describe. With `jitter`, timers read the jittered
    /// clock its flags describe (ideal when none is set).
    func makeRenderer(jitter: JitterOptions? = nil) throws -> SceneRenderer {
        let bundle = try sceneBundle()
        let rounding = try roundingRule()
        let clock = try jitter?.clock(for: bundle.scene, rounding: rounding) ?? IdealTimerClock(rounding: rounding)
        return try bundle.renderer(clock: clock, environment: try environment())
    }
}

/// The built-in widgets `--preset` names.
enum WidgetPresetName: String, CaseIterable {
    case widgetnimation
    case widgetnimationArc = "widgetnimation-arc"
    case frameFonts = "framefonts"
    case liveTimer = "live-timer"
}

/// What the two timer-masked stacks (the BlinkMask stack and the frame-font stack) share, so
/// one mapping of flags serves both.
protocol MaskedStackSettings {
    var fps: Rational { get set }
    var size: Double { get set }
    var displayScale: Double { get set }
    var reference: Instant { get set }
    var maskFont: String { get set }
    var frameBackground: SceneColor? { get set }
    var canvasBackground: SceneColor { get set }
}

extension WidgetnimationPreset: MaskedStackSettings {}
extension FrameFontsPreset: MaskedStackSettings {}
