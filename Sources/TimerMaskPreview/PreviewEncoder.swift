import Foundation
import TimerMaskCodecs
import TimerMaskCore
import TimerMaskRaster
import TimerMaskRender

/// The animated formats a preview can be written in.
public enum PreviewFormat: String, CaseIterable, Sendable {
    case gif, webp

    public var timing: FrameTiming { self == .gif ? .gif : .webp }

    /// The format a file name's extension names, if any.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}

/// Everything a preview is made from besides the scene.
public struct PreviewSettings: Sendable {
    public var format: PreviewFormat
    public var sampling: PreviewSampling
    public var gif: GIFAnimationOptions
    public var webp: WebPAnimationOptions
    /// Rendered frames are kept between the GIF's two passes while they fit in this many bytes;
    /// past it, the first pass renders a spread-out sample for the palette and the second renders again.
    public var frameCacheBytes: Int
    /// How many frames the palette pass renders when the frames do not all fit the cache.
    public static let paletteSampleCount = 48

    public init(format: PreviewFormat, sampling: PreviewSampling, gif: GIFAnimationOptions = GIFAnimationOptions(),
                webp: WebPAnimationOptions = WebPAnimationOptions(), frameCacheBytes: Int = 160 << 20) {
        self.format = format
        self.sampling = sampling
        self.gif = gif
        self.webp = webp
        self.frameCacheBytes = frameCacheBytes
    }
}

/// How far a preview has got: `done` of `total` steps of its current stage.
public struct PreviewProgress: Equatable, Sendable {
    /// The steps of writing a preview.
    public enum Stage: String, Sendable {
        /// Renders (a GIF that renders twice counts both passes); a WebP encodes as it renders.
        case rendering
        /// A GIF's frames, cached during rendering, going through its encoder.
        case encoding
    }
    public var stage: Stage
    public var done: Int
    public var total: Int

    public init(_ stage: Stage, done: Int, total: Int) {
        self.stage = stage
        self.done = done
        self.total = total
    }
}

/// What a preview held.
public struct PreviewSummary: Equatable, Sendable {
    public var format: PreviewFormat
    /// Instants sampled (⌈duration · fps⌉), and how many a second.
    public var samples: Int
    public var fps: Rational
    /// Frames in the file, after identical ones were merged.
    public var frames: Int
    /// Pictures rendered (samples sharing timer strings share a render).
    public var renders: Int
    /// The sum of the frames' delays.
    public var duration: Seconds
    public var bytes: Int
    /// For a GIF, the mean over its frames of the PSNR of what a viewer sees against the render.
    public var meanPSNR: Double?
    /// For a GIF, the error its palette was stated to keep (mean squared error per channel).
    public var paletteMeanSquaredError: Double?
    /// For a GIF, each frame's mean squared error per channel as a viewer sees it, against its render.
    public var frameMeanSquaredErrors: [Double] = []
    /// For an undithered GIF whose every frame was counted for its palette: no pixel of any frame,
    /// as a viewer sees it, lies farther than this (Euclidean, RGB levels) from its render. Nil
    /// when dithered, or when the span was too long to count every frame (the palette then comes
    /// from a sample of frames and promises nothing for the others).
    public var pixelErrorBound: Double?
}

/// Renders a span of a scene and streams it into an animated GIF or WebP.
///
/// Samples are rendered in parallel and consumed in order; runs of samples with the same timer
/// strings are rendered once, and consecutive identical pictures merge into one longer frame.
/// A GIF makes two passes (colour statistics for its global palette, then the frames); a WebP one.
public struct PreviewEncoder: Sendable {
    public let renderer: SceneRenderer
    public let settings: PreviewSettings

    public init(renderer: SceneRenderer, settings: PreviewSettings) {
        self.renderer = renderer
        self.settings = settings
    }

    /// The frames the file will show, before pixel comparison merges any further.
    public var schedule: FrameSchedule {
        FrameSchedule(sampling: settings.sampling, timing: settings.format.timing, states: sampleStates)
    }

    /// What each sample's picture depends on: the strings its timers show.
    private var sampleStates: [[String]] {
        let readings = TimerReadings(renderer)
        let sampling = settings.sampling
        return (0..<sampling.count).map { readings.strings(at: sampling.instant($0)) }
    }

    /// The preview in memory, for tests and small spans.
    public func encode(progress: ((PreviewProgress) -> Void)? = nil) throws -> (bytes: [UInt8], summary: PreviewSummary) {
        let buffer = ByteBuffer()
        let summary = try encode(into: buffer, progress: progress)
        return (buffer.bytes, summary)
    }

    /// Writes the preview to `url` atomically, streaming it there as it is encoded.
    public func write(to url: URL, progress: ((PreviewProgress) -> Void)? = nil) throws -> PreviewSummary {
        var summary: PreviewSummary?
        try AtomicFile.write(to: url) { file in summary = try encode(into: file, progress: progress) }
        return summary!
    }

    /// Encodes the preview into `output` (a WebP's finished runs go there as they are made).
    public func encode(into output: ByteSink, progress: ((PreviewProgress) -> Void)? = nil) throws -> PreviewSummary {
        let schedule = schedule
        let entries = schedule.entries
        let sampling = settings.sampling
        let renderer = renderer
        let render: @Sendable (Int) throws -> RGBAImage = { i in
            try renderer.render(at: sampling.instant(entries[i].sample)).image
        }
        var merged = MergedFrames()
        var renders = 0
        let bytes: Int
        var meanPSNR: Double? = nil
        var paletteError: Double? = nil
        var frameErrors: [Double] = []
        var pixelBound: Double? = nil

        switch settings.format {
        case .webp:
            let encoder = try WebPAnimationEncoder(width: renderer.pixelWidth, height: renderer.pixelHeight,
                                                   options: settings.webp, expectedFrames: entries.count, output: output)
            try OrderedRendering.forEach(entries.count, render: render) { i, image in
                renders += 1
                progress?(PreviewProgress(.rendering, done: renders, total: entries.count))
                if let done = merged.add(image, ticks: entries[i].ticks) {
                    try encoder.add(done.image, durationMilliseconds: done.ticks)
                }
            }
            if let last = merged.finish() { try encoder.add(last.image, durationMilliseconds: last.ticks) }
            bytes = try encoder.finish()

        case .gif:
            let frameBytes = renderer.pixelWidth * renderer.pixelHeight * 4
            let cacheAll = entries.count * frameBytes <= settings.frameCacheBytes
            let sample = cacheAll ? Array(entries.indices) : Self.spread(entries.count, PreviewSettings.paletteSampleCount)
            let total = sample.count + (cacheAll ? 0 : entries.count)
            var histogram = ColourHistogram()
            var cached: [(image: RGBAImage, ticks: Int)] = []
            try OrderedRendering.forEach(sample.count, render: { try render(sample[$0]) }) { i, image in
                renders += 1
                progress?(PreviewProgress(.rendering, done: renders, total: total))
                if cacheAll {
                    if let done = merged.add(image, ticks: entries[i].ticks) { histogram.add(done.image); cached.append(done) }
                } else {
                    histogram.add(image)
                }
            }
            if cacheAll, let last = merged.finish() { histogram.add(last.image); cached.append(last) }
            let palette = Quantiser.palette(for: histogram, maxColours: 255)
            paletteError = palette.meanSquaredError
            let encoder = try GIFAnimationEncoder(width: renderer.pixelWidth, height: renderer.pixelHeight,
                                                  globalPalette: palette, options: settings.gif)
            let start = output.count
            // Each frame's bytes go to the output as soon as they are made, not held to the end.
            func add(_ image: RGBAImage, ticks: Int) throws {
                try encoder.add(image, delayCentiseconds: ticks)
                try output.append(encoder.takeBytes())
            }
            if cacheAll {
                for (k, frame) in cached.enumerated() {
                    try add(frame.image, ticks: frame.ticks)
                    progress?(PreviewProgress(.encoding, done: k + 1, total: cached.count))
                }
                cached.removeAll()
            } else {
                try OrderedRendering.forEach(entries.count, render: render) { i, image in
                    renders += 1
                    progress?(PreviewProgress(.rendering, done: renders, total: total))
                    if let done = merged.add(image, ticks: entries[i].ticks) { try add(done.image, ticks: done.ticks) }
                }
                if let last = merged.finish() { try add(last.image, ticks: last.ticks) }
            }
            try output.append(try encoder.finish())
            bytes = output.count - start
            meanPSNR = encoder.reports.map(\.psnr).reduce(0, +) / Double(max(1, encoder.reports.count))
            merged.frames = encoder.reports.count
            frameErrors = encoder.reports.map(\.meanSquaredError)
            pixelBound = cacheAll ? encoder.reports.last?.errorBound : nil
        }
        let summary = PreviewSummary(
            format: settings.format, samples: sampling.count, fps: sampling.fps, frames: merged.frames, renders: renders,
            duration: Rational(Int128(schedule.totalTicks), Int128(schedule.timing.ticksPerSecond)),
            bytes: bytes, meanPSNR: meanPSNR, paletteMeanSquaredError: paletteError, frameMeanSquaredErrors: frameErrors,
            pixelErrorBound: pixelBound)
        return summary
    }

    /// The picture of every sample, for comparing with other tools: each distinct picture once
    /// (samples with the same timer strings share one render), and for sample k the index of its picture.
    public func samplePictures(progress: ((PreviewProgress) -> Void)? = nil) throws -> (pictures: [RGBAImage], order: [Int]) {
        let sampling = settings.sampling
        let states = sampleStates
        var firsts: [Int] = []
        var order: [Int] = []
        for k in 0..<sampling.count {
            if k == 0 || states[k] != states[k - 1] { firsts.append(k) }
            order.append(firsts.count - 1)
        }
        let renderer = renderer
        let runStarts = firsts
        var pictures: [RGBAImage] = []
        try OrderedRendering.forEach(runStarts.count, render: { try renderer.render(at: sampling.instant(runStarts[$0])).image }) { _, image in
            pictures.append(image)
            progress?(PreviewProgress(.rendering, done: pictures.count, total: runStarts.count))
        }
        return (pictures, order)
    }

    /// `count` indices spread evenly over 0 ..< total (all of them when there are fewer).
    static func spread(_ total: Int, _ count: Int) -> [Int] {
        guard total > count else { return Array(0..<total) }
        return (0..<count).map { $0 * total / count }
    }
}

/// Holds back one frame so that the pictures equal to it that follow add to its time instead.
struct MergedFrames {
    private var pending: (image: RGBAImage, ticks: Int)?
    /// Frames handed on so far.
    var frames = 0

    /// The previous frame once it is known to be complete (the new picture differs from it).
    mutating func add(_ image: RGBAImage, ticks: Int) -> (image: RGBAImage, ticks: Int)? {
        if let held = pending, held.image.pixels == image.pixels {
            pending!.ticks += ticks
            return nil
        }
        let done = pending
        pending = (image, ticks)
        if done != nil { frames += 1 }
        return done
    }

    mutating func finish() -> (image: RGBAImage, ticks: Int)? {
        defer { pending = nil }
        if pending != nil { frames += 1 }
        return pending
    }
}

