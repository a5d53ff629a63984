import WidgetKit
import SwiftUI

struct WorldClocksEntry: TimelineEntry {
    let date: Date
    let cities: [City]
}

struct WorldClocksProvider: TimelineProvider {
    func placeholder(in context: Context) -> WorldClocksEntry {
        WorldClocksEntry(date: .now, cities: City.defaults)
    }

    func getSnapshot(in context: Context, completion: @escaping (WorldClocksEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WorldClocksEntry>) -> Void) {
        // The dials turn by themselves; the time texts are refreshed every quarter hour.
        var entries: [WorldClocksEntry] = []
        let now = Date()
        for quarter in 0..<8 {
            let date = Calendar.current.date(byAdding: .minute, value: quarter * 15, to: now)!
            entries.append(WorldClocksEntry(date: date, cities: City.defaults))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct MiniDial: View {
    let timeZone: TimeZone

    var body: some View {
        ZStack {
            Circle()
                .fill(Color(.secondarySystemBackground))
            Circle()
                .stroke(Color.primary.opacity(0.2), lineWidth: 1)
            Rectangle()
                .fill(Color.primary)
                .frame(width: 3, height: 14)
                .offset(y: -7)
                ._clockHandRotationEffect(.hourHand, in: timeZone, anchor: .center)
            Rectangle()
                .fill(Color.primary)
                .frame(width: 2, height: 22)
                .offset(y: -11)
                ._clockHandRotationEffect(.minuteHand, in: timeZone, anchor: .center)
            Rectangle()
                .fill(Color.orange)
                .frame(width: 1, height: 24)
                .offset(y: -12)
                ._clockHandRotationEffect(.secondHand, in: timeZone, anchor: .center)
        }
        .frame(width: 60, height: 60)
    }
}

struct WorldClocksEntryView: View {
    var entry: WorldClocksProvider.Entry

    var body: some View {
        HStack(spacing: 0) {
            ForEach(entry.cities) { city in
                VStack(spacing: 6) {
                    MiniDial(timeZone: city.timeZone)
                    Text(city.name)
                        .font(.caption)
                        .fontWeight(.semibold)
                    Text(entry.date, style: .time)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                        .environment(\.timeZone, city.timeZone)
                }
                .frame(maxWidth: .infinity)
            }
        }
        .containerBackground(for: .widget) {
            Color(.systemBackground)
        }
    }
}

@main
struct WorldClocksWidget: Widget {
    let kind = "com.example.worldclocks"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WorldClocksProvider()) { entry in
            WorldClocksEntryView(entry: entry)
        }
        .configurationDisplayName("World Clocks")
        .description("Three cities at a glance.")
        .supportedFamilies([.systemMedium])
    }
}

#Preview(as: .systemMedium) {
    WorldClocksWidget()
} timeline: {
    WorldClocksEntry(date: .now, cities: City.defaults)
}
