import SwiftUI

enum CalendarColor: String, Codable {
    case work, personal, family

    var color: Color {
        switch self {
        case .work: .blue
        case .personal: .orange
        case .family: .green
        }
    }
}

struct CalendarEvent: Identifiable, Codable, Hashable {
    var id: String
    var title: String
    var start: Date
    var end: Date?
    var location: String?
    var calendar: CalendarColor

    var isAllDay: Bool { end == nil }
}

extension CalendarEvent {
    static func samples(on day: Date) -> [CalendarEvent] {
        let midnight = Calendar.current.startOfDay(for: day)
        func at(_ hour: Int, _ minute: Int = 0) -> Date {
            Calendar.current.date(byAdding: .minute, value: hour * 60 + minute, to: midnight)!
        }
        return [
            CalendarEvent(id: "1", title: "Standup", start: at(9), end: at(9, 15), location: nil, calendar: .work),
            CalendarEvent(id: "2", title: "Design review", start: at(11, 30), end: at(12, 30), location: "Room 4", calendar: .work),
            CalendarEvent(id: "3", title: "Gym", start: at(18), end: at(19), location: nil, calendar: .personal),
        ]
    }
}
