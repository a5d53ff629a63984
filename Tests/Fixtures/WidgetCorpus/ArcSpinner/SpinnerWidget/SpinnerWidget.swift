import WidgetKit
import SwiftUI

/// A quarter ring that spins by itself: the clock-hand effect turns a mask made of a trimmed,
/// thickly stroked circle over a colour wheel.
enum Speed: String, Codable {
    case slow, normal, fast
}

struct SpinnerEntry: TimelineEntry {
    let date: Date
    let speed: Speed
    let label: String?
}

struct SpinnerProvider: TimelineProvider {
    func placeholder(in context: Context) -> SpinnerEntry {
        SpinnerEntry(date: .now, speed: .normal, label: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (SpinnerEntry) -> Void) {
        completion(SpinnerEntry(date: .now, speed: .normal, label: "Syncing"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SpinnerEntry>) -> Void) {
        completion(Timeline(entries: [SpinnerEntry(date: .now, speed: .normal, label: "Syncing")], policy: .never))
    }
}

struct SpinnerEntryView: View {
    var entry: SpinnerEntry

    var period: TimeInterval {
        switch entry.speed {
        case .slow: 4
        case .normal: 2
        case .fast: 1
        }
    }

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color(red: 71/255, green: 97/255, blue: 244/255).opacity(0.15), lineWidth: 30)
                .frame(width: 100, height: 100)
            Color(red: 71/255, green: 97/255, blue: 244/255)
                .frame(width: 130, height: 130)
                .mask(
                    Circle()
                        .trim(from: 0, to: 0.25)
                        .stroke(style: .init(lineWidth: 30))
                        .frame(width: 100, height: 100)
                        ._clockHandRotationEffect(.custom(period), in: .current, anchor: .center)
                )
            if let label = entry.label {
                Text(label)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
        .containerBackground(.white, for: .widget)
    }
}

@main
struct SpinnerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Spinner", provider: SpinnerProvider()) { entry in
            SpinnerEntryView(entry: entry)
        }
        .configurationDisplayName("Spinner")
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    SpinnerWidget()
} timeline: {
    SpinnerEntry(date: .now, speed: .normal, label: "Syncing")
}
