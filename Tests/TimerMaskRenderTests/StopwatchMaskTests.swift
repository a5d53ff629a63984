import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender
import TimerMaskTiming

/// A stopwatch's last digit is its hundredths, so in BlinkMask it switches a mask every 10 ms:
/// one layer masked by `.stopwatch(startingAt: R)` placed as the blink view of domain.md
/// section 4 shows on even hundredths and not on odd ones.
struct StopwatchMaskTests {
    static let side = 20.0
    static let reference = SceneDefaults.reference
    static let red = RGBA(r: 255, g: 0, b: 0), white = RGBA(r: 255, g: 255, b: 255)

    /// White, then a red frame masked by the stopwatch text: 9·s wide, trailing, offset −8·s in a
    /// GeometryReader, so the last glyph covers the view.
    static func scene(_ piece: TimerSpec) -> WidgetScene {
        let s = side
        let text = SceneNode(.text(TextContent(runs: [.timer(piece)], font: FontReference.builtInBlinkMask, size: s, alignment: .trailing)),
                             [SceneCanvas.frame(9 * s, s), .offset(x: SceneLength(-8 * s), y: SceneLength(0))])
        let mask = SceneNode(.geometryReader(children: [text]), [SceneCanvas.frame(s, s), .clipped])
        let layer = SceneNode(.image(name: "frame:0", contentMode: .fill), [SceneCanvas.frame(s, s), .clipped, .mask(mask, alignment: .center)])
        return WidgetScene(width: s, height: s, displayScale: 1, reference: reference,
                           root: SceneNode(.zStack(alignment: .center, children: [SceneCanvas.color(white), layer])))
    }

    static let stopwatch = TimerSpec(date: .relative(.zero), group: "stopwatch",
                                     format: .stopwatch(showsHours: true, maxFieldCount: 4, maxPrecision: Rational(1, 100)))

    static func renderer(_ piece: TimerSpec = stopwatch, clock: (any TimerClock)? = nil) throws -> SceneRenderer {
        let frame = RGBAImage(width: Int(side), height: Int(side), filledWith: red)
        return try SceneRenderer(scene: scene(piece), images: ImageLibrary(frames: [frame]), clock: clock ?? IdealTimerClock())
    }

    func ms(_ n: Int) -> Seconds { Rational(Int128(n), 1000) }

    @Test func theMaskSwitchesEveryTenMilliseconds() throws {
        let renderer = try Self.renderer()
        for k in 0..<100 {
            // The middle of each 10 ms step: the string reads 00:00.kk.
            let rendering = try renderer.render(at: Self.reference + ms(10 * k + 5))
            let hundredths = k < 10 ? "0\(k)" : "\(k)"
            #expect(rendering.layers.first?.timers == ["00:00.\(hundredths)"], "--explain lists the stopwatch string")
            let on = k % 2 == 0
            #expect(rendering.layers.first?.maskCoverage == (on ? 1 : 0), "step \(k)")
            #expect(rendering.image.pixel(x: 10, y: 10) == (on ? Self.red : Self.white), "step \(k)")
            #expect(rendering.image.pixel(x: 0, y: 19) == (on ? Self.red : Self.white), "step \(k): the square covers the whole view")
        }
        // Exactly at a step the new string shows; a microsecond before, the old one.
        let at = Self.reference + ms(130)
        #expect(try renderer.render(at: at).layers.first?.maskCoverage == 0)
        #expect(try renderer.render(at: at - Rational(1, 1_000_000)).layers.first?.maskCoverage == 1)
    }

    @Test func aScanCutsAtEveryStopwatchChange() throws {
        let renderer = try Self.renderer()
        let from = Self.reference - ms(35), to = Self.reference + ms(100)
        let plan = try TimingScan(renderer: renderer).samplingPlan(from: from, to: to)
        #expect(plan.sampling == .events)
        #expect(plan.cuts == [from] + (1...9).map { Self.reference + ms(10 * $0) }, "nothing changes before the start (00:00.00)")
        let trace = try TimingScan(renderer: renderer).run(from: from, to: to)
        // 00:00.00 from before the start to 10 ms, then one state per 10 ms, on and off in turn.
        #expect(trace.intervals.map(\.end) == (1...10).map { Self.reference + ms(10 * $0) })
        #expect(trace.intervals.map { $0.state.contributing == [0] } == (0..<10).map { $0 % 2 == 0 })
    }

    @Test func skewMovesEveryFlipAndLatencyDelaysEach() throws {
        let skewed = try Self.renderer(clock: JitterClock(JitterModel(skew: .init(ms(3), on: .group("stopwatch"))), scene: Self.scene(Self.stopwatch)))
        let plan = try TimingScan(renderer: skewed).samplingPlan(from: Self.reference, to: Self.reference + ms(50))
        // The skewed stopwatch starts at R + 3 ms and first changes at R + 13 ms.
        #expect(plan.cuts == [Self.reference] + (1...4).map { Self.reference + ms(10 * $0 + 3) })
        #expect(try skewed.render(at: Self.reference + ms(12)).layers.first?.timers == ["00:00.00"])
        #expect(try skewed.render(at: Self.reference + ms(13)).layers.first?.timers == ["00:00.01"])

        let late = JitterModel(latency: .init(.constant(ms: Rational(4)), on: .group("stopwatch")))
        let lagging = try Self.renderer(clock: JitterClock(late, scene: Self.scene(Self.stopwatch)))
        #expect(try lagging.render(at: Self.reference + ms(23)).layers.first?.timers == ["00:00.01"])
        #expect(try lagging.render(at: Self.reference + ms(24)).layers.first?.timers == ["00:00.02"])
        let cuts = try TimingScan(renderer: lagging).samplingPlan(from: Self.reference, to: Self.reference + ms(40)).cuts
        #expect(cuts == [Self.reference] + (1...3).map { Self.reference + ms(10 * $0 + 4) })
    }

    @Test func aCountdownIntervalPieceStopsChangingAtItsEnd() throws {
        let countdown = TimerSpec(date: .relative(.zero), format: .timer(end: .relative(Rational(3)), countsDown: true, showsHours: true,
                                                                         maxFieldCount: 3, maxPrecision: .one))
        let renderer = try Self.renderer(countdown)
        #expect(try renderer.render(at: Self.reference + ms(500)).layers.first?.timers == ["0:03"])
        #expect(try renderer.render(at: Self.reference + ms(9000)).layers.first?.timers == ["0:00"])
        let plan = try TimingScan(renderer: renderer).samplingPlan(from: Self.reference, to: Self.reference + Rational(10))
        #expect(plan.cuts == [Self.reference, Self.reference + ms(1000), Self.reference + ms(2000), Self.reference + ms(3000)])
    }
}
