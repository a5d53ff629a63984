import WidgetKit
import SwiftUI

struct BirthdayEntry: TimelineEntry {
    let date: Date
    let people: [Person]

    var upcoming: [Person] {
        people.sorted { $0.daysUntilBirthday(from: date) < $1.daysUntilBirthday(from: date) }
    }
}

struct BirthdayProvider: TimelineProvider {
    func placeholder(in context: Context) -> BirthdayEntry {
        BirthdayEntry(date: Date(), people: Person.samples)
    }

    func getSnapshot(in context: Context, completion: @escaping (BirthdayEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BirthdayEntry>) -> ()) {
        let calendar = Calendar.current
        let midnight = calendar.startOfDay(for: Date())
        let entries = (0..<3).map { BirthdayEntry(date: calendar.date(byAdding: .day, value: $0, to: midnight)!, people: Person.samples) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct BirthdayRow: View {
    let person: Person
    let date: Date

    var body: some View {
        let days = person.daysUntilBirthday(from: date)
        HStack {
            Circle()
                .fill(LinearGradient(colors: [.pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 26, height: 26)
                .overlay(Text(person.name.prefix(1)).font(.caption.bold()).foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 0) {
                Text(person.name).font(.subheadline.bold())
                Text(String(describing: person.relation).capitalized)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if days == 0 {
                Text(person.turning(on: date).map { "Turns \($0) today" } ?? "Today")
                    .font(.caption.bold())
                    .foregroundStyle(.pink)
            } else {
                Text("\(days) days")
                    .font(.caption.monospacedDigit())
            }
        }
    }
}

struct BirthdaysEntryView: View {
    var entry: BirthdayEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Birthdays")
                .font(.headline)
            ForEach(entry.upcoming) { person in
                BirthdayRow(person: person, date: entry.date)
            }
            Spacer(minLength: 0)
        }
        .containerBackground(Color(.systemBackground), for: .widget)
    }
}

@main
struct BirthdaysWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Birthdays", provider: BirthdayProvider()) { entry in
            BirthdaysEntryView(entry: entry)
        }
        .configurationDisplayName("Birthdays")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    BirthdaysWidget()
} timeline: {
    BirthdayEntry(date: .now, people: Person.samples)
}
