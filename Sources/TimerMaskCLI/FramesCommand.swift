import ArgumentParser
import Foundation
import TimerMask

/// `timermask frames`: any animated GIF or WebP back to PNG frames, with their delays.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Write the frames of an animated GIF or WebP as PNGs and list their delays.",
        discussion: """
        Each frame is written as a viewer shows it (composited, disposal applied). With --fps the \
        files are instead what is on screen when each instant k/F of one play is due (at the first \
        tick of the format at or after it), delays of 10 ms or less counting as 100 ms as browsers \
        play them unless --stored-delays. --compare measures each file against \
        reference images (PSNR over RGB), e.g. the renders an animation was made from.

        Examples:
          timermask frames widget.gif -o widget-frames/
          timermask frames other-tool.webp --fps 60 -o at60/
          timermask frames widget.gif --fps 60 --compare renders/   # PSNR per instant, and the mean
        """
    )

    @Argument(help: ArgumentHelp("The animation: a GIF or WebP file (recognised by content).", valueName: "in.gif|in.webp"))
    var input: String

    @OptionGroup var png: PNGOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("A new or empty folder for frame_00.png, frame_01.png, … (required unless --compare).", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("Sample the animation at F frames a second instead of writing each stored frame.", valueName: "f"))
    var fps: Parsed<NumberText>?

    @Flag(help: "With --fps: use the delays as stored, without browsers' rule that shows 10 ms or less as 100 ms.")
    var storedDelays = false

    @Option(help: ArgumentHelp("Reference images to measure each frame against: a folder or a pattern such as render_%03d.png.", valueName: "dir|pattern"))
    var compare: String?

    @Option(help: ArgumentHelp("Refuse an animation whose frames together hold more pixels than this.", valueName: "n"))
    var maxPixels: Int = ImageFile.defaultMaxPixels

    @Option(help: ArgumentHelp("Refuse to write or compare more frames than this (each is a file), counted before any is made.", valueName: "n"))
    var maxFiles: Int = FramesCommand.defaultMaxFiles

    /// As many frames as a preview may have (`PreviewSampling.maximumCount`), so every preview
    /// this tool writes can be read back, while a GIF whose delays are all 65535 cs is refused
    /// at --fps 60 before a million PNGs are written.
    static let defaultMaxFiles = PreviewSampling.maximumCount

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        try checkInput(input, flag: nil, kind: "the animation")
        _ = try samplingRate()
        guard output != nil || compare != nil else {
            throw ValidationError("-o is required: name the folder to write the frames into (or use --compare)")
        }
        if let output { _ = try OutputDirectory(output, isOwnFile: FrameFiles.isPNGName) }
        guard maxPixels > 0 else { throw ValidationError("--max-pixels: \(maxPixels) must be above zero") }
        guard maxFiles > 0 else { throw ValidationError("--max-files: \(maxFiles) must be above zero") }
    }

    func samplingRate() throws -> Rational? {
        try fps?.rate("--fps", atMost: PreviewSampling.maximumFPS)
    }

    func run() throws {
        let name = URL(fileURLWithPath: input).lastPathComponent
        let bytes = [UInt8](try readInput(input, flag: nil, kind: "the animation", limit: .picture))
        let animation = try DecodedAnimation(bytes, source: name, maxPixels: maxPixels)
        try checkFrameCount(animation, name: name)
        let order = try samplingRate().map { animation.frameIndices(sampledAt: $0, asBrowsersPlay: !storedDelays) }
            ?? Array(animation.frames.indices)
        let images = animation.frames.map(\.image)

        var psnr: [Double]? = nil
        if let compare {
            let references: [RGBAImage]
            do { references = try FrameFiles.load(compare) } catch { throw CLIError("--compare: \(error)") }
            guard references.count == order.count else {
                throw CLIError("--compare: \(compare) holds \(references.count) images but \(name) gives \(order.count) frames to compare")
            }
            guard references[0].width == images[0].width, references[0].height == images[0].height else {
                throw CLIError("--compare: the images are \(references[0].width)×\(references[0].height) but \(name) is \(images[0].width)×\(images[0].height)")
            }
            psnr = order.enumerated().map { k, frame in PSNR.of(images[frame], against: references[k]) }
        }
        if let output {
            try OutputDirectory(output, isOwnFile: FrameFiles.isPNGName).writeFrames(images, order: order, compression: png.compression)
        }
        guard !quiet else { return }
        for (k, frame) in order.enumerated() {
            var line = "\(FrameFiles.pngName(k, count: order.count))  frame \(frame)  \(milliseconds(animation.frames[frame].duration)) ms"
            if let psnr { line += String(format: "  PSNR %.2f dB", psnr[k]) }
            print(line)
        }
        let plays = animation.plays == 0 ? "plays forever" : animation.plays == 1 ? "plays once" : "plays \(animation.plays) times"
        let shown = animation.shownTotal == animation.duration ? "" : " (browsers play it in \(animation.shownTotal.decimalString(maxFractionDigits: 3)) s)"
        var summary = "\(name): \(animation.format.rawValue.uppercased()), \(animation.frames.count) frames, "
            + "\(animation.duration.decimalString(maxFractionDigits: 3)) s\(shown), \(plays)"
        if let psnr {
            summary += String(format: "; PSNR mean %.2f dB, min %.2f dB over %d frames", psnr.reduce(0, +) / Double(psnr.count),
                              psnr.min() ?? 0, psnr.count)
        }
        print(summary)
    }

    /// Refuses, before any frame is listed or written, more output frames than --max-files.
    func checkFrameCount(_ animation: DecodedAnimation, name: String) throws {
        if let rate = try samplingRate() {
            let count = animation.sampleCount(sampledAt: rate, asBrowsersPlay: !storedDelays)
            guard count > Int128(maxFiles) else { return }
            let play = storedDelays ? animation.duration : animation.shownTotal
            throw CLIError("--fps: \(fps!.text) frames a second over one play of \(name) (\(play.decimalString(maxFractionDigits: 3)) s) make \(count) frames, over the limit of \(maxFiles) (--max-files)")
        }
        guard animation.frames.count > maxFiles else { return }
        throw CLIError("\(name) holds \(animation.frames.count) frames, over the limit of \(maxFiles) (--max-files); use --fps to sample fewer")
    }

    private func milliseconds(_ duration: Seconds) -> String {
        (duration * Rational(1000)).decimalString(maxFractionDigits: 3)
    }
}
