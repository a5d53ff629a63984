import SwiftUI
import WidgetKit

@main
struct FocusApp: App {
    @State private var store = SessionStore()

    var body: some Scene {
        WindowGroup {
            Button("Start focus") {
                store.start(.focus)
                WidgetCenter.shared.reloadAllTimelines()
            }
        }
    }
}
