import WidgetKit
import SwiftUI

struct MoonEntry: TimelineEntry {
    let date: Date
    let phase: LunarPhase
    let phaseAngle: Double   // radians
}

struct MoonProvider: TimelineProvider {
    func placeholder(in context: Context) -> MoonEntry {
        MoonEntry(date: .now, phase: .full, phaseAngle: M_PI)
    }

    func getSnapshot(in context: Context, completion: @escaping (MoonEntry) -> Void) {
        completion(MoonEntry(date: .now, phase: .waxingCrescent, phaseAngle: M_PI / 3))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MoonEntry>) -> Void) {
        let entry = MoonEntry(date: .now, phase: .waxingCrescent, phaseAngle: M_PI / 3)
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(6 * 3600))))
    }
}

struct MoonEntryView: View {
    let entry: MoonEntry

    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { k in
                let angle = Double(k) * M_PI / 4
                Circle()
                    .fill(.white)
                    .frame(width: 3, height: 3)
                    .position(x: 85 + 72 * cos(angle), y: 85 + 72 * sin(angle))
            }
            Image("moon")
                .resizable()
                .frame(width: 60, height: 60)
                .position(x: 85, y: 62)
            Text(entry.phase.name)
                .font(.footnote.bold())
                .foregroundStyle(.white)
                .position(x: 85, y: 118)
            Text("\(Int((LunarPhase.illumination(phaseAngle: entry.phaseAngle) * 100).rounded()))% lit")
                .font(.caption2)
                .foregroundStyle(.white.opacity(0.7))
                .position(x: 85, y: 138)
        }
        .containerBackground(Color("NightSky"), for: .widget)
    }
}

@main
struct MoonWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "MoonPhase", provider: MoonProvider()) { entry in
            MoonEntryView(entry: entry)
        }
        .configurationDisplayName("Moon Phase")
        .supportedFamilies([.systemSmall])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemSmall) {
    MoonWidget()
} timeline: {
    MoonEntry(date: .now, phase: .waxingCrescent, phaseAngle: M_PI / 3)
}
