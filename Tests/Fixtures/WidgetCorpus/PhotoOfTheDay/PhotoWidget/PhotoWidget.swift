import WidgetKit
import SwiftUI

struct PhotoEntry: TimelineEntry {
    let date: Date
    let photo: Photo?
}

struct PhotoProvider: TimelineProvider {
    func placeholder(in context: Context) -> PhotoEntry {
        PhotoEntry(date: .now, photo: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (PhotoEntry) -> Void) {
        completion(PhotoEntry(date: .now, photo: .featured))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PhotoEntry>) -> Void) {
        let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: Calendar.current.startOfDay(for: .now))!
        completion(Timeline(entries: [PhotoEntry(date: .now, photo: .featured)], policy: .after(tomorrow)))
    }
}

struct PhotoEntryView: View {
    var entry: PhotoEntry
    @Environment(\.redactionReasons) private var redactionReasons
    @Environment(\.widgetFamily) private var family

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Color.clear
            VStack(alignment: .leading, spacing: 0) {
                Text(entry.photo?.title ?? "Photo of the Day")
                    .font(.headline)
                Text(entry.date.formatted(.dateTime.month(.wide).day()))
                    .font(.caption)
                if family != .systemSmall, let photo = entry.photo {
                    Link(destination: URL(string: "photos://open/\(photo.assetName)")!) {
                        Label("Open", systemImage: "arrow.up.forward.app")
                            .font(.caption2.bold())
                    }
                }
            }
            .foregroundStyle(.white)
            .shadow(radius: 2)
            .padding(12)
            .redacted(reason: entry.photo == nil ? .placeholder : [])
        }
        .widgetURL(URL(string: "photos://today"))
        .modifier(PhotoBackground(assetName: redactionReasons.isEmpty ? (entry.photo?.assetName ?? "placeholder") : "placeholder"))
    }
}

struct PhotoBackground: ViewModifier {
    let assetName: String

    func body(content: Content) -> some View {
        if #available(iOSApplicationExtension 17.0, *) {
            content.containerBackground(for: .widget) {
                Image(assetName)
                    .resizable()
                    .scaledToFill()
            }
        } else {
            content.background(Image(assetName).resizable().scaledToFill())
        }
    }
}

@main
struct PhotoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PhotoOfTheDay", provider: PhotoProvider()) { entry in
            PhotoEntryView(entry: entry)
        }
        .configurationDisplayName("Photo of the Day")
        .supportedFamilies([.systemSmall, .systemMedium])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemSmall) {
    PhotoWidget()
} timeline: {
    PhotoEntry(date: .now, photo: .featured)
}
