import SwiftUI
import WidgetKit

/// Ten constructs TimerMask cannot simulate, one per line: `swift-check` lists each once, at the
/// construct itself (DiagnosticsTests).
struct TenProblems: View {
    var body: some View {
        VStack {
            Stepper(isOn: true) { Text("step") }
            Text("a").rotation3DEffect(.degrees(2), axis: (x: 1, y: 0, z: 0))
            #if DEBUG
            Text("debug")
            #endif
            Map()
            Text("b".reversed())
            Text("\("c".utf8.count)")
            Text(Date(), format: .dateTime)
            Text("\(3.5, privacy: .public)")
            Color.red.frame(width: CGFloat(#line))
            Color.blue.opacity(Double(turns()))
        }
    }

    func turns() -> Int {
        var n = 0
        repeat { n += 1 } while n < 3
        return n
    }
}
