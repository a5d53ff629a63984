import SwiftUI

@main
struct WaterApp: App {
    @AppStorage("dailyGoal", store: UserDefaults(suiteName: "group.com.example.water")) var dailyGoal = 8

    var body: some Scene {
        WindowGroup {
            Stepper("Goal: \(dailyGoal) glasses", value: $dailyGoal, in: 1...16)
                .padding()
        }
    }
}
