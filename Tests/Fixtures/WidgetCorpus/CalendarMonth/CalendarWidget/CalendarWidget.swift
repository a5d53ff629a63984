import WidgetKit
import SwiftUI

struct MonthEntry: TimelineEntry {
    let date: Date
}

struct MonthProvider: TimelineProvider {
    func placeholder(in context: Context) -> MonthEntry { MonthEntry(date: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (MonthEntry) -> Void) {
        completion(MonthEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MonthEntry>) -> Void) {
        let tomorrow = Calendar.current.startOfDay(for: Date()).addingTimeInterval(24 * 60 * 60)
        completion(Timeline(entries: [MonthEntry(date: Date())], policy: .after(tomorrow)))
    }
}

struct MonthView: View {
    let entry: MonthEntry

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 7)

    private var title: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "LLLL yyyy"
        return formatter.string(from: entry.date)
    }

    var body: some View {
        let grid = MonthGrid(calendar: Calendar.current, month: entry.date)
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Text(title)
                    .font(.headline)
                    .foregroundStyle(Color("TodayRed"))
                Spacer()
                if let holiday = Holiday.on(entry.date) {
                    Text(holiday.name)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            LazyVGrid(columns: columns, spacing: 4) {
                ForEach(Array(Calendar.current.veryShortWeekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                    Text(symbol)
                        .font(.caption2.bold())
                        .foregroundStyle(.secondary)
                }
                ForEach(Array(grid.days.enumerated()), id: \.offset) { _, day in
                    if let day {
                        Text("\(day)")
                            .font(.caption2)
                            .frame(width: 20, height: 20)
                            .foregroundStyle(day == grid.today ? Color.white : Color.primary)
                            .background {
                                if day == grid.today {
                                    Circle().fill(Color("TodayRed"))
                                }
                            }
                    } else {
                        Color.clear.frame(width: 20, height: 20)
                    }
                }
            }
        }
        .containerBackground(Color(.systemBackground), for: .widget)
    }
}

@main
struct CalendarWidget: Widget {
    let kind = "MonthCalendar"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: MonthProvider()) { entry in
            MonthView(entry: entry)
        }
        .configurationDisplayName("Month")
        .description("This month, today circled.")
        .supportedFamilies([.systemLarge])
    }
}

#Preview(as: .systemLarge) {
    CalendarWidget()
} timeline: {
    MonthEntry(date: .now)
}
