import Foundation

/// The free functions a widget calls: Swift's `min`/`max`/`abs`/`zip` and Foundation's maths.
enum BuiltinFunction: String, CaseIterable {
    case min, max, abs, floor, ceil, round, sqrt, sin, cos, tan, atan, exp, log, atan2, pow, zip

    /// Foundation's function of one `Double`, for those that are one.
    var unary: ((Double) -> Double)? {
        switch self {
        case .floor: Foundation.floor
        case .ceil: Foundation.ceil
        case .round: Foundation.round
        case .sqrt: Foundation.sqrt
        case .sin: Foundation.sin
        case .cos: Foundation.cos
        case .tan: Foundation.tan
        case .atan: Foundation.atan
        case .exp: Foundation.exp
        case .log: Foundation.log
        case .min, .max, .abs, .atan2, .pow, .zip: nil
        }
    }
}
