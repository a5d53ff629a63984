import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
import TimerMaskRender
import TimerMaskTiming

/// The arc widget's schedule and the splits a scan reports while a band boundary crosses the view.
struct SplitEventTests {
    static func preset(frames: Int = 12, cycle: Seconds = Rational(2)) -> WidgetnimationArcPreset {
        var preset = WidgetnimationArcPreset()
        preset.bandFrames = Array(0..<frames)
        preset.cycle = cycle
        preset.size = 16
        preset.displayScale = 1
        return preset
    }

    static func renderer(_ preset: WidgetnimationArcPreset, environment: SceneEnvironment = SceneEnvironment()) throws -> SceneRenderer {
        let images = WidgetnimationRenderTests.opaqueFrames(side: Int(preset.size), count: preset.bandFrames.count)
        return try SceneRenderer(scene: preset.scene, images: ImageLibrary(frames: images), environment: environment)
    }

    /// Half the sweep, in seconds: the view's half-angle seen from the wheel's centre, as a share of a turn.
    static func halfSweep(_ preset: WidgetnimationArcPreset) -> Double {
        atan(0.5 / 49.5) / (2 * .pi) * preset.cycle.doubleValue
    }

    @Test func slotsLastOneBandLessItsSweepAndTileTheCycle() throws {
        let preset = Self.preset()
        let schedule = try #require(preset.scene.showSchedule() as? ClockBandSchedule)
        let start = preset.reference, end = start + preset.cycle * Rational(2)
        let slots = schedule.slots(from: start, to: end)
        let band = preset.cycle.doubleValue / 12
        #expect(slots.count >= 24)
        for slot in slots {
            #expect(abs((slot.end - slot.start).doubleValue - (band - 2 * Self.halfSweep(preset))) < 2e-9)
        }
        for (a, b) in zip(slots, slots.dropFirst()) {
            #expect(b.frame == (a.frame + 1) % 12, "bands follow each other as the wheel turns")
            #expect(abs((b.start - a.end).doubleValue - 2 * Self.halfSweep(preset)) < 2e-9)
        }
    }

    @Test func aScanReportsEverySweepAsASplitAndNoGlitch() throws {
        let preset = Self.preset()
        let renderer = try Self.renderer(preset)
        // From the middle of a slot (at R a boundary sits at the centre), so no sweep is cut.
        let start = preset.reference + preset.cycle / Rational(24)
        let trace = try TimingScan(renderer: renderer).run(from: start, to: start + preset.cycle)
        let report = GlitchReport(trace)
        #expect(report.glitches.isEmpty, "\(report.text(title: "glitches"))")
        #expect(report.splits.count == 12)
        for split in report.splits {
            #expect(abs(split.duration.doubleValue - 2 * Self.halfSweep(preset)) < 2e-9)
            #expect(split.after == (split.before + 1) % 12)
            #expect(split.boundaryStart < 0.01 && split.boundaryEnd > 0.99, "the boundary crosses the whole view")
        }
        let whole = report.showings.filter { !$0.truncated }
        #expect(!whole.isEmpty)
        for showing in whole {
            #expect(abs(showing.duration.doubleValue - (preset.cycle.doubleValue / 12 - 2 * Self.halfSweep(preset))) < 2e-9)
        }
        #expect(report.droppedFrames.isEmpty)
        #expect(report.text(title: "t").contains("splits (two frames while a band boundary crosses the view; expected, not glitches): 12"))
    }

    @Test func midSweepBothFramesShowAndTheCellIsMarkedAsASplit() throws {
        let preset = Self.preset()
        let renderer = try Self.renderer(preset)
        let schedule = try #require(renderer.showSchedule as? ClockBandSchedule)
        let slot = try #require(schedule.slots(from: preset.reference, to: preset.reference + preset.cycle).first)
        let midSweep = slot.end + Rational(Int128((Self.halfSweep(preset) * 1e9).rounded()), 1_000_000_000)
        guard case .split(let before, let after, let boundary) = schedule.expected(at: midSweep) else {
            Issue.record("the schedule should expect a split mid-sweep")
            return
        }
        #expect(abs(boundary - 0.5) < 0.01)
        let cells = try ContactSheet.cells(renderer: renderer, instants: [midSweep, slot.start + (slot.end - slot.start) / Rational(2)],
                                           schedule: schedule)
        #expect(cells[0].state.isSplit)
        #expect(Set(cells[0].state.contributingFrames.compactMap { $0 }) == [before, after])
        #expect(cells[0].state.glitch == nil)
        #expect(!cells[1].state.isSplit)
        #expect(cells[1].state.contributing.count == 1)
    }

    @Test func aWheelThatStandsStillIsAGlitchAgainstTheSchedule() throws {
        let preset = Self.preset()
        let still = SceneEnvironment(clockHand: ClockHandBehaviour(standsStill: true))
        let report = GlitchReport(try TimingScan(renderer: try Self.renderer(preset, environment: still))
            .run(from: preset.reference, to: preset.reference + preset.cycle))
        #expect(report.splits.isEmpty || report.glitches.contains { $0.kind == .wrongFrame })
        #expect(report.glitches.contains { $0.kind == .wrongFrame }, "the view keeps one band while the schedule moves on")
    }

    @Test func theScheduleFollowsTheTimeZone() throws {
        var preset = Self.preset(cycle: Rational(7))
        preset.timeZone = nil
        let utc = try #require(preset.scene.showSchedule(zone: .utc) as? ClockBandSchedule)
        let seoul = try #require(preset.scene.showSchedule(zone: .offset(seconds: 9 * 3600)) as? ClockBandSchedule)
        let t = preset.reference + Rational(1, 3)
        // 9 h is 32400 s = 7 · 4628 + 4 s: Seoul's wall clock is 4 s further into the 7 s cycle.
        #expect(seoul.expected(at: t) == utc.expected(at: t + Rational(4)))
        #expect(seoul.expected(at: t) != utc.expected(at: t))
    }
}
