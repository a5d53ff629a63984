import Foundation

struct Quote: Codable, Identifiable, Hashable {
    struct Author: Codable, Hashable {
        var name: String
        var born: Int?
    }

    var id: Int
    var text: String
    var author: Author

    static let fallback = Quote(id: 0, text: "Every day is a fresh page.", author: Author(name: "Unknown", born: nil))

    /// All quotes shipped in the extension's bundle.
    static func all() -> [Quote] {
        guard let url = Bundle.main.url(forResource: "quotes", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let quotes = try? JSONDecoder().decode([Quote].self, from: data) else {
            return [fallback]
        }
        return quotes
    }

    /// One quote per day of the year, in order.
    static func of(day date: Date) -> Quote {
        let quotes = all()
        let day = Calendar.current.ordinality(of: .day, in: .year, for: date) ?? 1
        return quotes[(day - 1) % quotes.count]
    }
}
