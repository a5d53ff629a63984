import Foundation
import Testing
import TimerMaskCodecs
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
import TimerMaskRender
import TimerMaskTiming

/// The event-exact scan and its glitch report against what the timing model predicts.
struct JitterScanTests {
    static func preset(size: Double = 12, fps: Int = 15, frames: Int = 30, transparent: Bool = false) -> WidgetnimationPreset {
        var preset = WidgetnimationPreset()
        preset.size = size
        preset.displayScale = 1
        preset.fps = Rational(fps)
        preset.frameCount = frames
        if transparent { preset.frameBackground = nil }
        return preset
    }

    static func renderer(_ preset: WidgetnimationPreset, model: JitterModel = .none, frames: [RGBAImage]? = nil) throws -> SceneRenderer {
        let side = Int(preset.size)
        let images = frames ?? WidgetnimationRenderTests.opaqueFrames(side: side, count: preset.frameCount)
        return try SceneRenderer(scene: preset.scene, images: ImageLibrary(frames: images),
                                 clock: JitterClock(model, scene: preset.scene))
    }

    static func report(_ preset: WidgetnimationPreset, model: JitterModel = .none, loops: Int = 2,
                       frames: [RGBAImage]? = nil) throws -> GlitchReport {
        let renderer = try renderer(preset, model: model, frames: frames)
        let trace = try TimingScan(renderer: renderer).run(from: preset.reference, to: preset.reference + preset.loop * Rational(Int128(loops)))
        return GlitchReport(trace)
    }

    func ms(_ value: Int) -> Seconds { Rational(Int128(value), 1000) }

    @Test func withoutJitterTwoLoopsShowEveryFrameForExactlyOneFifteenthOfASecond() throws {
        let preset = Self.preset()
        for renderer in [try Self.renderer(preset),
                         try SceneRenderer(scene: preset.scene, images: ImageLibrary(frames: WidgetnimationRenderTests.opaqueFrames(side: 12)))] {
            let report = GlitchReport(try TimingScan(renderer: renderer).run(from: preset.reference, to: preset.reference + Rational(4)))
            #expect(report.glitches.isEmpty, "\(report.glitches.count) glitches, first: \(report.glitches.first.map { "\($0.start - preset.reference)" } ?? "-")")
            #expect(report.showings.count == 60)
            #expect(report.showings.allSatisfy { $0.duration == Rational(1, 15) })
            #expect(report.showings.map(\.frame) == Array(0..<30) + Array(0..<30))
            #expect(report.droppedFrames.isEmpty && report.doubledFrames.isEmpty)
            #expect(report.effectiveFPS == 15)
        }
    }

    @Test func noJitterClockRendersPixelForPixelLikeTheIdealClock() throws {
        let preset = Self.preset(size: 24, transparent: true)
        let frames = WidgetnimationRenderTests.transparentFrames(side: 24)
        let jittered = try Self.renderer(preset, frames: frames)
        let ideal = try SceneRenderer(scene: preset.scene, images: ImageLibrary(frames: frames))
        var instants = (0..<400).map { preset.reference + Rational(Int128($0 * 11), 1000) }
        instants += (0...60).map { preset.reference + Rational(Int128($0), 15) }
        var differing = 0
        for t in instants where try jittered.render(at: t).image != ideal.render(at: t).image { differing += 1 }
        #expect(differing == 0, "\(differing) of \(instants.count) instants differ")
    }

    /// Layer k's mask is on while floor(t − R − k/15 − L) is even, so a late mask lets frame
    /// k − 1 show for L from each of its onsets R + 2m + k/15. An early one (L < 0) shows
    /// frame k for |L| before its slot, except frame 15, whose stack is still off then.
    @Test(arguments: [1, 7, 14, 15, 22, 29])
    func constantMaskLatencyOnOneLayerGlitchesExactlyWhereTheModelPredicts(layer k: Int) throws {
        let preset = Self.preset()
        let R = preset.reference
        for latency in [8, 30, -5] {
            let L = ms(latency)
            let model = JitterModel(latency: .init(.constant(ms: Rational(Int128(latency))), on: .layer(k)))
            let report = try Self.report(preset, model: model)
            let glitches = report.glitches.map { ($0.start, $0.end, $0.shown.topFrame, $0.shown.expectedFrame, $0.kind) }
            let expected: [(Instant, Instant, Int?, Int?, GlitchKind)] = (0..<2).compactMap { m in
                let onset = R + Rational(Int128(2 * m)) + Rational(Int128(k), 15)
                if latency > 0 { return (onset, onset + L, k - 1, k, .wrongFrame) }
                if k == 15 { return nil }
                return (onset + L, onset, k, k - 1, .wrongFrame)
            }
            #expect(glitches.count == expected.count, "layer \(k), \(latency) ms")
            for (got, want) in zip(glitches, expected) {
                #expect(got.0 == want.0 && got.1 == want.1 && got.2 == want.2 && got.3 == want.3 && got.4 == want.4,
                        "layer \(k), \(latency) ms: got \(got.0 - R)…\(got.1 - R) s frame \(got.2 ?? -1) for \(got.3 ?? -1)")
            }
            let length = L < .zero ? -L : L
            #expect(report.totalGlitchTime == length * Rational(Int128(expected.count)))
            #expect(report.glitches.allSatisfy { $0.duration == length })
        }
    }

    /// Every mask (the half-stack's too) counting from R + Δ shifts the whole animation by Δ
    /// except frame 0, which has no timer: each of the 60 frame changes of two loops comes Δ
    /// late (or early), and the loop's first frame is no exception.
    @Test(arguments: [5, -3])
    func skewingEveryMaskShiftsEveryFrameChangeByTheSkew(skewMs: Int) throws {
        let preset = Self.preset()
        let delta = ms(skewMs)
        let report = try Self.report(preset, model: JitterModel(skew: .init(delta, on: .group("masks"))))
        let length = delta < .zero ? -delta : delta
        #expect(report.glitches.count == 60)
        #expect(report.glitches.allSatisfy { $0.duration == length && $0.kind == .wrongFrame })
        // Late: each change k/15 (k = 0…59) lasts Δ longer. Early: changes 1…60 come Δ sooner,
        // the last one at the span's end.
        let changes = delta > .zero ? Array(0..<60) : Array(1...60)
        let expectedStarts = changes.map { preset.reference + Rational(Int128($0), 15) + (delta > .zero ? .zero : delta) }
        #expect(report.glitches.map(\.start) == expectedStarts)
        #expect(report.showings.filter { !$0.truncated }.allSatisfy { $0.duration == Rational(1, 15) })
    }

    @Test func theSameSeedGivesTheSameReportAndADifferentSeedDoesNot() throws {
        let preset = Self.preset()
        func json(seed: UInt64) throws -> String {
            let model = JitterModel(latency: .init(try LatencyDistribution(parsing: "uniform:0,30"), on: .group("masks")), seed: seed)
            return try Self.report(preset, model: model).json(scene: "test", jitter: model.description, seed: seed)
        }
        let first = try json(seed: 7)
        #expect(first == (try json(seed: 7)))
        #expect(first != (try json(seed: 8)))
        #expect(first.contains("\"glitchCount\""))
    }

    @Test func theSameSeedGivesTheSameSheetBytes() throws {
        let preset = Self.preset()
        let font = try SheetDrawing.labelFont()
        func sheet(seed: UInt64) throws -> [UInt8] {
            let model = JitterModel(latency: .init(try LatencyDistribution(parsing: "normal:15,10"), on: .group("masks")), seed: seed)
            let renderer = try Self.renderer(preset, model: model)
            let instants = (0..<120).map { preset.reference + Rational(Int128($0), 60) }
            let cells = try ContactSheet.cells(renderer: renderer, instants: instants, schedule: IdealSchedule(preset))
            let image = try ContactSheet(columns: 12, thumbnail: 24, title: "seed \(seed)").draw(cells, reference: preset.reference, font: font)
            return try PNGCodec.encode(image)
        }
        let first = try sheet(seed: 21)
        #expect(first == (try sheet(seed: 21)))
        #expect(first != (try sheet(seed: 22)))
    }

    @Test func at60HzFramesStayWholeTicksAndFillTheSpan() throws {
        let sixtieth = Rational(1, 60)
        let cases: [(WidgetnimationPreset, JitterModel)] = [
            (Self.preset(fps: 8, frames: 16), JitterModel(refresh: DisplayRefresh(hz: 60))),
            (Self.preset(), JitterModel(latency: .init(try LatencyDistribution(parsing: "normal:12,6"), on: .all),
                                        refresh: DisplayRefresh(hz: 60), seed: 4)),
        ]
        for (preset, model) in cases {
            let report = try Self.report(preset, model: model)
            #expect(!report.showings.isEmpty)
            #expect(report.showings.allSatisfy { ($0.duration / sixtieth).isInteger }, "\(model)")
            #expect(report.showings.reduce(Seconds.zero) { $0 + $1.duration } == Rational(4), "\(model)")
        }
        // 8 fps on 60 Hz: 7.5 ticks a frame, so frames alternate 7 and 8 ticks.
        let eight = try Self.report(Self.preset(fps: 8, frames: 16), model: JitterModel(refresh: DisplayRefresh(hz: 60)))
        #expect(Set(eight.showings.map(\.duration)) == [Rational(7, 60), Rational(8, 60)])
        #expect(eight.glitches.allSatisfy { $0.duration == Rational(1, 120) })
    }

    @Test func transparentFramesGhostAsIntervalsWithSeveralLayers() throws {
        let preset = Self.preset(size: 36, transparent: true)
        let report = try Self.report(preset, frames: WidgetnimationRenderTests.transparentFrames(side: 36))
        let schedule = IdealSchedule(preset)
        var mismatches = 0
        for interval in report.trace.intervals {
            let on = schedule.layersOn(at: interval.start + interval.duration / Rational(2))
            if interval.state.contributing != on || (interval.state.glitch == .multipleLayers) != (on.count > 1) { mismatches += 1 }
        }
        #expect(mismatches == 0)
        #expect(report.glitches.contains { $0.kind == .multipleLayers && $0.shown.contributing.count >= 15 })
        // Only the first frame of each loop shows alone.
        #expect(report.totalGlitchTime == Rational(4) - Rational(2, 15))
    }

    @Test func theExactScanAgreesWithRenderingEveryMillisecond() throws {
        let preset = Self.preset()
        let model = JitterModel(latency: .init(try LatencyDistribution(parsing: "uniform:-10,40"), on: .all),
                                skew: .init(ms(3), on: .layer(9)), seed: 11)
        let renderer = try Self.renderer(preset, model: model)
        let trace = try TimingScan(renderer: renderer).run(from: preset.reference, to: preset.reference + Rational(2))
        var disagreements: [String] = []
        for step in 0..<4000 {
            let t = preset.reference + Rational(Int128(step), 2000)
            let rendering = try renderer.render(at: t)
            let state = try #require(trace.interval(at: t)).state
            let contributing = rendering.layers.indices.filter { rendering.layers[$0].contributes }
            if state.contributing != contributing || state.topFrame != rendering.topFrame { disagreements.append("\(step)/2 ms") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) instants disagree, first: \(disagreements.prefix(3))")
        let sampled = try TimingScan(renderer: renderer).run(from: preset.reference, to: preset.reference + Rational(2), step: Rational(1, 1000))
        #expect(sampled.sampling == .step(Rational(1, 1000)))
        #expect(sampled.renders == 2000)
    }

    @Test func longDelaysDropAndDoubleFrames() throws {
        // Frame 7's mask 100 ms late: frame 6 stays through 7's whole slot and 7 never shows.
        let preset = Self.preset()
        let model = JitterModel(latency: .init(.constant(ms: Rational(100)), on: .layer(7)))
        let report = try Self.report(preset, model: model, loops: 1)
        #expect(report.droppedFrames.map(\.frame) == [7])
        #expect(report.doubledFrames.map(\.frame) == [6])
        #expect(report.doubledFrames.first?.duration == Rational(2, 15))
        // Whole showings only: the span cuts frame 0 and frame 29, leaving 27 frames in 28 slots.
        #expect(abs(report.effectiveFPS - 27 / (28.0 / 15)) < 1e-9)
    }
}
