import WidgetKit
import SwiftUI

struct TodoEntry: TimelineEntry {
    let date: Date
    let items: [TodoItem]
}

struct TodoProvider: TimelineProvider {
    func placeholder(in context: Context) -> TodoEntry {
        TodoEntry(date: .now, items: TodoItem.samples(for: .now))
    }

    func getSnapshot(in context: Context, completion: @escaping (TodoEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TodoEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct CardStyle: ViewModifier {
    var highlighted: Bool = false

    func body(content: Content) -> some View {
        content
            .padding(.vertical, 6)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: 10, style: .continuous)
                    .fill(highlighted ? Color.red.opacity(0.12) : Color.secondary.opacity(0.08))
            )
    }
}

struct TodoRow: View {
    let item: TodoItem

    var body: some View {
        HStack(spacing: 8) {
            Button(intent: ToggleTodoIntent(itemID: item.id.uuidString)) {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(item.isDone ? Color.green : Color.secondary)
            }
            .buttonStyle(.plain)

            Text(item.title)
                .font(.subheadline)
                .strikethrough(item.isDone)
                .foregroundStyle(item.isDone ? .secondary : .primary)

            Spacer()

            if let due = item.due {
                Text(due, style: .time)
                    .font(.caption)
                    .foregroundStyle(item.priority == .high ? Color.red : Color.secondary)
            }
        }
    }
}

struct TodoEntryView: View {
    let entry: TodoEntry
    let remaining: Int

    init(entry: TodoEntry) {
        self.entry = entry
        self.remaining = entry.items.filter { !$0.isDone }.count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Today")
                    .font(.title3.bold())
                Spacer()
                Text("\(remaining) left")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            ForEach(entry.items.sorted { $0.priority > $1.priority }) { item in
                Link(destination: item.deepLink) {
                    TodoRow(item: item)
                        .modifier(CardStyle(highlighted: item.priority == .high))
                }
            }
            Spacer(minLength: 0)
        }
        .containerBackground(.background, for: .widget)
    }
}

@main
struct TodoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TodoWidget", provider: TodoProvider()) { entry in
            TodoEntryView(entry: entry)
        }
        .configurationDisplayName("Today's To-dos")
        .supportedFamilies([.systemLarge])
    }
}

#Preview(as: .systemLarge) {
    TodoWidget()
} timeline: {
    TodoEntry(date: .now, items: TodoItem.samples(for: .now))
}
