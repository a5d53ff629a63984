import SwiftUI

@main
struct WorldClocksApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List(City.defaults) { city in
                    HStack {
                        Text(city.name)
                        Spacer()
                        Text(city.abbreviation)
                            .foregroundStyle(.secondary)
                    }
                }
                .navigationTitle("World Clocks")
            }
        }
    }
}
