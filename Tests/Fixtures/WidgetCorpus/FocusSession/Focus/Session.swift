import Foundation

enum SessionKind: String, Codable, CaseIterable {
    case focus
    case shortBreak
    case longBreak

    var title: String {
        switch self {
        case .focus: "Focus"
        case .shortBreak: "Short break"
        case .longBreak: "Long break"
        }
    }

    var length: TimeInterval {
        switch self {
        case .focus: 25 * 60
        case .shortBreak: 5 * 60
        case .longBreak: 15 * 60
        }
    }
}

struct Session: Codable, Hashable {
    var kind: SessionKind
    var start: Date
    var end: Date { start.addingTimeInterval(kind.length) }
    var interval: ClosedRange<Date> { start...end }
}

@Observable
final class SessionStore {
    static let suite = UserDefaults(suiteName: "group.com.example.focus")!
    var current: Session?

    func start(_ kind: SessionKind) {
        current = Session(kind: kind, start: .now)
        Self.suite.set(try? JSONEncoder().encode(current), forKey: "session")
    }

    static func load() -> Session? {
        guard let data = suite.data(forKey: "session") else { return nil }
        return try? JSONDecoder().decode(Session.self, from: data)
    }
}
