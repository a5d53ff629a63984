import AppIntents

/// The harbours the app knows, with their tide heights for the coming hours (metres).
enum Harbour: String, AppEnum {
    case northQuay, saltMarsh

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Harbour"
    static var caseDisplayRepresentations: [Harbour: DisplayRepresentation] = [
        .northQuay: "North Quay",
        .saltMarsh: "Salt Marsh",
    ]

    var name: String {
        switch self {
        case .northQuay: "North Quay"
        case .saltMarsh: "Salt Marsh"
        }
    }

    /// Heights at each hour from midnight, as the app's cached table gives them.
    var hourlyHeights: [Double] {
        switch self {
        case .northQuay: [0.4, 1.1, 1.9, 2.3, 1.8, 1.0, 0.5]
        case .saltMarsh: [2.0, 1.6, 0.9, 0.3, 0.7, 1.4, 2.1]
        }
    }
}
