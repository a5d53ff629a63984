import SwiftUI

@main
struct BlinkApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                Image("eyesOpen")
                Text("Your widget blinks once a second.")
            }
            .onOpenURL { url in
                print("opened from widget:", url)
            }
        }
    }
}
