import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestFixtures
import TimerMask
import TimerMaskServe

/// The page's jitter: the 30-layer keyring preset on a jittered clock shows glitches over a span
/// that the ideal clock does not, its frames at a glitch are the jittered renderer's, and a
/// jitter that does not parse is refused in one sentence.
struct PreviewJitterTests {
    func get(_ url: URL) async throws -> (Int, Data) {
        let (data, response) = try await URLSession.shared.data(from: url)
        return ((response as! HTTPURLResponse).statusCode, data)
    }

    @Test func aJitteredSpanHasGlitchesTheIdealOneHasNot() async throws {
        let bundle = try SceneBundle.widgetnimation()
        try await ServedScene.with(bundle) { url in
            func glitches(_ query: String) async throws -> [[String: Any]] {
                let (status, body) = try await get(URL(string: "api/glitches?t=0&span=2\(query)", relativeTo: url)!)
                #expect(status == 200, "\(String(decoding: body, as: UTF8.self))")
                return (try JSONSerialization.jsonObject(with: body) as? [String: Any])?["glitches"] as? [[String: Any]] ?? []
            }
            #expect(try await glitches("").isEmpty)
            let jittered = try await glitches("&latency=uniform:0,30&seed=7")
            #expect(!jittered.isEmpty)
            // The same model through the library: the page's glitches are its report's.
            let model = JitterModel(latency: .init(try LatencyDistribution(parsing: "uniform:0,30")), seed: 7)
            let renderer = try bundle.renderer(clock: try JitterClock(model, scene: bundle.scene), environment: SceneEnvironment())
            let report = GlitchReport(try TimingScan(renderer: renderer).run(from: bundle.scene.reference, to: bundle.scene.reference + Rational(2)))
            #expect(jittered.count == report.glitches.count)
            let first = try #require(report.glitches.first)
            #expect(abs((jittered.first?["start"] as? Double ?? .nan) - (first.start - bundle.scene.reference).doubleValue) < 1e-9)
            // And its report, as `timermask jitter` prints it, for the page to show.
            let (_, body) = try await get(URL(string: "api/glitches?t=0&span=2&latency=uniform:0,30&seed=7", relativeTo: url)!)
            let text = (try JSONSerialization.jsonObject(with: body) as? [String: Any])?["report"] as? String
            #expect(text == report.text(title: "glitches from R + 0.000 s for 2.000 s"))
            // A jitter that does not parse, and a skew out of range, are refused.
            let (bad, badBody) = try await get(URL(string: "api/frame?t=0&latency=sometimes", relativeTo: url)!)
            #expect(bad == 422 && String(decoding: badBody, as: UTF8.self).hasPrefix("latency=sometimes: unknown distribution"))
            let (far, farBody) = try await get(URL(string: "api/frame?t=0&skew=1e9", relativeTo: url)!)
            #expect(far == 422 && String(decoding: farBody, as: UTF8.self).hasPrefix("skew=1e9: not a number of milliseconds"))
        }
    }

    /// The arc preset's band boundaries crossing the view are splits, listed apart from glitches
    /// with the library's report's instants.
    @Test func theArcPresetsSplitsAreListedApart() async throws {
        let bundle = try SceneBundle.widgetnimationArc()
        try await ServedScene.with(bundle) { url in
            let (status, body) = try await get(URL(string: "api/glitches?t=0&span=2", relativeTo: url)!)
            #expect(status == 200)
            let splits = (try JSONSerialization.jsonObject(with: body) as? [String: Any])?["splits"] as? [[String: Any]] ?? []
            let report = GlitchReport(try TimingScan(renderer: try bundle.renderer()).run(from: bundle.scene.reference, to: bundle.scene.reference + Rational(2)))
            #expect(!report.splits.isEmpty && splits.count == report.splits.count)
            // Seconds as JSON numbers: the same instant to within a nanosecond.
            let served = try #require(splits.first?["start"] as? Double)
            let expected = try #require(report.splits.first.map { ($0.start - bundle.scene.reference).doubleValue })
            #expect(abs(served - expected) < 1e-9)
        }
    }
}
