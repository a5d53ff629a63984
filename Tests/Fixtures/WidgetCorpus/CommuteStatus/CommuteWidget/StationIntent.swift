import AppIntents
import WidgetKit

enum Station: String, AppEnum {
    case central, harbour, airport

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    static var caseDisplayRepresentations: [Station: DisplayRepresentation] = [
        .central: "Central",
        .harbour: "Harbour",
        .airport: "Airport",
    ]
}

struct StationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Station"

    @Parameter(title: "Station", default: .central)
    var station: Station
}
