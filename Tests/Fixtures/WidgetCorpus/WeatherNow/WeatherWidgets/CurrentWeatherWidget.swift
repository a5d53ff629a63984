import WidgetKit
import SwiftUI

struct WeatherEntry: TimelineEntry {
    let date: Date
    let forecast: Forecast
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: .now, forecast: .preview)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        completion(WeatherEntry(date: .now, forecast: .preview))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        Task {
            // A real app fetches here; the extension falls back to the cached forecast.
            let entry = WeatherEntry(date: .now, forecast: .preview)
            completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(3600))))
        }
    }
}

struct CurrentWeatherView: View {
    let entry: WeatherEntry

    var body: some View {
        let current = entry.forecast.current
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.forecast.location.name)
                .font(.headline)
            Text("\(Int(current.temperature))°")
                .font(.system(size: 42, weight: .light))
            Spacer(minLength: 0)
            Image(systemName: current.condition.symbolName)
                .symbolRenderingMode(.multicolor)
            Text(current.condition.label)
                .font(.caption.bold())
            Text("H:\(Int(current.high))° L:\(Int(current.low))°")
                .font(.caption)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, alignment: .leading)
        .widgetBackground(
            LinearGradient(colors: current.condition.skyColors, startPoint: .top, endPoint: .bottom)
        )
    }
}

struct CurrentWeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CurrentWeather", provider: WeatherProvider()) { entry in
            CurrentWeatherView(entry: entry)
        }
        .configurationDisplayName("Current Weather")
        .supportedFamilies([.systemSmall])
    }
}

#Preview("Current", as: .systemSmall) {
    CurrentWeatherWidget()
} timeline: {
    WeatherEntry(date: .now, forecast: .preview)
}
