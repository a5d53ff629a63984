import SwiftUI

@main
struct PhotoApp: App {
    var body: some Scene {
        WindowGroup {
            Image("beach")
                .resizable()
                .scaledToFit()
        }
    }
}
