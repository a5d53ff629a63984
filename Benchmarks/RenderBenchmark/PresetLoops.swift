// Issue 25: every preset at @3x played as serve's player plays it, each in a child process of
// its own so its peak resident memory is its own (getrusage's peak never falls): a loop of
// instants in order (the first loop, which draws every picture once, then a second), then
// random instants of the loop (scrubbing), each against the memcpy of one frame of the
// preset's pixel size, and the peak against the 300 MB goal.
import Foundation
import TimerMaskCore
import TimerMaskFonts
import TimerMaskLoader
import TimerMaskRaster
import TimerMaskRender

/// The most resident memory a page playing a preset at @3x may hold (issue 25), in MB.
let presetLoopMemoryGoalMB = 300.0
/// How many random instants the scrubbing part renders.
let scrubInstants = 300

/// The peak resident memory of this process's own address space (`VmHWM`), in MB: unlike
/// getrusage's peak, which a child started by exec inherits from its parent, it starts anew.
func ownPeakResidentMB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kB = line.split(separator: " ").compactMap({ Double($0) }).first else { return peakResidentMB() }
    return kB / 1024
}

/// The four presets `timermask render --preset NAME --scale 3` draws.
let presetNames = ["widgetnimation", "widgetnimation-arc", "framefonts", "live-timer"]

/// The preset's bundle at @3x, built as the command line builds it by default (the 16-font
/// stack at `scale`).
func presetBundle(_ name: String, scale: Double = 3) throws -> SceneBundle {
    switch name {
    case "widgetnimation": return try .widgetnimation()
    case "widgetnimation-arc": return try .widgetnimationArc()
    case "framefonts":
        var preset = FrameFontsPreset()
        preset.displayScale = scale
        return try .frameFonts(preset)
    case "live-timer": return try .liveTimer()
    default: fatalError("no preset \(name)")
    }
}

/// Runs one preset's loops and prints its rows (the child process's whole work).
func runPresetLoop(_ name: String, scale: Double = 3) throws {
    let bundle = try presetBundle(name, scale: scale)
    let renderer = try bundle.renderer()
    let scene = bundle.scene
    // A scene without an animation (the live timer) changes once a second: a minute of seconds.
    let fps = scene.animation?.fps ?? Rational(1)
    let loop = scene.animation?.loop ?? Rational(60)
    let count = max(1, Int((loop * fps).floor))
    // The middle of each frame's slot, from τ = 2 s.
    func slot(_ n: Int) -> Instant { scene.reference + Rational(2) + (Rational(Int128(2 * n + 1), 2)) / fps }
    let faces = name == "framefonts" ? try FrameFontsPreset().fonts.map { try bundle.fonts.face($0) } : []
    func svgDrawn() -> Int { faces.reduce(0) { $0 + $1.svgDocumentsRendered } }
    var missTimes: [Double] = []
    func timed(_ n: Int, _ instant: (Int) -> Instant) throws -> [Double] {
        try measure(n) { k in
            let before = svgDrawn()
            let start = ContinuousClock.now
            _ = try renderer.render(at: instant(k))
            if svgDrawn() > before {
                let elapsed = ContinuousClock.now - start
                missTimes.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
            }
        }
    }
    let firstLoop = try timed(count, slot)
    let drawnFirst = svgDrawn()
    let secondLoop = try timed(count, slot)
    let drawnSecond = svgDrawn() - drawnFirst
    // Scrubbing: random instants of the loop, ms resolution, the same every run.
    var seed: UInt64 = 25
    let scrub = try timed(scrubInstants) { _ in
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        let ms = Int128((seed >> 33) % UInt64(max(1, Int((loop * Rational(1000)).floor))))
        return scene.reference + Rational(2) + Rational(ms, 1000)
    }
    let drawnScrub = svgDrawn() - drawnFirst - drawnSecond
    let peak = ownPeakResidentMB()
    let side = (width: Int((scene.width * scene.displayScale).rounded(.up)), height: Int((scene.height * scene.displayScale).rounded(.up)))
    let frame = RGBAImage(width: side.width, height: side.height, filledWith: .white)
    var reused = [UInt8](repeating: 0, count: frame.pixels.count)
    let floor = measure(scrubInstants) { _ in
        reused.withUnsafeMutableBytes { to in frame.pixels.withUnsafeBytes { to.copyMemory(from: $0) } }
        precondition(reused[0] == frame.pixels[0])
    }
    let floorMedian = median(floor)
    func row(_ label: String, _ t: [Double]) {
        print("  " + label.padding(toLength: 32, withPad: " ", startingAt: 0)
              + String(format: "%10.1f %10.1f %10.2f×", median(t), percentile(t, 0.9), median(t) / floorMedian))
    }
    let scaleText = scene.displayScale == scene.displayScale.rounded() ? String(Int(scene.displayScale)) : String(scene.displayScale)
    print("\(name) @\(scaleText)x (\(side.width)×\(side.height) px), \(count) instants a loop at \(fps) fps")
    row("floor: memcpy one frame (peer)", floor)
    row("first loop, in order", firstLoop)
    row("second loop, in order", secondLoop)
    row("scrubbing, \(scrubInstants) random instants", scrub)
    if !faces.isEmpty, drawnFirst > 0 {
        print("  SVG glyph documents drawn: \(drawnFirst) in the first loop, \(drawnSecond) in the second, \(drawnScrub) scrubbing;"
              + String(format: " an instant that drew one: median %.1f ms, p90 %.1f ms", median(missTimes) / 1000, percentile(missTimes, 0.9) / 1000))
    }
    if FontFace.decompressedGlyphCount > 0 || FontFace.compressedGlyphBytes > 0 {
        print(String(format: "  glyph rasters dropped from the cache: %.1f MB compressed (budget %.0f MB), %d given back decompressed, not drawn again",
                     Double(FontFace.compressedGlyphBytes) / 1_048_576, Double(FontFace.compressedGlyphCacheByteLimit) / 1_048_576,
                     FontFace.decompressedGlyphCount))
    }
    print(String(format: "  peak resident memory: %.1f MB (goal: at most %.0f MB) %@", peak, presetLoopMemoryGoalMB,
                 peak <= presetLoopMemoryGoalMB ? "met" : "MISSED"))
}

/// Every preset's loops, each in a child process running this benchmark with `--preset-loop NAME`.
func runPresetLoopsInChildren() throws {
    print("")
    print("Every preset at @3x, played as a page plays it (each in its own process; times per instant, µs):")
    print("  " + "case".padding(toLength: 32, withPad: " ", startingAt: 0) + "  median µs     p90 µs   vs floor")
    let program = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    for name in presetNames {
        fflush(nil)   // this process's lines before the child's
        let child = Process()
        child.executableURL = program
        child.arguments = ["--preset-loop", name]
        try child.run()
        child.waitUntilExit()
        if child.terminationStatus != 0 { print("  \(name): the child process failed (status \(child.terminationStatus))") }
    }
}
