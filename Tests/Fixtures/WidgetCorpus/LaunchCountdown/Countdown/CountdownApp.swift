import SwiftUI
import CountdownKit

@main
struct CountdownApp: App {
    var body: some Scene {
        WindowGroup {
            EventListView(events: [.wwdc])
        }
    }
}

struct EventListView: View {
    let events: [Event]

    var body: some View {
        List(events, id: \.name) { event in
            VStack(alignment: .leading) {
                Text(event.name).font(.headline)
                Text(event.date, style: .date).foregroundStyle(.secondary)
            }
        }
    }
}
