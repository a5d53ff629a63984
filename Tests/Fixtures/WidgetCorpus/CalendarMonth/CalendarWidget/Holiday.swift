import Foundation

struct Holiday: Decodable {
    let month: Int
    let day: Int
    let name: String

    /// The holidays shipped as holidays.json in the widget extension's bundle.
    static let all: [Holiday] = {
        guard let url = Bundle.main.url(forResource: "holidays", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([Holiday].self, from: data)) ?? []
    }()

    static func on(_ date: Date, calendar: Calendar = .current) -> Holiday? {
        let parts = calendar.dateComponents([.month, .day], from: date)
        return all.first { $0.month == parts.month && $0.day == parts.day }
    }
}
