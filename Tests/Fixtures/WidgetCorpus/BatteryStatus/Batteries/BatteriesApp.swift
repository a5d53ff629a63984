import SwiftUI

@main
struct BatteriesApp: App {
    var body: some Scene {
        WindowGroup {
            List(Device.samples) { device in
                LabeledContent(device.name, value: device.level.map { "\(Int($0 * 100))%" } ?? "–")
            }
        }
    }
}
