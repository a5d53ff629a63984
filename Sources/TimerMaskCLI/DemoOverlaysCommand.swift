import ArgumentParser
import Foundation
import TimerMask

/// `timermask demo-overlays`: the built-in keyring's overlay frames and transforms table,
/// written out as an example of what `composite --overlays … --transforms …` reads.
struct DemoOverlaysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-overlays",
        abstract: "Write the built-in keyring's overlays (frame_00.png …) and its transforms.json into a folder.",
        discussion: """
        The overlays are transparent outside the keyring and in the tag's window, where the \
        photo shows through; transforms.json places the photo in that window in every frame.

        Example:
          timermask demo-overlays -o keyring
          timermask composite --photo me.jpg --overlays keyring \\
                              --transforms keyring/transforms.json -o frames
        """
    )

    @Option(help: ArgumentHelp("Number of frames.", valueName: "n"))
    var count: Int = BuiltInDemo.defaultCount

    @Option(help: ArgumentHelp("The canvas side in pixels.", valueName: "n"))
    var canvas: Int = BuiltInDemo.defaultCanvasSize

    @OptionGroup var png: PNGOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write (created, or replaced if it holds only what this command writes).", valueName: "dir"))
    var output: String

    static let transformsName = "transforms.json"

    func validate() throws {
        guard (1...FrameFiles.maximumCount).contains(count) else {
            throw ValidationError("--count: \(count) frames is outside 1…\(FrameFiles.maximumCount)")
        }
        // Beyond a widget's size the overlays would only fill memory (30 frames of 2048² are 500 MB).
        guard (1...2048).contains(canvas) else { throw ValidationError("--canvas: \(canvas) px is outside 1…2048") }
        _ = try outputDirectory()
    }

    func outputDirectory() throws -> OutputDirectory {
        try OutputDirectory(output) { FrameFiles.isPNGName($0) || $0 == Self.transformsName }
    }

    func run() throws {
        let out = try outputDirectory()
        let transforms = BuiltInDemo.transforms(count: count, canvasSize: canvas)
        try out.writeFrames(BuiltInDemo.overlays(count: count, canvasSize: canvas),
                            extraFiles: [Self.transformsName: try transforms.encodedJSON()], compression: png.compression)
    }
}
