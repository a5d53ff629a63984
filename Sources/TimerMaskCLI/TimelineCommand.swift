import ArgumentParser
import Foundation
import TimerMask

/// `timermask timeline`: a timing diagram of every layer over a span.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Draw a timing diagram: per layer, when its mask is on, when it reaches the picture, and the glitches.",
        discussion: """
        One row per layer, time along x in milliseconds after the reference. A thin green \
        track marks when the ideal schedule puts the layer on top, light blue when its mask is \
        on, dark blue when the layer really reaches the picture (red during a glitch). \
        Glitches are banded across the rows and labelled with their duration. The span is \
        scanned exactly, as `timermask jitter` does.

        Examples:
          timermask timeline -o timing.png                                  # two loops, ideal
          timermask timeline --latency uniform:0,20 --latency-on masks --seed 7 -o late.png
          timermask timeline --refresh 60 --fps 8 --count 16 --loops 1 -o 8fps.png
        """
    )

    @OptionGroup var sceneOptions: SceneOptions
    @OptionGroup(title: "Timing jitter") var jitter: JitterOptions
    @OptionGroup var png: PNGOptions
    @OptionGroup var span: SpanOptions

    @Option(help: ArgumentHelp("Width of the diagram in pixels (\(TimingDiagram.widthRange.lowerBound)…\(TimingDiagram.widthRange.upperBound)).", valueName: "px"))
    var width: Int = 1600

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG to write.", valueName: "out.png"))
    var output: String

    func validate() throws {
        guard TimingDiagram.widthRange.contains(width) else {
            throw ValidationError("--width: \(width) px is outside \(TimingDiagram.widthRange.lowerBound)…\(TimingDiagram.widthRange.upperBound)")
        }
        _ = try OutputFile(output, extensions: ["png"])
    }

    func run() throws {
        let out = try OutputFile(output, extensions: ["png"])
        let renderer = try sceneOptions.makeRenderer(jitter: jitter)
        defer { FontWarnings.report(renderer.fonts.warnings) }
        let (start, end) = try span.span(for: renderer.scene)
        do {
            let report = GlitchReport(try TimingScan(renderer: renderer).run(from: start, to: end))
            let title = "\(sceneOptions.title(for: renderer.scene)) · \(try jitter.summary())"
            let image = try TimingDiagram(width: width, title: title).draw(report, font: try SheetDrawing.labelFont())
            try out.write(try PNGCodec.encode(image, compression: png.compression))
        } catch let error as RenderError {
            throw CLIError("\(error)")
        }
    }
}
