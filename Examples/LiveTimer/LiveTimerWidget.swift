import SwiftUI
import WidgetKit

// The time-tracking widget of seed 001: today's and this week's totals as HH:MM:SS while a
// timer runs. `.timer` writes no leading zeros, so each total is `Text(prefix) + Text(start,
// style: .timer)`, and the provider schedules an entry at every instant a prefix must change
// (the 10 min, 1 h and 10 h marks of either total) and at midnight, when the day restarts.
//
// TimerMask never runs the provider: render it with the entries in a file, and bind the
// entry's fields to their values:
//   timermask render --swift Examples/LiveTimer/LiveTimerWidget.swift \
//     --timeline Examples/LiveTimer/timeline.json \
//     --let entry.dayPrefix=@dayPrefix --let entry.dayStart=@dayStart \
//     --let entry.weekPrefix=@weekPrefix --let entry.weekStart=@weekStart --at 600 -o live.png

struct TrackingEntry: TimelineEntry {
    let date: Date
    /// Zeros that pad the running timer to HH:MM:SS: "00:0" under 10 min, "00:" under 1 h, "0" under 10 h.
    let dayPrefix: String
    /// The moment the day's total would have started had it run without a break.
    let dayStart: Date
    let weekPrefix: String
    let weekStart: Date
}

struct TrackingProvider: TimelineProvider {
    func placeholder(in context: Context) -> TrackingEntry { entry(at: Date(), dayTotal: 0, weekTotal: 0) }

    func getSnapshot(in context: Context, completion: @escaping (TrackingEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TrackingEntry>) -> Void) {
        let now = Date()
        let totals = TrackingStore.shared.totals(at: now)
        var dates = [now]
        for mark in [600.0, 3600, 36_000] {
            for total in [totals.day, totals.week] where total < mark { dates.append(now.addingTimeInterval(mark - total)) }
        }
        let midnight = Calendar.current.startOfDay(for: now).addingTimeInterval(86_400)
        dates.append(midnight)
        let entries = dates.sorted().map { date in
            let elapsed = date.timeIntervalSince(now)
            return entry(at: date, dayTotal: totals.day + elapsed, weekTotal: totals.week + elapsed)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    private func entry(at date: Date, dayTotal: TimeInterval, weekTotal: TimeInterval) -> TrackingEntry {
        TrackingEntry(date: date,
                      dayPrefix: Self.prefix(dayTotal), dayStart: date.addingTimeInterval(-dayTotal),
                      weekPrefix: Self.prefix(weekTotal), weekStart: date.addingTimeInterval(-weekTotal))
    }

    static func prefix(_ seconds: TimeInterval) -> String {
        seconds < 600 ? "00:0" : seconds < 3600 ? "00:" : seconds < 36_000 ? "0" : ""
    }
}

struct TrackingWidgetView: View {
    var entry: TrackingEntry

    var body: some View {
        ZStack {
            Color.white
            VStack(alignment: .leading, spacing: 4) {
                caption("Today")
                total(entry.dayPrefix, since: entry.dayStart)
                caption("This week")
                total(entry.weekPrefix, since: entry.weekStart)
            }
        }
        .frame(width: 170, height: 170)
        .clipped()
    }

    private func caption(_ title: String) -> some View {
        Text(title)
            .font(.system(size: 12))
            .foregroundStyle(.secondary)
            .frame(width: 146, height: 19.2, alignment: .leading)
    }

    private func total(_ prefix: String, since start: Date) -> some View {
        (Text(prefix) + Text(start, style: .timer))
            .font(.system(size: 24))
            .monospacedDigit()
            .multilineTextAlignment(.trailing)
            .foregroundStyle(.green)
            .frame(width: 146, height: 33.6, alignment: .trailing)
    }
}

struct TrackingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tracking", provider: TrackingProvider()) { entry in
            TrackingWidgetView(entry: entry)
        }
        .configurationDisplayName("Time tracked")
        .supportedFamilies([.systemSmall])
    }
}
