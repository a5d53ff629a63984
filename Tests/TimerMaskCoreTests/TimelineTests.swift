import Foundation
import Testing
@testable import TimerMaskCore

/// Timelines and their delivery, as data: which entry shows when, and what the live-timer
/// preset's texts read, without rendering a pixel.
struct EntryDeliveryTests {
    let dates: [Instant] = (0..<6).map { SceneDefaults.reference + Rational(Int128($0)) }   // entries one second apart

    @Test func onTimeEntriesAreDeliveredOnTheirDates() {
        let events = EntryDelivery.onTime.deliveries(dates: dates, seed: 1).events
        let expected = dates.enumerated().map { i, d in DeliveredEntry(entry: i, due: d, at: d) }
        #expect(events == expected)
    }

    @Test func aConstantLatencyDeliversEveryEntryExactlyThatLate() {
        let late = EntryDelivery(latency: .constant(ms: Rational(250))).deliveries(dates: dates, seed: 1)
        #expect(late.events.map(\.at) == dates.map { $0 + Rational(1, 4) })
        // The old entry stays exactly 250 ms past the next one's date.
        #expect(late.showing(at: dates[2] + Rational(249_999, 1_000_000))?.entry == 1)
        #expect(late.showing(at: dates[2] + Rational(1, 4))?.entry == 2)
    }

    @Test func aTwoSecondCadenceShowsTheNewestReadyEntryEveryTwoSeconds() {
        let held = EntryDelivery(cadence: Rational(2)).deliveries(dates: dates, seed: 1)
        // 0 at once; at 2 s entries 1 and 2 are ready and 2 wins; then 4; entry 5 waits for 6 s.
        #expect(held.events.map(\.entry) == [0, 2, 4, 5])
        #expect(held.events.map(\.at) == [0, 2, 4, 6].map { (k: Int128) in SceneDefaults.reference + Rational(k) })
        #expect(held.showing(at: dates[3])?.entry == 2)
    }

    @Test func theSameSeedGivesTheSameDeliveriesAndAnotherSeedOthers() {
        let model = EntryDelivery(latency: .uniform(minMs: .zero, maxMs: Rational(400)))
        let a = model.deliveries(dates: dates, seed: 7), b = model.deliveries(dates: dates, seed: 7)
        #expect(a == b)
        #expect(a != model.deliveries(dates: dates, seed: 8))
        #expect(a.events.allSatisfy { $0.lateness >= .zero && $0.lateness <= Rational(2, 5) })
    }

    /// The model read literally, one delivery at a time: the earliest-ready newer entry sets
    /// the moment (held back by the cadence), and the newest entry ready by then is shown.
    static func deliveredStepByStep(_ model: EntryDelivery, dates: [Instant], seed: UInt64) -> [DeliveredEntry] {
        let ready = dates.indices.map { dates[$0] + model.delay(entry: $0, seed: seed) }
        var events: [DeliveredEntry] = [], shown = -1, last: Instant? = nil
        while let next = ready.indices.dropFirst(shown + 1).min(by: { ready[$0] < ready[$1] }) {
            var moment = ready[next]
            if let last, let cadence = model.cadence, moment < last + cadence { moment = last + cadence }
            let newest = ready.indices.dropFirst(shown + 1).last { ready[$0] <= moment }!
            events.append(DeliveredEntry(entry: newest, due: dates[newest], at: moment))
            shown = newest
            last = moment
        }
        return events
    }

    @Test(arguments: [
        EntryDelivery(latency: .uniform(minMs: .zero, maxMs: Rational(3000))),
        EntryDelivery(latency: .normal(meanMs: Rational(500), sdMs: Rational(900)), cadence: Rational(1)),
        EntryDelivery(latency: .constant(ms: Rational(1200)), cadence: Rational(3, 2)),
        EntryDelivery(cadence: Rational(2)),
    ])
    func deliveriesFollowTheModelReadStepByStep(_ model: EntryDelivery) {
        // Entries at uneven gaps (0.25–1.5 s), so latencies let newer entries overtake older ones.
        var dates: [Instant] = [SceneDefaults.reference]
        for k in 1..<300 { dates.append(dates[k - 1] + Rational(Int128(1 + (k * 7) % 6), 4)) }
        for seed: UInt64 in 1...8 {
            #expect(model.deliveries(dates: dates, seed: seed).events == Self.deliveredStepByStep(model, dates: dates, seed: seed))
        }
    }

    @Test func theMostEntriesATimelineHoldsAreDeliveredWithoutQuadraticWork() {
        // 10,000 entries a second apart, each late by up to 5 s: every one is considered once.
        let dates = (0..<SceneTimeline.maximumEntries).map { SceneDefaults.reference + Rational(Int128($0)) }
        let events = EntryDelivery(latency: .uniform(minMs: .zero, maxMs: Rational(5000))).deliveries(dates: dates, seed: 2).events
        #expect(events.last?.entry == dates.count - 1)
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.entry < $1.entry && $0.at <= $1.at })
    }

    @Test func valuesInForceAreEachEntrysValuesMergedUpToIt() {
        let timeline = SceneTimeline(entries: (0..<40).map { i in
            TimelineEntry(date: .relative(Rational(Int128(i))), values: i % 3 == 0 ? ["a": .text("a\(i)")] : i % 3 == 1 ? ["b": .text("b\(i)")] : [:])
        })
        let inForce = timeline.valuesInForce()
        #expect(inForce.count == 40)
        for i in inForce.indices { #expect(inForce[i] == timeline.values(upTo: i)) }
    }

    @Test func aNegativeDrawCountsAsOnTime() {
        let model = EntryDelivery(latency: .normal(meanMs: .zero, sdMs: Rational(300)))
        #expect(model.deliveries(dates: dates, seed: 3).events.allSatisfy { $0.at >= $0.due })
    }
}

struct LiveTimerTimelineTests {
    /// What a text of the preset reads at `t` with every entry on its date: the due entry's
    /// prefix value, then its timer.
    static func reading(_ preset: LiveTimerPreset, _ which: String, at t: Instant) -> String {
        let scene = preset.scene, timeline = scene.timeline!
        let due = timeline.dueEntry(at: t, reference: scene.reference)
        let entry = timeline.context(due, rendered: timeline.dates(reference: scene.reference)[due])
        let start = InstantSpec.value("\(which)Start").resolved(reference: scene.reference, entry: entry)
        return (entry.text("\(which)Prefix") ?? "?") + TimerText(date: start).string(at: t)
    }

    @Test func everyWholeSecondUpToTenHoursReadsTheZeroPaddedTime() {
        let preset = LiveTimerPreset()
        for second in 0...36_001 {
            let t = preset.start + Rational(Int128(second))
            #expect(Self.reading(preset, "day", at: t) == TextExpectation.padded(wholeSeconds: Int128(second)), "at \(second) s")
            if second % 997 == 0 {
                #expect(Self.reading(preset, "week", at: t) == TextExpectation.padded(wholeSeconds: Int128(second)))
            }
        }
    }

    @Test func entriesSitExactlyOnTheMarksAheadOfTheTotals() {
        var preset = LiveTimerPreset()
        preset.dayTotal = Rational(6 * 60)                      // 6 min today: 10 min is 4 min away
        preset.weekTotal = Rational(2 * 3600)                   // 2 h this week: only the 10 h mark is ahead
        let dates = preset.timeline.dates(reference: preset.reference).map { $0 - preset.start }
        let wanted: [Int128] = [0, 240, 3600 - 360, 8 * 3600, 36_000 - 360]
        #expect(Array(dates.prefix(5)) == wanted.map { Rational($0) })
        #expect(preset.timeline.entries[1].label == "day 10 min mark")
        #expect(preset.timeline.entries[3].label == "week 10 h mark")
    }

    @Test func midnightRestartsTheDayTotalAndMondayTheWeekTotal() {
        var preset = LiveTimerPreset()
        // Sunday 2026-01-04 23:50 UTC; Monday 00:00 starts a day and a week.
        preset.startedAt = Instant(sinceEpoch: Rational(1_767_570_600))
        preset.dayTotal = Rational(3 * 3600)
        preset.weekTotal = Rational(20 * 3600)
        let midnight = Instant(sinceEpoch: Rational(1_767_571_200))
        #expect(Self.reading(preset, "day", at: midnight - .one) == "03:09:59")
        #expect(Self.reading(preset, "week", at: midnight - .one) == "20:09:59")
        #expect(Self.reading(preset, "day", at: midnight + Rational(5)) == "00:00:05")
        #expect(Self.reading(preset, "week", at: midnight + Rational(5)) == "00:00:05")
        #expect(preset.timeline.entries.first { $0.date == .absolute(midnight) }?.label == "midnight, week start")
        // A Tuesday midnight restarts only the day.
        let tuesday = midnight + Rational(86_400)
        #expect(Self.reading(preset, "week", at: tuesday + .one) == "24:00:01")
        #expect(Self.reading(preset, "day", at: tuesday + .one) == "00:00:01")
    }

    @Test func midnightFollowsTheTimeZone() {
        var preset = LiveTimerPreset()
        preset.timeZone = .offset(seconds: 9 * 3600)
        // R is 2026-01-01 00:00Z = 09:00 in Seoul: the next midnight there is 15:00Z.
        #expect(preset.nextMidnight(after: preset.reference) == preset.reference + Rational(15 * 3600))
    }
}

struct TimelineSceneFileTests {
    static func scene(_ timeline: String, runs: String = #"[{"value": "word"}]"#) -> String {
        """
        {"format": 2, "width": 100, "height": 40, "displayScale": 1, "reference": "2026-01-01T00:00:00Z",
         "timeline": \(timeline),
         "root": {"type": "text", "font": "system", "size": 12, "runs": \(runs), "expect": {"value": "word"}}}
        """
    }

    func decode(_ text: String) throws -> WidgetScene { try SceneFile.decode(Data(text.utf8), source: "t.json") }

    func error(_ text: String) -> String {
        do { _ = try decode(text); return "" } catch { return "\(error)" }
    }

    @Test func aTimelineRoundTripsThroughItsFile() throws {
        let scene = try decode(Self.scene(#"{"entries": [{"date": "0", "values": {"word": "a", "t": {"instant": "now-60"}}}, {"date": "1.5", "label": "b", "values": {"word": "b"}}], "policy": {"after": "10"}}"#))
        #expect(scene.timeline?.entries.count == 2)
        #expect(scene.timeline?.entries[0].values["t"] == .instant(.rendered(Rational(-60))))
        #expect(scene.timeline?.policy == .after(.relative(Rational(10))))
        #expect(try decode(String(decoding: SceneFile.encode(scene), as: UTF8.self)) == scene)
    }

    @Test(arguments: [
        (#"{"entries": [{"date": "2", "values": {"word": "a"}}, {"date": "1"}]}"#,
         "t.json: timeline.entries[1].date: R+1s comes before entry 0's date R+2s; entries must be in date order"),
        (#"{"entries": [{"date": "1", "values": {"word": "a"}}, {"date": "1"}]}"#,
         "t.json: timeline.entries[1].date: R+1s is the date of entry 0 too; each entry needs a date of its own"),
        (#"{"entries": [{"date": "1", "values": {"word": "a"}}], "policy": {"after": "0"}}"#,
         "t.json: timeline.policy.after: the reload date R+0s is before the first entry's date R+1s"),
        (#"{"entries": [{"date": "1"}]}"#,
         "t.json: root.runs[0].value: names value 'word', which the first entry does not give (timeline.entries[0].values)"),
        (#"{"entries": [{"date": "now", "values": {"word": "a"}}]}"#,
         "t.json: timeline.entries[0].date: an entry's date is an instant (ISO-8601 or seconds after the reference), not now"),
        (#"{"entries": [{"date": "0", "values": {"word": "a"}}, {"date": "1", "values": {"word": {"instant": "3"}}}]}"#,
         "t.json: timeline.entries[1].values.word: is an instant, but the first entry gives a text"),
        (#"{"entries": []}"#, "t.json: timeline.entries: a timeline holds 1…10000 entries, not 0"),
        (#"{"entries": [{"date": "0", "values": {"word": "a"}}], "policy": "sometimes"}"#,
         "t.json: timeline.policy: 'sometimes' is not a reload policy (\"atEnd\", \"never\" or {\"after\": INSTANT})"),
    ])
    func badTimelinesAreRefusedAtTheirPath(timeline: String, expected: String) {
        #expect(error(Self.scene(timeline)) == expected)
    }

    @Test func anIntervalEndingBeforeItsStartInSomeEntryIsRefused() {
        let runs = #"[{"timerInterval": {"start": {"value": "s"}, "end": "100"}}]"#
        let text = Self.scene(#"{"entries": [{"date": "0", "values": {"word": "a", "s": {"instant": "50"}}}, {"date": "1", "values": {"s": {"instant": "200"}}}]}"#, runs: runs)
        #expect(error(text).hasPrefix("t.json: root.runs[0].timerInterval: in timeline entry 1:"))
    }

    @Test func aValueWithoutATimelineIsRefused() {
        let text = #"{"format": 2, "width": 10, "height": 10, "displayScale": 1, "reference": "2026-01-01T00:00:00Z", "root": {"type": "text", "size": 9, "runs": [{"value": "word"}]}}"#
        #expect(error(text) == "t.json: root.runs[0].value: names value 'word', but the scene has no timeline to give it")
    }

    @Test func aTimelineNeedsFormatTwo() {
        let text = Self.scene(#"{"entries": [{"date": "0", "values": {"word": "a"}}]}"#).replacingOccurrences(of: #""format": 2, "#, with: "")
        #expect(error(text) == "t.json: timeline: timelines need \"format\": 2")
    }
}
