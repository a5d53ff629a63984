import SwiftUI

@main
struct BirthdaysApp: App {
    var body: some Scene {
        WindowGroup {
            List(Person.samples) { person in
                Text(person.name)
            }
        }
    }
}
