import WidgetKit
import SwiftUI

struct HabitEntry: TimelineEntry {
    let date: Date
    let log: HabitLog
}

struct HabitProvider: TimelineProvider {
    func placeholder(in context: Context) -> HabitEntry {
        HabitEntry(date: .now, log: .sample)
    }

    func getSnapshot(in context: Context, completion: @escaping (HabitEntry) -> Void) {
        completion(HabitEntry(date: .now, log: HabitLog.load()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HabitEntry>) -> Void) {
        completion(Timeline(entries: [HabitEntry(date: .now, log: HabitLog.load())], policy: .atEnd))
    }
}

struct HabitEntryView: View {
    let entry: HabitEntry
    @AppStorage("habitName", store: UserDefaults(suiteName: AppGroup.identifier)) private var habitName = "Read"

    private let rows = Array(repeating: GridItem(.fixed(12), spacing: 3), count: 7)

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(habitName)
                    .font(.headline)
                Spacer()
                Text("\(entry.log.streak)-day streak")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            LazyHGrid(rows: rows, spacing: 3) {
                ForEach(entry.log.marks, id: \.day) { mark in
                    cell(for: mark.mark)
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }

    private func cell(for mark: Mark) -> AnyView {
        switch mark {
        case .done:
            return AnyView(RoundedRectangle(cornerRadius: 3).fill(Color("HabitDone")).frame(width: 12, height: 12))
        case .skipped:
            return AnyView(RoundedRectangle(cornerRadius: 3).fill(Color("HabitDone").opacity(0.3)).frame(width: 12, height: 12))
        case .missed:
            return AnyView(RoundedRectangle(cornerRadius: 3).strokeBorder(Color.gray.opacity(0.5), lineWidth: 1).frame(width: 12, height: 12))
        }
    }
}

@main
struct HabitWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HabitWidget", provider: HabitProvider()) { entry in
            HabitEntryView(entry: entry)
        }
        .configurationDisplayName("Habit")
        .description("Five weeks of your habit.")
        .supportedFamilies([.systemMedium])
    }
}

#Preview(as: .systemMedium) {
    HabitWidget()
} timeline: {
    HabitEntry(date: .now, log: .sample)
}
