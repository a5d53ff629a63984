import SwiftUI

@main
struct AgendaApp: App {
    var body: some Scene {
        WindowGroup {
            List(CalendarEvent.samples(on: .now)) { event in
                Text(event.title)
            }
        }
    }
}
