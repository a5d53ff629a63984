import ArgumentParser
import TimerMask

/// The timing faults of a real device (domain.md section 9) that render, preview, sheet,
/// timeline and jitter all accept. With none of them, timers are exactly ideal.
struct JitterOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Timer update latency in ms: constant:MS, uniform:MIN,MAX or normal:MEAN,SD, within ±500 ms. A flip due at boundary b shows at b + latency; negative is early.", valueName: "dist"))
    var latency: Parsed<LatencyText>?

    @Option(help: ArgumentHelp("Draw the latency anew for every flip, or once per timer: flip or timer (default flip).", valueName: "flip|timer"))
    var latencyPer: Parsed<ChoiceText<JitterModel.Latency.Draw>>?

    @Option(help: ArgumentHelp("Which timers are late: all (default), group:NAME or NAME (the preset's masks are 'masks'), layer:K (frame K's own mask) or image:NAME.", valueName: "selector"))
    var latencyOn: Parsed<SelectorText>?

    @Option(parsing: .unconditional, help: ArgumentHelp("Shift the reference date of some timers by this duration, as two Date() - 60 a few ms apart do: 4ms, -1/60s.", valueName: "duration"))
    var skew: Parsed<DurationText>?

    @Option(help: ArgumentHelp("Which timers the skew moves (default masks); same selectors as --latency-on.", valueName: "selector"))
    var skewOn: Parsed<SelectorText>?

    @Option(help: ArgumentHelp("Display refresh rate in Hz (60, 120): the screen changes only on its ticks, showing what was true at the last one.", valueName: "hz"))
    var refresh: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Where refresh ticks fall: this long after each whole second (default 0).", valueName: "duration"))
    var refreshPhase: Parsed<DurationText>?

    @Option(help: ArgumentHelp("Timeline entries reach the screen late by this many ms after their date: constant:MS, uniform:MIN,MAX or normal:MEAN,SD, within 0…500 ms (a negative draw counts as on time).", valueName: "dist"))
    var entryLatency: Parsed<LatencyText>?

    @Option(parsing: .unconditional, help: ArgumentHelp("The host shows timeline entries at most this often (one project measured about 2s); a due entry waits for the next chance, and the newest ready entry wins.", valueName: "duration"))
    var entryCadence: Parsed<DurationText>?

    @Option(help: "Seed for random latency draws: the same seed always gives the same timing.")
    var seed: UInt64 = 1

    /// The largest reference-date skew, either way.
    static let maximumSkew = Rational(10)

    func validate() throws {
        _ = try model()
    }

    /// The model the flags describe, not yet bound to a scene.
    func model() throws -> JitterModel {
        var model = JitterModel(seed: seed)
        if let latency {
            let distribution = try latency.value("--latency")
            let draw = try latencyPer?.value("--latency-per") ?? .perFlip
            model.latency = .init(distribution, draw: draw, on: try (latencyOn ?? "all").value("--latency-on"))
        } else if latencyPer != nil || latencyOn != nil {
            throw ValidationError("--\(latencyPer != nil ? "latency-per" : "latency-on") applies only with --latency; add --latency constant:MS (or uniform/normal)")
        }
        if let skew {
            let offset = try skew.value("--skew")
            guard -Self.maximumSkew <= offset, offset <= Self.maximumSkew else {
                throw ValidationError("--skew: \(skew.text) is more than \(Self.maximumSkew) s either way")
            }
            model.skew = .init(offset, on: try (skewOn ?? Parsed(argument: WidgetnimationPreset.maskGroup)).value("--skew-on"))
        } else if skewOn != nil {
            throw ValidationError("--skew-on applies only with --skew; add --skew 4ms (for example)")
        }
        if let refresh {
            guard DisplayRefresh.allowedRates.contains(refresh) else {
                throw ValidationError("--refresh: \(refresh) Hz is outside \(DisplayRefresh.allowedRates.lowerBound)…\(DisplayRefresh.allowedRates.upperBound) Hz")
            }
            let phase = try refreshPhase?.value("--refresh-phase") ?? .zero
            model.refresh = DisplayRefresh(hz: refresh, phase: phase)
        } else if refreshPhase != nil {
            throw ValidationError("--refresh-phase applies only with --refresh; add --refresh 60 (for example)")
        }
        if let entryLatency {
            let distribution = try entryLatency.value("--entry-latency")
            if let negative = distribution.bounds.first(where: { $0 < .zero }) {
                throw ValidationError("--entry-latency: \(negative.decimalString()) ms is negative; an entry never shows before its date")
            }
            model.entries.latency = distribution
        }
        if let entryCadence {
            let cadence = try entryCadence.value("--entry-cadence")
            guard EntryDelivery.cadenceRange.contains(cadence) else {
                throw ValidationError("--entry-cadence: \(entryCadence.text) must be at least 1 ms and at most 1 h")
            }
            model.entries.cadence = cadence
        }
        return model
    }

    /// The clock timers read in `scene`: ideal with no jitter flags, jittered otherwise.
    func clock(for scene: WidgetScene, rounding: TimerRounding) throws -> any TimerClock {
        let model = try model()
        if model.isNone { return IdealTimerClock(rounding: rounding) }
        // Resolve each selector on its own first, so an error names its flag.
        if let latency = model.latency {
            do { _ = try latency.on.resolve(in: scene) } catch { throw CLIError("--latency-on: \(error)") }
        }
        if let skew = model.skew {
            do { _ = try skew.on.resolve(in: scene) } catch { throw CLIError("--skew-on: \(error)") }
        }
        return try JitterClock(model, scene: scene, rounding: rounding)
    }

    /// `jitter: latency constant 8 ms on layer 7 · seed 1`.
    func summary() throws -> String {
        "jitter: \(try model()) · seed \(seed)"
    }
}

/// A latency distribution: constant:MS, uniform:MIN,MAX or normal:MEAN,SD.
enum LatencyText: ArgumentReading {
    static func read(_ text: String) throws -> LatencyDistribution { try LatencyDistribution(parsing: text) }
}

/// Which timers a fault applies to: all, group:NAME (or NAME), layer:K or image:NAME.
enum SelectorText: ArgumentReading {
    static func read(_ text: String) throws -> TimerSelector { try TimerSelector(parsing: text) }
}
