import WidgetKit
import SwiftUI
import CountdownKit

struct CountdownEntry: TimelineEntry {
    let date: Date
    let event: Event
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: .now, event: .wwdc)
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(CountdownEntry(date: .now, event: .wwdc))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        // One entry per midnight for a week.
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: .now)
        let entries = (0..<7).map { offset in
            CountdownEntry(date: calendar.date(byAdding: .day, value: offset, to: today)!, event: .wwdc)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct CountdownEntryView: View {
    var entry: CountdownEntry

    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEEE, MMM d"
        return formatter
    }()

    var body: some View {
        let days = entry.event.daysRemaining(from: entry.date)
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.event.name.uppercased())
                .font(.caption.weight(.bold))
                .foregroundStyle(.white.opacity(0.8))
            Spacer()
            Text("\(days)")
                .font(.system(size: 44, weight: .bold, design: .rounded))
                .foregroundStyle(.white)
            Text(days == 1 ? "day to go" : "days to go")
                .font(.subheadline)
                .foregroundStyle(.white)
            Text(Self.dayFormatter.string(from: entry.event.date))
                .font(.caption2)
                .foregroundStyle(.white.opacity(0.8))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(entry.event.theme.gradient, for: .widget)
    }
}

@main
struct CountdownWidget: Widget {
    let kind: String = "CountdownWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CountdownProvider()) { entry in
            CountdownEntryView(entry: entry)
        }
        .configurationDisplayName("Countdown")
        .description("Days until your event.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    CountdownWidget()
} timeline: {
    CountdownEntry(date: .now, event: .wwdc)
    CountdownEntry(date: .now.addingTimeInterval(86_400), event: .wwdc)
}
