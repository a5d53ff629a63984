import Foundation
import SwiftUI

enum Condition: String, Codable, CaseIterable {
    case clear, cloudy, rain, snow, thunderstorm

    var symbolName: String {
        switch self {
        case .clear: "sun.max.fill"
        case .cloudy: "cloud.fill"
        case .rain: "cloud.rain.fill"
        case .snow: "cloud.snow.fill"
        case .thunderstorm: "cloud.bolt.rain.fill"
        }
    }

    var label: String {
        switch self {
        case .clear: "Clear"
        case .cloudy: "Cloudy"
        case .rain: "Rain"
        case .snow: "Snow"
        case .thunderstorm: "Storms"
        }
    }

    var skyColors: [Color] {
        switch self {
        case .clear: [Color(red: 0.20, green: 0.55, blue: 0.95), Color(red: 0.45, green: 0.75, blue: 1.0)]
        case .cloudy: [Color("CloudGrey"), Color(red: 0.75, green: 0.80, blue: 0.85)]
        case .rain, .thunderstorm: [Color(red: 0.25, green: 0.30, blue: 0.40), Color(red: 0.45, green: 0.50, blue: 0.60)]
        case .snow: [Color(white: 0.85), .white]
        }
    }
}

struct Forecast: Codable {
    struct Current: Codable {
        var temperature: Double
        var high: Double
        var low: Double
        var condition: Condition
    }

    struct Hour: Codable {
        var date: Date
        var temperature: Double
        var condition: Condition
    }

    var location: Location
    var current: Current
    var hourly: [Hour]
}

struct Location: Codable, Hashable {
    var name: String
    var latitude: Double
    var longitude: Double
}

extension Forecast {
    static var preview: Forecast {
        let now = Date.now
        return Forecast(
            location: Location(name: "Cupertino", latitude: 37.32, longitude: -122.03),
            current: Current(temperature: 14, high: 17, low: 9, condition: .cloudy),
            hourly: (1...4).map { h in
                Hour(date: now.addingTimeInterval(Double(h) * 3600),
                     temperature: 14 - Double(h),
                     condition: h < 3 ? .cloudy : .rain)
            }
        )
    }
}
