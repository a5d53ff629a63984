import WidgetKit
import SwiftUI

struct GalleryEntry: TimelineEntry {
    let date: Date
    let album: Album?
}

struct GalleryProvider: TimelineProvider {
    func placeholder(in context: Context) -> GalleryEntry {
        GalleryEntry(date: Date(), album: .sample)
    }

    func getSnapshot(in context: Context, completion: @escaping (GalleryEntry) -> Void) {
        completion(GalleryEntry(date: Date(), album: .sample))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GalleryEntry>) -> Void) {
        let defaults = UserDefaults(suiteName: "group.com.example.gallery")
        var album: Album?
        if let data = defaults?.data(forKey: "album") {
            album = try? JSONDecoder().decode(Album.self, from: data)
        }
        completion(Timeline(entries: [GalleryEntry(date: Date(), album: album)], policy: .never))
    }
}

struct RingGallery: View {
    let album: Album
    let side: CGFloat = 130

    var body: some View {
        let count = album.frameNames.count
        let sweep = 360.0 / Double(count)
        ZStack {
            Circle()
                .inset(by: 15)
                .stroke(Color("RingTrack"), lineWidth: 30)

            ForEach(0..<count, id: \.self) { index in
                Image(album.frameNames[index])
                    .resizable()
                    .frame(width: side, height: side)
                    .mask(
                        ArcSegment(start: .degrees(-90 + sweep * Double(index)),
                                   end: .degrees(-90 + sweep * Double(index + 1)))
                            .stroke(style: .init(lineWidth: 30))
                    )
            }
        }
        .frame(width: side, height: side)
        ._clockHandRotationEffect(.custom(album.turn), in: .current, anchor: .center)
    }
}

struct GalleryWidgetEntryView: View {
    var entry: GalleryProvider.Entry

    var body: some View {
        Group {
            if let album = entry.album {
                RingGallery(album: album)
            } else {
                VStack {
                    Image(systemName: "photo.on.rectangle.angled")
                    Text("Choose an album")
                        .font(.footnote)
                }
                .foregroundStyle(.secondary)
            }
        }
        .containerBackground(.white, for: .widget)
    }
}

@main
struct GalleryWidget: Widget {
    let kind: String = "GalleryWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: GalleryProvider()) { entry in
            GalleryWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Gallery Ring")
        .description("Your album, turning.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    GalleryWidget()
} timeline: {
    GalleryEntry(date: .now, album: .sample)
    GalleryEntry(date: .now.addingTimeInterval(3600), album: nil)
}
