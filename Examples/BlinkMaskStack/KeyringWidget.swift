import SwiftUI
import WidgetKit

// The 30-layer BlinkMask stack (domain.md section 5): every frame is masked by a timer in the
// BlinkMask font, each shifted by 1/15 s, so one frame shows at a time at 15 fps.

struct KeyringEntry: TimelineEntry {
    let date: Date
    let customFrames: [UIImage]?
}

struct KeyringProvider: TimelineProvider {
    func placeholder(in context: Context) -> KeyringEntry {
        KeyringEntry(date: .now, customFrames: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (KeyringEntry) -> Void) {
        completion(KeyringEntry(date: .now, customFrames: FrameStore.load()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<KeyringEntry>) -> Void) {
        completion(Timeline(entries: [KeyringEntry(date: .now, customFrames: FrameStore.load())], policy: .never))
    }
}

enum FrameStore {
    static func load() -> [UIImage]? {
        let group = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.keyring")
        return (0..<30).compactMap { UIImage(contentsOfFile: group!.appendingPathComponent("frame_\($0).png").path) }
    }
}

/// A square that is on in even seconds and off in odd ones, shifted by `offset`.
struct BlinkView: View {
    let referenceDate: Date
    let offset: TimeInterval

    var body: some View {
        GeometryReader { geo in
            let side = max(geo.size.width, geo.size.height)
            Text(referenceDate - offset, style: .timer)
                .font(.custom("BlinkMask", size: side))
                .frame(width: side * 9, height: side)
                .multilineTextAlignment(.trailing)
                .offset(x: -side * 8)
        }
        .clipped()
    }
}

struct KeyringWidgetView: View {
    var entry: KeyringEntry
    let fps: Double = 15

    var body: some View {
        let referenceDate = Date() - 60
        let frameDuration = 1 / fps
        GeometryReader { geo in
            let size = max(geo.size.width, geo.size.height)
            if let frames = entry.customFrames {
                let half = (frames.count + 1) / 2
                ZStack {
                    Color.white
                    ZStack {
                        frameView(frames[0], size: size)
                        ForEach(1..<half, id: \.self) { i in
                            frameView(frames[i], size: size)
                                .mask(BlinkView(referenceDate: referenceDate, offset: -Double(i) * frameDuration)
                                    .frame(width: size, height: size))
                        }
                    }
                    ZStack {
                        ForEach(half..<frames.count, id: \.self) { i in
                            frameView(frames[i], size: size)
                                .mask(BlinkView(referenceDate: referenceDate, offset: -Double(i) * frameDuration)
                                    .frame(width: size, height: size))
                        }
                    }
                    .mask(BlinkView(referenceDate: referenceDate, offset: 1).frame(width: size, height: size))
                }
            } else {
                Text("Pick a photo in the app")
            }
        }
    }

    private func frameView(_ image: UIImage, size: CGFloat) -> some View {
        Image(uiImage: image)
            .resizable()
            .scaledToFill()
            .frame(width: size, height: size)
            .clipped()
            .background(Color.white)
    }
}

struct KeyringWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "KeyringWidget", provider: KeyringProvider()) { entry in
            KeyringWidgetView(entry: entry)
                .containerBackground(Color.white, for: .widget)
        }
        // The frames fill the widget to its edges: iOS 17's content margins would inset them.
        .contentMarginsDisabled()
        .supportedFamilies([.systemSmall])
    }
}
