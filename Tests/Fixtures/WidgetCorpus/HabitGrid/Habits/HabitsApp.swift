import SwiftUI

@main
struct HabitsApp: App {
    @AppStorage("habitName", store: UserDefaults(suiteName: AppGroup.identifier)) private var habitName = "Read"

    var body: some Scene {
        WindowGroup {
            Form {
                TextField("Habit", text: $habitName)
            }
        }
    }
}
