import WidgetKit
import SwiftUI

struct BlinkEntry: TimelineEntry {
    var date: Date
}

struct BlinkProvider: TimelineProvider {
    func placeholder(in context: Context) -> BlinkEntry { BlinkEntry(date: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (BlinkEntry) -> Void) {
        completion(BlinkEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BlinkEntry>) -> Void) {
        completion(Timeline(entries: [BlinkEntry(date: Date())], policy: .never))
    }
}

/// A timer in the BlinkMask font: its even digits are a filled square, odd ones empty,
/// so a view masked by it is on for a second and off for the next.
struct BlinkMask: View {
    var body: some View {
        GeometryReader { proxy in
            let side = max(proxy.size.width, proxy.size.height)
            Text(Date() - 60, style: .timer)
                .font(.custom("BlinkMask", size: side))
                .frame(width: side * 9, height: side)
                .multilineTextAlignment(.trailing)
                .offset(x: -side * 8)
        }
        .clipped()
    }
}

struct BlinkEntryView: View {
    var entry: BlinkEntry
    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
        content
            .widgetURL(URL(string: "blink://face"))
            .containerBackground(for: .widget) { Color.black }
    }

    private var content: AnyView {
        if redactionReasons.contains(.placeholder) {
            return AnyView(Color.gray.opacity(0.3))
        }
        return AnyView(
            ZStack {
                Image("eyesClosed")
                    .resizable()
                    .scaledToFill()
                Image("eyesOpen")
                    .resizable()
                    .scaledToFill()
                    .mask(BlinkMask())
            }
        )
    }
}

@main
struct BlinkWidget: Widget {
    let kind: String = "BlinkWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: BlinkProvider()) { entry in
            BlinkEntryView(entry: entry)
        }
        .configurationDisplayName("Blink")
        .description("Blinks once a second, no timeline needed.")
        .supportedFamilies([.systemSmall, .systemLarge])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemSmall) {
    BlinkWidget()
} timeline: {
    BlinkEntry(date: .now)
}
