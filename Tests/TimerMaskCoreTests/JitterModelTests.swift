import Testing
import TimerMaskCore

/// Jitter models: seeded draws, late flips, skew and refresh ticks, without rendering.
struct JitterModelTests {
    let reference = SceneDefaults.reference

    func ms(_ value: Int) -> Seconds { Rational(Int128(value), 1000) }

    func presetScene(frames: Int = 30) -> WidgetScene {
        var preset = WidgetnimationPreset()
        preset.frameCount = frames
        preset.size = 12
        preset.displayScale = 1
        return preset.scene
    }

    @Test func splitMix64MatchesItsPublishedSequence() {
        // The first outputs of the reference implementation for seed 1234567.
        var generator = SplitMix64(seed: 1_234_567)
        #expect(generator.next() == 6_457_827_717_110_365_317)
        #expect(generator.next() == 3_203_168_211_198_807_973)
        #expect(generator.next() == 9_817_491_932_198_370_423)
    }

    @Test func drawsArePureFunctionsOfSeedTimerAndBoundary() throws {
        let scene = presetScene()
        let model = JitterModel(latency: .init(try LatencyDistribution(parsing: "uniform:0,20"), draw: .perFlip, on: .all), seed: 42)
        let timers = try JitteredTimers(model, scene: scene)
        let timer = scene.timers[3]
        let forward = (0..<50).map { timers.latency(of: timer, boundary: Int128($0)) }
        let backward = (0..<50).reversed().map { timers.latency(of: timer, boundary: Int128($0)) }.reversed()
        #expect(forward == Array(backward))
        let again = try JitteredTimers(model, scene: scene)
        #expect(forward == (0..<50).map { again.latency(of: timer, boundary: Int128($0)) })
        #expect(Set(forward).count > 40, "per-flip draws differ from flip to flip")
        #expect(forward.allSatisfy { $0 >= .zero && $0 <= ms(20) })
        var other = model
        other.seed = 43
        let otherTimers = try JitteredTimers(other, scene: scene)
        #expect(forward != (0..<50).map { otherTimers.latency(of: timer, boundary: Int128($0)) })
    }

    @Test func perTimerDrawsKeepOneDelayForEveryFlip() throws {
        let scene = presetScene()
        let model = JitterModel(latency: .init(try LatencyDistribution(parsing: "normal:10,5"), draw: .perTimer, on: .all), seed: 9)
        let timers = try JitteredTimers(model, scene: scene)
        for timer in scene.timers.prefix(5) {
            let delays = Set((0..<20).map { timers.latency(of: timer, boundary: Int128($0)) })
            #expect(delays.count == 1)
        }
        let distinct = Set(scene.timers.map { timers.latency(of: $0, boundary: 0) })
        #expect(distinct.count > 20, "each timer draws its own delay")
    }

    @Test func normalDrawsCentreOnTheMeanAndStayWithinTheLimit() throws {
        let scene = presetScene()
        let model = JitterModel(latency: .init(try LatencyDistribution(parsing: "normal:10,4"), on: .all), seed: 5)
        let timers = try JitteredTimers(model, scene: scene)
        let draws = (0..<4000).map { timers.latency(of: scene.timers[1], boundary: Int128($0)).doubleValue * 1000 }
        let mean = draws.reduce(0, +) / Double(draws.count)
        let sd = (draws.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(draws.count)).squareRoot()
        #expect(abs(mean - 10) < 0.4)
        #expect(abs(sd - 4) < 0.3)
        let wide = JitterModel(latency: .init(try LatencyDistribution(parsing: "normal:400,300"), on: .all), seed: 5)
        let wideTimers = try JitteredTimers(wide, scene: scene)
        #expect((0..<2000).allSatisfy { abs(wideTimers.latency(of: scene.timers[1], boundary: Int128($0)).doubleValue) <= 0.5 })
    }

    @Test func aLateFlipKeepsThePreviousStringUntilBoundaryPlusLatency() throws {
        let scene = presetScene()
        let model = JitterModel(latency: .init(.constant(ms: Rational(8)), on: .all))
        let timers = try JitteredTimers(model, scene: scene)
        // Layer 15's mask: dated R + 1 s, so it reads 1:00 from R + 61 s.
        let timer = TimerSpec(date: .relative(Rational(1)), group: "masks")
        let date = reference + Rational(1)
        let b = reference + Rational(61)
        #expect(timers.string(for: timer, date: date, at: b) == "0:59")
        #expect(timers.string(for: timer, date: date, at: b + ms(8) - Rational(1, 1_000_000)) == "0:59")
        #expect(timers.string(for: timer, date: date, at: b + ms(8)) == "1:00")
        #expect(timers.changeInstants(for: timer, date: date, from: b - ms(100), to: b + ms(100)) == [b + ms(8)])
    }

    @Test func anEarlyFlipShowsTheNextStringBeforeTheBoundary() throws {
        let scene = presetScene()
        let model = JitterModel(latency: .init(.constant(ms: Rational(-5)), on: .all))
        let timers = try JitteredTimers(model, scene: scene)
        let timer = TimerSpec(date: .relative(Rational(1)), group: "masks")
        let date = reference + Rational(1)
        let b = reference + Rational(61)
        #expect(timers.string(for: timer, date: date, at: b - ms(6)) == "0:59")
        #expect(timers.string(for: timer, date: date, at: b - ms(5)) == "1:00")
    }

    @Test func noJitterReadsExactlyLikeTheIdealTimer() throws {
        let scene = presetScene()
        for rounding in TimerRounding.allCases {
            let timers = try JitteredTimers(.none, scene: scene, rounding: rounding)
            let constantZero = try JitteredTimers(JitterModel(latency: .init(.constant(ms: .zero))), scene: scene, rounding: rounding)
            for timer in scene.timers.prefix(3) {
                let date = timer.date.resolved(reference: reference)
                let ideal = TimerText(date: date, rounding: rounding)
                var instants = (-3000..<3000).map { reference + Rational(Int128($0 * 7), 3000) }
                instants += (-8...8).flatMap { s in [Rational(s), Rational(s) + Rational(1, 2)].map { date + $0 } }
                for t in instants {
                    #expect(timers.string(for: timer, date: date, at: t) == ideal.string(at: t))
                    #expect(constantZero.string(for: timer, date: date, at: t) == ideal.string(at: t))
                }
            }
        }
    }

    @Test func skewMovesOnlyTheSelectedTimersDates() throws {
        let scene = presetScene()
        let model = JitterModel(skew: .init(ms(4), on: .layer(3)))
        let timers = try JitteredTimers(model, scene: scene)
        let layer3 = TimerSpec(date: .relative(Rational(3, 15)), group: "masks")
        let layer4 = TimerSpec(date: .relative(Rational(4, 15)), group: "masks")
        #expect(timers.date(of: layer3, date: reference) == reference + ms(4))
        #expect(timers.date(of: layer4, date: reference) == reference)
    }

    @Test func refreshShowsTheLastTickAtOrBeforeNow() {
        let refresh = DisplayRefresh(hz: 60)
        let t = reference + Rational(1, 15) + ms(1)
        #expect(refresh.lastTick(atOrBefore: t) == reference + Rational(4, 60))
        #expect(refresh.lastTick(atOrBefore: reference + Rational(4, 60)) == reference + Rational(4, 60))
        #expect(refresh.firstTick(atOrAfter: t) == reference + Rational(5, 60))
        let shifted = DisplayRefresh(hz: 120, phase: ms(3))
        #expect(shifted.lastTick(atOrBefore: reference + ms(2)) == reference + ms(3) - Rational(1, 120))
    }

    @Test func selectorsResolveAgainstTheSceneAndNameWhatIsMissing() throws {
        let scene = presetScene()
        #expect(try TimerSelector(parsing: "masks").resolve(in: scene).count == 30)
        #expect(try TimerSelector(parsing: "layer:7").resolve(in: scene) == [TimerIdentity(TimerSpec(date: .relative(Rational(7, 15)), group: "masks"))])
        #expect(try TimerSelector(parsing: "all").resolve(in: scene).count == 30)
        #expect(throws: JitterError("layer 40 is not in the scene (it has layers 0…29)")) { try TimerSelector.layer(40).resolve(in: scene) }
        #expect(throws: JitterError("layer 0 has no timer in its own mask")) { try TimerSelector.layer(0).resolve(in: scene) }
        #expect(throws: JitterError("no timer belongs to group 'mask'; the scene's groups are: masks")) {
            try TimerSelector(parsing: "mask").resolve(in: scene)
        }
        #expect(throws: JitterError("'frame:3' is not a timer selector; use all, group:NAME (or NAME), layer:K or image:NAME")) {
            try TimerSelector(parsing: "frame:3")
        }
    }

    @Test func distributionsParseExactlyAndRefuseUnknownNames() throws {
        #expect(try LatencyDistribution(parsing: "constant:8") == .constant(ms: Rational(8)))
        #expect(try LatencyDistribution(parsing: "uniform:-2.5,16") == .uniform(minMs: Rational(-5, 2), maxMs: Rational(16)))
        #expect(try LatencyDistribution(parsing: "normal:8,3") == .normal(meanMs: Rational(8), sdMs: Rational(3)))
        #expect(throws: JitterError("unknown distribution 'gauss' in 'gauss:8,3'; use constant:MS, uniform:MIN,MAX or normal:MEAN,SD (milliseconds)")) {
            try LatencyDistribution(parsing: "gauss:8,3")
        }
        #expect(throws: JitterError("'uniform:9,2': the minimum 9 ms is above the maximum 2 ms")) { try LatencyDistribution(parsing: "uniform:9,2") }
        #expect(throws: JitterError("'constant:900': 900 ms is outside ±500 ms")) { try LatencyDistribution(parsing: "constant:900") }
        #expect(throws: JitterError("'normal:8' is not a normal distribution; write it as normal:MEAN,SD in milliseconds")) {
            try LatencyDistribution(parsing: "normal:8")
        }
    }

    @Test func theModelDescribesItselfInOneLine() throws {
        let model = JitterModel(latency: .init(try LatencyDistribution(parsing: "uniform:0,20"), on: .group("masks")),
                                skew: .init(ms(-4), on: .layer(7)), refresh: DisplayRefresh(hz: 60), seed: 3)
        #expect(model.description == "latency uniform 0…20 ms per flip on group masks, skew -4 ms on layer 7, refresh 60 Hz")
        #expect(JitterModel.none.description == "no jitter")
    }
}
