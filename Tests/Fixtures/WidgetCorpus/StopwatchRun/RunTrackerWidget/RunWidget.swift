import WidgetKit
import SwiftUI

struct RunEntry: TimelineEntry {
    let date: Date
    let workout: Workout?
}

struct RunProvider: TimelineProvider {
    func placeholder(in context: Context) -> RunEntry {
        RunEntry(date: .now, workout: .preview)
    }

    func getSnapshot(in context: Context, completion: @escaping (RunEntry) -> Void) {
        completion(RunEntry(date: .now, workout: .preview))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RunEntry>) -> Void) {
        let shared = UserDefaults(suiteName: "group.com.example.runtracker")
        let workout = shared?.data(forKey: "current").flatMap { try? JSONDecoder().decode(Workout.self, from: $0) }
        completion(Timeline(entries: [RunEntry(date: .now, workout: workout)], policy: .never))
    }
}

extension Workout {
    static var preview: Workout {
        Workout(activity: .running,
                start: .now.addingTimeInterval(-754),
                distance: 2.41,
                splits: [Split(kilometre: 1, seconds: 312), Split(kilometre: 2, seconds: 305)],
                heartRate: 152)
    }
}

struct RunEntryView: View {
    let entry: RunEntry

    var body: some View {
        if let workout = entry.workout {
            VStack(alignment: .leading, spacing: 4) {
                Label(String(describing: workout.activity).capitalized, systemImage: workout.activity.symbol)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.green)
                Text(workout.start, style: .timer)
                    .font(.system(.title, design: .rounded).monospacedDigit())
                Text("\(workout.distance, specifier: "%.2f") km")
                    .font(.headline)
                HStack {
                    Text("Started")
                    Text(workout.start, style: .time)
                }
                .font(.caption2)
                .foregroundStyle(.secondary)
                if let bpm = workout.heartRate {
                    Label("\(bpm)", systemImage: "heart.fill")
                        .font(.caption2)
                        .foregroundStyle(.red)
                        .padding(.horizontal, 6)
                        .background(.ultraThinMaterial, in: Capsule())
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(.background, for: .widget)
        } else {
            Text("No workout")
                .foregroundStyle(.secondary)
                .containerBackground(.background, for: .widget)
        }
    }
}

@main
struct RunWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "RunWidget", provider: RunProvider()) { entry in
            RunEntryView(entry: entry)
        }
        .configurationDisplayName("Current Run")
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    RunWidget()
} timeline: {
    RunEntry(date: .now, workout: .preview)
}
