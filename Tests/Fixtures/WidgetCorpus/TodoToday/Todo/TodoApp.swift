import SwiftUI

@main
struct TodoApp: App {
    var body: some Scene {
        WindowGroup {
            List(TodoItem.samples(for: .now)) { item in
                Text(item.title)
            }
            .onOpenURL { url in print(url) }
        }
    }
}
