import WidgetKit
import SwiftUI

struct HourlyWeatherView: View {
    let entry: WeatherEntry

    private let hourFormatter: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "ha"
        return f
    }()

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(entry.forecast.location.name).font(.headline)
                Spacer()
                Text("\(Int(entry.forecast.current.temperature))°").font(.headline)
            }
            Spacer()
            HStack {
                ForEach(entry.forecast.hourly, id: \.date) { hour in
                    VStack(spacing: 6) {
                        Text(hourFormatter.string(from: hour.date))
                            .font(.caption2)
                        Image(systemName: hour.condition.symbolName)
                        Text("\(Int(hour.temperature))°")
                            .font(.callout.weight(.medium))
                    }
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .foregroundStyle(.white)
        .widgetBackground(
            LinearGradient(colors: entry.forecast.current.condition.skyColors, startPoint: .topLeading, endPoint: .bottomTrailing)
        )
    }
}

struct HourlyWeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HourlyWeather", provider: WeatherProvider()) { entry in
            HourlyWeatherView(entry: entry)
        }
        .configurationDisplayName("Hourly Forecast")
        .supportedFamilies([.systemMedium])
    }
}

@main
struct WeatherWidgets: WidgetBundle {
    var body: some Widget {
        CurrentWeatherWidget()
        HourlyWeatherWidget()
    }
}

#Preview("Hourly", as: .systemMedium) {
    HourlyWeatherWidget()
} timeline: {
    WeatherEntry(date: .now, forecast: .preview)
}
