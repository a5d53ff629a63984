import SwiftUI

@main
struct SpinnerApp: App {
    var body: some Scene {
        WindowGroup {
            ProgressView()
        }
    }
}
