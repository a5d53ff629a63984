import Foundation

enum Activity: String, Codable {
    case running
    case cycling
    case walking

    var symbol: String {
        switch self {
        case .running: return "figure.run"
        case .cycling: return "figure.outdoor.cycle"
        case .walking: return "figure.walk"
        }
    }
}

struct Workout: Codable, Hashable {
    struct Split: Codable, Hashable {
        var kilometre: Int
        var seconds: TimeInterval
    }

    var activity: Activity
    var start: Date
    var distance: Double          // kilometres
    var splits: [Split]
    var heartRate: Int?

    var lastSplit: Split? { splits.last }
}
