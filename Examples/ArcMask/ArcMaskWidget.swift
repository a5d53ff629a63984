import SwiftUI
import WidgetKit

// The arc-mask widget (domain.md section 10): one stroked arc of a huge circle per frame,
// all turned by the clock-hand effect, so one band crosses the view at a time.

struct ArcEntry: TimelineEntry {
    let date: Date
    let customFrames: [UIImage]?
}

struct ArcShape: Shape {
    var startAngle: Angle
    var endAngle: Angle
    var radius: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
                    startAngle: startAngle, endAngle: endAngle, clockwise: false)
        return path
    }
}

struct AnimatedFrameView: View {
    let frames: [UIImage]
    let size: CGFloat
    let cycleDuration: TimeInterval

    var body: some View {
        let bandAngle = 360.0 / Double(frames.count)
        ZStack {
            ForEach(0..<frames.count, id: \.self) { i in
                Image(uiImage: frames[i])
                    .resizable()
                    .scaledToFill()
                    .frame(width: size, height: size)
                    .clipped()
                    .mask(
                        ArcShape(startAngle: .degrees(-bandAngle * Double(i + 1)),
                                 endAngle: .degrees(-bandAngle * Double(i)),
                                 radius: size * 50)
                            .stroke(style: StrokeStyle(lineWidth: size * 1.5, lineCap: .butt))
                            .frame(width: size, height: size)
                            .clockHandRotationEffect(period: .custom(cycleDuration))
                            .offset(y: size * 50)
                    )
            }
        }
        .frame(width: size, height: size)
    }
}

struct ArcWidgetView: View {
    var entry: ArcEntry

    var body: some View {
        GeometryReader { geo in
            let size = min(geo.size.width, geo.size.height)
            if let frames = entry.customFrames {
                AnimatedFrameView(frames: frames, size: size, cycleDuration: 2.0)
                    .frame(width: geo.size.width, height: geo.size.height)
            } else {
                Text("Pick a photo in the app")
            }
        }
        .containerBackground(Color.white, for: .widget)
    }
}

struct ArcWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ArcWidget", provider: ArcProvider()) { entry in
            ArcWidgetView(entry: entry)
        }
        // The frames fill the widget to its edges: iOS 17's content margins would inset them.
        .contentMarginsDisabled()
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
