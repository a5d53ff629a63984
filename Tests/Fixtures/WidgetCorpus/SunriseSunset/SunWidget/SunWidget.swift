import WidgetKit
import SwiftUI

struct SunEntry: TimelineEntry {
    let date: Date
    let day: SolarDay
}

struct SunProvider: TimelineProvider {
    func placeholder(in context: Context) -> SunEntry {
        SunEntry(date: .now, day: .sample(for: .now))
    }

    func getSnapshot(in context: Context, completion: @escaping (SunEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SunEntry>) -> Void) {
        // Move the sun every half hour.
        let now = Date()
        let entries = (0..<48).map { i in
            SunEntry(date: now.addingTimeInterval(Double(i) * 1800), day: .sample(for: now))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct SunPathShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: 85, y: 110), radius: 65,
                    startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        return path
    }
}

struct SunEntryView: View {
    var entry: SunEntry

    private static let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter
    }()

    private var daylight: String {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: entry.day.sunrise, to: entry.day.sunset)
        return "\(parts.hour ?? 0)h \(parts.minute ?? 0)m"
    }

    var body: some View {
        let f = entry.day.progress(at: entry.date)
        let angle = M_PI * (1 - f)
        ZStack {
            SunPathShape()
                .stroke(Color("Horizon"), style: StrokeStyle(lineWidth: 2, dash: [4, 4]))
            Rectangle()
                .fill(Color("Horizon"))
                .frame(width: 150, height: 1)
                .position(x: 85, y: 110)
            Circle()
                .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 9))
                .frame(width: 18, height: 18)
                .position(x: 85 + 65 * cos(angle), y: 110 - 65 * sin(angle))
            Text("Daylight \(daylight)")
                .font(.caption2.bold())
                .foregroundStyle(.white)
                .position(x: 85, y: 16)
            HStack {
                VStack(alignment: .leading) {
                    Text("Sunrise")
                    Text(entry.day.sunrise, style: .time)
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Sunset")
                    Text(Self.timeFormatter.string(from: entry.day.sunset))
                }
            }
            .font(.caption2)
            .foregroundStyle(.white)
            .padding(.horizontal, 12)
            .position(x: 85, y: 140)
        }
        .containerBackground(Color("DaySky"), for: .widget)
    }
}

@main
struct SunWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SunWidget", provider: SunProvider()) { entry in
            SunEntryView(entry: entry)
        }
        .configurationDisplayName("Sunrise & Sunset")
        .supportedFamilies([.systemSmall])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemSmall) {
    SunWidget()
} timeline: {
    SunEntry(date: .now, day: .sample(for: .now))
    SunEntry(date: .now.addingTimeInterval(12 * 3600), day: .sample(for: .now))
}
