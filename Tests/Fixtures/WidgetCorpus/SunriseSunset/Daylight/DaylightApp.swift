import SwiftUI

@main
struct DaylightApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Daylight")
        }
    }
}
