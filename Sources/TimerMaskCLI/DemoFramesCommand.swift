import ArgumentParser
import Foundation
import TimerMask

/// `timermask demo-frames` (hidden): the built-in keyring's frames as the widget shows them, on
/// white, resampled to a square; tools/make-frame-fonts stores them, drawn at 1092 px and
/// JPEG-compressed, as the built-in frame fonts' glyphs.
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

    @Option(help: ArgumentHelp("The canvas side the keyring is drawn at before it is resampled to --size (the same as --size: written as drawn).", valueName: "px"))
    var canvas: Int = BuiltInDemo.defaultCanvasSize

    @Option(help: ArgumentHelp("Write frame_000.jpg … as JPEG at quality q, 1–100, instead of PNG.", valueName: "q"))
    var jpegQuality: Int?

    @Flag(help: "JPEG only: one colour per 2 × 2 pixels (4:2:0), where every pixel keeps its own (4:4:4).")
    var halveChroma = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write.", valueName: "dir"))
    var output: String

    func validate() throws {
        guard (1...FrameFiles.maximumCount).contains(count) else {
            throw ValidationError("--count: \(count) frames is outside 1…\(FrameFiles.maximumCount)")
        }
        guard (1...2048).contains(size) else { throw ValidationError("--size: \(size) px is outside 1…2048") }
        guard (1...2048).contains(canvas) else { throw ValidationError("--canvas: \(canvas) px is outside 1…2048") }
        if let jpegQuality, !(1...100).contains(jpegQuality) {
            throw ValidationError("--jpeg-quality: \(jpegQuality) must be from 1 to 100")
        }
        guard !halveChroma || jpegQuality != nil else { throw ValidationError("--halve-chroma applies to JPEG only: give --jpeg-quality") }
    }

    func run() throws {
        let out = try OutputDirectory(output) { FrameFiles.isPNGName($0) || Self.isJPEGName($0) }
        let resample = ImageLibrary.fillResampler(width: size, height: size)
        let sources = BuiltInDemo.frameSources(count: count, canvasSize: canvas)
        // Mapped sources keep only the frame written, not the drawn one: 240 frames of 1092 px are 1.1 GB.
        let frame = { (k: Int) in
            try sources[k].mapped(width: size, height: size) { Self.onWhite(resample($0)) }.pixels()
        }
        guard let jpegQuality else {
            try out.writeFrames(try sources.indices.map(frame), compression: .default)
            return
        }
        try AtomicDirectory.write(to: out.url) { folder in
            for k in sources.indices {
                let jpeg = try JPEGCodec.encode(try frame(k), quality: jpegQuality, chroma: halveChroma ? .halved : .full)
                try Data(jpeg).write(to: folder.appendingPathComponent(Self.jpegName(k, count: count)))
            }
        }
    }

    static func jpegName(_ k: Int, count: Int) -> String {
        String(FrameFiles.pngName(k, count: count).dropLast(4)) + ".jpg"
    }

    static func isJPEGName(_ name: String) -> Bool {
        name.hasSuffix(".jpg") && FrameFiles.isPNGName(String(name.dropLast(4)) + ".png")
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
