import AppIntents
import WidgetKit

struct LogGlassIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a glass of water"

    func perform() async throws -> some IntentResult {
        let defaults = UserDefaults(suiteName: "group.com.example.water")!
        defaults.set(defaults.integer(forKey: "glasses") + 1, forKey: "glasses")
        return .result()
    }
}
