import ArgumentParser
import Foundation
import TimerMask

/// `timermask preview`: a span of the widget as an animated GIF or WebP.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render a span of the widget into an animated GIF or WebP.",
        discussion: """
        Samples the exact instants start + k/F and encodes them with delays as exact as the format \
        allows and no drift (15 fps in GIF centiseconds: 7, 7, 6; in WebP milliseconds: 67, 67, 66). \
        Samples showing the same timer strings are rendered once and identical frames merged. \
        GIF: one palette quantised for the whole animation (Wu + k-means), a frame's own palette \
        only where that pays, changed rectangles and transparency; WebP: lossless unless --lossy. \
        --fps is the preview file's frame rate, as in ffmpeg, gifski and img2webp: the widget \
        plays at its own speed whatever it is (60 shows sub-frame timing, 10 aliasing). The \
        preset's own animation rate is --widget-fps here (--fps on the other commands).

        Examples:
          timermask preview -o widget.gif                     # one loop of the built-in demo
          timermask preview --size 60 --loops 2 -o small.webp
          timermask preview --fps 60 --duration 1s --dither fs -o fine.gif
          timermask preview --widget-fps 8 --count 16 -o eight.gif    # an 8 fps, 16-layer stack
          timermask preview --scene widget.json --duration 4s --lossy --quality 80 -o w.webp
        """
    )

    @OptionGroup var sceneOptions: SceneOptionsNaming<WidgetFPSFlag>
    @OptionGroup(title: "Timing jitter") var jitter: JitterOptions
    @OptionGroup var png: PNGOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Where the preview starts: ISO-8601, or seconds after the reference (0, 1/15, 61.5).", valueName: "instant"))
    var start: Parsed<InstantText> = "0"

    @Option(parsing: .unconditional, help: ArgumentHelp("How long the preview lasts: 2s, 500ms, 4/3s. Default: --loops loops of the scene.", valueName: "duration"))
    var duration: Parsed<DurationText>?

    @Option(parsing: .unconditional, help: ArgumentHelp("How many loops of the scene's animation to cover when --duration is not given (default 1).", valueName: "k"))
    var loops: Int?

    @Option(name: [.customLong("fps"), .customLong("sample-fps")], parsing: .unconditional,
            help: ArgumentHelp("Frames a second of the preview file (at most 240; at most \(PreviewSampling.maximumCount) samples in all); the widget still plays at its own speed. Default: the widget's own rate (--widget-fps for the preset). --sample-fps is the same.", valueName: "f"))
    var sampleFps: Parsed<NumberText>?

    @Option(help: ArgumentHelp("gif or webp. Default: from the extension of -o.", valueName: "format"))
    var format: Parsed<PreviewFormatText>?

    @Flag(help: "WebP: lossy (VP8) frames instead of lossless ones.")
    var lossy = false

    @Option(parsing: .unconditional, help: ArgumentHelp("WebP: quality 0–100 when lossy, effort when lossless (default 75).", valueName: "q"))
    var quality: Float = 75

    @Option(parsing: .unconditional, help: ArgumentHelp("WebP: compression method 0 (fast) … 6 (smallest), default 4.", valueName: "m"))
    var method: Int = 4

    @Option(parsing: .unconditional, help: ArgumentHelp("WebP: at most this many frames between key frames (1: all; 0: only the first). Default: libwebp's within runs of 8 to 16 frames, each run starting with a key frame; 0 or more than a run's length encodes one run, on one core, its memory growing with the span.", valueName: "n"))
    var keyframeSpacing: Int?

    @Option(help: ArgumentHelp("GIF: dithering, none (default), fs (Floyd–Steinberg) or ordered (Bayer 8×8).", valueName: "mode"))
    var dither = Parsed<ChoiceText<Dithering>>(argument: Dithering.none.rawValue)

    @Option(parsing: .unconditional, help: ArgumentHelp("How many times the animation plays; 0 (default) loops forever.", valueName: "n"))
    var loopCount: Int = 0

    @Flag(name: .shortAndLong, help: "Print nothing: no progress and no summary.")
    var quiet = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The animation to write: .gif or .webp.", valueName: "out.gif"))
    var output: String?

    /// For benchmarks against tools that encode PNG sequences: every sample's render as PNGs
    /// (frame_000.png …) instead of an animation.
    @Option(help: .hidden)
    var samplesTo: String?

    func validate() throws {
        if let duration, loops != nil { throw ValidationError("--duration and --loops exclude each other; give one (not both of \(duration.text) and \(loops!))") }
        _ = try parsedDuration()
        if let loops, !(1...1000).contains(loops) { throw ValidationError("--loops: \(loops) is outside 1…1000") }
        _ = try parsedSampleFPS()
        _ = try start.value("--start")
        let dithering = try dither.value("--dither")
        guard (0...100).contains(quality) else { throw ValidationError("--quality: \(quality) is outside 0…100") }
        guard (0...6).contains(method) else { throw ValidationError("--method: \(method) is outside 0…6") }
        if let keyframeSpacing, keyframeSpacing < 0 { throw ValidationError("--keyframe-spacing: \(keyframeSpacing) must be 0 or more") }
        guard (0...65535).contains(loopCount) else { throw ValidationError("--loop-count: \(loopCount) is outside 0…65535") }
        if let samplesTo {
            _ = try OutputDirectory(samplesTo, flag: "--samples-to", isOwnFile: FrameFiles.isPNGName)
            return
        }
        guard output != nil else { throw ValidationError("-o is required: name the .gif or .webp to write") }
        let format = try previewFormat()
        _ = try outputFile()
        if format == .gif {
            if lossy { throw ValidationError("--lossy applies to WebP; a GIF is always quantised to 255 colours") }
            if keyframeSpacing != nil { throw ValidationError("--keyframe-spacing applies to WebP, not to GIF") }
        } else if dithering != .none {
            throw ValidationError("--dither applies to GIF; WebP keeps every colour")
        }
    }

    /// The format: --format if given, else the extension of -o (which must then be .gif or .webp).
    func previewFormat() throws -> PreviewFormat {
        let output = output ?? ""
        let fromExtension = PreviewFormat(pathExtension: URL(fileURLWithPath: output).pathExtension)
        guard let format else {
            guard let fromExtension else {
                throw ValidationError("-o: '\(output)' must end in .gif or .webp (or name the format with --format)")
            }
            return fromExtension
        }
        let chosen = try format.value("--format")
        if let fromExtension, fromExtension != chosen {
            throw ValidationError("--format \(chosen.rawValue) contradicts the .\(fromExtension.rawValue) extension of -o '\(output)'")
        }
        return chosen
    }

    /// -o, whose extension `previewFormat` has already judged (any extension goes with --format).
    func outputFile() throws -> OutputFile {
        let output = output ?? ""
        return try OutputFile(output, extensions: [URL(fileURLWithPath: output).pathExtension.lowercased()])
    }

    /// Fails now, before any rendering, when the folder of -o does not take new files.
    func checkWritable(_ out: OutputFile) throws {
        let folder = out.url.deletingLastPathComponent().path
        let probe = folder + "/.timermask-probe-\(getpid())"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw CLIError("-o: the folder \(folder) of '\(output ?? "")' is not writable") }
        close(descriptor)
        unlink(probe)
    }

    func parsedDuration() throws -> Seconds? {
        try duration?.positive("--duration")
    }

    func parsedSampleFPS() throws -> Rational? {
        try sampleFps?.rate("--fps", atMost: PreviewSampling.maximumFPS)
    }

    func run() throws {
        let began = Date()
        let format = samplesTo == nil ? try previewFormat() : .webp
        let out = samplesTo == nil ? try outputFile() : nil
        if let out { try checkWritable(out) }
        let renderer = try sceneOptions.makeRenderer(jitter: jitter)
        defer { FontWarnings.report(renderer.fonts.warnings) }
        try renderer.checkHasPixels(writing: samplesTo ?? output ?? "", flag: samplesTo == nil ? "-o" : "--samples-to")
        let scene = renderer.scene
        let startInstant = try start.instant("--start", reference: scene.reference)
        let length = try parsedDuration() ?? SpanOptions.length(loops: loops ?? 1, of: scene)
        let fps = try parsedSampleFPS() ?? scene.animation?.fps ?? Rational(15)
        let sampling: PreviewSampling
        do { sampling = try PreviewSampling(start: startInstant, duration: length, fps: fps) } catch {
            throw CLIError(loops != nil && duration == nil ? "--loops: \(error)" : "--duration: \(error)")
        }
        let settings = PreviewSettings(
            format: format, sampling: sampling,
            gif: GIFAnimationOptions(dithering: try dither.value("--dither"), plays: loopCount),
            webp: WebPAnimationOptions(lossless: !lossy, quality: quality, method: method,
                                       keyframeSpacing: keyframeSpacing, plays: loopCount))

        if let samplesTo {
            let (pictures, order) = try PreviewEncoder(renderer: renderer, settings: settings).samplePictures()
            try OutputDirectory(samplesTo, flag: "--samples-to", isOwnFile: FrameFiles.isPNGName).writeFrames(pictures, order: order, compression: png.compression)
            return
        }
        guard let out else { return }
        let progress = quiet ? nil : ProgressLine(label: out.url.lastPathComponent)
        let summary: PreviewSummary
        do {
            summary = try PreviewEncoder(renderer: renderer, settings: settings)
                .write(to: out.url, progress: progress.map { line in { line.show($0.stage.rawValue, $0.done, of: $0.total) } })
        } catch {
            progress?.clear()
            throw error
        }
        progress?.clear()
        if !quiet { print(summaryLine(summary, file: out.url.lastPathComponent, seconds: Date().timeIntervalSince(began))) }
    }

    /// `widget.gif: 30 frames (120 samples at 60 fps, 30 renders), 2 s, 1.21 MB, mean PSNR 41.2 dB (every pixel within 23.5 levels), in 0.84 s`
    func summaryLine(_ s: PreviewSummary, file: String, seconds: Double) -> String {
        let bound = s.pixelErrorBound.map { String(format: " (every pixel within %.1f levels)", $0) } ?? ""
        let psnr = s.meanPSNR.map { String(format: ", mean PSNR %.1f dB", $0) + bound } ?? ""
        return "\(file): \(s.frames) frames (\(s.samples) samples at \(s.fps.decimalString(maxFractionDigits: 3)) fps, "
            + "\(s.renders) renders), \(s.duration.decimalString(maxFractionDigits: 3)) s, \(byteText(s.bytes))\(psnr), "
            + "in \(String(format: "%.2f", seconds)) s"
    }

    private func byteText(_ n: Int) -> String {
        n < 1000 ? "\(n) bytes" : n < 1_000_000 ? String(format: "%.1f kB", Double(n) / 1000) : String(format: "%.2f MB", Double(n) / 1_000_000)
    }
}

/// `--format`: gif or webp, in either case.
enum PreviewFormatText: ArgumentReading {
    static func read(_ text: String) throws -> PreviewFormat {
        guard let format = PreviewFormat(rawValue: text.lowercased()) else { throw CLIError("'\(text)' is not gif or webp") }
        return format
    }
}

/// A progress count rewritten in place on standard error, only when that is a terminal.
final class ProgressLine {
    private let label: String
    private let enabled = isatty(STDERR_FILENO) == 1
    private var lastShown: (stage: String, percent: Int)?

    init(label: String) { self.label = label }

    /// `stage` names what is counted: `widget.gif: encoding 12/30 (40%)`.
    func show(_ stage: String, _ done: Int, of total: Int) {
        guard enabled, total > 0 else { return }
        let percent = done * 100 / total
        guard lastShown?.stage != stage || lastShown?.percent != percent else { return }
        lastShown = (stage, percent)
        FileHandle.standardError.write(Data("\r\u{1B}[K\(label): \(stage) \(done)/\(total) (\(percent)%)".utf8))
    }

    func clear() {
        guard enabled, lastShown != nil else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
