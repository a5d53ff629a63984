import Foundation
import TimerMaskCore

/// `Text(date, style: .time)` and `Text(date, style: .date)`: a date written once, as iOS writes
/// it in the en_US locale (Foundation's ICU, as iOS's): `.time` the short time ("10:15 AM", with
/// the narrow no-break space of iOS 17 and later), `.date` the long date ("January 1, 2026"), in
/// the zone the widget is drawn in (`--time-zone`). Other locales are not modelled yet.
enum StaticDateText {
    static func string(_ instant: Instant, style: String, zone: TimeZoneSpec, locale: String = "en_US") -> String? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = TimeZone(secondsFromGMT: zone.secondsFromGMT(at: instant))
        switch style {
        case "time": formatter.dateStyle = .none; formatter.timeStyle = .short
        case "date": formatter.dateStyle = .long; formatter.timeStyle = .none
        default: return nil
        }
        return formatter.string(from: Date(timeIntervalSince1970: instant.sinceEpoch.doubleValue))
    }
}
