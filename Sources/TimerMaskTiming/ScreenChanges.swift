import TimerMaskCore
import TimerMaskRender

extension SceneRenderer {
    /// Every instant in [start, end) where what the screen shows may change: each timer's
    /// flips (with its jitter), and for a timeline each entry's date and delivery, the flips
    /// of the entry on screen between its delivery and the next, and where a text's expected
    /// string changes. Nil when the clock cannot list its changes.
    public func changeInstants(from start: Instant, to end: Instant) -> [Instant]? {
        guard let source = clock as? any ScreenChangeSource else { return nil }
        guard scene.timeline != nil, let deliveries else {
            var cuts = Set(source.changeInstants(in: scene, from: start, to: end))
            cuts.formUnion(expectedTextChanges(from: start, to: end, entry: nil))
            return cuts.sorted()
        }
        var cuts = Set(entryDates.filter { start <= $0 && $0 < end })
        let events = deliveries.events
        for (i, event) in events.enumerated() {
            // The first entry also shows before its delivery.
            let from = i == 0 ? start : max(start, event.at)
            let to = i + 1 < events.count ? min(end, events[i + 1].at) : end
            if start <= event.at && event.at < end { cuts.insert(event.at) }
            guard from < to, let inner = try? entryRenderer(event), let innerSource = inner.clock as? any ScreenChangeSource else { continue }
            cuts.formUnion(innerSource.changeInstants(in: inner.scene, from: from, to: to))
            if cuts.count > renderLimit { break }
        }
        for (i, date) in entryDates.enumerated() {
            let from = i == 0 ? start : max(start, date)
            let to = i + 1 < entryDates.count ? min(end, entryDates[i + 1]) : end
            guard from < to else { continue }
            cuts.formUnion(expectedTextChanges(from: from, to: to, entry: entryContext(i, rendered: date)))
            if cuts.count > renderLimit { break }
        }
        return cuts.filter { start <= $0 && $0 < end }.sorted()
    }

    /// Where the stated expectations of texts change in [start, end), read in `entry`.
    func expectedTextChanges(from start: Instant, to end: Instant, entry: EntryContext?) -> [Instant] {
        var out: [Instant] = []
        var texts: [TextContent] = []
        scene.tree(ofEntry: entry?.index ?? 0).walk { node, _ in if case .text(let text) = node.content { texts.append(text) } }
        for text in texts {
            guard let expected = text.expected else { continue }
            var cursor = start
            while out.count <= renderLimit,
                  let next = expected.nextChange(after: cursor, reference: scene.reference, entry: entry, rounding: clock.rounding), next < end {
                out.append(next)
                cursor = next
            }
        }
        return out
    }
}
