import SwiftUI
import WidgetKit

// An analog clock whose hands WidgetKit turns by the wall clock, with no timeline entries.

struct ClockFaceView: View {
    var body: some View {
        GeometryReader { geo in
            let side = min(geo.size.width, geo.size.height)
            ZStack {
                Circle().fill(Color.white)
                Circle().stroke(Color.black, lineWidth: side * 0.03)
                ForEach(0..<12, id: \.self) { hour in
                    Rectangle()
                        .fill(hour % 3 == 0 ? Color.black : Color.gray)
                        .frame(width: side * 0.02, height: side * 0.08)
                        .offset(y: -side * 0.42)
                        .rotationEffect(.degrees(Double(hour) * 30))
                }
                hand(length: 0.25, width: 0.05, color: .black, side: side)
                    .clockHandRotationEffect(period: .hourHand)
                hand(length: 0.38, width: 0.035, color: .black, side: side)
                    .clockHandRotationEffect(period: .minuteHand)
                hand(length: 0.42, width: 0.012, color: .red, side: side)
                    .clockHandRotationEffect(period: .secondHand)
                Circle().fill(Color.red).frame(width: side * 0.05, height: side * 0.05)
            }
            .frame(width: side, height: side)
        }
    }

    /// A hand pointing at 12 from the centre of a side × side square, which the effect turns.
    private func hand(length: CGFloat, width: CGFloat, color: Color, side: CGFloat) -> some View {
        Capsule()
            .fill(color)
            .frame(width: side * width, height: side * length)
            .offset(y: -side * length / 2)
            .frame(width: side, height: side)
    }
}
