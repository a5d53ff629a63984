import Testing
import TimerMaskCore

/// One map of UIKit's colour names serves `Color(uiColor:)`, `Color(.name)` and colour sets that
/// name a system colour (it was written twice, and the two disagreed on the background colours).
struct UIKitColourTests {
    @Test func uiKitNamesMapToSwiftUIsColoursWithOrWithoutTheirColorSuffix() {
        #expect(SceneColorValue.uiKit(named: "systemBlue") == .system("blue"))
        #expect(SceneColorValue.uiKit(named: "systemBlueColor") == .system("blue"))
        #expect(SceneColorValue.uiKit(named: "systemGray") == .system("gray"))
        #expect(SceneColorValue.uiKit(named: "label") == .system("primary"))
        #expect(SceneColorValue.uiKit(named: "secondaryLabelColor") == .system("secondary"))
        #expect(SceneColorValue.uiKit(named: "systemBackground") == .system("systemBackground"))
        #expect(SceneColorValue.uiKit(named: "secondarySystemGroupedBackgroundColor") == .system("secondarySystemGroupedBackground"))
        #expect(SceneColorValue.uiKit(named: "clearColor") == .fixed(.clear))
        #expect(SceneColorValue.uiKit(named: "systemPrimary") == nil)
        #expect(SceneColorValue.uiKit(named: "systemChartreuse") == nil)
        #expect(SceneColorValue.uiKit(named: "secondarySystemBackground")?.resolved(.dark) == SceneColor(r: 0x1C, g: 0x1C, b: 0x1E))
    }
}
