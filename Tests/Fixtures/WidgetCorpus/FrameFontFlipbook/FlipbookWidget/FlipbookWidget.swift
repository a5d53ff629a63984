import WidgetKit
import SwiftUI

struct FlipbookEntry: TimelineEntry {
    let date: Date
    let fontPrefix: String
}

struct FlipbookProvider: TimelineProvider {
    func placeholder(in context: Context) -> FlipbookEntry {
        FlipbookEntry(date: .now, fontPrefix: "FrameFont")
    }

    func getSnapshot(in context: Context, completion: @escaping (FlipbookEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FlipbookEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct FlipbookView: View {
    static let start = Date() - 60
    let entry: FlipbookEntry
    let size: CGFloat

    init(entry: FlipbookEntry, size: CGFloat = 170) {
        self.entry = entry
        self.size = size
    }

    var body: some View {
        ZStack {
            // Frame 0 underneath, always there.
            Text(Self.start, style: .timer)
                .font(.custom("\(entry.fontPrefix)0-Regular", size: size))
                .lastGlyph(size: size)
            // Frame 8 on top, half a second later, shown only in its blink's on-second.
            Text(Self.start + 0.5, style: .timer)
                .font(.custom("\(entry.fontPrefix)8-Regular", size: size))
                .lastGlyph(size: size)
                .mask(Blink(from: Self.start + 0.5, size: size))
        }
        .frame(width: size, height: size)
        .clipped()
        .containerBackground(Color.white, for: .widget)
    }
}

@main
struct FlipbookWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Flipbook", provider: FlipbookProvider()) { entry in
            FlipbookView(entry: entry)
        }
        .configurationDisplayName("Flipbook")
        .supportedFamilies([.systemSmall])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemSmall) {
    FlipbookWidget()
} timeline: {
    FlipbookEntry(date: .now, fontPrefix: "FrameFont")
}
