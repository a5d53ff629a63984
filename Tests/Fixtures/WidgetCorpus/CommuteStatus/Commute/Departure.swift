import Foundation
import SwiftUI

enum ServiceStatus: Codable, Hashable {
    case onTime
    case delayed(minutes: Int)
    case cancelled(reason: String?)

    var title: String {
        switch self {
        case .onTime:
            return "On time"
        case .delayed(let minutes):
            return "+\(minutes) min"
        case .cancelled(let reason):
            return reason ?? "Cancelled"
        }
    }

    var color: Color {
        switch self {
        case .onTime: .green
        case .delayed: .orange
        case .cancelled: .red
        }
    }
}

struct Departure: Codable, Hashable, Identifiable {
    var id: String { "\(line)-\(scheduled.timeIntervalSince1970)" }
    var line: String
    var destination: String
    var scheduled: Date
    var platform: String?
    var status: ServiceStatus

    var expected: Date {
        if case .delayed(let minutes) = status {
            return scheduled.addingTimeInterval(Double(minutes) * 60)
        }
        return scheduled
    }
}
