import SwiftUI

@main
struct RunTrackerApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Start a run from the Action button.")
        }
    }
}
