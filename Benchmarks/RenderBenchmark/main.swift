// Per-instant cost of rendering the widgetnimation stack, against its floor: a memcpy of one
// frame of the same size into a buffer reused from instant to instant (what any render showing
// that frame must at least move; issue 25's goal: the 30-layer stack within 10× of it), and of
// the arc-mask preset against the 30-layer BlinkMask stack (issue 10's goal: within 2× of it). Issue 13's goal: an instant whose top layer is one
// opaque frame filling the view costs at most 3× that floor. Last, issue 11's 16-font OT-SVG
// stack at 364 pt @3x: 1,000 instants after one loop has drawn every frame glyph, against the
// memcpy of one 1092 × 1092 frame, and how many SVG documents librsvg drew after that loop
// (again when the glyph cache, FontFace.glyphCacheByteLimit bytes, has dropped them). Last, every preset at @3x played and scrubbed,
// each in its own process, with its peak resident memory (PresetLoops.swift).
// Run through tools/bench-render (release build). Prints medians and ratios, and peak memory.
import Foundation
import TimerMaskCompositor
import TimerMaskCore
import TimerMaskFonts
import TimerMaskLoader
import TimerMaskRaster
import TimerMaskRender
import TimerMaskSwift

#if canImport(Glibc)
import Glibc
#endif

// `--preset-loop NAME`: one preset's played loops alone (PresetLoops.swift), in a child process;
// `--preset-loop framefonts 1`: the 16-font stack at a display scale of its own (1 is the
// preset's default; the page shows it so), to time the frames it draws at that scale.
if (3...4).contains(CommandLine.arguments.count), CommandLine.arguments[1] == "--preset-loop" {
    let scale = CommandLine.arguments.count == 4 ? Double(CommandLine.arguments[3]) : 3
    guard let scale, scale > 0, scale <= 3, CommandLine.arguments[2] == "framefonts" || scale == 3 else {
        FileHandle.standardError.write(Data("usage: RenderBenchmark --preset-loop NAME, or --preset-loop framefonts SCALE (above 0, at most 3)\n".utf8))
        exit(2)
    }
    try runPresetLoop(CommandLine.arguments[2], scale: scale)
    exit(0)
}

let instants = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 1000
// `N --first-table`: the stacks and the arc widget alone (about 10 s), to compare two builds.
let firstTableOnly = CommandLine.arguments.dropFirst(2).first == "--first-table"

func peakResidentMB() -> Double {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024   // Linux reports KiB
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

/// Times `body` once per instant, in microseconds.
func measure(_ count: Int, _ body: (Int) throws -> Void) rethrows -> [Double] {
    let clock = ContinuousClock()
    var times: [Double] = []
    times.reserveCapacity(count)
    for k in 0..<count {
        let elapsed = try clock.measure { try body(k) }
        times.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
    }
    return times
}

let frames = BuiltInDemo.frames(count: 30)
let afterFrames = peakResidentMB()

func renderer(layers: Int) throws -> (SceneRenderer, WidgetnimationPreset) {
    var preset = WidgetnimationPreset()
    preset.frameCount = layers
    // 300 layers reuse the 30 pictures (shared storage); every layer still has its own mask.
    let library = ImageLibrary(frames: (0..<layers).map { frames[$0 % frames.count] })
    library.prepareForFill(width: 510, height: 510)
    return (try SceneRenderer(scene: preset.scene, images: library), preset)
}

/// Instants spread over many loops, never repeating a phase: k · (loop / count + 1 ms).
func instant(_ k: Int, _ preset: WidgetnimationPreset) -> Instant {
    preset.reference + preset.loop / Rational(Int128(instants)) * Rational(Int128(k)) + Rational(Int128(k), 1000)
}

let (r30, p30) = try renderer(layers: 30)
let floorFrame = try r30.images.original("frame:0")!
_ = try r30.render(at: p30.reference)   // warm caches the way a preview would

var reused = [UInt8](repeating: 0, count: floorFrame.pixels.count)
let floorTimes = measure(instants) { _ in
    reused.withUnsafeMutableBytes { to in floorFrame.pixels.withUnsafeBytes { to.copyMemory(from: $0) } }
    precondition(reused[0] == floorFrame.pixels[0])
}

// The same stack over opaque frames (each keyring frame flattened on white): the top layer
// alone fills the view.
let opaqueFrames = frames.map { frame -> RGBAImage in
    var flat = RGBAImage(width: frame.width, height: frame.height, filledWith: .white)
    flat.draw(frame)
    return flat
}
let opaqueLibrary = ImageLibrary(frames: opaqueFrames)
opaqueLibrary.prepareForFill(width: 510, height: 510)
let rOpaque = try SceneRenderer(scene: p30.scene, images: opaqueLibrary)
_ = try rOpaque.render(at: p30.reference)
let timesOpaque = try measure(instants) { k in _ = try rOpaque.render(at: instant(k, p30)) }

let times30 = try measure(instants) { k in _ = try r30.render(at: instant(k, p30)) }
let peak30 = peakResidentMB()

let (r300, p300) = try renderer(layers: 300)
_ = try r300.render(at: p300.reference)
let times300 = try measure(instants) { k in _ = try r300.render(at: instant(k, p300)) }

// The arc-mask widget: 58 bands (30 frames ping-pong) turned by the clock, same view and frames.
let arcPreset = WidgetnimationArcPreset()
let arcLibrary = ImageLibrary(frames: frames)
arcLibrary.prepareForFill(width: 510, height: 510)
let arcRenderer = try SceneRenderer(scene: arcPreset.scene, images: arcLibrary)
_ = try arcRenderer.render(at: arcPreset.reference)
/// Instants spread over many cycles, never repeating a phase: k · (cycle / count + 1 ms).
func arcInstant(_ k: Int) -> Instant {
    arcPreset.reference + arcPreset.cycle / Rational(Int128(instants)) * Rational(Int128(k)) + Rational(Int128(k), 1000)
}
let timesArc = try measure(instants) { k in _ = try arcRenderer.render(at: arcInstant(k)) }

let floorMedian = median(floorTimes)
func row(_ name: String, _ t: [Double]) -> String {
    let m = median(t)
    return name.padding(toLength: 34, withPad: " ", startingAt: 0)
        + String(format: "%10.1f %10.1f %10.2f×", m, percentile(t, 0.9), m / floorMedian)
}
print("Render benchmark: \(instants) instants, 170 pt @3x (510×510 px), release build")
print("case".padding(toLength: 34, withPad: " ", startingAt: 0) + "  median µs     p90 µs   vs floor")
print(row("floor: memcpy one frame (peer)", floorTimes))
print(row("30 layers, opaque frame on top", timesOpaque))
print(row("widgetnimation, 30 layers", times30))
print(row("widgetnimation, 300 layers", times300))
print(row("widgetnimation-arc, 58 bands", timesArc))
print(String(format: "opaque frame on top against the memcpy floor (peer): %.2f× per instant (goal: at most 3×)",
             median(timesOpaque) / floorMedian))
print(String(format: "widgetnimation, 30 layers against the memcpy floor (peer): %.2f× per instant (goal: at most 10×)",
             median(times30) / floorMedian))
print(String(format: "widgetnimation-arc against the 30-layer stack (peer): %.2f× per instant (goal: at most 2×)",
             median(timesArc) / median(times30)))
print(String(format: "peak resident memory: %.1f MB after 30 frames loaded, %.1f MB after rendering the 30-layer stack", afterFrames, peak30))
if firstTableOnly { exit(0) }

// Issue 24's text-heavy widget (Tests/Fixtures/Swift/TextHeavyList.swift): a 12-row list in two
// sizes of text with SF Symbols and a live timer, systemLarge (364 × 382 pt) @3x, read from its
// Swift source; each instant a second apart, so the timer's string changes every time.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
var listOptions = SwiftWidgetOptions(width: 364, height: 382, displayScale: 3)
listOptions.family = .systemLarge
let listBundle = try SceneBundle.load(swift: [packageRoot.appendingPathComponent("Tests/Fixtures/Swift/TextHeavyList.swift")], options: listOptions)
let listRenderer = try listBundle.renderer()
let listCold = try measure(1) { _ in _ = try listRenderer.render(at: listBundle.scene.reference) }
let listTimes = try measure(instants) { k in _ = try listRenderer.render(at: listBundle.scene.reference + Rational(Int128(k + 1))) }
print("")
print("text-heavy widget (12 rows, two text sizes, symbols, a live timer), 364 × 382 pt @3x (1092×1146 px)")
print(String(format: "first instant (shaping every line): %.1f ms; then median %.2f ms, p90 %.2f ms per instant (goal: at most 20 ms)",
             listCold[0] / 1000, median(listTimes) / 1000, percentile(listTimes, 0.9) / 1000))
print(String(format: "against the 30-layer stack (peer, same run): %.2f× per instant", median(listTimes) / median(times30)))

// The 16-font stack at 364 pt @3x (1092 × 1092 px).
var stackPreset = FrameFontsPreset()
stackPreset.displayScale = 3
let stackBundle = try SceneBundle.frameFonts(stackPreset)
let stackRenderer = try stackBundle.renderer()
let stackFaces = try stackPreset.fonts.map { try stackBundle.fonts.face($0) }
func svgRenders() -> Int { stackFaces.reduce(0) { $0 + $1.svgDocumentsRendered } }
let firstLoop = ContinuousClock().measure {
    // One loop, every frame once: the middle of each 1/8 s slot from τ = 2 s.
    for n in 0..<240 { _ = try! stackRenderer.render(at: stackPreset.reference + Rational(2) + Rational(Int128(2 * n + 1), 16)) }
}
let rendersInFirstLoop = svgRenders()
let peakStack = peakResidentMB()
let stackSide = Int((stackPreset.size * stackPreset.displayScale).rounded(.up))
let bigFrame = RGBAImage(width: stackSide, height: stackSide, filledWith: .white)
var bigReused = [UInt8](repeating: 0, count: bigFrame.pixels.count)
let bigFloor = measure(instants) { _ in
    bigReused.withUnsafeMutableBytes { to in bigFrame.pixels.withUnsafeBytes { to.copyMemory(from: $0) } }
    precondition(bigReused[0] == bigFrame.pixels[0])
}
/// Instants over many loops, never repeating a phase: k · (loop / count + 1 ms), from τ = 2 s.
let stackTimes = try measure(instants) { k in
    let tau = Rational(2) + stackPreset.loop / Rational(Int128(instants)) * Rational(Int128(k)) + Rational(Int128(k), 1000)
    _ = try stackRenderer.render(at: stackPreset.reference + tau)
}
let rendersAfter = svgRenders() - rendersInFirstLoop
print("")
print("16-font OT-SVG stack: \(instants) instants, 364 pt @3x (\(stackSide)×\(stackSide) px), after one loop drawn in \(firstLoop)")
print("case".padding(toLength: 34, withPad: " ", startingAt: 0) + "  median µs     p90 µs   vs floor")
let bigFloorMedian = median(bigFloor)
for (name, t) in [("floor: memcpy one frame (peer)", bigFloor), ("framefonts, 16 layers", stackTimes)] {
    print(name.padding(toLength: 34, withPad: " ", startingAt: 0)
          + String(format: "%10.1f %10.1f %10.2f×", median(t), percentile(t, 0.9), median(t) / bigFloorMedian))
}
print("SVG documents drawn: \(rendersInFirstLoop) in the first loop, \(rendersAfter) after it (the glyph cache keeps \(FontFace.glyphCacheByteLimit >> 20) MB of glyphs)")
print(String(format: "peak resident memory after the first loop: %.1f MB", peakStack))

try runPresetLoopsInChildren()
