import ArgumentParser
import Foundation
import TimerMask

/// `timermask demo-frames` (hidden): the built-in keyring's frames as the widget shows them, on
/// white, resampled to a small square, for tools/make-frame-fonts to put into the built-in
/// frame fonts.
struct DemoFramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-frames",
        abstract: "Write the built-in keyring's frames on white (frame_000.png …) into a folder.",
        shouldDisplay: false
    )

    @Option(help: ArgumentHelp("Number of frames (one swing of the keyring).", valueName: "n"))
    var count: Int = 240

    @Option(help: ArgumentHelp("The frames' side in pixels.", valueName: "px"))
    var size: Int = 96

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write.", valueName: "dir"))
    var output: String

    func validate() throws {
        guard (1...FrameFiles.maximumCount).contains(count) else {
            throw ValidationError("--count: \(count) frames is outside 1…\(FrameFiles.maximumCount)")
        }
        guard (1...1024).contains(size) else { throw ValidationError("--size: \(size) px is outside 1…1024") }
    }

    func run() throws {
        let out = try OutputDirectory(output) { FrameFiles.isPNGName($0) }
        let resample = ImageLibrary.fillResampler(width: size, height: size)
        let frames = BuiltInDemo.frames(count: count).map { Self.onWhite(resample($0)) }
        try out.writeFrames(frames, compression: .default)
    }

    /// Premultiplied pixels over opaque white.
    static func onWhite(_ image: RGBAImage) -> RGBAImage {
        var out = image
        out.withUnsafeMutablePixels { pixels in
            for i in stride(from: 0, to: pixels.count, by: 4) {
                let clear = 255 - pixels[i + 3]
                for c in 0..<3 { pixels[i + c] += clear }
                pixels[i + 3] = 255
            }
        }
        return out
    }
}
