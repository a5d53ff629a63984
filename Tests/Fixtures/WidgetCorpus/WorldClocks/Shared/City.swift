//
//  City.swift
//  Shared between the app and the widget extension (both targets are members).
//

import Foundation

struct City: Identifiable, Hashable, Codable {
    var id: String { identifier }
    let name: String
    let identifier: String

    var timeZone: TimeZone {
        TimeZone(identifier: identifier) ?? .current
    }

    var abbreviation: String {
        timeZone.abbreviation() ?? identifier
    }

    static let tokyo = City(name: "Tokyo", identifier: "Asia/Tokyo")
    static let london = City(name: "London", identifier: "Europe/London")
    static let newYork = City(name: "New York", identifier: "America/New_York")

    static let defaults: [City] = [.tokyo, .london, .newYork]
}
