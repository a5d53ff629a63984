import SwiftUI

@main
struct MonthApp: App {
    var body: some Scene {
        WindowGroup {
            DatePicker("Today", selection: .constant(.now), displayedComponents: .date)
                .datePickerStyle(.graphical)
                .padding()
        }
    }
}
