import SwiftUI

@main
struct QuotesApp: App {
    @State private var opened: Int?

    var body: some Scene {
        WindowGroup {
            Text(opened.map { "Quote #\($0)" } ?? "Daily Quote")
                .onOpenURL { url in
                    opened = Int(url.lastPathComponent)
                }
        }
    }
}
