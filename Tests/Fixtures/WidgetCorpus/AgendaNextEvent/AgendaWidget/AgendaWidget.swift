import WidgetKit
import SwiftUI

struct EventRow: View {
    let event: CalendarEvent
    let showLocation: Bool

    var body: some View {
        HStack(alignment: .top, spacing: 6) {
            RoundedRectangle(cornerRadius: 2)
                .fill(event.calendar.color)
                .frame(width: 4, height: 30)
            VStack(alignment: .leading, spacing: 1) {
                Text(event.title)
                    .font(.footnote.weight(.semibold))
                    .lineLimit(1)
                HStack(spacing: 4) {
                    Text(event.start.formatted(date: .omitted, time: .shortened))
                    if showLocation, let location = event.location {
                        Text("· \(location)")
                    }
                }
                .font(.caption2)
                .foregroundStyle(.secondary)
            }
        }
    }
}

struct AgendaEntryView: View {
    var entry: AgendaEntry
    @Environment(\.redactionReasons) var redactionReasons

    private static let weekday: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEEE"
        return formatter
    }()

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading) {
                Text(Self.weekday.string(from: entry.date).uppercased())
                    .font(.caption.bold())
                    .foregroundStyle(.red)
                Text(redactionReasons.contains(.placeholder) ? "--" : "\(Calendar.current.component(.day, from: entry.date))")
                    .font(.system(size: 40, weight: .regular))
                Spacer()
            }
            .frame(width: 90, alignment: .leading)

            VStack(alignment: .leading, spacing: 8) {
                if entry.events.isEmpty {
                    Text("No more events today")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                } else {
                    ForEach(entry.events.prefix(3)) { event in
                        EventRow(event: event, showLocation: entry.showLocation)
                    }
                }
                Spacer(minLength: 0)
            }
            .redacted(reason: entry.isPlaceholder ? .placeholder : [])
        }
        .containerBackground(.background, for: .widget)
    }
}

@main
struct AgendaWidget: Widget {
    let kind: String = "AgendaWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: AgendaProvider()) { entry in
            AgendaEntryView(entry: entry)
        }
        .configurationDisplayName("Up Next")
        .description("Today's next events.")
        .supportedFamilies([.systemMedium])
    }
}

#Preview(as: .systemMedium) {
    AgendaWidget()
} timeline: {
    AgendaEntry(date: .now, events: CalendarEvent.samples(on: .now), showLocation: true)
}
