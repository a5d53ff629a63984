import AppIntents
import WidgetKit

struct FocusConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Focus"
    static var description = IntentDescription("Shows the running focus session.")

    @Parameter(title: "Show progress bar", default: true)
    var showsProgress: Bool
}
