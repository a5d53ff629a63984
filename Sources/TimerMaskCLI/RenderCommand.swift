import ArgumentParser
import Foundation
import TimerMask

/// `timermask render`: the exact picture the widget shows at one instant, and why.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the widget at one wall-clock instant.",
        discussion: """
        With no input files it renders the built-in keyring demo in the 30-layer BlinkMask \
        stack of Widgetnimation (170 pt @3x, 15 fps). --explain tells, per layer, what its \
        mask's timer reads, how much the mask lets through and whether the layer reaches the picture.

        Examples:
          timermask render --at 1.533 -o frame.png
          timermask render --at 2026-01-01T00:00:01.533Z --explain
          timermask render --frames keyring_%02d.png --frame-background none --at 0.5 -o ghost.png
          timermask render --scene widget.json --at 61/15 --json
        """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("The instant: ISO-8601, or seconds after the reference (1.533, 1/15, 2+7/15).", valueName: "instant"))
    var at: Parsed<InstantText> = "0"

    @OptionGroup var sceneOptions: SceneOptions
    @OptionGroup(title: "Timing jitter") var jitter: JitterOptions
    @OptionGroup var png: PNGOptions

    @Flag(help: "Print, per layer, its mask's timer string, mask coverage, whether it contributes, and the top frame.")
    var explain = false

    @Flag(help: "Print the explanation as JSON (keys topFrame, layers[].frame, .timer, .maskCoverage, .contributes).")
    var json = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The image to write: .png, or .webp (lossless). Required unless --explain or --json.", valueName: "out.png"))
    var output: String?

    func validate() throws {
        _ = try at.instant("--at", reference: sceneOptions.referenceDate())
        guard output != nil || explain || json else { throw ValidationError("-o is required: name the image to write (or use --explain / --json)") }
        if let output { _ = try OutputFile(output, extensions: ["png", "webp"]) }
    }

    func run() throws {
        let out = try output.map { try OutputFile($0, extensions: ["png", "webp"]) }
        let renderer = try sceneOptions.makeRenderer(jitter: jitter)
        defer { FontWarnings.report(renderer.fonts.warnings) }
        if let output { try renderer.checkHasPixels(writing: output) }
        let t = try at.instant("--at", reference: renderer.scene.reference)
        let rendering = try renderer.render(at: t)
        if let out {
            let bytes = out.pathExtension == "webp"
                ? try WebPCodec.encode(rendering.image, lossless: true, quality: 100)
                : try PNGCodec.encode(rendering.image, compression: png.compression)
            try out.write(bytes)
        }
        if json {
            print(try RenderExplanation(rendering, approximations: renderer.approximations).json())
        } else if explain {
            print(RenderExplanation(rendering, approximations: renderer.approximations).text())
        }
    }
}
