import Foundation

enum AppGroup {
    static let identifier = "group.com.example.habits"
    static var defaults: UserDefaults { UserDefaults(suiteName: identifier)! }
}

enum Mark: String, Codable {
    case done
    case skipped
    case missed
}

struct DayMark: Codable, Hashable {
    var day: Int
    var mark: Mark
    var note: String?
}

struct HabitLog: Codable {
    var marks: [DayMark]

    /// Consecutive `.done` days counted back from the last day.
    var streak: Int {
        var count = 0
        for entry in marks.reversed() {
            guard entry.mark == .done else { break }
            count += 1
        }
        return count
    }

    static var sample: HabitLog {
        HabitLog(marks: (0..<35).map { i in
            if i % 7 == 3 {
                return DayMark(day: i, mark: .missed, note: "travelling")
            }
            return DayMark(day: i, mark: i % 5 == 0 ? .skipped : .done, note: nil)
        })
    }

    static func load() -> HabitLog {
        guard let data = AppGroup.defaults.data(forKey: "log"),
              let log = try? JSONDecoder().decode(HabitLog.self, from: data) else {
            return .sample
        }
        return log
    }
}
