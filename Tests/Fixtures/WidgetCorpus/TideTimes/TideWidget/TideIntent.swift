import AppIntents
import WidgetKit

struct TideIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Harbour"
    static var description = IntentDescription("Shows the tide at a harbour.")

    @Parameter(title: "Harbour", default: .northQuay)
    var harbour: Harbour
}
