import SwiftUI
import WidgetKit

// The 16-font stack (domain.md sections 6 and 11): every layer is itself a timer in a frame
// font, revealed in turn by BlinkMask timers. The frame timers take their date in the body,
// the masks from a static property: two reference dates, taken at different moments.
// (Bryce Bostwick's fonts are CatFont0-Regular…; these are TimerMask's built-in keyring ones.)

struct CatEntry: TimelineEntry {
    let date: Date
}

struct BlinkingView: View {
    static let referenceDate = Date() - 60
    var blinkOffset: TimeInterval

    var body: some View {
        GeometryReader { geometry in
            let maxSize = max(geometry.size.width, geometry.size.height)
            Text(Self.referenceDate - blinkOffset, style: .timer)
                .font(Font.custom("BlinkMask-Regular", size: maxSize))
                .lastCharacterOnView(size: maxSize, isInGeometryReader: true)
        }
        .clipped()
    }
}

extension Text {
    /// A 9-character frame with the last character at its trailing edge, moved onto the view.
    func lastCharacterOnView(size: CGFloat, isInGeometryReader: Bool = false) -> some View {
        self
            .frame(width: size * 9, height: size)
            .multilineTextAlignment(.trailing)
            .offset(x: -size * (isInGeometryReader ? 8 : 4))
    }
}

struct CatWidgetView: View {
    var entry: CatEntry   // never read: needs no --let

    var body: some View {
        let referenceDate = Date() - 60
        let frameCount = 16
        let frameDuration = 1 / CGFloat(8)
        let size: CGFloat = 364

        ZStack {
            Color.white
            ZStack {
                Text(referenceDate + 1, style: .timer)
                    .font(Font.custom("FrameFont0-Regular", size: size))
                    .lastCharacterOnView(size: size)
                ForEach(1..<(frameCount / 2), id: \.self) { i in
                    Text(referenceDate + 1 + frameDuration * CGFloat(i), style: .timer)
                        .font(Font.custom("FrameFont\(i)-Regular", size: size))
                        .lastCharacterOnView(size: size)
                        .mask(BlinkingView(blinkOffset: CGFloat(-i) * frameDuration).frame(width: size, height: size))
                }
            }
            ZStack {
                ForEach((frameCount / 2)..<frameCount, id: \.self) { i in
                    Text(referenceDate + 1 + frameDuration * CGFloat(i), style: .timer)
                        .font(Font.custom("FrameFont\(i)-Regular", size: size))
                        .lastCharacterOnView(size: size)
                        .mask(BlinkingView(blinkOffset: CGFloat(-i) * frameDuration).frame(width: size, height: size))
                }
            }
            .mask(BlinkingView(blinkOffset: 1).frame(width: size, height: size))
        }
    }
}

#Preview(as: .systemLarge) {
    CatWidget()
} timeline: {
    CatEntry(date: .now)
}
