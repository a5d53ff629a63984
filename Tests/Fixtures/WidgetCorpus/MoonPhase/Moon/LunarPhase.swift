import Foundation

enum LunarPhase: Int, CaseIterable, Codable {
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent

    var name: String {
        switch self {
        case .new: "New Moon"
        case .waxingCrescent: "Waxing Crescent"
        case .firstQuarter: "First Quarter"
        case .waxingGibbous: "Waxing Gibbous"
        case .full: "Full Moon"
        case .waningGibbous: "Waning Gibbous"
        case .lastQuarter: "Last Quarter"
        case .waningCrescent: "Waning Crescent"
        }
    }

    /// Lit fraction from the phase angle (0 new, π full).
    static func illumination(phaseAngle: Double) -> Double {
        (1 - cos(phaseAngle)) / 2
    }
}
