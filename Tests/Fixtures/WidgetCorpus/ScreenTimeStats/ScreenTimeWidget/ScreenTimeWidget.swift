import WidgetKit
import SwiftUI

struct UsageEntry: TimelineEntry {
    let date: Date
    let week: WeekUsage
}

struct UsageProvider: TimelineProvider {
    func placeholder(in context: Context) -> UsageEntry {
        UsageEntry(date: .now, week: .sample)
    }

    func getSnapshot(in context: Context, completion: @escaping (UsageEntry) -> Void) {
        completion(UsageEntry(date: .now, week: .sample))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<UsageEntry>) -> Void) {
        completion(Timeline(entries: [UsageEntry(date: .now, week: .sample)], policy: .after(.now + 3600)))
    }
}

struct UsageBars: View {
    let week: WeekUsage
    let height: CGFloat = 60

    var body: some View {
        HStack(alignment: .bottom, spacing: 6) {
            ForEach(week.days, id: \.weekday) { day in
                VStack(spacing: 3) {
                    bar(for: day)
                    Text(String(describing: day.weekday).prefix(1).uppercased())
                        .font(.system(size: 9, weight: .medium))
                        .foregroundStyle(.secondary)
                }
            }
        }
    }

    private func bar(for day: DayUsage) -> AnyView {
        let h = height * CGFloat(day.minutes) / CGFloat(week.maxMinutes)
        if day.weekday == week.today {
            return AnyView(RoundedRectangle(cornerRadius: 3).fill(Color.indigo).frame(width: 14, height: h))
        }
        return AnyView(RoundedRectangle(cornerRadius: 3).fill(Color.indigo.opacity(0.35)).frame(width: 14, height: h))
    }
}

struct UsageEntryView: View {
    let entry: UsageEntry
    private let today: DayUsage?

    init(entry: UsageEntry) {
        self.entry = entry
        self.today = entry.week.todayUsage
    }

    var body: some View {
        HStack(spacing: 16) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Screen Time")
                    .font(.caption.bold())
                    .foregroundStyle(.indigo)
                Text(formatMinutes(today?.minutes ?? 0))
                    .font(.title2.bold())
                Text("\(today?.pickups ?? 0) pickups")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer(minLength: 0)
                if let top = entry.week.topApp {
                    Text("Most used: \(top)")
                        .font(.caption2)
                        .padding(4)
                        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 6))
                }
            }
            Spacer(minLength: 0)
            UsageBars(week: entry.week)
        }
        .containerBackground(Color.indigo.opacity(0.08), for: .widget)
    }
}

@main
struct ScreenTimeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ScreenTime", provider: UsageProvider()) { entry in
            UsageEntryView(entry: entry)
        }
        .configurationDisplayName("Screen Time")
        .supportedFamilies([.systemMedium])
    }
}

#Preview(as: .systemMedium) {
    ScreenTimeWidget()
} timeline: {
    UsageEntry(date: .now, week: .sample)
}
