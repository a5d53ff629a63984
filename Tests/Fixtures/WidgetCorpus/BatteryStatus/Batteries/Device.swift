import SwiftUI

enum DeviceKind: Codable, Hashable {
    case phone
    case watch
    case headphones
    case pencil

    var symbolName: String {
        switch self {
        case .phone: "iphone"
        case .watch: "applewatch"
        case .headphones: "airpodspro"
        case .pencil: "applepencil"
        }
    }
}

struct Device: Identifiable, Codable, Hashable {
    var id: String { name }
    var name: String
    var kind: DeviceKind
    var level: Double?
    var isCharging: Bool

    var tint: Color {
        guard let level else { return .gray }
        if isCharging { return .green }
        return level < 0.2 ? .red : .primary
    }

    static let samples: [Device] = [
        Device(name: "iPhone", kind: .phone, level: 0.82, isCharging: true),
        Device(name: "Watch", kind: .watch, level: 0.45, isCharging: false),
        Device(name: "AirPods", kind: .headphones, level: 0.15, isCharging: false),
        Device(name: "Pencil", kind: .pencil, level: nil, isCharging: false),
    ]
}
