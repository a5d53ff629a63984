import SwiftUI

@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup {
            ForecastScreen(forecast: .preview)
        }
    }
}

struct ForecastScreen: View {
    let forecast: Forecast

    var body: some View {
        List(forecast.hourly, id: \.date) { hour in
            HStack {
                Text(hour.date, style: .time)
                Spacer()
                Image(systemName: hour.condition.symbolName)
                Text("\(Int(hour.temperature))°")
            }
        }
    }
}
