import SwiftUI

@main
struct PomodoroApp: App {
    var body: some Scene {
        WindowGroup {
            Text("🍅")
                .font(.system(size: 80))
        }
    }
}
