import WidgetKit
import SwiftUI

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
}

struct WaterProvider: TimelineProvider {
    private let defaults = UserDefaults(suiteName: "group.com.example.water")

    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: .now, glasses: 3)
    }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(WaterEntry(date: .now, glasses: defaults?.integer(forKey: "glasses") ?? 0))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        let entry = WaterEntry(date: .now, glasses: defaults?.integer(forKey: "glasses") ?? 0)
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct Tile: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(8)
            .background(Color("WaterBlue").opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct WaterEntryView: View {
    var entry: WaterEntry
    @AppStorage("dailyGoal", store: UserDefaults(suiteName: "group.com.example.water")) var dailyGoal = 8

    private let columns = [GridItem](repeating: GridItem(.fixed(14), spacing: 4), count: 4)

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("\(entry.glasses) of \(dailyGoal)", systemImage: "drop.fill")
                .font(.headline)
                .foregroundStyle(Color("WaterBlue"))

            LazyVGrid(columns: columns, alignment: .leading, spacing: 4) {
                ForEach(0..<dailyGoal, id: \.self) { index in
                    Image(systemName: index < entry.glasses ? "drop.fill" : "drop")
                        .font(.caption)
                        .foregroundStyle(Color("WaterBlue"))
                }
            }
            .modifier(Tile())

            Gauge(value: Double(entry.glasses), in: 0...Double(dailyGoal)) {
                Text("Water")
            }
            .gaugeStyle(.accessoryLinearCapacity)
            .tint(Color("WaterBlue"))

            if #available(iOS 17.0, *) {
                Button(intent: LogGlassIntent()) {
                    Label("Add glass", systemImage: "plus")
                        .font(.caption.bold())
                }
                .tint(Color("WaterBlue"))
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

@main
struct WaterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WaterWidget", provider: WaterProvider()) { entry in
            WaterEntryView(entry: entry)
        }
        .configurationDisplayName("Water")
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    WaterWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 5)
}
