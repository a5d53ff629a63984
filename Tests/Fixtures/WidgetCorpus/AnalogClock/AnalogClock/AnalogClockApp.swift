//
//  AnalogClockApp.swift
//  AnalogClock
//

import SwiftUI

@main
struct AnalogClockApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "clock")
                .font(.largeTitle)
            Text("Add the Analog Clock widget to your Home Screen.")
                .multilineTextAlignment(.center)
        }
        .padding()
    }
}
