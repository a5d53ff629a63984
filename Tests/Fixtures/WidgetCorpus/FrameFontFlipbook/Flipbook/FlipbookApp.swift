import SwiftUI

@main
struct FlipbookApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Flipbook plays in its widget.")
                .padding()
        }
    }
}
