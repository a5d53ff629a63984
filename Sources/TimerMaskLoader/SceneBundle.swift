import Foundation
import TimerMaskCodecs
import TimerMaskCore
import TimerMaskFonts
import TimerMaskRaster
import TimerMaskRender

/// A scene with every resource it names loaded and checked: the parse stage, before any
/// rendering. `renderer()` turns it into a `SceneRenderer`, which touches no files.
///
/// ```swift
/// let renderer = try SceneBundle.widgetnimation().renderer()              // the built-in demo
/// let mine = try SceneBundle.load(sceneFile: url, frames: .files("frames/")).renderer()
/// ```
public struct SceneBundle: Sendable {
    public let scene: WidgetScene
    public let images: ImageLibrary
    public let fonts: FontLibrary
    /// What the scene draws otherwise than iOS would, one line each (`file:line:column: …` for a
    /// Swift source's constructs): the CLI prints them as warnings.
    public var warnings: [String]

    public init(scene: WidgetScene, images: ImageLibrary, fonts: FontLibrary = FontLibrary(), warnings: [String] = []) {
        self.scene = scene
        self.images = images
        self.fonts = fonts
        self.warnings = warnings
    }

    // MARK: Scene files

    /// A scene file (JSON, see the documentation's "Scene files") with its images and fonts: images
    /// named `frame:K` come from `frames`, any other image name and every font file are paths
    /// relative to the scene file. Images are resampled once per size they are drawn at.
    ///
    /// Throws `SceneLoadError` for a file that cannot be read, a `frame:K` past the frames
    /// given or an image that cannot be read, and `SceneFileError` for a malformed scene, each
    /// one sentence naming the file and the JSON path.
    public static func load(sceneFile: URL, frames: FrameSource = .builtInDemo) throws -> SceneBundle {
        let data: Data
        do { data = try InputFile.read(sceneFile.path, atMost: .json) } catch let error as InputFileError {
            throw SceneLoadError(.unreadableSceneFile, "scene file \(sceneFile.relativePath) \(error.problem)")
        }
        let scene = try SceneFile.decode(data, source: sceneFile.lastPathComponent)
        return try load(scene: scene, relativeTo: sceneFile.deletingLastPathComponent(), frames: frames,
                        source: sceneFile.lastPathComponent)
    }

    /// A scene built in code, loaded as a scene file is: `frame:K` from `frames`, other image
    /// names and font files relative to `directory` (the working directory when nil).
    /// `source` names the scene in errors (`widget.json: root.children[1] …`).
    public static func load(scene: WidgetScene, relativeTo directory: URL? = nil, frames: FrameSource = .builtInDemo,
                            source: String? = nil) throws -> SceneBundle {
        let prefix = source.map { "\($0): " } ?? ""
        // Each image name with the JSON path of its first use, in tree order.
        var uses: [(name: String, path: String)] = []
        var seen: Set<String> = []
        scene.walkTrees { node, path in
            if case .image(let name, _) = node.content, seen.insert(name).inserted { uses.append((name, path)) }
        }

        var images: [String: ImageSource] = [:]
        var frameUses: [(index: Int, name: String, path: String)] = []
        for use in uses where FrameName.isFrame(use.name) {
            guard let k = FrameName.index(use.name) else {
                throw SceneLoadError(.malformedFrameName, "\(prefix)\(use.path).image: '\(use.name)' is not a frame name; write frame:K with K a whole number from 0 (frame:7)")
            }
            frameUses.append((k, use.name, use.path))
        }
        if let highest = frameUses.map(\.index).max() {
            let loaded = try frames.sources(defaultCount: highest + 1, keptWhole: true)
            if let past = frameUses.first(where: { $0.index >= loaded.count }) {
                throw SceneLoadError(.frameOutOfRange, "\(prefix)\(past.path).image: '\(past.name)' is past the last frame: \(loaded.count) frames were given, frame:0…frame:\(loaded.count - 1)")
            }
            for (k, frame) in loaded.enumerated() { images[FrameName.name(k)] = frame }
        }
        for use in uses where !FrameName.isFrame(use.name) {
            let url = use.name.hasPrefix("/") || directory == nil
                ? URL(fileURLWithPath: use.name) : directory!.appendingPathComponent(use.name)
            do { images[use.name] = ImageSource(try ImageFile.read(url: url)) } catch {
                throw SceneLoadError(.unreadableImage, "\(prefix)\(use.path) names image '\(use.name)': \(error)")
            }
        }
        return SceneBundle(scene: scene, images: ImageLibrary(sources: images), fonts: FontLibrary(baseDirectory: directory))
    }

    // MARK: Presets

    /// The widgetnimation preset (the 30-layer BlinkMask stack of domain.md section 5) over
    /// `frames`, the built-in keyring demo by default. The preset's `frameCount` is how many
    /// frames the built-in demo draws; files or images set it to their own number. Each frame
    /// is drawn or decoded, and resampled to the view's pixel size, when an instant first shows it.
    public static func widgetnimation(_ preset: WidgetnimationPreset = WidgetnimationPreset(),
                                      frames: FrameSource = .builtInDemo) throws -> SceneBundle {
        let pixels = pixelSide(size: preset.size, scale: preset.displayScale)
        let loaded = try frames.sources(defaultCount: preset.frameCount)
        var preset = preset
        preset.frameCount = loaded.count
        return filled(preset.scene, frames: loaded, pixels: pixels)
    }

    /// The arc-mask widget (domain.md section 10) over `frames`, the built-in keyring demo by
    /// default (30 frames). Its bands play the frames 0…N−1 and, with `pingPong`, N−2…1 after
    /// them (30 as 58); `pingPong` is on by default for the built-in demo only, as the
    /// repository plays it. The preset's own `bandFrames` are replaced.
    public static func widgetnimationArc(_ preset: WidgetnimationArcPreset = WidgetnimationArcPreset(),
                                         frames: FrameSource = .builtInDemo, pingPong: Bool? = nil) throws -> SceneBundle {
        let pixels = pixelSide(size: preset.size, scale: preset.displayScale)
        let loaded = try frames.sources(defaultCount: WidgetnimationPreset().frameCount)
        var preset = preset
        preset.play(frameCount: loaded.count, pingPong: pingPong ?? frames.isBuiltInDemo)
        return filled(preset.scene, frames: loaded, pixels: pixels)
    }

    /// The frame-font stack (domain.md sections 6 and 11): one timer layer per font of
    /// `preset.fonts`, the built-in keyring fonts by default (`FrameFontFiles.references` turns
    /// a pattern, folder or file into them). Every font is opened here, so a missing or damaged
    /// one is one sentence before anything renders. Relative font paths are kept as given and
    /// read from the working directory.
    public static func frameFonts(_ preset: FrameFontsPreset = FrameFontsPreset()) throws -> SceneBundle {
        guard !preset.fonts.isEmpty, preset.frameCount >= 1 else {
            throw SceneLoadError(.frames, "a font stack needs at least one frame font")
        }
        let fonts = FontLibrary()
        for reference in Set(preset.fonts).sorted() {
            do { _ = try fonts.face(reference) } catch {
                throw SceneLoadError(.frames, "frame font \(reference): \(error)")
            }
        }
        var preset = preset
        preset.pairGlyphs = try pairGlyphs(of: fonts.face(preset.fonts[0]))
        return SceneBundle(scene: preset.scene, images: ImageLibrary(images: [:]), fonts: fonts)
    }

    /// The picture glyph each seconds pair 00…59 shapes into in a frame font (the last glyph
    /// of the pair, ranked by `FontFace.pictureGlyphRank`), so the stack's schedule names the
    /// frames the fonts really hold; nil (the CatFont rule) when some pair is not one picture.
    static func pairGlyphs(of face: FontFace) -> [Int]? {
        var glyphs: [Int] = []
        for pair in 0..<60 {
            guard let last = face.shape(String(format: "%02d", pair)).last,
                  let rank = face.pictureGlyphRank(last.glyphID) else { return nil }
            glyphs.append(rank)
        }
        // The published rule is the default, so a scene of the CatFont stack stays short.
        return glyphs == (0..<60).map(FontStack.glyph(forPair:)) ? nil : glyphs
    }

    /// A preset's square view side in pixels.
    static func pixelSide(size: Double, scale: Double) -> Int { Int((size * scale).rounded(.up)) }

    /// Frames named `frame:K`, each resampled to fill a square view of `pixels` when first read.
    static func filled(_ scene: WidgetScene, frames: [ImageSource], pixels: Int) -> SceneBundle {
        let library = ImageLibrary(frameSources: frames)
        library.prepareForFill(width: pixels, height: pixels)
        return SceneBundle(scene: scene, images: library)
    }

    // MARK: Rendering

    /// A renderer whose timers round by `rounding` and read the clock `jitter` describes
    /// (ideal when it is `.none`), in `environment` (light, UTC, no clock-hand quirks): the
    /// command line's defaults.
    public func renderer(rounding: TimerRounding = .default, jitter: JitterModel = .none,
                         environment: SceneEnvironment = SceneEnvironment()) throws -> SceneRenderer {
        let clock: any TimerClock = jitter.isNone
            ? IdealTimerClock(rounding: rounding)
            : try JitterClock(jitter, scene: scene, rounding: rounding)
        return try renderer(clock: clock, environment: environment)
    }

    /// A renderer whose timers read `clock`.
    public func renderer(clock: any TimerClock, environment: SceneEnvironment = SceneEnvironment()) throws -> SceneRenderer {
        let renderer = try SceneRenderer(scene: scene, images: images, fonts: fonts, clock: clock, environment: environment)
        renderer.approximations = warnings
        return renderer
    }
}

extension SceneBundle {
    /// The time-tracking widget of seed 001 (`LiveTimerPreset`): two totals as `HH:MM:SS`, a
    /// timeline of prefix changes at their marks, midnight and the week's start. Its system font
    /// (Inter and Inter Display through fontconfig) is opened here, so a machine without it is one sentence.
    public static func liveTimer(_ preset: LiveTimerPreset = LiveTimerPreset()) throws -> SceneBundle {
        let fonts = FontLibrary()
        do { for reference in [FontReference.system, FontReference.systemDisplay] { _ = try fonts.face(reference) } } catch {
            throw SceneLoadError(.frames, "the live-timer preset's system font: \(error)")
        }
        return SceneBundle(scene: preset.scene, images: ImageLibrary(images: [:]), fonts: fonts)
    }
}
