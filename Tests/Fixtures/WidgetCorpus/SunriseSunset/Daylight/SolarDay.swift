import Foundation

struct SolarDay: Codable, Hashable {
    var sunrise: Date
    var sunset: Date

    var length: TimeInterval { sunset.timeIntervalSince(sunrise) }

    /// 0 at sunrise, 1 at sunset, clamped.
    func progress(at date: Date) -> Double {
        let f = date.timeIntervalSince(sunrise) / length
        return min(max(f, 0), 1)
    }

    static func sample(for date: Date) -> SolarDay {
        let midnight = Calendar.current.startOfDay(for: date)
        return SolarDay(sunrise: midnight.addingTimeInterval(8 * 3600),
                        sunset: midnight.addingTimeInterval(16 * 3600))
    }
}
