import WidgetKit
import SwiftUI
import HealthCore

struct StepsEntry: TimelineEntry {
    let date: Date
    let summary: StepSummary
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, summary: .sample)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: .now, summary: .sample))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let next = Calendar.current.date(byAdding: .minute, value: 30, to: .now)!
        completion(Timeline(entries: [StepsEntry(date: .now, summary: .sample)], policy: .after(next)))
    }
}

struct StepsEntryView: View {
    @Environment(\.widgetFamily) private var family
    var entry: StepsEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.summary.progress) {
                Image(systemName: "figure.walk")
            } currentValueLabel: {
                Text("\(Int(entry.summary.progress * 100))")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .containerBackground(.clear, for: .widget)
        default:
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Image(systemName: "shoeprints.fill")
                    Spacer()
                    Text(trendArrow)
                }
                .font(.caption)
                .foregroundStyle(Color("StepGreen"))

                Text(entry.summary.steps.formatted())
                    .font(.title.bold())
                Text("of \(entry.summary.goal.formatted()) steps")
                    .font(.caption)
                    .foregroundStyle(.secondary)

                ProgressView(value: entry.summary.progress)
                    .tint(Color("StepGreen"))

                Text("\(entry.summary.distanceKilometres, specifier: "%.1f") km · trend \(String(describing: entry.summary.trend))")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .containerBackground(Color("StepGreen").opacity(0.12), for: .widget)
        }
    }

    private var trendArrow: String {
        switch entry.summary.trend {
        case .up: "↑"
        case .down: "↓"
        case .flat: "→"
        }
    }
}

@main
struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StepsWidget", provider: StepsProvider()) { entry in
            StepsEntryView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps against your goal.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, summary: .sample)
}

#Preview(as: .accessoryCircular) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, summary: StepSummary(steps: 10_250, goal: 10_000, distanceKilometres: 7.4, trend: .flat))
}
