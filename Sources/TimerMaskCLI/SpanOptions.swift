import ArgumentParser
import Foundation
import TimerMask

/// A stretch of wall-clock time to study: where it starts and how long it lasts.
struct SpanOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Where the span starts: ISO-8601, or seconds after the reference (0, 1/15, 61.5).", valueName: "instant"))
    var start: Parsed<InstantText> = "0"

    @Option(parsing: .unconditional, help: ArgumentHelp("How long the span lasts, at most 600 s: 4s, 500ms, 2/15s. Default: --loops loops of the animation.", valueName: "duration"))
    var duration: Parsed<DurationText>?

    @Option(help: ArgumentHelp("How many loops of the animation to cover when --duration is not given (1…100, default 2).", valueName: "n"))
    var loops: Int?

    static let maximumDuration = Rational(600)

    func validate() throws {
        _ = try start.value("--start")
        if duration != nil && loops != nil { throw ValidationError("--duration and --loops exclude each other; give one") }
        _ = try parsedDuration()
        if let loops, !(1...100).contains(loops) { throw ValidationError("--loops: \(loops) is outside 1…100") }
    }

    func parsedDuration() throws -> Seconds? {
        guard let duration else { return nil }
        let value = try duration.positive("--duration")
        guard value <= Self.maximumDuration else { throw ValidationError("--duration: \(duration.text) is over the limit of \(Self.maximumDuration) s") }
        return value
    }

    /// [start, end) for `scene`: relative instants count from its reference.
    func span(for scene: WidgetScene) throws -> (start: Instant, end: Instant) {
        let startInstant = try start.instant("--start", reference: scene.reference)
        if let length = try parsedDuration() { return (startInstant, startInstant + length) }
        let length = try Self.length(loops: loops ?? 2, of: scene)
        guard length <= Self.maximumDuration else {
            throw CLIError("--loops: \(loops ?? 2) loops of \(scene.animation!.loop.decimalString()) s is over the limit of \(Self.maximumDuration) s")
        }
        return (startInstant, startInstant + length)
    }

    /// How long `loops` loops of the scene's animation last, when no --duration is given.
    static func length(loops: Int, of scene: WidgetScene) throws -> Seconds {
        guard let loop = scene.animation?.loop, loop > .zero else {
            throw CLIError("--duration is required: the scene states no animation loop to count --loops in")
        }
        return loop * Rational(loops)
    }
}

extension SceneOptionsNaming {
    /// `scene: built-in demo, 30 frames at 15 fps, 24 pt @1x` or `scene: widget.json`.
    func title(for scene: WidgetScene) -> String {
        if let path = self.scene { return "scene: \(URL(fileURLWithPath: path).lastPathComponent)" }
        var images = 0
        scene.walkTrees { node, _ in if case .image = node.content { images += 1 } }
        let source = frames.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "built-in demo"
        let fps = scene.animation.map { " at \($0.fps.decimalString(maxFractionDigits: 3)) fps" } ?? ""
        func number(_ v: Double) -> String { v == v.rounded() ? "\(Int(v))" : "\(v)" }
        if case .fontStack(let stack)? = scene.expectation {
            let source = fonts.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "built-in frame fonts"
            return "scene: \(source), \(stack.layerCount) font layers (\(stack.frameCount) frames)\(fps), \(number(scene.width)) pt @\(number(scene.displayScale))x"
        }
        if scene.timeline != nil, images == 0 {
            return "scene: live-timer, \(scene.timeline!.entries.count) timeline entries, \(number(scene.width)) pt @\(number(scene.displayScale))x"
        }
        let transparent = (try? frameBackground.value("--frame-background"))?.a == 0 ? ", transparent frames" : ""
        return "scene: \(source), \(images) frames\(fps), \(number(scene.width)) pt @\(number(scene.displayScale))x\(transparent)"
    }
}
