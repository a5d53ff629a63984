import ArgumentParser
import TimerMask

/// The timing faults of a real device (domain.md section 9) that render, preview, sheet,
/// timeline and jitter all accept. With none of them, timers are exactly ideal.
struct JitterOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Timer update latency in ms: constant:MS, uniform:MIN,MAX or normal:MEAN,SD, within ±500 ms. A flip due at boundary b shows at b + latency; negative is early.", valueName: "dist"))
    var latency: String?

    @Option(help: ArgumentHelp("Draw the latency anew for every flip, or once per timer: flip or timer (default flip).", valueName: "flip|timer"))
    var latencyPer: String?

    @Option(help: ArgumentHelp("Which timers are late: all (default), group:NAME or NAME (the preset's masks are 'masks'), layer:K (frame K's own mask) or image:NAME.", valueName: "selector"))
    var latencyOn: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Shift the reference date of some timers by this duration, as two Date() - 60 a few ms apart do: 4ms, -1/60s.", valueName: "duration"))
    var skew: String?

    @Option(help: ArgumentHelp("Which timers the skew moves (default masks); same selectors as --latency-on.", valueName: "selector"))
    var skewOn: String?

    @Option(help: ArgumentHelp("Display refresh rate in Hz (60, 120): the screen changes only on its ticks, showing what was true at the last one.", valueName: "hz"))
    var refresh: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Where refresh ticks fall: this long after each whole second (default 0).", valueName: "duration"))
    var refreshPhase: String?

    @Option(help: ArgumentHelp("Timeline entries reach the screen late by this many ms after their date: constant:MS, uniform:MIN,MAX or normal:MEAN,SD, within 0…500 ms (a negative draw counts as on time).", valueName: "dist"))
    var entryLatency: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The host shows timeline entries at most this often (one project measured about 2s); a due entry waits for the next chance, and the newest ready entry wins.", valueName: "duration"))
    var entryCadence: String?

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
            let distribution: LatencyDistribution
            do { distribution = try LatencyDistribution(parsing: latency) } catch { throw ValidationError("--latency: \(error)") }
            let draw: JitterModel.Latency.Draw
            if let latencyPer {
                guard let parsed = JitterModel.Latency.Draw(rawValue: latencyPer) else {
                    throw ValidationError("--latency-per: '\(latencyPer)' is not flip or timer")
                }
                draw = parsed
            } else {
                draw = .perFlip
            }
            model.latency = .init(distribution, draw: draw, on: try selector(latencyOn ?? "all", flag: "--latency-on"))
        } else if latencyPer != nil || latencyOn != nil {
            throw ValidationError("--\(latencyPer != nil ? "latency-per" : "latency-on") applies only with --latency; add --latency constant:MS (or uniform/normal)")
        }
        if let skew {
            let offset: Seconds
            do { offset = try TimeParser.duration(skew) } catch { throw invalid("--skew", error) }
            guard -Self.maximumSkew <= offset, offset <= Self.maximumSkew else {
                throw ValidationError("--skew: \(skew) is more than \(Self.maximumSkew) s either way")
            }
            model.skew = .init(offset, on: try selector(skewOn ?? WidgetnimationPreset.maskGroup, flag: "--skew-on"))
        } else if skewOn != nil {
            throw ValidationError("--skew-on applies only with --skew; add --skew 4ms (for example)")
        }
        if let refresh {
            guard DisplayRefresh.allowedRates.contains(refresh) else {
                throw ValidationError("--refresh: \(refresh) Hz is outside \(DisplayRefresh.allowedRates.lowerBound)…\(DisplayRefresh.allowedRates.upperBound) Hz")
            }
            var phase = Seconds.zero
            if let refreshPhase {
                do { phase = try TimeParser.duration(refreshPhase) } catch { throw invalid("--refresh-phase", error) }
            }
            model.refresh = DisplayRefresh(hz: refresh, phase: phase)
        } else if refreshPhase != nil {
            throw ValidationError("--refresh-phase applies only with --refresh; add --refresh 60 (for example)")
        }
        if let entryLatency {
            let distribution: LatencyDistribution
            do { distribution = try LatencyDistribution(parsing: entryLatency) } catch { throw ValidationError("--entry-latency: \(error)") }
            if let negative = distribution.bounds.first(where: { $0 < .zero }) {
                throw ValidationError("--entry-latency: \(negative.decimalString()) ms is negative; an entry never shows before its date")
            }
            model.entries.latency = distribution
        }
        if let entryCadence {
            let cadence: Seconds
            do { cadence = try TimeParser.duration(entryCadence) } catch { throw invalid("--entry-cadence", error) }
            guard EntryDelivery.cadenceRange.contains(cadence) else {
                throw ValidationError("--entry-cadence: \(entryCadence) must be at least 1 ms and at most 1 h")
            }
            model.entries.cadence = cadence
        }
        return model
    }

    func selector(_ text: String, flag: String) throws -> TimerSelector {
        do { return try TimerSelector(parsing: text) } catch { throw ValidationError("\(flag): \(error)") }
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
