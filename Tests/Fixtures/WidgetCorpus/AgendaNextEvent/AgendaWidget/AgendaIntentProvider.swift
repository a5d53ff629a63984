import WidgetKit
import Intents

/// SiriKit-intent configuration (iOS 14–16 style); ConfigurationIntent is generated from the
/// .intentdefinition file with one parameter, `showLocation`.
struct AgendaEntry: TimelineEntry {
    let date: Date
    let events: [CalendarEvent]
    let showLocation: Bool
    var isPlaceholder: Bool = false
}

struct AgendaProvider: IntentTimelineProvider {
    typealias Intent = ConfigurationIntent

    func placeholder(in context: Context) -> AgendaEntry {
        AgendaEntry(date: Date(), events: CalendarEvent.samples(on: Date()), showLocation: true, isPlaceholder: true)
    }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (AgendaEntry) -> Void) {
        completion(AgendaEntry(date: Date(), events: CalendarEvent.samples(on: Date()), showLocation: configuration.showLocation?.boolValue ?? true))
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<AgendaEntry>) -> Void) {
        let events = CalendarEvent.samples(on: Date())
        // One entry at each event's end, so the finished event drops off.
        var entries = [AgendaEntry(date: Date(), events: events, showLocation: configuration.showLocation?.boolValue ?? true)]
        for event in events {
            if let end = event.end {
                entries.append(AgendaEntry(date: end, events: events.filter { $0.start >= end }, showLocation: true))
            }
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}
