import WidgetKit
import SwiftUI

struct TideEntry: TimelineEntry {
    let date: Date
    let harbour: Harbour
    let height: Double
    let rising: Bool
}

struct TideProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TideEntry {
        TideEntry(date: Date(), harbour: .northQuay, height: 1.0, rising: true)
    }

    func snapshot(for configuration: TideIntent, in context: Context) async -> TideEntry {
        TideEntry(date: Date(), harbour: configuration.harbour, height: 1.0, rising: true)
    }

    func timeline(for configuration: TideIntent, in context: Context) async -> Timeline<TideEntry> {
        let heights = configuration.harbour.hourlyHeights
        var entries: [TideEntry] = []
        let now = Date()
        // One entry an hour; the last height only says which way the tide turns.
        for hour in 0..<(heights.count - 1) {
            let date = Calendar.current.date(byAdding: .hour, value: hour, to: now)!
            entries.append(TideEntry(date: date, harbour: configuration.harbour,
                                     height: heights[hour], rising: heights[hour + 1] > heights[hour]))
        }
        let refresh = Calendar.current.date(byAdding: .hour, value: heights.count - 1, to: now)!
        return Timeline(entries: entries, policy: .after(refresh))
    }
}

struct TideView: View {
    var entry: TideEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.harbour.name)
                .font(.headline)
            Text(String(format: "%.1f m", entry.height))
                .font(.system(size: 34, weight: .bold))
                .foregroundStyle(entry.rising ? Color.teal : Color.indigo)
            Label(entry.rising ? "Rising" : "Falling", systemImage: entry.rising ? "arrow.up" : "arrow.down")
                .font(.caption)
            Spacer()
            Text(entry.date, style: .time)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.background, for: .widget)
    }
}

struct TideWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Tide", intent: TideIntent.self, provider: TideProvider()) { entry in
            TideView(entry: entry)
        }
        .configurationDisplayName("Tide")
        .supportedFamilies([.systemSmall])
    }
}
