import ArgumentParser
import Foundation
import TimerMask

/// `timermask jitter`: every glitch in a span, exactly, and an exit status for CI.
struct JitterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jitter",
        abstract: "Report every glitch a jittery device shows over a span, against the ideal schedule.",
        discussion: """
        The span is cut at every instant where a timer string (with its latency and skew), a \
        refresh tick or the ideal schedule can change, and each piece is rendered once, so \
        glitch times are exact. A glitch is a picture with the wrong frame on top, no frame, \
        or more than one layer showing through. Times are milliseconds after the reference.

        Exit status: 0 when the glitches add up to at most --max-glitch-ms, 1 when they exceed it, \
        2 when the scan could not run (a selector the scene lacks, a span over the render limit, an \
        unreadable file), 64 when a flag's value is malformed: CI can tell a glitchy design from a typo.

        Examples:
          timermask jitter --latency constant:8 --latency-on layer:7
          timermask jitter --latency normal:10,4 --latency-on masks --seed 3 --refresh 60 --json
          timermask jitter --frames f_%02d.png --frame-background none --loops 1
          timermask jitter --latency uniform:0,30 --max-glitch-ms 50     # gate CI on it
        """
    )

    @OptionGroup var sceneOptions: SceneOptions
    @OptionGroup(title: "Timing jitter") var jitter: JitterOptions
    @OptionGroup var span: SpanOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Sample every this long (1ms) instead of exactly at every change.", valueName: "duration"))
    var resolution: Parsed<DurationText>?

    @Option(parsing: .unconditional, help: ArgumentHelp("Exit with status 1 when the glitches add up to more than this many milliseconds.", valueName: "ms"))
    var maxGlitchMs: Parsed<NumberText> = "0"

    @Flag(help: "Print the report as JSON (glitches[], totalGlitchMs, worstGlitchMs, onScreen, frames[], droppedFrames[], doubledFrames[], effectiveFps, pass).")
    var json = false

    func validate() throws {
        _ = try step()
        _ = try gate()
    }

    func step() throws -> Seconds? {
        try resolution?.positive("--resolution")
    }

    func gate() throws -> Rational {
        let value = try maxGlitchMs.value("--max-glitch-ms")
        guard value >= .zero else { throw ValidationError("--max-glitch-ms: \(maxGlitchMs.text) must not be negative") }
        return value
    }

    /// Exit status for a scan that could not run: distinct from 1, "too many glitches".
    static let errorStatus: Int32 = 2

    func run() throws {
        do {
            try scan()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            // Argument-parser's own errors exit 64; runtime ones get their own code after the sentence.
            FileHandle.standardError.write(Data("Error: \(TerminalText.escaped("\(error)"))\n".utf8))
            throw ExitCode(Self.errorStatus)
        }
    }

    func scan() throws {
        let renderer = try sceneOptions.makeRenderer(jitter: jitter)
        defer { FontWarnings.report(renderer.fonts.warnings) }
        let (start, end) = try span.span(for: renderer.scene)
        let trace: TimingTrace
        do { trace = try TimingScan(renderer: renderer).run(from: start, to: end, step: try step()) } catch let error as RenderError {
            throw CLIError(resolution == nil ? "\(error)" : "--resolution: \(error)")
        }
        let report = GlitchReport(trace)
        let limit = try gate()
        let model = try jitter.model()
        if json {
            print(try report.json(scene: sceneOptions.title(for: renderer.scene), jitter: model.description,
                                  seed: jitter.seed, maxGlitchMs: limit))
        } else {
            print(report.text(title: "\(sceneOptions.title(for: renderer.scene)) · \(try jitter.summary())"))
            let total = (report.totalGlitchTime * Rational(1000)).decimalString(maxFractionDigits: 3)
            print(report.exceeds(maxGlitchMs: limit)
                  ? "result: FAIL, \(total) ms of glitches is over --max-glitch-ms \(maxGlitchMs.text)"
                  : "result: pass, \(total) ms of glitches is within --max-glitch-ms \(maxGlitchMs.text)")
        }
        if report.exceeds(maxGlitchMs: limit) { throw ExitCode(1) }
    }
}
