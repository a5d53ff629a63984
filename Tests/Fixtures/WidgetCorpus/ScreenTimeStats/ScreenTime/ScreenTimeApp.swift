import SwiftUI

@main
struct ScreenTimeApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Average: \(WeekUsage.sample.averageMinutes) min")
        }
    }
}
