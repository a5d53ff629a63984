import ArgumentParser
import Foundation
import TimerMask

/// `timermask sheet`: a contact sheet of the screen at evenly spaced instants.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Draw a contact sheet: the widget at start + k·step, labelled, with wrong pictures framed in red.",
        discussion: """
        Each cell shows the picture at one instant, labelled with its time in milliseconds \
        after the reference, the frame on top and how many layers reach the picture. A red \
        frame marks a cell that differs from the ideal schedule: the wrong frame, no frame, or \
        more than one layer showing through. The title states scene, jitter model and seed. \
        --cells sets how many pictures; --count is the scene's number of frame layers, as everywhere.

        Examples:
          timermask sheet -o sheet.png            # 60 pictures, 1/60 s apart
          timermask sheet --step 1/15s --cells 30 --columns 6 -o frames.png
          timermask sheet --latency normal:12,5 --latency-on masks --seed 4 -o late.png
          timermask sheet --frame-background none --cells 20 -o ghosting.png
        """
    )

    @OptionGroup var sceneOptions: SceneOptions
    @OptionGroup(title: "Timing jitter") var jitter: JitterOptions
    @OptionGroup var png: PNGOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The first instant: ISO-8601, or seconds after the reference (0, 1/15, 61.5).", valueName: "instant"))
    var start: Parsed<InstantText> = "0"

    @Option(parsing: .unconditional, help: ArgumentHelp("Time between pictures: 1/60s, 10ms, 1/15s.", valueName: "duration"))
    var step: Parsed<DurationText> = "1/60s"

    @Option(help: ArgumentHelp("How many pictures (cells) on the sheet (1…\(ContactSheet.maximumCells)); --count is the number of frame layers, as on every command.", valueName: "n"))
    var cells: Int = 60

    @Option(help: ArgumentHelp("Pictures per row (1…100).", valueName: "n"))
    var columns: Int = 10

    @Option(help: ArgumentHelp("Thumbnail side in pixels (8…\(ContactSheet.maximumThumbnail)); small renders are enlarged by whole factors.", valueName: "px"))
    var thumb: Int = 96

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG to write.", valueName: "out.png"))
    var output: String

    func validate() throws {
        _ = try start.value("--start")
        _ = try stepDuration()
        guard (1...ContactSheet.maximumCells).contains(cells) else {
            throw ValidationError("--cells: \(cells) is outside 1…\(ContactSheet.maximumCells)")
        }
        guard (1...100).contains(columns) else { throw ValidationError("--columns: \(columns) is outside 1…100") }
        guard (8...ContactSheet.maximumThumbnail).contains(thumb) else {
            throw ValidationError("--thumb: \(thumb) px is outside 8…\(ContactSheet.maximumThumbnail)")
        }
        _ = try OutputFile(output, extensions: ["png"])
    }

    func stepDuration() throws -> Seconds {
        try step.positive("--step")
    }

    func run() throws {
        let out = try OutputFile(output, extensions: ["png"])
        let renderer = try sceneOptions.makeRenderer(jitter: jitter)
        defer { FontWarnings.report(renderer.fonts.warnings) }
        try renderer.checkHasPixels(writing: output)
        let first = try start.instant("--start", reference: renderer.scene.reference)
        let step = try stepDuration()
        let instants = (0..<cells).map { first + step * Rational(Int128($0)) }
        do {
            let title = "\(sceneOptions.title(for: renderer.scene)) · \(try jitter.summary())"
            let image = try ContactSheet(columns: columns, thumbnail: thumb, title: title).image(of: renderer, at: instants)
            try out.write(try PNGCodec.encode(image, compression: png.compression))
        } catch let error as RenderError {
            throw CLIError("\(error)")
        }
    }
}
