import Foundation

enum Weekday: Int, CaseIterable, Codable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
}

struct DayUsage: Codable, Hashable {
    var weekday: Weekday
    var minutes: Int
    var pickups: Int
}

struct WeekUsage: Codable {
    var days: [DayUsage]
    var today: Weekday
    var topApp: String?

    var todayUsage: DayUsage? { days.first { $0.weekday == today } }
    var maxMinutes: Int { days.map(\.minutes).max() ?? 1 }
    var averageMinutes: Int { days.map(\.minutes).reduce(0, +) / max(days.count, 1) }

    static let sample = WeekUsage(
        days: zip(Weekday.allCases, [192, 240, 180, 252, 300, 120, 90]).map { day, minutes in
            DayUsage(weekday: day, minutes: minutes, pickups: minutes / 4)
        },
        today: .thursday,
        topApp: "Messages"
    )
}

func formatMinutes(_ minutes: Int) -> String {
    let h = minutes / 60
    let m = minutes % 60
    return h > 0 ? "\(h)h \(m)m" : "\(m)m"
}
