import Foundation
import Testing
import TimerMaskCompositor
import TimerMaskCore
import TimerMaskLoader
import TimerMaskRaster
@testable import TimerMaskRender

/// The arc-mask widget (domain.md section 10) at 40 pt @2x (80 × 80 px) with the built-in
/// frames, against its stated expectation (`ClockBands`) and against the wheel's geometry
/// worked out here: wheel centre at (s/2, s/2 + 50s), band i between the radial lines at
/// −a(i+1) + D and −a·i + D degrees (a = 360°/N, D the clock-hand angle, y pointing down).
struct ArcPresetTests {
    static let side = 40.0, scale = 2.0, pixels = 80

    /// The built-in frames resampled once to the view's pixels, as the CLI's `makeRenderer` does.
    static let library: ImageLibrary = {
        let library = ImageLibrary(frames: BuiltInDemo.frames(count: 30))
        library.prepareForFill(width: pixels, height: pixels)
        return library
    }()

    static func preset(cycle: Seconds = Rational(2)) -> WidgetnimationArcPreset {
        var preset = WidgetnimationArcPreset()
        preset.size = side
        preset.displayScale = scale
        preset.cycle = cycle
        return preset
    }

    static func renderer(_ preset: WidgetnimationArcPreset, environment: SceneEnvironment = SceneEnvironment()) throws -> SceneRenderer {
        try SceneRenderer(scene: preset.scene, images: library, environment: environment)
    }

    static func bands(_ preset: WidgetnimationArcPreset) -> ClockBands {
        guard case .clockBands(let bands)? = preset.scene.expectation else { preconditionFailure("the arc preset states clock bands") }
        return bands
    }

    /// What one band alone must look like, built from the frames alone: the canvas colour
    /// (white), then the band's frame, as resampled to the view, drawn source-over filling it.
    static func reference(frame k: Int) throws -> RGBAImage {
        var image = RGBAImage(width: pixels, height: pixels, filledWith: .white)
        image.draw(try library.original(WidgetnimationPreset.frameName(k))!)
        return image
    }

    /// The instant `turns` cycles after a cycle starts (phase 0 in UTC), to the microsecond.
    static func instant(_ preset: WidgetnimationArcPreset, turns: Double) -> Instant {
        let start = preset.reference - preset.reference.sinceEpoch.modulo(preset.cycle)
        return start + Rational(Int128((turns * preset.cycle.doubleValue * 1e6).rounded()), 1_000_000)
    }

    /// Where the boundary before band `m` crosses the view's centre: N(p + 1/4) = m, in turns
    /// from a cycle's start, counting on past the first cycle.
    static func boundaryTurn(_ m: Int, bandCount n: Int) -> Double { Double(m) / Double(n) - 0.25 + (4 * m < n ? 1 : 0) }

    /// The image layers that reach the picture, by band (layers are in band order).
    static func contributingBands(_ rendering: Rendering) -> Set<Int> {
        Set(rendering.layers.indices.filter { rendering.layers[$0].contributes })
    }

    /// A small seeded generator, so a spread of instants is the same on every run.
    struct SplitMix64 {
        var state: UInt64
        mutating func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    // MARK: - Inside a slot

    @Test func insideABandsSlotThePictureIsThatBandsFrameOverTheCanvas() throws {
        let preset = Self.preset(), bands = Self.bands(preset)
        let renderer = try Self.renderer(preset)
        var random = SplitMix64(state: 10)
        var checked = Set<Int>(), failures: [String] = []
        // 48 instants spread over two cycles (in 1/100,000 of them), each at least 1 ms from a sweep.
        while checked.count < 48 {
            let k = random.next(below: 100_000)
            let t = Self.instant(preset, turns: 2 * Double(k) / 100_000)
            let margin = Rational(1, 1000)
            guard case .band(let band) = bands.showing(at: t, zone: .utc),
                  bands.showing(at: t - margin, zone: .utc) == .band(band),
                  bands.showing(at: t + margin, zone: .utc) == .band(band),
                  checked.insert(k).inserted else { continue }
            let rendering = try renderer.render(at: t)
            let frame = bands.frame(ofBand: band)
            if try rendering.image.pixels != Self.reference(frame: frame).pixels {
                failures.append("\(t): band \(band) is not frame \(frame) over white")
            }
            if Self.contributingBands(rendering) != [band] || rendering.topFrame != frame {
                failures.append("\(t): bands \(Self.contributingBands(rendering).sorted()) reach the picture, not \(band) alone")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(4))")
    }

    // MARK: - In a sweep

    /// The x (pixels) where the boundary before band `m` crosses the pixel row centred at `rowY`
    /// (pixels) at `t`: the radial line from the wheel's centre at −a·m + D degrees.
    static func boundaryX(_ preset: WidgetnimationArcPreset, beforeBand m: Int, at t: Instant, rowY: Double) -> Double {
        let s = preset.size * preset.displayScale
        let centre = (x: s / 2, y: s / 2 + WidgetnimationArcPreset.radiusPerSide * s)
        let degrees = 360 * (t.sinceEpoch.modulo(preset.cycle) / preset.cycle).doubleValue
        let theta = (-preset.bandAngle * Double(m) + degrees) * .pi / 180
        return centre.x + (rowY - centre.y) * cos(theta) / sin(theta)
    }

    /// Along `row`, the first column that is not `left`'s pixel and the last that is not
    /// `right`'s: the boundary between the two pictures lies between them.
    static func switchColumns(_ image: RGBAImage, row: Int, left: RGBAImage, right: RGBAImage) -> (firstNotLeft: Int, lastNotRight: Int) {
        let columns = 0..<image.width
        let firstNotLeft = columns.first { image.pixel(x: $0, y: row) != left.pixel(x: $0, y: row) } ?? image.width
        let lastNotRight = columns.last { image.pixel(x: $0, y: row) != right.pixel(x: $0, y: row) } ?? -1
        return (firstNotLeft, lastNotRight)
    }

    /// Boundaries before bands 5, 8, 20 and 40 (frames 4|5, 7|8, 19|20 and 19|18) at columns
    /// about 12 … 60: where the keyring crosses the middle row in both frames, since elsewhere
    /// adjacent frames are the same white and no boundary can be seen.
    @Test(arguments: [(5, -0.5), (8, -0.7), (8, -0.1), (20, 0.0), (20, 0.5), (40, 0.3)])
    func inASweepTheBoundaryColumnIsWhereTheWheelPutsIt(band m: Int, offset: Double) throws {
        // `offset`: where the boundary before band m is, in sweep half-widths from the view's
        // centre (−1 entering at the left edge, +1 leaving at the right).
        let preset = Self.preset(), bands = Self.bands(preset)
        let n = preset.bandCount
        let t = Self.instant(preset, turns: Self.boundaryTurn(m, bandCount: n) + offset * bands.sweepHalfWidth)
        guard case .sweep(let before, let after, let position) = bands.showing(at: t, zone: .utc) else {
            Issue.record("the expectation does not say sweep at \(t)"); return
        }
        #expect(before == (m + n - 1) % n && after == m)
        let rendering = try Self.renderer(preset).render(at: t)
        #expect(Self.contributingBands(rendering) == [before, after])
        #expect(Set(rendering.layers.filter(\.contributes).compactMap(\.frame)) == [bands.frame(ofBand: before), bands.frame(ofBand: after)])

        // The turned wheel has passed the boundary over the view's left part: band m shows there.
        let row = Self.pixels / 2
        let analytic = Self.boundaryX(preset, beforeBand: m, at: t, rowY: Double(row) + 0.5)
        let (firstNotLeft, lastNotRight) = Self.switchColumns(rendering.image, row: row,
                                                              left: try Self.reference(frame: bands.frame(ofBand: after)),
                                                              right: try Self.reference(frame: bands.frame(ofBand: before)))
        // The boundary is right of the last column not all the right picture's, left of the
        // first column's right edge not all the left picture's; at most one column in between
        // may be the same in both frames.
        #expect(firstNotLeft - lastNotRight <= 2, "columns \(lastNotRight) … \(firstNotLeft) leave the boundary unknown")
        let measured = Double(firstNotLeft + lastNotRight + 1) / 2
        #expect(abs(measured - analytic) <= 1, "boundary at column \(measured), the wheel puts it at \(analytic)")
        // The expectation's position across the view agrees with the geometry.
        #expect(abs(position * Double(Self.pixels) - analytic) <= 0.5, "expectation \(position), geometry \(analytic / Double(Self.pixels))")
    }

    // MARK: - Every band for its slot

    /// How long each band shows alone: its slot, cycle/N, less one sweep (the time a boundary
    /// takes to cross the view's widest angle, 2 · sweepHalfWidth turns).
    static func aloneSeconds(_ preset: WidgetnimationArcPreset) -> Double {
        preset.cycle.doubleValue * (1 / Double(preset.bandCount) - 2 * bands(preset).sweepHalfWidth)
    }

    @Test func everyBandShowsAloneForItsSlotLessItsSweepInTheExpectation() {
        // Scanned every 0.1 ms over two cycles and one slot, from a cycle's start; runs cut off by
        // the scan's ends are not counted. Each run is its true length within one step.
        let preset = Self.preset(), bands = Self.bands(preset)
        let step = Rational(1, 10_000)
        let steps = Int(((preset.cycle * Rational(2) + preset.cycle / Rational(Int128(preset.bandCount))) / step).floor)
        let start = Self.instant(preset, turns: 0)
        var runs: [(showing: ClockBands.Showing, length: Int)] = []
        for k in 0..<steps {
            let showing = bands.showing(at: start + step * Rational(Int128(k)), zone: .utc)
            let key: ClockBands.Showing
            if case .sweep(let b, let a, _) = showing { key = .sweep(before: b, after: a, boundary: 0) } else { key = showing }
            if runs.last?.showing == key { runs[runs.count - 1].length += 1 } else { runs.append((key, 1)) }
        }
        let full = runs.dropFirst().dropLast()
        var alone: [Int: [Int]] = [:]
        for run in full { if case .band(let b) = run.showing { alone[b, default: []].append(run.length) } }
        #expect(alone.keys.sorted() == Array(0..<preset.bandCount))
        let expected = Self.aloneSeconds(preset) / step.doubleValue
        for (band, lengths) in alone {
            #expect(lengths.count == 2, "band \(band) shows alone \(lengths.count) times in two cycles")
            for length in lengths { #expect(abs(Double(length) - expected) <= 1, "band \(band): \(length) steps, expected \(expected)") }
        }
        let sweepSteps = 2 * bands.sweepHalfWidth * preset.cycle.doubleValue / step.doubleValue
        for run in full {
            if case .sweep(let b, let a, _) = run.showing {
                #expect(a == (b + 1) % preset.bandCount)
                #expect(abs(Double(run.length) - sweepSteps) <= 1, "sweep \(b) → \(a): \(run.length) steps, expected \(sweepSteps)")
            }
        }
    }

    /// Bands whose mask reaches into the view. A band's frame may be clear where its sliver
    /// is (the keyring's frames are clear in the corners), so this is not "contributes".
    static func bandsOnScreen(_ rendering: Rendering) -> Set<Int> {
        Set(rendering.layers.indices.filter { rendering.layers[$0].maskCoverage > 0 })
    }

    @Test func everyBandShowsAloneForItsSlotLessItsSweepInTheRenders() throws {
        // Renders 0.25 ms either side of each predicted change (a boundary entering or leaving
        // the view at its bottom corners), and at a quarter, half and three quarters of each
        // band's alone time: every band alone for cycle/N less one sweep, within ±0.25 ms at each end.
        let preset = Self.preset(), bands = Self.bands(preset)
        let renderer = try Self.renderer(preset)
        let n = preset.bandCount, h = bands.sweepHalfWidth
        let epsilon = 0.000_25 / preset.cycle.doubleValue
        var failures: [String] = []
        func check(_ turns: Double, alone band: Int?, pair: Set<Int>, _ what: String) throws {
            let t = Self.instant(preset, turns: turns)
            let rendering = try renderer.render(at: t)
            let seen = Self.bandsOnScreen(rendering)
            if let band {
                if try seen != [band] || rendering.layers[band].maskCoverage != 1
                    || rendering.image.pixels != Self.reference(frame: bands.frame(ofBand: band)).pixels
                    || bands.showing(at: t, zone: .utc) != .band(band) {
                    failures.append("\(what): bands \(seen.sorted()) on screen, expected \(band) alone")
                }
            } else if seen != pair {
                failures.append("\(what): bands \(seen.sorted()) on screen, expected \(pair.sorted())")
            }
        }
        for j in 0..<(2 * n) {
            let m = (n / 4 + 1 + j) % n               // bands in the order they reach the centre
            let enter = Self.boundaryTurn(n / 4 + 1 + j, bandCount: n), leave = enter + 1 / Double(n)
            let first = enter + h, last = leave - h   // band m alone from first to last
            let previous = (m + n - 1) % n, next = (m + 1) % n
            try check(first - epsilon, alone: nil, pair: [previous, m], "band \(m), just before it is alone")
            try check(first + epsilon, alone: m, pair: [], "band \(m), just after it is alone")
            for f in [0.25, 0.5, 0.75] { try check(first + f * (last - first), alone: m, pair: [], "band \(m) at \(f) of its slot") }
            try check(last - epsilon, alone: m, pair: [], "band \(m), just before its sweep")
            try check(last + epsilon, alone: nil, pair: [m, next], "band \(m), just after its sweep begins")
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(4))")
    }

    // MARK: - Time zones and the clock standing still

    @Test func aZonesRenderIsTheUTCRenderShiftedByItsOffsetModuloTheCycle() throws {
        let offset = 3600 * 9
        let zone = SceneEnvironment(timeZone: .offset(seconds: offset))
        var random = SplitMix64(state: 9)
        // 7 s: nine hours is 4 s past a whole number of cycles, so the zone moves the wheel.
        let preset = Self.preset(cycle: Rational(7)), bands = Self.bands(preset)
        let utc = try Self.renderer(preset), zoned = try Self.renderer(preset, environment: zone)
        let shift = Rational(offset).modulo(preset.cycle)
        #expect(shift == Rational(4))
        for _ in 0..<8 {
            let t = Self.instant(preset, turns: Double(random.next(below: 10_000)) / 10_000)
            let picture = try zoned.render(at: t).image.pixels
            #expect(picture == (try utc.render(at: t + shift)).image.pixels, "at \(t)")
            #expect(picture != (try utc.render(at: t)).image.pixels, "at \(t) the zone should move the wheel")
            #expect(bands.showing(at: t, zone: .offset(seconds: offset)) == bands.showing(at: t + shift, zone: .utc))
        }
        // 2 s: a whole number of hours is a whole number of cycles, so nothing changes.
        let twoSeconds = Self.preset()
        let utc2 = try Self.renderer(twoSeconds), zoned2 = try Self.renderer(twoSeconds, environment: zone)
        for _ in 0..<4 {
            let t = Self.instant(twoSeconds, turns: Double(random.next(below: 10_000)) / 10_000)
            #expect(try zoned2.render(at: t).image.pixels == utc2.render(at: t).image.pixels, "at \(t)")
        }
    }

    @Test func aClockHandThatStandsStillShowsTheBandOfPhaseZeroForever() throws {
        let preset = Self.preset(), bands = Self.bands(preset)
        let still = try Self.renderer(preset, environment: SceneEnvironment(clockHand: ClockHandBehaviour(standsStill: true)))
        guard case .band(let band) = bands.showing(at: Self.instant(preset, turns: 0), zone: .utc) else {
            Issue.record("phase 0 should sit inside a band's slot"); return
        }
        #expect(band == preset.bandCount / 4, "the view sits a quarter turn past band 0's start")
        let expected = try Self.reference(frame: bands.frame(ofBand: band)).pixels
        var random = SplitMix64(state: 26)
        for _ in 0..<16 {
            let t = Self.instant(preset, turns: 2 * Double(random.next(below: 100_000)) / 100_000)
            let rendering = try still.render(at: t)
            #expect(rendering.image.pixels == expected && Self.contributingBands(rendering) == [band], "at \(t)")
        }
    }

    // MARK: - Scene file

    @Test func theSceneFileRoundTripRendersTheSameBytes() throws {
        let preset = Self.preset(), bands = Self.bands(preset)
        let data = try SceneFile.encode(preset.scene)
        let decoded = try SceneFile.decode(data, source: "arc.json")
        #expect(decoded == preset.scene)
        let fromFile = try SceneRenderer(scene: decoded, images: Self.library)
        let fromPreset = try Self.renderer(preset)
        let n = preset.bandCount
        // Inside slots and in sweeps, where partial coverage shows any drift in the numbers.
        for turns in [0.0, 0.3, Self.boundaryTurn(20, bandCount: n), Self.boundaryTurn(40, bandCount: n) + bands.sweepHalfWidth / 2] {
            let t = Self.instant(preset, turns: turns)
            #expect(try fromFile.render(at: t).image.pixels == fromPreset.render(at: t).image.pixels, "at \(turns) turns")
        }
    }
}
