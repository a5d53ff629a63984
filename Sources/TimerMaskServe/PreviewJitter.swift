import Foundation
import TimerMask

/// The jitter a page asks for, from its query: `latency=` and `entryLatency=` (distributions in
/// ms, as the CLI's `--latency`: `constant:8`, `uniform:0,30`, `normal:8,5`), `skew=` (ms, at most
/// ±10 000), `refresh=` (Hz) and `seed=`; none given is the ideal clock.
enum PreviewJitter {
    static let longestSkew = 10_000.0

    static func model(_ query: some Collection<(key: Substring, value: Substring)>) -> Result<JitterModel, PreviewFailure> {
        func value(_ key: String) -> String? { query.first { $0.key == key }.map { String($0.value) }.flatMap { $0.isEmpty ? nil : $0 } }
        var model = JitterModel()
        // The field being read, so a distribution that does not parse is named by it.
        var field = ""
        do {
            if let text = value("seed") {
                guard let seed = UInt64(text) else { return .failure(PreviewFailure(message: "seed=\(text): not a whole number from 0")) }
                model.seed = seed
            }
            if let text = value("latency") {
                field = "latency=\(text): "
                model.latency = .init(try LatencyDistribution(parsing: text))
            }
            if let text = value("skew") {
                guard let ms = Double(text), ms.isFinite, abs(ms) <= longestSkew else {
                    return .failure(PreviewFailure(message: "skew=\(text): not a number of milliseconds within ±\(Int(longestSkew))"))
                }
                model.skew = .init(Seconds(approximating: ms / 1000, denominator: 1_000_000))
            }
            if let text = value("refresh") {
                guard let hz = Int(text), DisplayRefresh.allowedRates.contains(hz) else {
                    return .failure(PreviewFailure(message: "refresh=\(text): not a rate in \(DisplayRefresh.allowedRates.lowerBound)…\(DisplayRefresh.allowedRates.upperBound) Hz"))
                }
                model.refresh = DisplayRefresh(hz: hz)
            }
            if let text = value("entryLatency") {
                field = "entryLatency=\(text): "
                let distribution = try LatencyDistribution(parsing: text)
                guard distribution.bounds.allSatisfy({ $0 >= .zero }) else {
                    return .failure(PreviewFailure(message: "entryLatency=\(text): an entry never shows before its date"))
                }
                model.entries.latency = distribution
            }
        } catch {
            return .failure(PreviewFailure(message: field + "\(error)"))
        }
        return .success(model)
    }
}
