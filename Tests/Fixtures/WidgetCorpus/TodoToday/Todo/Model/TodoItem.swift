import Foundation
import SwiftUI

enum Priority: Int, Codable, Comparable {
    case low, normal, high

    static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct TodoItem: Identifiable, Codable, Hashable {
    var id: UUID
    var title: String
    var isDone: Bool
    var priority: Priority
    var due: Date?

    var deepLink: URL {
        URL(string: "todo://item/\(id.uuidString)")!
    }
}

extension TodoItem {
    static func samples(for day: Date) -> [TodoItem] {
        let start = Calendar.current.startOfDay(for: day)
        return [
            TodoItem(id: UUID(), title: "Pay rent", isDone: false, priority: .high,
                     due: start.addingTimeInterval(10 * 3600)),
            TodoItem(id: UUID(), title: "Call the dentist", isDone: false, priority: .normal, due: nil),
            TodoItem(id: UUID(), title: "Buy oat milk", isDone: true, priority: .low, due: nil),
            TodoItem(id: UUID(), title: "Review pull request", isDone: false, priority: .normal,
                     due: start.addingTimeInterval(15.5 * 3600)),
        ]
    }
}
