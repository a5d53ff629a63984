import ArgumentParser
import Foundation
import TimerMask

/// `timermask composite`: the user's photo put into every overlay frame, as the app does
/// before the widget sees the frames (domain.md section 7).
struct CompositeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "composite",
        abstract: "Put a photo into every frame of an animation and write the frames as PNGs.",
        discussion: """
        The photo is cropped to the photo box's aspect about its centre and resized to the box \
        (Lanczos, premultiplied: no dark fringes). For frame k it is turned by rotation[k] \
        degrees (positive turns clockwise) about its centre, which goes to (canvasSize/2 + x[k], \
        canvasSize/2 + y[k] + yOffset) of a transparent canvas, and overlay k is drawn on top. \
        Frames are written as frame_00.png … into a new folder renamed into place: -o is never \
        left half-filled, and an existing folder of frames is replaced only once the new one is complete.

        The transforms file lists one placement per overlay (yOffset may be left out); \
        `timermask demo-overlays -o DIR` writes the built-in keyring's overlays and table:
          { "canvasSize": 420, "photoWidth": 158, "photoHeight": 170, "yOffset": 0,
            "frames": [ { "x": -4.26, "y": 74.96, "rotation": 0.94 },
                        { "x": -21.04, "y": 74.14, "rotation": 4.66 }, … ] }

        Examples:
          timermask composite --photo me.jpg -o frames         # the built-in keyring
          timermask composite --photo me.jpg --overlays keyring_%02d.png \\
                              --transforms keyring.json --pingpong -o frames
          timermask composite --photo me.png --photo-size 200x200 -o frames
        """
    )

    @OptionGroup var photoOptions: PhotoOptions
    @OptionGroup var png: PNGOptions

    @Option(help: ArgumentHelp("The photo box in pixels, overriding the transforms' photoWidth × photoHeight.", valueName: "WxH"))
    var photoSize: PixelSize?

    @Option(help: ArgumentHelp("The canvas side in pixels: the transforms' positions, yOffset and photo box scale with it (the built-in keyring is drawn at this size).", valueName: "n"))
    var canvas: Int?

    @Flag(name: .customLong("pingpong"), help: "Append frames N-2 … 1 in reverse, so the loop swings back (30 frames become 58).")
    var pingPong = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write frame_00.png … into (created, or replaced if it holds only frames).", valueName: "dir"))
    var output: String

    func validate() throws {
        guard photoOptions.photo != nil else { throw ValidationError("--photo is required: name the photo to put into the frames") }
        try photoSize?.check(flag: "--photo-size", limit: FrameTransforms.maximumCanvasSize)
        if let canvas, !(1...FrameTransforms.maximumCanvasSize).contains(canvas) {
            throw ValidationError("--canvas: \(canvas) px is outside 1…\(FrameTransforms.maximumCanvasSize)")
        }
        _ = try outputDirectory()
    }

    func outputDirectory() throws -> OutputDirectory {
        try OutputDirectory(output, isOwnFile: FrameFiles.isPNGName)
    }

    func run() throws {
        let out = try outputDirectory()
        let (photo, overlays, transforms) = try photoOptions.composition(canvasSize: canvas, photoSize: photoSize)
        let frames = FrameCompositor.compose(photo: photo, overlays: overlays, transforms: transforms, pingPong: false)
        // Ping-pong repeats frames: each is encoded once and written under both names.
        let order = pingPong ? FrameCompositor.pingPong(Array(frames.indices)) : nil
        try out.writeFrames(frames, order: order, compression: png.compression)
    }
}
