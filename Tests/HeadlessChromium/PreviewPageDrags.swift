import Foundation

extension HeadlessChromium {
    /// Drags the open preview page's time bar to each of `instants` (seconds after the
    /// reference) in turn, as a user's drag sets it, waiting each time until every picture of
    /// that instant is on its canvas; returns what the page measured for each, in milliseconds,
    /// from the drag to the pictures shown (render, send and paint of every family and scheme).
    public func dragTimes(to instants: [Double]) throws -> [Double] {
        try dragTimings(to: instants).map(\.shown)
    }

    /// As `dragTimes`, each with the longest the server said (Server-Timing) one of the
    /// instant's pictures took it, in milliseconds: the rest is transfer and the browser.
    public func dragTimings(to instants: [Double]) throws -> [(shown: Double, server: Double)] {
        let list = instants.map { String(format: "%.3f", $0) }.joined(separator: ",")
        let script = """
            (async () => {
              const bar = document.getElementById('time');
              const before = state.shownAfter.length;
              for (const t of [\(list)]) {
                bar.max = String(Math.max(Number(bar.max), t));
                bar.value = String(t);
                bar.dispatchEvent(new Event('input'));
                const wanted = Number(bar.value).toFixed(6);
                while (document.body.dataset.shown !== wanted || state.loading) await new Promise((r) => setTimeout(r, 1));
              }
              return state.shownAfter.slice(before).map((ms, k) => [ms, state.serverAfter[before + k]]);
            })()
            """
        guard let pairs = try evaluate(script) as? [[Double]], pairs.count == instants.count, pairs.allSatisfy({ $0.count == 2 }) else {
            throw Failure(description: "the page did not measure one drag per instant")
        }
        return pairs.map { (shown: $0[0], server: $0[1]) }
    }
}
