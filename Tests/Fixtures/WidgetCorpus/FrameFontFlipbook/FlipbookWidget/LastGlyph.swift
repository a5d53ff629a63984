import SwiftUI

/// Shows only the last character of a timer text: the text is laid out nine squares wide,
/// right-aligned, and slid left so the last square sits in the frame.
struct LastGlyph: ViewModifier {
    let size: CGFloat

    func body(content: Content) -> some View {
        content
            .frame(width: size * 9, height: size)
            .multilineTextAlignment(.trailing)
            .offset(x: -size * 4)
    }
}

extension View {
    func lastGlyph(size: CGFloat) -> some View {
        modifier(LastGlyph(size: size))
    }
}

/// On in even seconds, off in odd ones (the BlinkMask font draws even digits as a full square).
struct Blink: View {
    let from: Date
    let size: CGFloat

    var body: some View {
        Text(from, style: .timer)
            .font(.custom("BlinkMask", size: size))
            .modifier(LastGlyph(size: size))
            .frame(width: size, height: size)
            .clipped()
    }
}
