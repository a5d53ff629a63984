import Foundation

enum Relation: String, Codable {
    case family
    case friend
    case colleague
}

struct Person: Identifiable, Codable, Hashable {
    var id: String { name }
    var name: String
    var month: Int
    var day: Int
    var birthYear: Int?
    var relation: Relation

    /// The next birthday on or after the start of `date`'s day.
    func nextBirthday(after date: Date, calendar: Calendar = .current) -> Date {
        let today = calendar.startOfDay(for: date)
        var components = DateComponents()
        components.month = month
        components.day = day
        if calendar.component(.month, from: today) == month && calendar.component(.day, from: today) == day {
            return today
        }
        return calendar.nextDate(after: today, matching: components, matchingPolicy: .nextTime)!
    }

    func daysUntilBirthday(from date: Date, calendar: Calendar = .current) -> Int {
        let next = nextBirthday(after: date, calendar: calendar)
        return calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: next).day!
    }

    func turning(on date: Date, calendar: Calendar = .current) -> Int? {
        guard let birthYear else { return nil }
        return calendar.component(.year, from: date) - birthYear
    }

    static let samples: [Person] = [
        Person(name: "Alice", month: 2, day: 14, birthYear: nil, relation: .friend),
        Person(name: "Ben", month: 1, day: 1, birthYear: 1990, relation: .family),
        Person(name: "Cara", month: 3, day: 3, birthYear: 1985, relation: .colleague),
    ]
}
