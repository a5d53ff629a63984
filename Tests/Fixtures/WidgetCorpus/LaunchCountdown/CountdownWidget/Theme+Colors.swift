import SwiftUI
import CountdownKit

extension Event.Theme {
    var colors: [Color] {
        switch self {
        case .sunset: [.orange, .pink]
        case .ocean: [Color(red: 0, green: 0.48, blue: 1), Color(red: 0.35, green: 0.78, blue: 0.98)]
        case .forest: [.green, .mint]
        }
    }

    var gradient: LinearGradient {
        LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)
    }
}
