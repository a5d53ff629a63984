import Foundation

public struct Event: Codable, Hashable, Sendable {
    public enum Theme: String, Codable, CaseIterable, Sendable {
        case sunset, ocean, forest
    }

    public var name: String
    public var date: Date
    public var theme: Theme
    public var emoji: String?

    public init(name: String, date: Date, theme: Theme = .ocean, emoji: String? = nil) {
        self.name = name
        self.date = date
        self.theme = theme
        self.emoji = emoji
    }

    /// Whole calendar days from the day of `now` to the day of the event (0 on the day itself).
    public func daysRemaining(from now: Date, calendar: Calendar = .current) -> Int {
        let start = calendar.startOfDay(for: now)
        let end = calendar.startOfDay(for: date)
        return calendar.dateComponents([.day], from: start, to: end).day ?? 0
    }
}

public extension Event {
    static let wwdc = Event(
        name: "WWDC26",
        date: ISO8601DateFormatter().date(from: "2026-06-08T17:00:00Z")!,
        theme: .ocean
    )
}
