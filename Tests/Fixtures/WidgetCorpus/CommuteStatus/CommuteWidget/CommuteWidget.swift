import WidgetKit
import SwiftUI

struct CommuteEntry: TimelineEntry {
    let date: Date
    let station: Station
    let departures: [Departure]
}

struct CommuteProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CommuteEntry {
        CommuteEntry(date: .now, station: .central, departures: [])
    }

    func snapshot(for configuration: StationIntent, in context: Context) async -> CommuteEntry {
        CommuteEntry(date: .now, station: configuration.station, departures: .preview(from: .now))
    }

    func timeline(for configuration: StationIntent, in context: Context) async -> Timeline<CommuteEntry> {
        let entry = CommuteEntry(date: .now, station: configuration.station, departures: .preview(from: .now))
        return Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(5 * 60)))
    }
}

extension Array where Element == Departure {
    static func preview(from now: Date) -> [Departure] {
        [
            Departure(line: "S1", destination: "Airport", scheduled: now + 6 * 60, platform: "2", status: .onTime),
            Departure(line: "S3", destination: "Harbour", scheduled: now + 11 * 60, platform: nil, status: .delayed(minutes: 4)),
            Departure(line: "R7", destination: "Hillside", scheduled: now + 20 * 60, platform: "5", status: .cancelled(reason: nil)),
        ]
    }
}

struct DepartureRow: View {
    let departure: Departure

    var body: some View {
        HStack(spacing: 8) {
            Text(departure.line)
                .font(.caption.bold())
                .foregroundStyle(.white)
                .frame(width: 28, height: 20)
                .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 4))
            VStack(alignment: .leading, spacing: 0) {
                Text(departure.destination)
                    .font(.subheadline.weight(.medium))
                if let platform = departure.platform {
                    Text("Platform \(platform)")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 0) {
                Text(departure.expected, style: .time)
                    .font(.subheadline.monospacedDigit())
                Text(departure.status.title)
                    .font(.caption2.bold())
                    .foregroundStyle(departure.status.color)
            }
        }
    }
}

struct CommuteEntryView: View {
    var entry: CommuteEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(entry.station.rawValue.capitalized, systemImage: "tram.fill")
                .font(.caption.bold())
                .foregroundStyle(.secondary)
            if entry.departures.isEmpty {
                ContentUnavailableView("No departures", systemImage: "tram")
            } else {
                ForEach(entry.departures) { departure in
                    DepartureRow(departure: departure)
                }
            }
        }
        .widgetURL(URL(string: "commute://station/\(entry.station.rawValue)"))
        .containerBackground(for: .widget) {
            Color(.systemBackground)
                .overlay(.regularMaterial)
        }
    }
}

@main
struct CommuteWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Commute", intent: StationIntent.self, provider: CommuteProvider()) { entry in
            CommuteEntryView(entry: entry)
        }
        .configurationDisplayName("Departures")
        .supportedFamilies([.systemMedium])
    }
}

#Preview(as: .systemMedium) {
    CommuteWidget()
} timeline: {
    CommuteEntry(date: .now, station: .central, departures: .preview(from: .now))
}
