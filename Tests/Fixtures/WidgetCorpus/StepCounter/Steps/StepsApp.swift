import SwiftUI
import HealthCore

@main
struct StepsApp: App {
    var body: some Scene {
        WindowGroup {
            Text("\(StepSummary.sample.steps) steps today")
        }
    }
}
