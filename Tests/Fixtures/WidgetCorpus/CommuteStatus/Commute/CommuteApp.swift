import SwiftUI

@main
struct CommuteApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Commute")
                .onOpenURL { url in print("deep link", url) }
        }
    }
}
