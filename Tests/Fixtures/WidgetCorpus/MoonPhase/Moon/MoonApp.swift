import SwiftUI

@main
struct MoonApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                Image("moon")
                Text(LunarPhase.waxingCrescent.name)
            }
        }
    }
}
