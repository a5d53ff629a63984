import Foundation

/// The cells of a month laid out Sunday-first: nil for the blanks before the 1st.
struct MonthGrid {
    let calendar: Calendar
    let month: Date

    var days: [Int?] {
        let interval = calendar.dateInterval(of: .month, for: month)!
        let first = interval.start
        let count = calendar.range(of: .day, in: .month, for: month)!.count
        let leading = calendar.component(.weekday, from: first) - calendar.firstWeekday
        let blanks = (leading + 7) % 7
        return [Int?](repeating: nil, count: blanks) + (1...count).map { Optional($0) }
    }

    var today: Int {
        calendar.component(.day, from: month)
    }
}
